import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  biomeLabel,
  CERTIFICATE_FEED_LIMIT,
  contentMessages,
  formatDate,
  formatIndicator,
  indicatorDefinitions,
  type AttachmentParentKind,
  type CertificateSnapshot,
  formatCnpj,
  MAP_POINTS_LIMIT,
  REGISTRY_CHILD_LIMIT,
  REGISTRY_OPEN_DATA_LIMIT,
  REGISTRY_ORGANIZATION_PROJECTS_LIMIT,
  registryMessages,
  type HideProjectInput,
  type IndicatorTotals,
  type Page,
  type Project,
  type RegistryListQuery,
  type RegistryMapPoint,
  type RegistryMapQuery,
  type RegistryOrganization,
  type RegistryOrganizationRef,
  type RegistryProject,
  type RegistryProjectCard,
} from '@raiz/domain';
import { forbidden, notFound } from '@raiz/server-kit/app-error';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { certificates, organizations, projects, type posts, reports, searchedColumns } from '../../db/schema/index.ts';
import type { Actor } from '../content-common/access.ts';
import { contentResourceOf, contentResources } from '../content-common/manifest.ts';
import { listPage, orderBy, searchCondition } from '../content-common/content-common.ts';
import {
  countedVersion,
  indicatorColumns,
  indicatorSums,
  verifiedReport,
  verifiersOfReports,
} from '../dashboard/indicators.ts';
import { coversOf, picturesOf } from '../attachments/pictures.service.ts';
import { recordHistory } from '../organizations/history.service.ts';
import { projectService } from '../projects/projects.service.ts';
import type { PageMeta } from '../../plugins/static-spa.ts';

// The public registry (docs/registry.md). Every query here names the columns it reads: nothing of a person (e-mail,
// CPF, id, name), no version and no moderation note is ever selected, and the routes serialise through the registry's
// schemas on top of that.

/** In the registry: published by its owners and not hidden by the platform. The same predicate as projects_registry_idx. */
export const listedInRegistry: SQL = sql`${projects.public} and ${projects.hiddenAt} is null`;

/** The reports a listed project's page shows: published and certified (their declaration, reports.resource.ts). */
const shownReports = contentResourceOf('reports').registry!.shown;

// A project's id is read only to fetch what belongs to it; it never leaves.
const cardColumns = {
  id: projects.id,
  slug: projects.slug,
  name: projects.name,
  municipality: projects.municipality,
  state: projects.state,
  biome: projects.biome,
  category: projects.category,
  status: projects.status,
  latitude: projects.latitude,
  longitude: projects.longitude,
  publishedAt: projects.publishedAt,
  organizationName: organizations.name,
  organizationSlug: organizations.slug,
};
interface CardRow {
  id: string;
  slug: string | null;
  name: string;
  municipality: string;
  state: string;
  biome: string;
  category: string;
  status: string;
  latitude: number | null;
  longitude: number | null;
  publishedAt: string | null;
  organizationName: string | null;
  organizationSlug: string | null;
}

/** Projects as cards (with any columns of their own a caller adds), joined to their organisation for its name and slug. */
const selectCards = <TMore extends SelectedFields = Record<never, never>>(db: Db, more = {} as TMore) =>
  db
    .select({ ...cardColumns, ...more })
    .from(projects)
    .leftJoin(organizations, eq(organizations.id, projects.organizationId));

const sortable = { publishedAt: projects.publishedAt, name: sql`lower(${projects.name})` };

const noImpact = Object.fromEntries(indicatorDefinitions.map((d) => [d.key, 0])) as IndicatorTotals;

/**
 * The certified impact of each project: the sums of its certified reports' indicators (of a report's versions, the
 * latest), split into verified and self-declared by the one rule (verifiedReport), in one grouped query.
 */
