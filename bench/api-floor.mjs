// The floor of `npm run bench:api`: bare Fastify and the app's own database driver (postgres.js on DATABASE_URL, else
// PGlite in PGLITE_DIR), running the SQL the app runs for each measured endpoint on the same rows of OWNER_ID and
// answering the same JSON shape, with nothing else: no token check, no validation, no ORM, no logging, no hooks. Started
// by bench/api.ts in its own process; prints "listening <url>" when ready.
//
// Keep the SQL in step with apps/server/src/modules/projects/projects.service.ts and dashboard/dashboard.service.ts (and
// dashboard-cache.ts, and indicators.ts for which report version counts and what makes a report verified).
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Fastify from 'fastify';

const brotli = promisify(zlib.brotliCompress);

const ownerId = process.env.OWNER_ID;
if (!ownerId) throw new Error('OWNER_ID is required');

// Dates and timestamps come back as the database's text, as Drizzle's `mode: 'string'` columns read them.
const asText = (v) => v;
const dateTypes = [1082, 1114, 1184];

/** (text, params) → rows, on the same driver and pool size as the app (apps/server/src/db/client.ts). */
async function openQuery() {
  if (process.env.DATABASE_URL) {
    const { default: postgres } = await import('postgres');
    const sql = postgres(process.env.DATABASE_URL, { max: 10, onnotice: () => {} });
    for (const type of dateTypes) sql.options.parsers[type] = asText;
    return (text, params) => sql.unsafe(text, params, { prepare: true });
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  // The date parsers given once, to the client (a query's own parsers cost PGlite a copy of its ~320: server-kit's
  // database.ts does the same for the app).
  const parsers = Object.fromEntries(dateTypes.map((t) => [t, asText]));
  const db = new PGlite({ dataDir: process.env.PGLITE_DIR, extensions: { pg_trgm, unaccent }, parsers });
  return async (text, params) => (await db.query(text, params)).rows;
}
const query = await openQuery();

const num = (v) => (v == null ? null : Number(v));
/** "2026-11-21 20:51:31.907+00" → ISO 8601 in UTC (as isoTimestamp in content-common.ts). */
const iso = (v) => new Date(v.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')).toISOString();
const projectColumns = `id, created_at, updated_at, version, owner_id, organization_id, name, description, category, biome,
  municipality, state, municipality_code, car_number, latitude, longitude, area_ha, status, start_date, end_date, public, slug, published_at, hidden_reason`;
/** A person's spaces (access.ts inPersonSpaces): their personal space and their organisations' (of `roles` if given). */
const inSpaces = (table, person, roles = '') =>
  `((${table}.organization_id is null and ${table}.owner_id = ${person}) or ${table}.organization_id in (select organization_id
  from memberships where user_id = ${person}${roles}))`;
/** What a person may read (access.ts accessTo): their personal space, and the spaces of their organisations. */
const readable = (table, person) => inSpaces(table, person, " and role in ('owner', 'admin', 'editor', 'viewer')");
const ownProjectCan = { edit: true, delete: true, publish: true, move: true, certify: false, revise: false };
const noProjectCan = { edit: false, delete: false, publish: false, move: false, certify: false, revise: false };
const toProject = (r) => ({
  id: r.id,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  version: r.version,
  ownerId: r.owner_id,
  organizationId: r.organization_id,
  name: r.name,
  description: r.description,
  category: r.category,
  biome: r.biome,
  municipality: r.municipality,
  state: r.state,
  municipalityCode: r.municipality_code,
  carNumber: r.car_number,
  latitude: num(r.latitude),
  longitude: num(r.longitude),
  areaHa: num(r.area_ha),
  status: r.status,
  startDate: r.start_date,
  endDate: r.end_date,
  public: r.public,
  slug: r.slug,
  publishedAt: r.published_at == null ? null : iso(r.published_at),
  hiddenReason: r.hidden_reason,
  // What the person may do with the row (the app's `can`): the measured rows are all in the person's own space, where
  // its owner may do everything a project allows; the floor states it rather than computing roles.
  can: r.organization_id == null && r.owner_id === ownerId ? ownProjectCan : noProjectCan,
});
const indicatorKeys = [
  'co2e_tonnes',
  'trees_planted',
  'restored_area_ha',
  'water_m3',
  'waste_tonnes',
  'people_benefited',
];
const camel = (column) => column.replace(/_(\w)/g, (_, x) => x.toUpperCase());
/** `coalesce(sum(col), 0)::float8` of each indicator as "<prefix><key>" (indicators.ts indicatorSums), of the rows `filter` keeps. */
const indicatorSums = (filter, prefix = '') =>
  indicatorKeys
    .map(
      (c) =>
        `coalesce(sum(reports.${c})${filter ? ` filter (where ${filter})` : ''}, 0)::float8 as "${prefix}${camel(c)}"`,
    )
    .join(', ');
/** The row's "<prefix><key>" columns as indicator totals. */
const totalsOf = (row, prefix = '') =>
  Object.fromEntries(indicatorKeys.map((c) => [camel(c), Number(row[prefix + camel(c)])]));
// The version of a report that counts (indicators.ts countedVersion): a first version or a certified one, while no next
// version of it is certified.
const countedVersion = `(reports.revision = 1 or reports.status = 'certified') and not exists (
  select 1 from reports as next_version where next_version.previous_report_id = reports.id and next_version.status = 'certified')`;
// A verified report (indicators.ts verifiedReport and validStatement): the counted certified version with an approved,
// not withdrawn statement on its own certificate (not withdrawn), whose verifier was accredited — active, in period,
// its scope covering the project's biome and category — on the statement's date, by the last accreditation entry then.
const verifiedReport = `(reports.status = 'certified' and ${countedVersion} and exists (
  select 1 from certificates vc
  join verification_requests vr on vr.certificate_id = vc.id
  join projects vp on vp.id = reports.project_id
  where vc.report_id = reports.id and vc.withdrawn_at is null and vr.outcome = 'approved' and vr.withdrawn_at is null
  and exists (
    select 1 from (
      select h.status, h.scope, h.valid_from, h.valid_until from accreditation_history h
      where h.organization_id = vr.verifier_organization_id and h.created_at <= (vr.statement->>'date')::timestamptz
      order by h.created_at desc, h.id desc limit 1
    ) acc
    where acc.status = 'active'
      and left(vr.statement->>'date', 10)::date between acc.valid_from and acc.valid_until
      and acc.scope->'biomes' @> to_jsonb(vp.biome) and acc.scope->'categories' @> to_jsonb(vp.category))))`;

const app = Fastify({ logger: false });

app.get('/v1/projects/:id', async (request, reply) => {
  // The project and its children's counts in one query, as projects.service getProjectDetail asks for them.
  const childCount = (table, scope = '') =>
    `(select count(*) from ${table} where ${table}.project_id = projects.id${scope})::int as "${table}"`;
  const counts = [
    childCount('reports', ` and ${readable('reports', '$2')}`),
    ...['posts', 'events', 'products'].map((t) => childCount(t)),
  ];
  const [row] = await query(
    `select ${projectColumns}, ${counts.join(', ')} from projects where id = $1 and ${readable('projects', '$2')}`,
    [request.params.id, ownerId],
  );
  if (!row) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Projeto não encontrado.' } });
  const { reports, posts, events, products, ...project } = row;
  return { data: { ...toProject(project), counts: { reports, posts, events, products } } };
});

app.get('/v1/projects', async (request) => {
  const page = Number(request.query.page ?? 1);
  const pageSize = Number(request.query.pageSize ?? 20);
  const q = request.query.q;
  const params = [ownerId];
  let where = readable('projects', '$1');
  if (q) {
    // searchCondition (content-common.ts): the folded columns, as the trigram index has them, against the folded q
    // with \, % and _ escaped.
    params.push(q);
    where +=
      " and raiz_fold(name || E'\\x1f' || description || E'\\x1f' || municipality)" +
      " like '%' || replace(replace(replace(raiz_fold($2), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'";
  }
  const [rows, [totals]] = await Promise.all([
    query(
      `select ${projectColumns} from projects where ${where} order by created_at desc, id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
      params,
    ),
    query(`select count(*) as total from projects where ${where}`, params),
  ]);
  // Each row's cover, its first image, in one query (pictures.service coversOf).
  const ids = rows.map((r) => r.id);
  const covers = new Map();
  if (ids.length > 0) {
    const pictures = await query(
      `select distinct on (parent_id) id, parent_id, width, height, caption from attachments
       where parent_kind = 'projects' and parent_id in (${ids.map((_, i) => `$${i + 1}`).join(', ')})
       and thumb_sha256 is not null and preview_sha256 is not null order by parent_id, position`,
      ids,
    );
    for (const p of pictures) {
      const url = (variant) => `/v1/attachments/${p.id}/file?variant=${variant}`;
      covers.set(p.parent_id, {
        thumbnailUrl: url('thumbnail'),
        previewUrl: url('preview'),
        width: p.width,
        height: p.height,
        caption: p.caption,
      });
    }
  }
  const items = rows.map((r) => ({ ...toProject(r), cover: covers.get(r.id) ?? null }));
  return { data: { items, page, pageSize, total: Number(totals.total) } };
});

// The panel kept serialised under the person's stamp, as dashboard-cache.ts keeps it: the stamp read on every request,
// the six queries only when it changed, brotli (quality 4) once per stamp for the clients that ask.
let keptPanel = { stamp: undefined, body: Buffer.alloc(0), br: null };

app.get('/v1/dashboard', async (request, reply) => {
  const [row] = await query(`select stamp from dashboard_stamps where owner_id = $1`, [ownerId]);
  const stamp = row?.stamp ?? null;
  // This request's panel, even if a concurrent first request replaces the kept one while this one waits.
  let kept = keptPanel;
  if (kept.stamp !== stamp) {
    const panel = JSON.stringify(await computePanel());
    keptPanel = kept = { stamp, body: Buffer.from(`{"data":${panel.slice(0, -1)},"rdxBalance":null}}`), br: null };
  }
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (!/\bbr\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(kept.body);
  kept.br ??= brotli(kept.body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  return reply.header('content-encoding', 'br').send(await kept.br);
});

async function computePanel() {
  // The person's spaces for every count and sum, as dashboard.service getDashboard; impact counts published and
  // certified reports, of a report's versions only the one that counts.
  const own = (table) => inSpaces(table, '$1');
  const owned = (table) => `(select count(*) from ${table} where ${own(table)})::int as "${table}"`;
  const impact = `${own('reports')} and reports.status in ('published', 'certified') and ${countedVersion}`;
  const [[counts], [totals], byMonth, byProject, recentReports, recentProjects, places] = await Promise.all([
    query(
      `select ${['projects', 'reports', 'posts', 'events', 'products', 'certificates'].map(owned).join(', ')} from (select 1) as one`,
      [ownerId],
    ),
    query(
      `select ${indicatorSums()}, ${indicatorSums(verifiedReport, 'verified.')}, ${indicatorSums(`not ${verifiedReport}`, 'selfDeclared.')},
       count(*) filter (where ${verifiedReport}) as "verifiedReports", count(*) as reports from reports where ${impact}`,
      [ownerId],
    ),
    query(
      `select to_char(period_end, 'YYYY-MM') as month, ${indicatorSums()} from reports where ${impact} group by 1 order by 1`,
      [ownerId],
    ),
    query(
      `select reports.project_id as "projectId", projects.name as "projectName", ${indicatorSums()}
       from reports left join projects on projects.id = reports.project_id
       where ${impact} group by reports.project_id, projects.name order by projects.name`,
      [ownerId],
    ),
    query(
      `select id, title, status, updated_at from reports where ${own('reports')} order by updated_at desc limit 5`,
      [ownerId],
    ),
    query(
      `select id, name as title, status, updated_at from projects where ${own('projects')} order by updated_at desc limit 5`,
      [ownerId],
    ),
    // The panel's map (PANEL_PLACES_LIMIT of dashboard.service.ts).
    query(
      `select id, name, latitude, longitude from projects
       where ${own('projects')} and latitude is not null and longitude is not null order by updated_at desc limit 500`,
      [ownerId],
    ),
  ]);
  const recent = [
    ...recentReports.map((r) => ({
      kind: 'report',
      id: r.id,
      title: r.title,
      status: r.status,
      updatedAt: iso(r.updated_at),
    })),
    ...recentProjects.map((p) => ({
      kind: 'project',
      id: p.id,
      title: p.title,
      status: p.status,
      updatedAt: iso(p.updated_at),
    })),
  ]
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, 6);
  return {
    counts,
    totals: totalsOf(totals),
    verified: { reports: Number(totals.verifiedReports), totals: totalsOf(totals, 'verified.') },
    selfDeclared: {
      reports: Number(totals.reports) - Number(totals.verifiedReports),
      totals: totalsOf(totals, 'selfDeclared.'),
    },
    byMonth: byMonth.map((m) => ({ month: m.month, ...totalsOf(m) })),
    byProject: byProject.map((p) => ({
      projectId: p.projectId,
      projectName: p.projectName ?? 'Sem projeto',
      ...totalsOf(p),
    })),
    places: places.map((p) => ({ ...p, latitude: Number(p.latitude), longitude: Number(p.longitude) })),
    recent,
  };
}

const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`listening ${address}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
