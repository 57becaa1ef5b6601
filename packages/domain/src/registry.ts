import { z } from 'zod';
import * as common from './content/common.ts';
import { biomes, brazilianStates, projectCategories, projectStatuses } from './content/enums.ts';
import { indicatorTotalsSchema } from './dashboard.ts';
import { organizationTypes } from './organization.ts';
import { eventSchema } from './content/event.ts';
import { postSchema } from './content/post.ts';
import { productSchema } from './content/product.ts';
import { projectSchema } from './content/project.ts';
import { reportSchema } from './content/report.ts';
import { indicatorDefinitions } from './indicators.ts';

// The public registry (docs/registry.md): what anyone, logged out, sees of the projects their owners published and of
// their organisations. Every answer is declared here as the fields it picks from the content schemas (so a field's type
// is written once) and the routes serialise through these schemas, so nothing else (e-mails, CPFs, people's ids,
// versions, the reason a project was hidden…) can leave through them.

export const registryMessages = {
  projectNotFound: 'Projeto não encontrado no registro público.',
  organizationNotFound: 'Organização não encontrada no registro público.',
  hideForbidden: 'Só a administração da plataforma pode ocultar projetos do registro público.',
} as const;

/** How many of each kind of a project's content its public page shows at most. */
export const REGISTRY_CHILD_LIMIT = 100;
/** The open data files (CSV, GeoJSON) hold the registry's projects that match, up to this many, in one file. */
export const REGISTRY_OPEN_DATA_LIMIT = 10_000;
/** The Atom feed of certified reports holds the most recent ones, this many. */
export const CERTIFICATE_FEED_LIMIT = 50;
/** The licence of the registry's open data (docs/registry.md). */
export const openDataLicense = {
  name: 'Creative Commons Atribuição 4.0 Internacional (CC BY 4.0)',
  url: 'https://creativecommons.org/licenses/by/4.0/deed.pt-br',
} as const;
/** How many projects an organisation's public page lists (the registry's list, filtered, has them all). */
export const REGISTRY_ORGANIZATION_PROJECTS_LIMIT = 60;

const orgSlugField = z
  .string()
  .trim()
  .max(80, 'Organização inválida.')
  .regex(/^[a-z0-9-]+$/, 'Organização inválida.');

export const registrySortFields = ['publishedAt', 'name'] as const;
export const registryListQuerySchema = common.listQuerySchema(registrySortFields, 'publishedAt:desc').extend({
  biome: z.enum(biomes, { error: 'Bioma inválido.' }).optional(),
  state: z.enum(brazilianStates, { error: 'UF inválida.' }).optional(),
  category: z.enum(projectCategories, { error: 'Categoria inválida.' }).optional(),
  status: z.enum(projectStatuses, { error: 'Situação inválida.' }).optional(),
  organization: orgSlugField.optional().describe('Endereço público (slug) da organização.'),
  verified: z
    .enum(['true'], { error: 'Use verified=true para ver só projetos com impacto verificado.' })
    .optional()
    .describe('true: só os projetos com pelo menos um relatório verificado por uma verificadora credenciada.'),
});
export type RegistryListQuery = z.infer<typeof registryListQuerySchema>;

export const registrySlugParamsSchema = z.object({
  slug: z
    .string()
    .max(100, 'Endereço inválido.')
    .regex(/^[a-z0-9-]+$/, 'Endereço inválido.'),
});

/** An organisation as a project names it: its name and its public page's address. */
export const registryOrganizationRefSchema = z.object({ name: z.string(), slug: z.string() });
export type RegistryOrganizationRef = z.infer<typeof registryOrganizationRefSchema>;

/** A picture the registry shows (a project's cover, a post's, event's or product's images), served to anyone. */
export const registryImageSchema = common.pictureSchema;
export type RegistryImage = common.Picture;

/** A project as the registry's list shows it. */
export const registryProjectCardSchema = projectSchema
  .pick({
    name: true,
    municipality: true,
    state: true,
    biome: true,
    category: true,
    status: true,
    latitude: true,
    longitude: true,
  })
  .extend({
    slug: z.string().describe('Endereço público: /registro/<slug>.'),
    organization: registryOrganizationRefSchema.nullable().describe('null: projeto de uma pessoa.'),
    publishedAt: z.iso.datetime(),
    certifiedImpact: indicatorTotalsSchema.describe('Soma dos indicadores dos relatórios certificados do projeto.'),
    certifiedReports: z.number().int().nonnegative(),
    verifiedImpact: indicatorTotalsSchema.describe(
      'Impacto verificado: a parte de certifiedImpact dos relatórios com declaração válida de uma verificadora credenciada.',
    ),
    verifiedReports: z.number().int().nonnegative().describe('Quantos dos relatórios certificados estão verificados.'),
    selfDeclaredImpact: indicatorTotalsSchema.describe(
      'Impacto autodeclarado: a parte de certifiedImpact dos relatórios certificados só por quem os escreveu.',
    ),
    cover: registryImageSchema.nullable().describe('A primeira imagem do projeto; null sem imagens.'),
  });
