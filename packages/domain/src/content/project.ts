import { z } from 'zod';
import { nameField } from '../names.ts';
import * as common from './common.ts';
import { biomes, brazilianStates, projectCategories, projectStatuses } from './enums.ts';
import { carNumberProblem, isValidIbgeMunicipalityCode, placeMessages, stateOfMunicipalityCode } from '../places.ts';

export const projectEndDateMessage = 'A data de término deve ser igual ou posterior à de início.';

const projectFields = z.strictObject({
  name: nameField(200, { length: 1, message: 'Informe o nome do projeto.' }),
  description: common.textField(5000).optional(),
  category: z.enum(projectCategories, { error: 'Escolha uma categoria.' }),
  biome: z.enum(biomes, { error: 'Escolha um bioma.' }),
  municipality: common.requiredText(120, 'Informe o município.'),
  state: z.enum(brazilianStates, { error: 'Escolha uma UF.' }),
  municipalityCode: z
    .string({ error: placeMessages.municipalityCodeFormat })
    .regex(/^\d{7}$/, placeMessages.municipalityCodeFormat)
    .refine(isValidIbgeMunicipalityCode, placeMessages.municipalityCodeInvalid)
    .nullable()
    .optional()
    .describe('Código IBGE do município (7 dígitos), da lista do IBGE; null em projetos antigos.'),
  carNumber: z
    .string({ error: placeMessages.carFormat })
    .trim()
    .max(60, placeMessages.carFormat)
    .transform((value) => value.toUpperCase())
    .nullable()
    .optional()
    .describe('Número do imóvel no CAR (UF-código IBGE-32 hexadecimais), opcional.'),
  latitude: common.latitudeField().nullable().optional(),
  longitude: common.longitudeField().nullable().optional(),
  areaHa: common.nonNegativeNumber().nullable().optional().describe('Área em hectares.'),
  status: z.enum(projectStatuses, { error: 'Escolha a situação.' }),
  startDate: common.dateField().nullable().optional(),
  endDate: common.dateField().nullable().optional(),
});

type ProjectChecked = {
  state?: string;
  municipalityCode?: string | null;
  carNumber?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  startDate?: string | null;
  endDate?: string | null;
};

// Cross-field rules, each run when the fields it reads are usable (so they show with any other error at once).
const checkProjectDates = (value: ProjectChecked, ctx: z.RefinementCtx) => {
  if (common.isDateRangeInverted(value.startDate, value.endDate)) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: projectEndDateMessage });
  }
};
const checkProjectDatesWhen = common.whenFieldsUsable('startDate', 'endDate');

// The municipality's code belongs to the state; a CAR number to that municipality (docs/places.md). On a partial
// update a field left out is unknown: the server checks the merged row again.
const checkProjectPlace = (partial: boolean) => (value: ProjectChecked, ctx: z.RefinementCtx) => {
  const { state, municipalityCode, carNumber } = value;
  if (municipalityCode && state && stateOfMunicipalityCode(municipalityCode) !== state) {
    ctx.addIssue({ code: 'custom', path: ['municipalityCode'], message: placeMessages.municipalityOtherState });
  }
  const known = !partial || (state !== undefined && municipalityCode !== undefined);
  if (carNumber && known) {
    const problem = carNumberProblem(carNumber, municipalityCode ?? null, state ?? null);
    if (problem) ctx.addIssue({ code: 'custom', path: ['carNumber'], message: problem });
  }
};
const checkProjectPlaceWhen = common.whenFieldsUsable('state', 'municipalityCode', 'carNumber');

export const createProjectInputSchema = projectFields
  .extend({ status: projectFields.shape.status.default('planned'), organizationId: common.organizationIdField() })
  .superRefine(checkProjectDates, checkProjectDatesWhen)
  .superRefine(...common.coordinatesTogether(false))
  .superRefine(checkProjectPlace(false), checkProjectPlaceWhen);
export type CreateProjectInput = z.infer<typeof createProjectInputSchema>;

export const updateProjectInputSchema = common
  .updateFieldsOf(
    projectFields.extend({
      organizationId: common
        .organizationIdField()
        .describe(
          'Move o projeto (com relatórios, posts, eventos e produtos) para uma organização, ou null para o espaço pessoal.',
        ),
      public: z
        .boolean({ error: 'Informe true ou false.' })
        .describe('Publica o projeto no registro público (true) ou o retira (false).'),
    }),
  )
  .superRefine(checkProjectDates, checkProjectDatesWhen)
  .superRefine(...common.coordinatesTogether(true))
  .superRefine(checkProjectPlace(true), checkProjectPlaceWhen);
export type UpdateProjectInput = z.infer<typeof updateProjectInputSchema>;

export const projectSchema = z.object({
  ...common.rowMetaShape,
  name: z.string(),
  description: z.string(),
  category: z.enum(projectCategories),
  biome: z.enum(biomes),
  municipality: z.string(),
  state: z.enum(brazilianStates),
  municipalityCode: z.string().nullable().describe('Código IBGE do município; null em projetos antigos.'),
  carNumber: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  areaHa: z.number().nullable(),
  status: z.enum(projectStatuses),
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  public: z.boolean().describe('No registro público.'),
  slug: z.string().nullable().describe('Endereço no registro público (/registro/<slug>).'),
  publishedAt: z.iso.datetime().nullable(),
  hiddenReason: z.string().nullable().describe('Motivo, quando a administração da plataforma o ocultou do registro.'),
});
export type Project = z.infer<typeof projectSchema>;

export const projectSortFields = ['createdAt', 'name'] as const;
export const projectListQuerySchema = common
  .listQuerySchema(projectSortFields, 'createdAt:desc')
  .extend({ space: common.spaceField() });
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const { one: projectResponseSchema, page: projectListResponseSchema } =
  common.coveredResponseSchemasOf(projectSchema);

/** How many reports, posts, events and products a project has: answered with the project by `GET /v1/projects/:id`. */
const knownProjectCountsSchema = z.object({
  reports: z.number().int().nonnegative(),
  posts: z.number().int().nonnegative(),
  events: z.number().int().nonnegative(),
  products: z.number().int().nonnegative(),
});
// A resource the server's manifest counts on its project beyond these is answered under its collection's name too.
export const projectCountsSchema = knownProjectCountsSchema.catchall(z.number().int().nonnegative());
export type ProjectCounts = z.infer<typeof knownProjectCountsSchema>;
/** A project as its page shows it: the row and its children's counts, in one request. */
export const projectDetailSchema = projectSchema.extend({ counts: projectCountsSchema });
export type ProjectDetail = Omit<z.infer<typeof projectDetailSchema>, 'counts'> & { counts: ProjectCounts };
export const projectDetailResponseSchema = common.dataSchema(projectDetailSchema);
