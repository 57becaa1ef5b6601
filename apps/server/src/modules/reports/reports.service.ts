import { and, asc, count, eq, getTableColumns, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  contentMessages,
  createReportInputSchema,
  type CreateReportInput,
  type Page,
  type Report,
  type ReportListQuery,
  type ReportStatus,
  type UpdateReportInput,
  reportRevisionMessages,
  rowPermissions,
} from '@raiz/domain';
import { badRequest, conflict } from '@raiz/server-kit/app-error';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';
import { certificates, projects, reports, searchedColumns } from '../../db/schema/index.ts';
import {
  assertValidMerged,
  listPage,
  orderBy,
  searchCondition,
  staleVersion,
} from '../content-common/content-common.ts';
import {
  accessTo,
  assertCan,
  findProject,
  inSpace,
  permissionsOf,
  refusal,
  type Actor,
  type Reach,
} from '../content-common/access.ts';
import { withCovers, type ResourceService } from '../content-common/resource.ts';
import { copyAttachments } from '../attachments/attachments.service.ts';
import { bookkeepingFields, recordContentWrite } from '../organizations/history.service.ts';

// The next version of a report (docs/design.md §5, "Versions") and its certificate, if any.
const nextReports = alias(reports, 'next_reports');
const nextCertificates = alias(certificates, 'next_certificates');

// With its project's name, once certified its certificate's code (one certificate a report at most), and its next
// version.
const reportWithProject = {
  ...getTableColumns(reports),
  projectName: projects.name,
  certificateCode: certificates.code,
  nextReportId: nextReports.id,
  nextRevisionNumber: nextReports.revision,
  nextStatus: nextReports.status,
  nextCertificateCode: nextCertificates.code,
};
type ReportRow = typeof reports.$inferSelect & {
  projectName: string | null;
  certificateCode: string | null;
  nextReportId: string | null;
  nextRevisionNumber: number | null;
  nextStatus: string | null;
  nextCertificateCode: string | null;
};
/** What reportWithProject reads: a report with its project, its certificate and its next version. */
const selectReports = (db: Db) =>
  db
    .select(reportWithProject)
    .from(reports)
    .leftJoin(projects, eq(projects.id, reports.projectId))
    .leftJoin(certificates, eq(certificates.reportId, reports.id))
    .leftJoin(nextReports, eq(nextReports.previousReportId, reports.id))
    .leftJoin(nextCertificates, eq(nextCertificates.reportId, nextReports.id));

type Judge = Awaited<ReturnType<typeof permissionsOf>>;
/** The row as the API answers it, with what the person asking may do with it. */
const toReport = (row: ReportRow, judge: Judge): Report => {
  const { nextReportId, nextRevisionNumber, nextStatus, nextCertificateCode, ...report } = row;
  const nextRevision = nextReportId
    ? {
        id: nextReportId,
        revision: nextRevisionNumber!,
        status: nextStatus as ReportStatus,
        certificateCode: nextCertificateCode,
      }
    : null;
  return { ...report, nextRevision, can: judge('report', row) } as Report;
};
/** Reports as one of the actor's answers shows them (access.ts permissionsOf). */
const reportsOf = async (db: Db, actor: Actor, rows: ReportRow[]): Promise<Report[]> => {
  const judge = await permissionsOf(db, actor, rows);
  return rows.map((row) => toReport(row, judge));
};
const reportOf = async (db: Db, actor: Actor, row: ReportRow) => (await reportsOf(db, actor, [row]))[0]!;

const sortable = {
  createdAt: reports.createdAt,
  periodStart: reports.periodStart,
  title: sql`lower(${reports.title})`,
};

const frozen = () => conflict(contentMessages.certifiedFrozen);

