import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '@raiz/server-kit/app-error';
import {
  apiErrorSchema,
  CERTIFICATE_FEED_LIMIT,
  formatDate,
  REGISTRY_OPEN_DATA_LIMIT,
  registryMessages,
  hideProjectInputSchema,
  idParamsSchema,
  mapConfigResponseSchema,
  projectResponseSchema,
  registryListQuerySchema,
  registryListResponseSchema,
  registryMapPointsResponseSchema,
  registryMapQuerySchema,
  registryOrganizationOptionsResponseSchema,
  registryOrganizationResponseSchema,
  registryProjectResponseSchema,
  registrySlugParamsSchema,
} from '@raiz/domain';
import { requireUserForRoutes } from '../../plugins/auth.ts';
import { csvResponse, fileResponse } from '../../plugins/openapi.ts';
import { rateLimits } from '../../plugins/rate-limit.ts';
import { actorOf } from '../content-common/access.ts';
import {
  findCertificateForCard,
  findListedCard,
  getRegistryOrganization,
  getRegistryProject,
  hideProject,
  listRecentCertificates,
  listRegistryPages,
  listRegistryProjectsForOpenData,
  projectShareCard,
  listRegistryMapPoints,
  listRegistryOrganizations,
  listRegistryProjects,
  unhideProject,
} from './registry.service.ts';
import { drawShareCard, type ShareCard } from './share-card.ts';
import { certificatesAtom, licenseLink, projectsCsv, projectsGeoJson, robotsTxt, sitemapXml } from './open-data.ts';

const tags = ['registro público'];