async function certifiedImpactOf(db: Db, projectIds: string[]) {
  const byProject = new Map<
    string,
    {
      impact: IndicatorTotals;
      reports: number;
      verified: IndicatorTotals;
      verifiedReports: number;
      selfDeclared: IndicatorTotals;
    }
  >();
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .select({
      projectId: reports.projectId,
      reports: count(),
      impact: sql<IndicatorTotals>`json_build_object(${sumsJson()})`,
      verified: sql<IndicatorTotals>`json_build_object(${sumsJson(verifiedReport)})`,
      selfDeclared: sql<IndicatorTotals>`json_build_object(${sumsJson(sql`not ${verifiedReport}`)})`,
      verifiedReports: sql<number>`count(*) filter (where ${verifiedReport})`.mapWith(Number),
    })
    .from(reports)
    .where(and(inArray(reports.projectId, projectIds), eq(reports.status, 'certified'), countedVersion))
    .groupBy(reports.projectId);
  for (const { projectId, reports: n, impact, verified, selfDeclared, verifiedReports } of rows) {
    byProject.set(projectId!, { impact, reports: n, verified, verifiedReports, selfDeclared });
  }
  return byProject;
}

/** `'key', sum, …` of every indicator for json_build_object (numbers, as indicatorSums gives them). */
const sumsJson = (filter?: SQL) =>
  sql.join(
    Object.entries(indicatorSums(filter)).map(([key, sum]) => sql`${sql.raw(`'${key}'`)}, ${sum}`),
    sql`, `,
  );

async function toCards(db: Db, rows: CardRow[]): Promise<RegistryProjectCard[]> {
  const ids = rows.map((row) => row.id);
  // Pictures are served by the public file route, which checks again that the item is shown (docs/registry.md#pictures).
  const [impact, covers] = await Promise.all([certifiedImpactOf(db, ids), coversOf(db, 'projects', ids, 'public')]);
  return rows.map((row) => ({
    slug: row.slug!,
    name: row.name,
    organization:
      row.organizationName != null && row.organizationSlug != null
        ? { name: row.organizationName, slug: row.organizationSlug }
        : null,
    municipality: row.municipality,
    state: row.state as RegistryProjectCard['state'],
    biome: row.biome as RegistryProjectCard['biome'],
    category: row.category as RegistryProjectCard['category'],
    status: row.status as RegistryProjectCard['status'],
    latitude: row.latitude,
    longitude: row.longitude,
    publishedAt: row.publishedAt!,
    certifiedImpact: impact.get(row.id)?.impact ?? noImpact,
    certifiedReports: impact.get(row.id)?.reports ?? 0,
    verifiedImpact: impact.get(row.id)?.verified ?? noImpact,
    verifiedReports: impact.get(row.id)?.verifiedReports ?? 0,
    selfDeclaredImpact: impact.get(row.id)?.selfDeclared ?? noImpact,
    cover: covers.get(row.id) ?? null,
  }));
}

const organizationBySlug = (slug: string) =>
  sql`${projects.organizationId} = (select ${organizations.id} from ${organizations} where ${organizations.slug} = ${slug})`;

/** A project with at least one verified report ("Verificado" filter). */
const hasVerifiedReport = sql`exists (select 1 from ${reports} where ${reports.projectId} = ${projects.id} and ${verifiedReport})`;

/** The registry's projects that match a search and filters: one condition for the list and the map. */
const registryMatch = (query: RegistryMapQuery) =>
  and(
    listedInRegistry,
    searchCondition(query.q, searchedColumns.projects(projects)),
    query.biome ? eq(projects.biome, query.biome) : undefined,
    query.state ? eq(projects.state, query.state) : undefined,
    query.category ? eq(projects.category, query.category) : undefined,
    query.status ? eq(projects.status, query.status) : undefined,
    query.organization ? organizationBySlug(query.organization) : undefined,
    query.verified ? hasVerifiedReport : undefined,
  );