export type RegistryProjectCard = z.infer<typeof registryProjectCardSchema>;
export const registryListResponseSchema = common.dataSchema(common.pageSchema(registryProjectCardSchema));

const indicatorKeys = Object.fromEntries(indicatorDefinitions.map(({ key }) => [key, true])) as {
  [K in (typeof indicatorDefinitions)[number]['key']]: true;
};
const images = z.array(registryImageSchema).describe('Imagens, na ordem escolhida.');

export const registryReportSchema = reportSchema
  .pick({ title: true, periodStart: true, periodEnd: true, summary: true, ...indicatorKeys })
  .extend({
    status: z.enum(['published', 'certified']),
    certificateCode: z.string().nullable().describe('Código do certificado (/verificar/<código>) de um certificado.'),
    verifiedBy: z
      .array(
        registryOrganizationRefSchema.extend({
          date: z.iso.datetime().describe('Data da declaração assinada.'),
        }),
      )
      .describe('As verificadoras com declaração válida sobre este relatório (vazio: autodeclarado).'),
  });
export type RegistryReport = z.infer<typeof registryReportSchema>;

export const registryPostSchema = postSchema
  .pick({ title: true, content: true, createdAt: true })
  .extend({ content: z.string().describe('Markdown.'), images });
export type RegistryPost = z.infer<typeof registryPostSchema>;

export const registryEventSchema = eventSchema
  .pick({ title: true, description: true, startsAt: true, endsAt: true, location: true, capacity: true })
  .extend({ images });
export type RegistryEvent = z.infer<typeof registryEventSchema>;

export const registryProductSchema = productSchema
  .pick({ name: true, description: true, priceCents: true, unit: true })
  .extend({ images });
export type RegistryProduct = z.infer<typeof registryProductSchema>;

/** A project's public page: the card, its description and dates, and what it published. */
export const registryProjectSchema = registryProjectCardSchema.extend({
  ...projectSchema.pick({ description: true, areaHa: true, startDate: true, endDate: true }).shape,
  reports: z.array(registryReportSchema).describe('Publicados e certificados, do período mais recente ao mais antigo.'),
  posts: z.array(registryPostSchema).describe('Publicados, dos mais recentes aos mais antigos.'),
  events: z.array(registryEventSchema).describe('Os que ainda vão começar, do mais próximo ao mais distante.'),
  products: z.array(registryProductSchema).describe('Os disponíveis, por nome.'),
});
export type RegistryProject = z.infer<typeof registryProjectSchema>;
export const registryProjectResponseSchema = common.dataSchema(registryProjectSchema);

/** An organisation's public page: what it says of itself (CNPJ formatted) and its public projects. */
export const registryOrganizationSchema = z.object({
  slug: z.string(),
  name: z.string(),
  type: z.enum(organizationTypes),
  cnpj: z.string().nullable().describe('Formatado (00.000.000/0000-00).'),
  municipality: z.string(),
  state: z.enum(brazilianStates).nullable(),
  description: z.string(),
  website: z.string(),
  projects: z.array(registryProjectCardSchema).describe(`Os ${REGISTRY_ORGANIZATION_PROJECTS_LIMIT} mais recentes.`),
  projectCount: z.number().int().nonnegative().describe('Quantos projetos públicos a organização tem.'),
});
export type RegistryOrganization = z.infer<typeof registryOrganizationSchema>;
export const registryOrganizationResponseSchema = common.dataSchema(registryOrganizationSchema);

/** The organisations with public projects, for the registry's filter. */
export const registryOrganizationOptionsResponseSchema = common.dataSchema(z.array(registryOrganizationRefSchema));

/** A platform admin hides a project from the registry, saying why (its owners read the reason). */
export const hideProjectInputSchema = z.strictObject({
  reason: common.requiredText(500, 'Informe o motivo.'),
});
export type HideProjectInput = z.infer<typeof hideProjectInputSchema>;