function listWhere(db: Db, actor: Actor, where: SQL | undefined, query: ReportListQuery): Promise<Page<Report>> {
  return listPage(
    query,
    (limit, offset) =>
      selectReports(db)
        .where(where)
        .orderBy(...orderBy(query.sort, sortable, reports.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(reports).where(where),
    (rows) => reportsOf(db, actor, rows),
  );
}

const search = (q: string | undefined) => searchCondition(q, searchedColumns.reports(reports));

/** The reports the caller may read (all of them for an admin), in one space or all, searched by title and summary. */
function listReports(db: Db, actor: Actor, query: ReportListQuery): Promise<Page<Report>> {
  return listWhere(
    db,
    actor,
    and(accessTo(actor, reports), inSpace(actor, reports, query.space), search(query.q)),
    query,
  );
}

/** The reports of one of the caller's projects; 404 when the project is not the caller's. */
async function listProjectReports(
  db: Db,
  actor: Actor,
  projectId: string,
  query: ReportListQuery,
): Promise<Page<Report>> {
  await findProject(db, actor, projectId);
  return listWhere(db, actor, and(eq(reports.projectId, projectId), accessTo(actor, reports), search(query.q)), query);
}

async function findReport(db: Db, actor: Actor, id: string, reach: Reach = 'read'): Promise<ReportRow> {
  const [row] = await selectReports(db).where(and(eq(reports.id, id), accessTo(actor, reports, reach)));
  if (!row) throw await refusal(db, actor, reports, id, reach, contentMessages.reportNotFound);
  return row;
}

export async function getReport(db: Db, actor: Actor, id: string): Promise<Report> {
  return reportOf(db, actor, await findReport(db, actor, id));
}

export const reportOtherSpaceMessage = 'O projeto escolhido está em outro espaço (pessoal ou de outra organização).';

// A report may point only at a project its author may add to, in the report's own space; the answer is the same
// whether the project is someone else's or does not exist, so nothing leaks.
async function usableProject(db: Db, actor: Actor, projectId: string) {
  try {
    return await findProject(db, actor, projectId, 'edit');
  } catch {
    throw badRequest(contentMessages.invalidFields, { projectId: contentMessages.projectNotFound });
  }
}

/** Records a write of an organisation's report in its history. */
const remember = (
  tx: Db,
  actor: Actor,
  action: 'create' | 'update' | 'delete',
  before: ReportRow | null,
  after: ReportRow | null,
) =>
  recordContentWrite(
    tx,
    actor,
    action,
    'report',
    { before, after },
    {
      name: (row) => row.title,
      projectId: (row) => row.projectId,
      ignored: [
        ...bookkeepingFields,
        'projectName',
        'certificateCode',
        'nextReportId',
        'nextRevisionNumber',
        'nextStatus',
        'nextCertificateCode',
      ],
    },
  );

/** A report lives in its project's space; without a project, in the space it was created in. */
export async function createReport(db: Db, actor: Actor, input: CreateReportInput): Promise<Report> {
  const { organizationId: chosen, ...fields } = input;
  let organizationId = chosen ?? null;
  if (fields.projectId) organizationId = (await usableProject(db, actor, fields.projectId)).organizationId;
  else if (organizationId) await assertCan(db, actor, organizationId, 'editContent');
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reports)
      .values({
        ...fields,
        ownerId: actor.id,
        organizationId,
        publishedAt: fields.status === 'published' ? sql`now()` : null,
      })
      .returning({ id: reports.id });
    if (organizationId) await remember(tx, actor, 'create', null, await findReport(tx, actor, row!.id));
    return row!.id;
  });
  return reportOf(db, actor, await findReport(db, actor, id));
}