/** `GET /v1/public/projects`: the registry's projects, searched, filtered, sorted and paged. */
export async function listRegistryProjects(db: Db, query: RegistryListQuery): Promise<Page<RegistryProjectCard>> {
  const where = registryMatch(query);
  return listPage(
    query,
    (limit, offset) =>
      selectCards(db)
        .where(where)
        .orderBy(...orderBy(query.sort, sortable, projects.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(projects).where(where),
    (rows) => toCards(db, rows),
  );
}

/**
 * The open data files (`/v1/public/projects.csv`, `.geojson`): every project the list's search and filters match, in
 * the list's order, up to REGISTRY_OPEN_DATA_LIMIT, as the list's cards.
 */
export async function listRegistryProjectsForOpenData(
  db: Db,
  query: RegistryMapQuery & Pick<RegistryListQuery, 'sort'>,
): Promise<RegistryProjectCard[]> {
  const rows = await selectCards(db)
    .where(registryMatch(query))
    .orderBy(...orderBy(query.sort, sortable, projects.id))
    .limit(REGISTRY_OPEN_DATA_LIMIT);
  return toCards(db, rows);
}

/** The public pages a sitemap lists: each listed project and each organisation with one, with when it last changed. */
export async function listRegistryPages(db: Db) {
  const [projectRows, organizationRows] = await Promise.all([
    db
      .select({ slug: projects.slug, updatedAt: projects.updatedAt })
      .from(projects)
      .where(listedInRegistry)
      .orderBy(desc(projects.publishedAt), desc(projects.id))
      .limit(REGISTRY_OPEN_DATA_LIMIT),
    db
      .select({ slug: organizations.slug, updatedAt: organizations.updatedAt })
      .from(organizations)
      .where(
        sql`exists (select 1 from ${projects} where ${projects.organizationId} = ${organizations.id} and ${listedInRegistry})`,
      )
      .orderBy(organizations.slug)
      .limit(REGISTRY_OPEN_DATA_LIMIT),
  ]);
  return {
    projects: projectRows.map((row) => ({ slug: row.slug!, updatedAt: row.updatedAt })),
    organizations: organizationRows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt })),
  };
}

/**
 * The Atom feed's entries: the most recent certificates of reports in listed projects (a withdrawn one has no report
 * and drops out), with what the registry already shows of each.
 */
export async function listRecentCertificates(db: Db) {
  const rows = await db
    .select({
      code: certificates.code,
      issuedAt: certificates.issuedAt,
      title: reports.title,
      periodStart: reports.periodStart,
      periodEnd: reports.periodEnd,
      ...indicatorColumns,
      projectName: projects.name,
      projectSlug: projects.slug,
      organizationName: organizations.name,
    })
    .from(certificates)
    .innerJoin(reports, eq(reports.id, certificates.reportId))
    .innerJoin(projects, eq(projects.id, reports.projectId))
    .leftJoin(organizations, eq(organizations.id, projects.organizationId))
    .where(and(listedInRegistry, eq(reports.status, 'certified')))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(CERTIFICATE_FEED_LIMIT);
  return rows.map((row) => ({ ...row, projectSlug: row.projectSlug! }));
}

/**
 * `GET /v1/public/map/projects`: every project the list's search and filters match that has coordinates (up to
 * MAP_POINTS_LIMIT, most recently published first), with only what a marker and its card show.
 */
export async function listRegistryMapPoints(db: Db, query: RegistryMapQuery): Promise<RegistryMapPoint[]> {
  const rows = await db
    .select({
      slug: projects.slug,
      name: projects.name,
      organizationName: organizations.name,
      latitude: projects.latitude,
      longitude: projects.longitude,
    })
    .from(projects)
    .leftJoin(organizations, eq(organizations.id, projects.organizationId))
    .where(and(registryMatch(query), isNotNull(projects.latitude), isNotNull(projects.longitude)))
    .orderBy(desc(projects.publishedAt), desc(projects.id))
    .limit(MAP_POINTS_LIMIT);
  return rows.map((row) => ({ ...row, slug: row.slug!, latitude: row.latitude!, longitude: row.longitude! }));
}

/** The organisations that have at least one project in the registry, by name: the registry's filter. */
export async function listRegistryOrganizations(db: Db): Promise<RegistryOrganizationRef[]> {
  return db
    .select({ name: organizations.name, slug: organizations.slug })
    .from(organizations)
    .where(
      sql`exists (select 1 from ${projects} where ${projects.organizationId} = ${organizations.id} and ${listedInRegistry})`,
    )
    .orderBy(sql`lower(${organizations.name})`, organizations.slug);
}

/**
 * A listed project by its slug: its card, its id for what follows and what its page shows beyond the card; undefined
 * otherwise (unpublished, hidden).
 */
async function findListed(db: Db, slug: string) {
  const [row] = await selectCards(db, {
    description: projects.description,
    areaHa: projects.areaHa,
    startDate: projects.startDate,
    endDate: projects.endDate,
  }).where(and(eq(projects.slug, slug), listedInRegistry));
  return row;
}

