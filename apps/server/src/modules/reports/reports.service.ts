import { and, asc, count, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import {
  contentMessages,
  createReportInputSchema,
  type CreateReportInput,
  type Page,
  type Report,
  type ReportListQuery,
  type UpdateReportInput,
} from '@raiz/domain';
import { badRequest, conflict, notFound } from '@raiz/server-kit/app-error';
import type { Db } from '../../db/client.ts';
import { certificates, projects, reports, searchedColumns } from '../../db/schema/index.ts';
import {
  assertValidMerged,
  isoTimestamp,
  orderBy,
  pageOffset,
  searchCondition,
  staleVersion,
  toPage,
  withIsoTimestamps,
} from '../content-common/content-common.ts';
import { accessTo, findProject, type Actor } from '../content-common/access.ts';
import type { ResourceService } from '../content-common/resource.ts';

// With its project's name and, once certified, its certificate's code (one certificate a report at most).
const reportWithProject = { ...getTableColumns(reports), projectName: projects.name, certificateCode: certificates.code };
type ReportRow = typeof reports.$inferSelect & { projectName: string | null; certificateCode: string | null };

const toReport = (row: ReportRow) =>
  ({ ...withIsoTimestamps(row), publishedAt: isoTimestamp(row.publishedAt) }) as Report;

const sortable = {
  createdAt: reports.createdAt,
  periodStart: reports.periodStart,
  title: sql`lower(${reports.title})`,
};

const frozen = () => conflict(contentMessages.certifiedFrozen);

async function listWhere(db: Db, where: SQL | undefined, query: ReportListQuery): Promise<Page<Report>> {
  const [rows, [totals]] = await Promise.all([
    db
      .select(reportWithProject)
      .from(reports)
      .leftJoin(projects, eq(projects.id, reports.projectId))
      .leftJoin(certificates, eq(certificates.reportId, reports.id))
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, reports.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(reports).where(where),
  ]);
  return toPage(rows.map(toReport), totals?.total ?? 0, query);
}

const search = (q: string | undefined) => searchCondition(q, searchedColumns.reports(reports));

/** The caller's reports (all of them for an admin), searched by title and summary. */
function listReports(db: Db, actor: Actor, query: ReportListQuery): Promise<Page<Report>> {
  return listWhere(db, and(accessTo(actor, reports.ownerId), search(query.q)), query);
}

/** The reports of one of the caller's projects; 404 when the project is not the caller's. */
async function listProjectReports(
  db: Db,
  actor: Actor,
  projectId: string,
  query: ReportListQuery,
): Promise<Page<Report>> {
  await findProject(db, actor, projectId);
  return listWhere(
    db,
    and(eq(reports.projectId, projectId), accessTo(actor, reports.ownerId), search(query.q)),
    query,
  );
}

async function findReport(db: Db, actor: Actor, id: string): Promise<ReportRow> {
  const [row] = await db
    .select(reportWithProject)
    .from(reports)
    .leftJoin(projects, eq(projects.id, reports.projectId))
    .leftJoin(certificates, eq(certificates.reportId, reports.id))
    .where(and(eq(reports.id, id), accessTo(actor, reports.ownerId)));
  if (!row) throw notFound(contentMessages.reportNotFound);
  return row;
}

export async function getReport(db: Db, actor: Actor, id: string): Promise<Report> {
  return toReport(await findReport(db, actor, id));
}

// A report may point only at a project its author may use; the answer is the same whether the project is someone
// else's or does not exist, so nothing leaks.
async function assertUsableProject(db: Db, actor: Actor, projectId: string | null | undefined): Promise<void> {
  if (!projectId) return;
  try {
    await findProject(db, actor, projectId);
  } catch {
    throw badRequest(contentMessages.invalidFields, { projectId: contentMessages.projectNotFound });
  }
}

export async function createReport(db: Db, actor: Actor, input: CreateReportInput): Promise<Report> {
  await assertUsableProject(db, actor, input.projectId);
  const [row] = await db
    .insert(reports)
    .values({
      ...input,
      ownerId: actor.id,
      publishedAt: input.status === 'published' ? sql`now()` : null,
    })
    .returning({ id: reports.id });
  return toReport(await findReport(db, actor, row!.id));
}

export async function updateReport(db: Db, actor: Actor, id: string, input: UpdateReportInput): Promise<Report> {
  const current = await findReport(db, actor, id);
  if (current.status === 'certified') throw frozen();
  if (current.version !== input.version) throw staleVersion();
  const { version, ...changes } = input;
  if (changes.projectId !== undefined && changes.projectId !== current.projectId) {
    await assertUsableProject(db, actor, changes.projectId);
  }
  const {
    id: _id,
    ownerId: _owner,
    createdAt: _c,
    updatedAt: _u,
    version: _v,
    publishedAt: _p,
    projectName: _n,
    certificateCode: _code,
    status,
    ...stored
  } = current;
  assertValidMerged(createReportInputSchema, { ...stored, status, ...changes });

  // Publishing stamps the moment; going back to draft clears it.
  const publishedAt =
    changes.status === 'published' && status !== 'published'
      ? sql`now()`
      : changes.status === 'draft'
        ? null
        : undefined;
  const [row] = await db
    .update(reports)
    .set({ ...changes, publishedAt, version: sql`${reports.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(reports.id, id), eq(reports.version, version), ne(reports.status, 'certified')))
    .returning({ id: reports.id });
  if (!row) await explainMissedWrite(db, actor, id);
  return toReport(await findReport(db, actor, id));
}

/** Every report of the person, oldest first, for their data export. */
async function listReportsOwnedBy(db: Db, ownerId: string): Promise<Report[]> {
  const rows = await db
    .select(reportWithProject)
    .from(reports)
    .leftJoin(projects, eq(projects.id, reports.projectId))
    .leftJoin(certificates, eq(certificates.reportId, reports.id))
    .where(eq(reports.ownerId, ownerId))
    .orderBy(asc(reports.createdAt), asc(reports.id));
  return rows.map(toReport);
}

/** Deletes a report; a certified one stays (its certificate points at it). */
export async function deleteReport(db: Db, actor: Actor, id: string, version?: number): Promise<{ id: string }> {
  const current = await findReport(db, actor, id);
  if (current.status === 'certified') throw frozen();
  if (version !== undefined && current.version !== version) throw staleVersion();
  const [row] = await db
    .delete(reports)
    .where(and(eq(reports.id, id), eq(reports.version, current.version), ne(reports.status, 'certified')))
    .returning({ id: reports.id });
  if (!row) await explainMissedWrite(db, actor, id);
  return { id };
}

/** A guarded write touched no row: the report was certified, changed or deleted meanwhile. Always throws. */
async function explainMissedWrite(db: Db, actor: Actor, id: string): Promise<never> {
  const now = await findReport(db, actor, id); // 404 when deleted
  throw now.status === 'certified' ? frozen() : staleVersion();
}

/**
 * Reports as the content kit's routes call them. Their rules go beyond the kit's (a certified report is frozen, a
 * published one is stamped, the project is optional and named in each row), so the service is their own.
 */
export const reportService: ResourceService<ReportListQuery, CreateReportInput, UpdateReportInput, Report> = {
  list: (db, actor, projectId, query) =>
    projectId ? listProjectReports(db, actor, projectId, query) : listReports(db, actor, query),
  get: (db, actor, _projectId, id) => getReport(db, actor, id),
  getById: getReport,
  create: (db, actor, _projectId, input) => createReport(db, actor, input),
  update: (db, actor, _projectId, id, input) => updateReport(db, actor, id, input),
  remove: (db, actor, _projectId, id, version) => deleteReport(db, actor, id, version),
  listOwnedBy: listReportsOwnedBy,
};