export async function updateReport(db: Db, actor: Actor, id: string, input: UpdateReportInput): Promise<Report> {
  const current = await findReport(db, actor, id, 'edit');
  if (current.status === 'certified') throw frozen();
  if (current.version !== input.version) throw staleVersion();
  const { version, ...changes } = input;
  if (changes.projectId && changes.projectId !== current.projectId) {
    const project = await usableProject(db, actor, changes.projectId);
    if (project.organizationId !== current.organizationId) {
      throw badRequest(contentMessages.invalidFields, { projectId: reportOtherSpaceMessage });
    }
  }
  const { status } = current;
  assertValidMerged(createReportInputSchema, current, changes);

  // Publishing stamps the moment; going back to draft clears it.
  const publishedAt =
    changes.status === 'published' && status !== 'published'
      ? sql`now()`
      : changes.status === 'draft'
        ? null
        : undefined;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(reports)
      .set({ ...changes, publishedAt, version: sql`${reports.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(reports.id, id), eq(reports.version, version), ne(reports.status, 'certified')))
      .returning({ id: reports.id });
    if (!row) await explainMissedWrite(tx, actor, id);
    if (current.organizationId) await remember(tx, actor, 'update', current, await findReport(tx, actor, id));
  });
  return reportOf(db, actor, await findReport(db, actor, id));
}

/**
 * "Nova versão" (docs/design.md §5, "Versions"): a draft of version n+1 of a certified report, with its content and its
 * evidence files (the same blobs). Whoever may edit the report may do it, on its latest version, one draft at a time.
 * The draft lives where the report does; certifying it supersedes version n, whose certificate stays valid.
 */
export async function createReportRevision(db: Db, actor: Actor, id: string): Promise<Report> {
  const current = await findReport(db, actor, id, 'edit');
  if (current.status !== 'certified') throw conflict(reportRevisionMessages.notCertified);
  const taken = () =>
    conflict(current.nextStatus === 'certified' ? reportRevisionMessages.notLatest : reportRevisionMessages.openDraft);
  if (current.nextReportId) throw taken();
  let revisionId: string;
  try {
    revisionId = await db.transaction(async (tx) => {
      // In a personal space the draft stays its owner's (an admin helping does not take it); in an organisation, as
      // any report, it is its author's.
      const ownerId = current.organizationId ? actor.id : current.ownerId;
      const [row] = await tx
        .insert(reports)
        .values({
          ownerId,
          organizationId: current.organizationId,
          projectId: current.projectId,
          title: current.title,
          periodStart: current.periodStart,
          periodEnd: current.periodEnd,
          summary: current.summary,
          co2eTonnes: current.co2eTonnes,
          treesPlanted: current.treesPlanted,
          restoredAreaHa: current.restoredAreaHa,
          waterM3: current.waterM3,
          wasteTonnes: current.wasteTonnes,
          peopleBenefited: current.peopleBenefited,
          latitude: current.latitude,
          longitude: current.longitude,
          locationAccuracyM: current.locationAccuracyM,
          status: 'draft',
          revision: current.revision + 1,
          previousReportId: current.id,
        })
        .returning({ id: reports.id });
      await copyAttachments(tx, 'reports', current.id, {
        id: row!.id,
        ownerId,
        organizationId: current.organizationId,
      });
      if (current.organizationId) await remember(tx, actor, 'create', null, await findReport(tx, actor, row!.id));
      return row!.id;
    });
  } catch (error) {
    // Two "Nova versão" at once: the unique index lets one win.
    if (isUniqueViolation(error)) throw conflict(reportRevisionMessages.openDraft);
    throw error;
  }
  return reportOf(db, actor, await findReport(db, actor, revisionId));
}

/**
 * Every report of the person's personal space, oldest first, for their data export; like the kit's listOwnedBy, an
 * organisation's reports are the organisation's, not theirs.
 */
async function listReportsOwnedBy(db: Db, ownerId: string): Promise<Report[]> {
  const rows = await selectReports(db)
    .where(and(eq(reports.ownerId, ownerId), isNull(reports.organizationId)))
    .orderBy(asc(reports.createdAt), asc(reports.id));
  const owner = { id: ownerId, isAdmin: false, roleIn: () => null };
  return rows.map((row) => toReport(row, (kind, values) => rowPermissions(kind, owner, values)));
}

/** Deletes a report; a certified one stays (its certificate points at it). */
export async function deleteReport(db: Db, actor: Actor, id: string, version?: number): Promise<{ id: string }> {
  const current = await findReport(db, actor, id, 'edit');
  if (current.status === 'certified') throw frozen();
  if (version !== undefined && current.version !== version) throw staleVersion();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(reports)
      .where(and(eq(reports.id, id), eq(reports.version, current.version), ne(reports.status, 'certified')))
      .returning({ id: reports.id });
    if (!row) await explainMissedWrite(tx, actor, id);
    await remember(tx, actor, 'delete', current, null);
  });
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
  list: async (db, actor, projectId, query) =>
    withCovers(
      db,
      'reports',
      await (projectId ? listProjectReports(db, actor, projectId, query) : listReports(db, actor, query)),
    ),
  get: (db, actor, _projectId, id) => getReport(db, actor, id),
  getById: getReport,
  create: (db, actor, _projectId, input) => createReport(db, actor, input),
  update: (db, actor, _projectId, id, input) => updateReport(db, actor, id, input),
  remove: (db, actor, _projectId, id, version) => deleteReport(db, actor, id, version),
  listOwnedBy: listReportsOwnedBy,
};