/** `GET /v1/public/projects/:slug`: a listed project's public page. */
export async function getRegistryProject(db: Db, slug: string): Promise<RegistryProject> {
  const row = await findListed(db, slug);
  if (!row) throw notFound(registryMessages.projectNotFound);
  const { description, areaHa, startDate, endDate, ...card } = row;
  const projectId = card.id;
  // Reports have their own section (with their certificate's code); every other resource that declares a section
  // (manifest.ts) lists its shown rows, each with its images.
  const sections = contentResources.filter((r) => r.registry?.section);
  const [[base], reportRows, sectionRows] = await Promise.all([
    toCards(db, [card]),
    db
      .select({
        id: reports.id,
        title: reports.title,
        periodStart: reports.periodStart,
        periodEnd: reports.periodEnd,
        summary: reports.summary,
        ...indicatorColumns,
        status: reports.status,
        certificateCode: certificates.code,
      })
      .from(reports)
      // A withdrawn certificate has no report any more; only a whole one is linked.
      .leftJoin(certificates, eq(certificates.reportId, reports.id))
      .where(and(eq(reports.projectId, projectId), shownReports))
      .orderBy(desc(reports.periodStart), desc(reports.id))
      .limit(REGISTRY_CHILD_LIMIT),
    Promise.all(
      sections.map(async (resource) => {
        const { shown, section } = resource.registry!;
        const table = resource.table as unknown as typeof posts;
        const rows = await db
          .select({ id: table.id, ...section!.columns })
          .from(table)
          .where(and(eq(table.projectId, projectId), shown))
          .orderBy(...section!.orderBy)
          .limit(REGISTRY_CHILD_LIMIT);
        // The ids are read only to fetch each item's images; they never leave.
        const images = await picturesOf(
          db,
          resource.key as AttachmentParentKind,
          rows.map((row) => row.id),
          'public',
        );
        const items = rows.map(({ id, ...row }) => ({ ...row, images: images.get(id) ?? [] }));
        return [resource.key, items] as const;
      }),
    ),
  ]);
  const verifiers = await verifiersOfReports(
    db,
    reportRows.map((r) => r.id),
  );
  return {
    ...base!,
    description,
    areaHa,
    startDate,
    endDate,
    // The ids are read only to find who verified each report; they never leave.
    reports: reportRows.map(({ id, ...r }) => ({
      ...r,
      status: r.status as 'published' | 'certified',
      certificateCode: r.status === 'certified' ? r.certificateCode : null,
      verifiedBy: verifiers.get(id) ?? [],
    })),
    ...(Object.fromEntries(sectionRows) as Pick<RegistryProject, 'posts' | 'events' | 'products'>),
  };
}

const organizationColumns = {
  id: organizations.id,
  slug: organizations.slug,
  name: organizations.name,
  type: organizations.type,
  cnpj: organizations.cnpj,
  municipality: organizations.municipality,
  state: organizations.state,
  description: organizations.description,
  website: organizations.website,
};

/** An organisation with at least one project in the registry; null otherwise. */
async function findListedOrganization(db: Db, slug: string) {
  const [row] = await db
    .select(organizationColumns)
    .from(organizations)
    .where(
      and(
        eq(organizations.slug, slug),
        sql`exists (select 1 from ${projects} where ${projects.organizationId} = ${organizations.id} and ${listedInRegistry})`,
      ),
    );
  return row ?? null;
}

/**
 * `GET /v1/public/organizations/:slug`: what an organisation says of itself and its projects in the registry. An
 * organisation enters the registry with its first listed project (docs/registry.md).
 */
export async function getRegistryOrganization(db: Db, slug: string): Promise<RegistryOrganization> {
  const row = await findListedOrganization(db, slug);
  if (!row) throw notFound(registryMessages.organizationNotFound);
  const { id, cnpj, ...fields } = row;
  const where = and(eq(projects.organizationId, id), listedInRegistry);
  // Its first projects and how many it has: the first page of its list.
  const firstProjects = await listPage(
    { page: 1, pageSize: REGISTRY_ORGANIZATION_PROJECTS_LIMIT },
    (limit) => selectCards(db).where(where).orderBy(desc(projects.publishedAt), desc(projects.id)).limit(limit),
    () => db.select({ total: count() }).from(projects).where(where),
    (rows) => toCards(db, rows),
  );
  return {
    ...fields,
    type: fields.type as RegistryOrganization['type'],
    state: fields.state as RegistryOrganization['state'],
    cnpj: cnpj ? formatCnpj(cnpj) : null,
    projects: firstProjects.items,
    projectCount: firstProjects.total,
  };
}