/** The public registry (docs/registry.md): anyone, no login; only what the registry's schemas declare goes out. */
export async function publicRegistryRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const config = { rateLimit: rateLimits.registry };

  app.get(
    '/v1/public/projects',
    {
      config,
      schema: {
        tags,
        summary: 'Projetos do registro público, com busca, filtros, ordenação e páginas',
        description:
          'Só projetos publicados por quem os gerencia e não ocultados pela administração. `q` ignora maiúsculas e acentos.',
        querystring: registryListQuerySchema,
        response: { 200: registryListResponseSchema },
      },
    },
    async (request) => ({ data: await listRegistryProjects(app.db, request.query) }),
  );

  app.get(
    '/v1/public/map/projects',
    {
      config,
      schema: {
        tags,
        summary: 'Projetos do registro público no mapa: os mesmos filtros da lista, todos os que têm coordenadas',
        description: 'Só o que o marcador e o cartão mostram: endereço público, nome, organização e coordenadas.',
        querystring: registryMapQuerySchema,
        response: { 200: registryMapPointsResponseSchema },
      },
    },
    async (request) => ({ data: await listRegistryMapPoints(app.db, request.query) }),
  );

  // Open data (docs/registry.md#open-data): the list's filters and order, every match in one file, the licence
  // named in a Link header; cached for a minute like a page of the list would be.
  const openDataQuery = registryMapQuerySchema.extend({ sort: registryListQuerySchema.shape.sort });
  const openData = (reply: FastifyReply, type: string, filename?: string) => {
    reply.header('content-type', type).header('link', licenseLink).header('cache-control', 'public, max-age=60');
    if (filename) reply.header('content-disposition', `attachment; filename="${filename}"`);
    return reply;
  };

  app.get(
    '/v1/public/projects.csv',
    {
      config,
      schema: {
        tags,
        summary: 'Projetos do registro público em CSV (dados abertos, CC BY 4.0), com os filtros da lista',
        description: `Todos os que a busca e os filtros encontram, até ${REGISTRY_OPEN_DATA_LIMIT}, na ordem pedida; o impacto certificado somado por projeto. Datas em ISO 8601.`,
        querystring: openDataQuery,
        response: { 200: csvResponse('Arquivo registro-raiz-projetos.csv') },
      },
    },
    async (request, reply) => {
      const cards = await listRegistryProjectsForOpenData(app.db, request.query);
      return openData(reply, 'text/csv; charset=utf-8', 'registro-raiz-projetos.csv').send(
        projectsCsv(cards, app.config.publicUrl),
      );
    },
  );

  app.get(
    '/v1/public/projects.geojson',
    {
      config,
      schema: {
        tags,
        summary: 'Projetos do registro público com coordenadas em GeoJSON (dados abertos, CC BY 4.0)',
        description: `Uma FeatureCollection (RFC 7946) com os filtros da lista, até ${REGISTRY_OPEN_DATA_LIMIT} projetos; licença e atribuição na própria coleção.`,
        querystring: openDataQuery,
        response: { 200: fileResponse('Arquivo registro-raiz-projetos.geojson', ['application/geo+json']) },
      },
    },
    async (request, reply) => {
      const cards = await listRegistryProjectsForOpenData(app.db, request.query);
      return openData(reply, 'application/geo+json; charset=utf-8', 'registro-raiz-projetos.geojson').send(
        JSON.stringify(projectsGeoJson(cards, app.config.publicUrl)),
      );
    },
  );

  app.get(
    '/v1/public/certificates.atom',
    {
      config,
      schema: {
        tags,
        summary: 'Feed Atom dos relatórios certificados mais recentes dos projetos do registro',
        description: `Os ${CERTIFICATE_FEED_LIMIT} mais recentes; cada entrada leva à página de verificação do certificado.`,
        response: { 200: fileResponse('Feed Atom (RFC 4287)', ['application/atom+xml']) },
      },
    },
    async (_request, reply) =>
      openData(reply, 'application/atom+xml; charset=utf-8').send(
        certificatesAtom(await listRecentCertificates(app.db), app.config.publicUrl),
      ),
  );

  // Share images (og:image) of the public pages: 1200×630 PNGs drawn on request, cached for five minutes.
  const png = fileResponse('Imagem PNG de 1200×630 para pré-visualizações de links', ['image/png']);
  const sendCard = async (reply: FastifyReply, card: ShareCard) =>
    reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=300')
      .send(await drawShareCard(card));

  app.get(
    '/v1/public/cards/raiz.png',
    {
      config,
      schema: {
        tags,
        summary: 'Imagem de compartilhamento da Raiz (página inicial e registro)',
        response: { 200: png },
      },
    },
    async (_request, reply) =>
      sendCard(reply, {
        kicker: 'Registro público',
        title: 'Projetos ambientais com impacto certificado',
        facts: ['Relatórios assinados que qualquer pessoa confere, no navegador.'],
      }),
  );

  app.get(
    '/v1/public/cards/projects/:slug.png',
    {
      config,
      schema: {
        tags,
        summary: 'Imagem de compartilhamento de um projeto do registro: nome, lugar e impacto certificado',
        params: registrySlugParamsSchema,
        response: { 200: png, 404: apiErrorSchema.describe('Projeto inexistente, não publicado ou ocultado.') },
      },
    },
    async (request, reply) => {
      const card = await findListedCard(app.db, request.params.slug);
      if (!card) throw notFound(registryMessages.projectNotFound);
      return sendCard(reply, projectShareCard(card));
    },
  );

  app.get(
    '/v1/public/cards/certificates/:code.png',
    {
      config: { rateLimit: rateLimits.certificateLookup },
      schema: {
        tags,
        summary: 'Imagem de compartilhamento de um certificado: código, relatório, projeto e data',
        params: z.object({
          code: z
            .string()
            .max(64, 'Código inválido.')
            .regex(/^[A-Za-z0-9-]+$/, 'Código inválido.'),
        }),
        response: {
          200: png,
          404: apiErrorSchema.describe('Nenhum certificado com este código.'),
          410: apiErrorSchema.describe('Certificado retirado a pedido do titular.'),
        },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const found = await findCertificateForCard(app.db, code);
      if (found === 'gone') throw new AppError('gone', 'Certificado retirado a pedido do titular.');
      if (!found) throw notFound('Certificado não encontrado.');
      return sendCard(reply, {
        kicker: 'Certificado',
        title: found.snapshot.title,
        facts: [
          `${code} · certificado em ${formatDate(found.issuedAt)}`,
          [found.snapshot.projectName, found.snapshot.organization?.name].filter(Boolean).join(' · ') ||
            `Período de ${formatDate(found.snapshot.periodStart)} a ${formatDate(found.snapshot.periodEnd)}`,
        ],
      });
    },
  );

  // For search engines: the public pages and nothing else (outside /v1, so not in the API's document).
  app.get('/sitemap.xml', { config, schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(sitemapXml(await listRegistryPages(app.db), app.config.publicUrl)),
  );
  app.get('/robots.txt', { config, schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(app.config.publicUrl)),
  );

  app.get(
    '/v1/public/map/config',
    {
      config,
      schema: {
        tags,
        summary: 'Como a web desenha o mapa: sobre o servidor de mapas (MAP_TILES_URL) ou o contorno do Brasil',
        response: { 200: mapConfigResponseSchema },
      },
    },
    async () => ({
      data: {
        tilesUrl: app.config.mapTilesUrl ?? null,
        attribution: app.config.mapTilesUrl ? (app.config.mapTilesAttribution ?? null) : null,
      },
    }),
  );

  app.get(
    '/v1/public/projects/:slug',
    {
      config,
      schema: {
        tags,
        summary: 'Página pública de um projeto do registro',
        description:
          'Relatórios publicados e certificados, posts publicados, eventos futuros e produtos disponíveis do projeto.',
        params: registrySlugParamsSchema,
        response: {
          200: registryProjectResponseSchema,
          404: apiErrorSchema.describe('Projeto inexistente, não publicado ou ocultado.'),
        },
      },
    },
    async (request) => ({ data: await getRegistryProject(app.db, request.params.slug) }),
  );

  app.get(
    '/v1/public/organizations',
    {
      config,
      schema: {
        tags,
        summary: 'Organizações com projetos no registro público (para o filtro)',
        response: { 200: registryOrganizationOptionsResponseSchema },
      },
    },
    async () => ({ data: await listRegistryOrganizations(app.db) }),
  );

  app.get(
    '/v1/public/organizations/:slug',
    {
      config,
      schema: {
        tags,
        summary: 'Página pública de uma organização e seus projetos no registro',
        params: registrySlugParamsSchema,
        response: {
          200: registryOrganizationResponseSchema,
          404: apiErrorSchema.describe('Organização inexistente ou sem projetos no registro.'),
        },
      },
    },
    async (request) => ({ data: await getRegistryOrganization(app.db, request.params.slug) }),
  );
}

/** A platform admin hides a project from the registry with a reason, or lets it back. */
export async function registryModerationRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  requireUserForRoutes(app);
  const refused = apiErrorSchema.describe('Só a administração da plataforma oculta projetos.');
  const missing = apiErrorSchema.describe('Projeto não encontrado.');

  app.put(
    '/v1/projects/:id/hidden',
    {
      schema: {
        tags,
        summary: 'Oculta um projeto do registro público, com o motivo (administração)',
        description: 'Quem gerencia o projeto vê o motivo (`hiddenReason`). Repetir troca o motivo.',
        params: idParamsSchema,
        body: hideProjectInputSchema,
        response: { 200: projectResponseSchema, 403: refused, 404: missing },
      },
    },
    async (request) => ({ data: await hideProject(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/v1/projects/:id/hidden',
    {
      schema: {
        tags,
        summary: 'Deixa de ocultar um projeto do registro público (administração)',
        params: idParamsSchema,
        response: { 200: projectResponseSchema, 403: refused, 404: missing },
      },
    },
    async (request) => ({ data: await unhideProject(app.db, actorOf(request), request.params.id) }),
  );
}