function assertAdmin(actor: Actor): void {
  if (!actor.isAdmin) throw forbidden(registryMessages.hideForbidden);
}

async function projectRow(db: Db, id: string) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  if (!row) throw notFound(contentMessages.projectNotFound);
  return row;
}

/**
 * A platform admin hides a project from the registry with a reason, changes the reason, or (`null`) lets it back in,
 * where it shows again if it is still published (docs/registry.md#hiding-a-project). Neither the version nor
 * `updatedAt` changes: the owners' content is untouched, so an edit they have open does not conflict.
 */
async function setHidden(db: Db, actor: Actor, id: string, reason: string | null): Promise<Project> {
  assertAdmin(actor);
  const before = await projectRow(db, id);
  const hide = reason !== null;
  if (hide || before.hiddenAt !== null) {
    await db.transaction(async (tx) => {
      await tx
        .update(projects)
        .set({ hiddenAt: hide ? sql`coalesce(${projects.hiddenAt}, now())` : null, hiddenReason: reason })
        .where(eq(projects.id, id));
      if (before.organizationId) {
        await recordHistory(tx, {
          organizationId: before.organizationId,
          actor,
          action: hide ? 'unpublish' : 'publish',
          entityType: 'project',
          entityId: id,
          projectId: id,
          summary: hide
            ? `${before.name}: ocultado do registro público pela administração da plataforma`
            : `${before.name}: a administração da plataforma deixou de ocultá-lo do registro público`,
          changes: [{ field: 'hiddenReason', before: before.hiddenReason, after: reason }],
        });
      }
    });
  }
  return projectService.get(db, actor, undefined, id);
}

export const hideProject = (db: Db, actor: Actor, id: string, input: HideProjectInput) =>
  setHidden(db, actor, id, input.reason);
export const unhideProject = (db: Db, actor: Actor, id: string) => setHidden(db, actor, id, null);

/** What a link preview shows of a text: one line, at most `max` characters, cut at a word. */
function previewText(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

const registryPageTitle = 'Registro público';
const slugPattern = /^[a-z0-9-]{1,100}$/;

/** A public page's link preview: title, description, type, share image, HTTP status (static-spa.ts). */
export type PublicPageMeta = PageMeta;

const siteCard = (publicUrl: string) => ({
  url: `${publicUrl}/v1/public/cards/raiz.png`,
  alt: 'Raiz: projetos ambientais com impacto certificado',
});

const notFoundPage = (what: string, description: string): PublicPageMeta => ({
  title: `${what} · Raiz`,
  description,
  type: 'website',
  status: 404,
});

/** The certified impact of a project in one line: its two largest non-zero indicators ("42 árvores · 12,75 tCO2e"). */
function impactLine(impact: IndicatorTotals): string | null {
  const shown = indicatorDefinitions.filter((d) => impact[d.key] > 0).slice(0, 2);
  return shown.length ? `${shown.map((d) => formatIndicator(d.key, impact[d.key])).join(' · ')} certificados` : null;
}

/**
 * The title, description, Open Graph type, share image and status of a public page, for the HTML the server sends
 * before any JavaScript (a shared link's preview, a search engine): the home page, the registry's pages (a listed
 * project's or organisation's from the database) and a certificate's check page. An unknown or unlisted project,
 * organisation or certificate answers 404 (a withdrawn certificate 410) with a title that says so; null for any other
 * path. Nothing here says more than the database holds: a certificate's preview says it was issued, and that its
 * signature is checked on the page, never that it is valid.
 */
export async function publicPageMeta(db: Db, publicUrl: string, pathname: string): Promise<PublicPageMeta | null> {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (parts.length === 0 || (parts.length === 1 && parts[0] === '')) {
    return {
      title: 'Raiz — projetos ambientais com impacto certificado',
      description:
        'Registre projetos, relatórios de impacto, posts, eventos e produtos; certifique relatórios com sua carteira e publique no registro público, que qualquer pessoa confere.',
      type: 'website',
      image: siteCard(publicUrl),
    };
  }
  if (parts[0] === 'verificar' && parts.length === 2) return certificatePageMeta(db, publicUrl, parts[1]!);
  if (parts[0] !== 'registro') return null;
  if (parts.length === 1) {
    return {
      title: `${registryPageTitle} · Raiz`,
      description:
        'Projetos ambientais publicados na Raiz, com o impacto certificado de cada um: busque por bioma, UF, categoria e organização.',
      type: 'website',
      image: siteCard(publicUrl),
    };
  }
  const [, first, second] = parts;
  if (first === 'organizacoes' && parts.length === 3) {
    const org = slugPattern.test(second!) ? await findListedOrganization(db, second!) : undefined;
    if (!org) {
      return notFoundPage(
        'Organização não encontrada',
        'Esta organização não tem projetos no registro público da Raiz.',
      );
    }
    const place = org.municipality && org.state ? ` (${org.municipality}/${org.state})` : '';
    return {
      title: `${org.name} · Raiz`,
      description: previewText(org.description) || `${org.name}${place}: projetos no registro público da Raiz.`,
      type: 'website',
      image: siteCard(publicUrl),
    };
  }
  if (parts.length === 2) {
    const project = slugPattern.test(first!) ? await findListedCard(db, first!) : undefined;
    if (!project) {
      return notFoundPage(
        'Projeto não encontrado',
        'Este projeto não está no registro público da Raiz: não existe, não foi publicado ou foi retirado.',
      );
    }
    return {
      title: `${project.name} · Raiz`,
      description:
        previewText(project.description) ||
        `Projeto ambiental em ${project.municipality}/${project.state}, no registro público da Raiz.`,
      type: 'article',
      image: {
        url: `${publicUrl}/v1/public/cards/projects/${project.slug}.png`,
        alt: `${project.name}, em ${project.municipality}/${project.state}`,
      },
    };
  }
  return notFoundPage('Página não encontrada', 'Esta página não existe no registro público da Raiz.');
}

async function certificatePageMeta(db: Db, publicUrl: string, code: string): Promise<PublicPageMeta> {
  const found = await findCertificateForCard(db, code);
  if (found === 'gone') {
    return {
      title: `Certificado ${code} retirado · Raiz`,
      description: 'Este certificado foi retirado a pedido do titular e não vale mais como prova.',
      type: 'website',
      status: 410,
    };
  }
  if (!found) {
    return notFoundPage(
      'Certificado não encontrado',
      'Nenhum certificado tem este código. Confira o código impresso ou o link recebido.',
    );
  }
  const { snapshot, issuedAt } = found;
  const project = snapshot.projectName ? ` — ${snapshot.projectName}` : '';
  return {
    title: `Certificado ${code}: ${snapshot.title} · Raiz`,
    description:
      `${snapshot.title}${project}, período de ${formatDate(snapshot.periodStart)} a ${formatDate(snapshot.periodEnd)}, ` +
      `certificado em ${formatDate(issuedAt)}. Abra para conferir a assinatura e as evidências neste navegador.`,
    type: 'article',
    image: {
      url: `${publicUrl}/v1/public/cards/certificates/${encodeURIComponent(code)}.png`,
      alt: `Certificado ${code}`,
    },
    // What the page asks first (features/certificates/api/get-public-certificate.ts), fetched with the HTML.
    preload: `/v1/public/certificates/${encodeURIComponent(code)}`,
  };
}

/** A certificate by its code for its preview and card: its snapshot and date; 'gone' when withdrawn. */
export async function findCertificateForCard(db: Db, code: string) {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(code)) return undefined;
  const [row] = await db
    .select({ snapshot: certificates.snapshot, issuedAt: certificates.issuedAt, withdrawnAt: certificates.withdrawnAt })
    .from(certificates)
    .where(eq(certificates.code, code));
  if (!row) return undefined;
  if (row.withdrawnAt || !row.snapshot) return 'gone' as const;
  return { snapshot: row.snapshot as CertificateSnapshot, issuedAt: row.issuedAt };
}

/** A listed project's card by its slug, for its preview and share image; undefined otherwise. */
export async function findListedCard(db: Db, slug: string) {
  const row = await findListed(db, slug);
  if (!row) return undefined;
  const [card] = await toCards(db, [row]);
  return { ...card!, description: row.description };
}

/** The share card of a listed project: its name, place and biome, and its certified impact. */
export function projectShareCard(card: RegistryProjectCard) {
  return {
    kicker: 'Projeto',
    title: card.name,
    facts: [
      `${card.municipality}/${card.state} · ${biomeLabel(card.biome)}${card.organization ? ` · ${card.organization.name}` : ''}`,
      impactLine(card.certifiedImpact) ?? 'Ainda sem relatórios certificados',
    ],
  };
}
