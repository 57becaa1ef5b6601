import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ACCREDITATION_AUTHORITY_NAME,
  VERIFICATION_STATEMENT_TYPE,
  accreditationAt,
  accreditationProblem,
  can,
  openVerificationStatuses,
  statementVerdicts,
  verificationComments,
  verificationMessages,
  verificationOutcome,
  verdictLabel,
  verificationSectionLabels,
  verificationSections,
  verificationStatusLabel,
  organizationMessages,
  type AccreditVerifierInput,
  type Biome,
  type ProjectCategory,
  type AccreditationAction,
  type AccreditationHistoryEntry,
  type AccreditationScope,
  type AccreditationStatus,
  type ChangeAccreditationStatusInput,
  type CreateVerificationRequestInput,
  type HistoryAction,
  type OrganizationRole,
  type PostVerificationMessageInput,
  type PublicVerification,
  type PublicVerifier,
  type RenewAccreditationInput,
  type SaveVerdictsInput,
  type SignVerificationInput,
  type SignedStatement,
  type VerdictEntry,
  type VerificationCan,
  type VerificationDraft,
  type VerificationRequest,
  type VerificationRequestSummary,
  type VerificationSide,
  type VerificationStatement,
  type VerificationStatus,
  type Verifier,
  type WithdrawVerificationInput,
} from '@raiz/domain';
import { canonicalSha256 } from '@raiz/domain/wallet/canonical-hash';
import { verificationMessage } from '@raiz/domain/wallet/verification-message';
import { recoverMessageSigner } from '@raiz/domain/wallet/sign-message';
import { badRequest, conflict, forbidden, notFound } from '@raiz/server-kit/app-error';
import { csvDateTime, csvTimeHeader, toCsv, type CsvColumn } from '@raiz/server-kit/csv';
import type { Db } from '../../db/client.ts';
import {
  accreditationHistory,
  accreditations,
  attachments,
  certificates,
  memberships,
  organizationHistory,
  organizations,
  projects,
  reports,
  users,
  verificationMessages as threadMessages,
  verificationRequests,
} from '../../db/schema/index.ts';
import { getPublicCertificate, usableFullName } from '../certificates/certificates.service.ts';
import { memberWith, type Actor } from '../content-common/access.ts';
import { deletedPersonName, recordHistory, toHistoryEntry } from '../organizations/history.service.ts';
import { publicNameOf } from '../organizations/organizations.service.ts';
import { boundWalletAddress } from '../wallet/wallet.service.ts';

// Independent verification (docs/design.md §8): accreditations by a platform admin,
// requests from a report's organisation, review by the verifier's members with `certify`, and the statement they sign.

/** How long a statement draft's instant stays signable: the wallet is unlocked with a PIN in between. */
const DRAFT_VALID_MS = 15 * 60_000;

type AccreditationRow = typeof accreditations.$inferSelect;
type HistoryRow = typeof accreditationHistory.$inferSelect;
type RequestRow = typeof verificationRequests.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Accreditation

function historyEntryOf(row: HistoryRow): AccreditationHistoryEntry {
  return {
    action: row.action as AccreditationAction,
    at: row.createdAt,
    status: row.status as AccreditationStatus,
    scope: row.scope as AccreditationScope,
    period: { validFrom: row.validFrom, validUntil: row.validUntil },
    reason: row.reason,
    by: ACCREDITATION_AUTHORITY_NAME,
  };
}

async function historiesOf(db: Db, organizationIds: string[]): Promise<Map<string, AccreditationHistoryEntry[]>> {
  const byOrg = new Map<string, AccreditationHistoryEntry[]>();
  if (!organizationIds.length) return byOrg;
  const rows = await db
    .select()
    .from(accreditationHistory)
    .where(inArray(accreditationHistory.organizationId, organizationIds))
    .orderBy(asc(accreditationHistory.createdAt), asc(accreditationHistory.id));
  for (const row of rows) {
    const list = byOrg.get(row.organizationId) ?? [];
    list.push(historyEntryOf(row));
    byOrg.set(row.organizationId, list);
  }
  return byOrg;
}

const periodOf = (row: AccreditationRow) => ({ validFrom: row.validFrom, validUntil: row.validUntil });

function publicVerifierOf(
  org: { id: string; slug: string; name: string },
  accreditation: AccreditationRow,
  history: AccreditationHistoryEntry[],
): PublicVerifier {
  return {
    id: org.id,
    slug: org.slug,
    name: org.name,
    scope: accreditation.scope as AccreditationScope,
    period: periodOf(accreditation),
    status: accreditation.status as AccreditationStatus,
    history,
  };
}

const accredited = sql`${accreditations.organizationId} is not null`;

/** The organisations `where` selects, by name, each with its accreditation (null: never accredited) and its history. */
async function verifierRows(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({
      org: { id: organizations.id, slug: organizations.slug, name: organizations.name },
      accreditation: accreditations,
    })
    .from(organizations)
    .leftJoin(accreditations, eq(accreditations.organizationId, organizations.id))
    .where(where)
    .orderBy(asc(sql`lower(${organizations.name})`));
  const histories = await historiesOf(
    db,
    rows.map((r) => r.org.id),
  );
  return rows.map((r) => ({ ...r, history: histories.get(r.org.id) ?? [] }));
}

async function publicVerifiersWhere(db: Db, where?: SQL): Promise<PublicVerifier[]> {
  const rows = await verifierRows(db, and(accredited, where));
  return rows.map((r) => publicVerifierOf(r.org, r.accreditation!, r.history));
}

/** Every accredited verifier, whatever its status now, with its history (/verificadores). */
export function listPublicVerifiers(db: Db): Promise<PublicVerifier[]> {
  return publicVerifiersWhere(db);
}

export async function getPublicVerifier(db: Db, slug: string): Promise<PublicVerifier> {
  const [verifier] = await publicVerifiersWhere(db, eq(organizations.slug, slug));
  if (!verifier) throw notFound(verificationMessages.verifierNotFound);
  return verifier;
}

function verifierCanOf(actor: Actor, status: AccreditationStatus | null): Verifier['can'] {
  const admin = actor.isAdmin;
  return {
    accredit: admin && status === null,
    renew: admin && (status === 'active' || status === 'suspended'),
    suspend: admin && status === 'active',
    reinstate: admin && status === 'suspended',
    revoke: admin && (status === 'active' || status === 'suspended'),
  };
}

/**
 * Verifiers for a signed-in person: an admin sees every organisation of type verifier (to accredit one), anyone else
 * the accredited ones (to choose whom to ask).
 */
export async function listVerifiers(db: Db, actor: Actor): Promise<Verifier[]> {
  const rows = await verifierRows(db, actor.isAdmin ? eq(organizations.type, 'verifier') : accredited);
  return rows.map(({ org, accreditation, history }) => {
    const status = (accreditation?.status ?? null) as AccreditationStatus | null;
    return {
      ...org,
      scope: accreditation ? (accreditation.scope as AccreditationScope) : null,
      period: accreditation ? periodOf(accreditation) : null,
      status,
      history,
      can: verifierCanOf(actor, status),
    };
  });
}

async function verifierFor(db: Db, actor: Actor, organizationId: string): Promise<Verifier> {
  const found = (await listVerifiers(db, actor)).find((v) => v.id === organizationId);
  if (!found) throw notFound(verificationMessages.verifierNotFound);
  return found;
}

function assertAdmin(actor: Actor) {
  if (!actor.isAdmin) throw forbidden(verificationMessages.adminOnly);
}

const orgHistoryActionOf: Record<AccreditationAction, HistoryAction> = {
  accredit: 'accredit',
  renew: 'accreditation_renew',
  suspend: 'accreditation_suspend',
  reinstate: 'accreditation_reinstate',
  revoke: 'accreditation_revoke',
};

/** Writes the accreditation as it is after `action`, its history entry and the organisation's history entry. */
async function recordAccreditation(
  tx: Db,
  actor: Actor,
  action: AccreditationAction,
  before: AccreditationRow | null,
  after: {
    organizationId: string;
    status: AccreditationStatus;
    scope: AccreditationScope;
    validFrom: string;
    validUntil: string;
  },
  reason: string | null,
) {
  const now = new Date().toISOString();
  if (before) {
    await tx
      .update(accreditations)
      .set({ ...after, updatedAt: now })
      .where(eq(accreditations.organizationId, after.organizationId));
  } else {
    await tx.insert(accreditations).values(after);
  }
  await tx.insert(accreditationHistory).values({ ...after, action, reason, actorId: actor.id });
  const fields = ['status', 'scope', 'validFrom', 'validUntil'] as const;
  await recordHistory(tx, {
    organizationId: after.organizationId,
    actor,
    action: orgHistoryActionOf[action],
    entityType: 'accreditation',
    entityId: after.organizationId,
    summary: reason ? `${ACCREDITATION_AUTHORITY_NAME}: ${reason}` : ACCREDITATION_AUTHORITY_NAME,
    changes: fields
      .filter((f) => JSON.stringify(before?.[f] ?? null) !== JSON.stringify(after[f]))
      .map((field) => ({ field, before: before?.[field] ?? null, after: after[field] })),
  });
}

const uniqueScope = (scope: AccreditationScope): AccreditationScope => ({
  biomes: [...new Set(scope.biomes)],
  categories: [...new Set(scope.categories)],
});

async function lockAccreditation(tx: Db, organizationId: string) {
  const [row] = await tx
    .select()
    .from(accreditations)
    .where(eq(accreditations.organizationId, organizationId))
    .for('update');
  return row ?? null;
}

export async function accreditVerifier(db: Db, actor: Actor, input: AccreditVerifierInput): Promise<Verifier> {
  assertAdmin(actor);
  const org = await db.transaction(async (tx) => {
    // The organisation's row is locked as a change of its settings locks it: its type cannot change in between.
    const [org] = await tx.select().from(organizations).where(eq(organizations.id, input.organizationId)).for('update');
    if (!org) throw notFound(verificationMessages.verifierNotFound);
    if (org.type !== 'verifier') throw badRequest(verificationMessages.notVerifierType);
    if (await lockAccreditation(tx, org.id)) throw conflict(verificationMessages.alreadyAccredited);
    await recordAccreditation(
      tx,
      actor,
      'accredit',
      null,
      { organizationId: org.id, status: 'active', scope: uniqueScope(input.scope), ...input.period },
      null,
    );
    return org;
  });
  return verifierFor(db, actor, org.id);
}

async function changeAccreditation(
  db: Db,
  actor: Actor,
  organizationId: string,
  change: (current: AccreditationRow) => {
    action: AccreditationAction;
    status: AccreditationStatus;
    scope?: AccreditationScope;
    period?: { validFrom: string; validUntil: string };
    reason: string | null;
  },
): Promise<Verifier> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const current = await lockAccreditation(tx, organizationId);
    if (!current) throw notFound(verificationMessages.notAccredited);
    if (current.status === 'revoked') throw conflict(verificationMessages.revokedFinal);
    const next = change(current);
    await recordAccreditation(
      tx,
      actor,
      next.action,
      current,
      {
        organizationId,
        status: next.status,
        scope: next.scope ? uniqueScope(next.scope) : (current.scope as AccreditationScope),
        ...(next.period ?? periodOf(current)),
      },
      next.reason,
    );
  });
  return verifierFor(db, actor, organizationId);
}

export function renewAccreditation(
  db: Db,
  actor: Actor,
  organizationId: string,
  input: RenewAccreditationInput,
): Promise<Verifier> {
  return changeAccreditation(db, actor, organizationId, (current) => ({
    action: 'renew',
    status: current.status as AccreditationStatus,
    scope: input.scope,
    period: input.period,
    reason: input.reason || null,
  }));
}

export function changeAccreditationStatus(
  db: Db,
  actor: Actor,
  organizationId: string,
  input: ChangeAccreditationStatusInput,
): Promise<Verifier> {
  return changeAccreditation(db, actor, organizationId, (current) => {
    const status: AccreditationStatus =
      input.action === 'suspend' ? 'suspended' : input.action === 'revoke' ? 'revoked' : 'active';
    const allowed =
      input.action === 'suspend'
        ? current.status === 'active'
        : input.action === 'reinstate'
          ? current.status === 'suspended'
          : true;
    if (!allowed) throw conflict(verificationMessages.statusUnchanged);
    return { action: input.action, status, reason: input.reason || null };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Requests

async function roleIn(db: Db, userId: string, organizationId: string | null): Promise<OrganizationRole | null> {
  if (!organizationId) return null;
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return (row?.role as OrganizationRole | undefined) ?? null;
}

/** The certificate, its report and project as a request needs them; 404 when unknown, 409 when withdrawn. */
async function certificateWithProject(db: Db, code: string) {
  const [row] = await db
    .select({ certificate: certificates, report: reports, project: projects })
    .from(certificates)
    .leftJoin(reports, eq(reports.id, certificates.reportId))
    .leftJoin(projects, eq(projects.id, reports.projectId))
    .where(eq(certificates.code, code));
  if (!row) throw notFound(verificationMessages.certificateNotFound);
  if (row.certificate.withdrawnAt || !row.report) throw conflict(verificationMessages.certificateWithdrawn);
  return { ...row, report: row.report };
}

/** Whether the actor may ask for (and withdraw) a verification of this report: its organisation's managers, or its author. */
async function mayRequest(db: Db, actor: Actor, report: { ownerId: string; organizationId: string | null }) {
  if (!report.organizationId) return report.ownerId === actor.id;
  return can(await roleIn(db, actor.id, report.organizationId), 'manageProjects');
}

/**
 * The certificates, among `codes`, the actor may ask a verifier to verify: by mayRequest's rule (the author of a
 * personal report, the managers of an organisation's) and of a report with a project (a scope to verify).
 */
export async function verifiableCodes(db: Db, actor: Actor, codes: string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await db
    .select({ code: certificates.code })
    .from(certificates)
    .innerJoin(reports, eq(reports.id, certificates.reportId))
    .where(
      and(
        inArray(certificates.code, codes),
        sql`${reports.projectId} is not null`,
        or(
          and(isNull(certificates.organizationId), eq(certificates.ownerId, actor.id)),
          memberWith(actor, certificates.organizationId, 'manageProjects'),
        ),
      ),
    );
  return new Set(rows.map((r) => r.code));
}

type CurrentAccreditation = ReturnType<typeof currentAccreditationOf>;

const currentAccreditationOf = (row: AccreditationRow) => ({
  status: row.status as AccreditationStatus,
  scope: row.scope as AccreditationScope,
  period: periodOf(row),
});

async function currentAccreditation(db: Db, organizationId: string) {
  const [row] = await db.select().from(accreditations).where(eq(accreditations.organizationId, organizationId));
  return row ? currentAccreditationOf(row) : null;
}

export async function createVerificationRequest(
  db: Db,
  actor: Actor,
  input: CreateVerificationRequestInput,
): Promise<VerificationRequest> {
  const { certificate, report, project } = await certificateWithProject(db, input.certificateCode);
  if (!(await mayRequest(db, actor, report))) throw forbidden(verificationMessages.notRequester);
  const [verifierOrg] = await db.select().from(organizations).where(eq(organizations.id, input.verifierId));
  if (!verifierOrg) throw notFound(verificationMessages.verifierNotFound);
  if (verifierOrg.id === report.organizationId) throw conflict(verificationMessages.ownVerifier);
  if (!project) throw conflict(verificationMessages.noProject);
  const problem = accreditationProblem(
    await currentAccreditation(db, verifierOrg.id),
    project,
    new Date().toISOString(),
  );
  if (problem) throw conflict(problem);

  const [requesterOrg] = report.organizationId
    ? await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, report.organizationId))
    : [];
  const [person] = await db.select({ name: publicNameOf }).from(users).where(eq(users.id, actor.id));
  const id = await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: verificationRequests.id })
      .from(verificationRequests)
      .where(
        and(
          eq(verificationRequests.certificateId, certificate.id),
          eq(verificationRequests.verifierOrganizationId, verifierOrg.id),
          inArray(verificationRequests.status, [...openVerificationStatuses]),
        ),
      );
    if (open) throw conflict(verificationMessages.alreadyOpen);
    const [created] = await tx
      .insert(verificationRequests)
      .values({
        certificateId: certificate.id,
        verifierOrganizationId: verifierOrg.id,
        requesterOrganizationId: report.organizationId,
        requesterId: actor.id,
        requesterName: requesterOrg?.name ?? person?.name ?? '',
      })
      .onConflictDoNothing()
      .returning({ id: verificationRequests.id });
    if (!created) throw conflict(verificationMessages.alreadyOpen);
    if (input.message) {
      await tx.insert(threadMessages).values({
        requestId: created.id,
        side: 'author',
        authorId: actor.id,
        authorName: person?.name ?? '',
        text: input.message,
      });
    }
    await recordOnBothSides(tx, actor, created.id, 'verification_request', report.title, []);
    return created.id;
  });
  return getVerificationRequest(db, actor, id);
}

/** The organisation histories a request's change goes to: the requester's (if an organisation) and the verifier's. */
async function recordOnBothSides(
  tx: Db,
  actor: Actor,
  requestId: string,
  action: HistoryAction,
  summary: string,
  changes: { field: string; before: unknown; after: unknown }[],
) {
  const [row] = await tx
    .select({
      requester: verificationRequests.requesterOrganizationId,
      verifier: verificationRequests.verifierOrganizationId,
      projectId: reports.projectId,
    })
    .from(verificationRequests)
    .innerJoin(certificates, eq(certificates.id, verificationRequests.certificateId))
    .leftJoin(reports, eq(reports.id, certificates.reportId))
    .where(eq(verificationRequests.id, requestId));
  if (!row) return;
  for (const organizationId of [row.requester, row.verifier]) {
    if (!organizationId) continue;
    await recordHistory(tx, {
      organizationId,
      actor,
      action,
      entityType: 'verification',
      entityId: requestId,
      projectId: organizationId === row.requester ? row.projectId : null,
      summary,
      changes,
    });
  }
}

/** A request with what the actor is to it: author side (the report's space), verifier side (its members), or neither. */
interface Reached {
  row: RequestRow;
  side: VerificationSide;
  /** Role in the verifier organisation (null: none). */
  verifierRole: OrganizationRole | null;
  /** Whether the actor may act for the author side: ask, answer, withdraw the request. */
  authorManager: boolean;
  authorWriter: boolean;
  report: typeof reports.$inferSelect | null;
  /** The verifier's accreditation now (null: never accredited). */
  accreditation: CurrentAccreditation | null;
  /** The scope of the report's project now (null: no project). */
  project: { biome: Biome; category: ProjectCategory } | null;
}

async function reach(db: Db, actor: Actor, id: string): Promise<Reached> {
  const [found] = await db
    .select({
      row: verificationRequests,
      report: reports,
      accreditation: accreditations,
      project: { biome: projects.biome, category: projects.category },
    })
    .from(verificationRequests)
    .innerJoin(certificates, eq(certificates.id, verificationRequests.certificateId))
    .leftJoin(reports, eq(reports.id, certificates.reportId))
    .leftJoin(projects, eq(projects.id, reports.projectId))
    .leftJoin(accreditations, eq(accreditations.organizationId, verificationRequests.verifierOrganizationId))
    .where(eq(verificationRequests.id, id));
  if (!found) throw notFound(verificationMessages.requestNotFound);
  const { row, report } = found;
  const scope = {
    accreditation: found.accreditation ? currentAccreditationOf(found.accreditation) : null,
    // Stored as the domain's codes (checked on write).
    project: found.project as { biome: Biome; category: ProjectCategory } | null,
  };
  const verifierRole = await roleIn(db, actor.id, row.verifierOrganizationId);
  const requesterRole = await roleIn(db, actor.id, row.requesterOrganizationId);
  const personal = row.requesterOrganizationId === null;
  const authorReader = personal
    ? report?.ownerId === actor.id || row.requesterId === actor.id
    : can(requesterRole, 'read');
  const authorWriter = personal ? authorReader : can(requesterRole, 'editContent');
  const authorManager = personal ? authorReader : can(requesterRole, 'manageProjects');
  // Who is on the report's side (its author, a member of its organisation) is never its reviewer, even when they also
  // review for the verifier: nobody verifies their own report (docs/design.md#8-independent-verification).
  if (authorReader) return { row, side: 'author', verifierRole, authorManager, authorWriter, report, ...scope };
  if (can(verifierRole, 'certify')) {
    return { row, side: 'verifier', verifierRole, authorManager, authorWriter, report, ...scope };
  }
  // A member of the verifier without `certify` learns that they may not review; anyone else, that it does not exist.
  if (verifierRole) throw forbidden(verificationMessages.notReviewer);
  throw notFound(verificationMessages.requestNotFound);
}

const isOpen = (status: string) => (openVerificationStatuses as readonly string[]).includes(status);

/**
 * Why the verifier may not sign the request at `at` (null: nothing stands in the way): its accreditation now must be
 * active, in force that day and cover the project's biome and category. The one rule behind `can.sign`, the draft and
 * the signature (which also replays the history at the draft's instant).
 */
function signingProblem(r: Reached, at: string): string | null {
  if (!r.project) return verificationMessages.noProject;
  return accreditationProblem(r.accreditation, r.project, at);
}

/** Why the request cannot be signed now, for the web to say so; only while the review is open. */
const openSigningProblem = (r: Reached) => (isOpen(r.row.status) ? signingProblem(r, new Date().toISOString()) : null);

function canOf(r: Reached): VerificationCan {
  const open = isOpen(r.row.status);
  const reviewer = r.side === 'verifier';
  const signed = r.row.signedAt !== null;
  const outcome = verificationOutcome((r.row.verdicts as VerdictEntry[]) ?? []);
  return {
    review: reviewer && open,
    requestClarification: reviewer && open && r.row.status !== 'clarification',
    answer: r.side === 'author' && open && r.authorWriter,
    sign: reviewer && open && outcome !== null && openSigningProblem(r) === null,
    withdraw: r.side === 'author' && open && r.authorManager,
    withdrawStatement: signed && r.row.withdrawnAt === null && can(r.verifierRole, 'manageMembers'),
  };
}

function signedStatementOf(row: RequestRow): SignedStatement | null {
  if (!row.statement || !row.statementSha256 || !row.signature || !row.signerAddress || !row.signedAt) return null;
  const statement = row.statement as VerificationStatement;
  return {
    statement,
    sha256: row.statementSha256,
    message: verificationMessage(statement.certificateCode, row.statementSha256),
    signature: row.signature,
    signerAddress: row.signerAddress,
    outcome: row.outcome as 'approved' | 'rejected',
    comments: row.comments as SignedStatement['comments'],
    signedAt: row.signedAt,
    withdrawnAt: row.withdrawnAt,
    withdrawalReason: row.withdrawalReason,
  };
}

const summaryColumns = {
  row: verificationRequests,
  code: certificates.code,
  reportId: certificates.reportId,
  snapshot: certificates.snapshot,
  projectId: reports.projectId,
  verifier: { id: organizations.id, slug: organizations.slug, name: organizations.name },
};

async function summariesWhere(db: Db, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(verificationRequests)
    .innerJoin(certificates, eq(certificates.id, verificationRequests.certificateId))
    .innerJoin(organizations, eq(organizations.id, verificationRequests.verifierOrganizationId))
    .leftJoin(reports, eq(reports.id, certificates.reportId))
    .where(where)
    .orderBy(desc(verificationRequests.updatedAt));
}

type SummaryRow = Awaited<ReturnType<typeof summariesWhere>>[number];

function summaryOf(s: SummaryRow, r: Reached): VerificationRequestSummary {
  const snapshot = (s.snapshot ?? {}) as { title?: string; projectName?: string | null };
  return {
    id: s.row.id,
    certificateCode: s.code,
    report: {
      id: s.reportId ?? s.row.certificateId,
      title: snapshot.title ?? '',
      projectId: s.projectId ?? null,
      projectName: snapshot.projectName ?? null,
    },
    requester: { organizationId: s.row.requesterOrganizationId, name: s.row.requesterName },
    verifier: s.verifier,
    status: s.row.status as VerificationStatus,
    side: r.side,
    createdAt: s.row.createdAt,
    updatedAt: s.row.updatedAt,
    can: canOf(r),
  };
}

/** The requests the actor asked for (author side) and those of their verifier organisations they may review (inbox). */
export async function listVerificationRequests(
  db: Db,
  actor: Actor,
  side?: VerificationSide,
): Promise<VerificationRequestSummary[]> {
  const reviewable = memberWith(actor, verificationRequests.verifierOrganizationId, 'certify');
  const asked = or(
    and(isNull(verificationRequests.requesterOrganizationId), eq(verificationRequests.requesterId, actor.id)),
    sql`${verificationRequests.requesterOrganizationId} in (select organization_id from memberships where user_id = ${actor.id})`,
  )!;
  const where = side === 'verifier' ? reviewable : side === 'author' ? asked : or(reviewable, asked);
  const rows = await summariesWhere(db, where);
  const out: VerificationRequestSummary[] = [];
  for (const s of rows) {
    const r = await reach(db, actor, s.row.id).catch(() => null);
    if (r && (!side || r.side === side)) out.push(summaryOf(s, r));
  }
  return out;
}

export async function getVerificationRequest(db: Db, actor: Actor, id: string): Promise<VerificationRequest> {
  const r = await reach(db, actor, id);
  return detailOf(db, r);
}

async function detailOf(db: Db, r: Reached): Promise<VerificationRequest> {
  const [s] = await summariesWhere(db, eq(verificationRequests.id, r.row.id));
  const [code] = await db
    .select({ code: certificates.code })
    .from(certificates)
    .where(eq(certificates.id, r.row.certificateId));
  const certificate = await getPublicCertificate(db, code!.code);
  // The report's files with the hashes the snapshot signed, so the reviewer downloads each by id and re-hashes it.
  const files = r.report
    ? await db
        .select({ attachmentId: attachments.id, name: attachments.name, sha256: attachments.sha256 })
        .from(attachments)
        .where(and(eq(attachments.parentKind, 'reports'), eq(attachments.parentId, r.report.id)))
        .orderBy(asc(attachments.position), asc(attachments.id))
    : [];
  const messages = await db
    .select()
    .from(threadMessages)
    .where(eq(threadMessages.requestId, r.row.id))
    .orderBy(asc(threadMessages.createdAt), asc(threadMessages.id));
  return {
    ...summaryOf(s!, r),
    certificate,
    evidence: files,
    messages: messages.map((m) => ({
      id: m.id,
      side: m.side as VerificationSide,
      authorName: m.authorName,
      text: m.text,
      at: m.createdAt,
    })),
    verdicts: (r.row.verdicts as VerdictEntry[]) ?? [],
    statement: signedStatementOf(r.row),
    signProblem: openSigningProblem(r),
    ...(await projectForReview(db, r.report, r.row.id)),
  };
}

/**
 * What the review needs of the project, read-only: its place and scope fields, the report's position, and the
 * project's entries in its organisation's history (actors by public name only) but those of other verification
 * requests, whose threads and draft verdicts belong to them and their verifier. Nothing else of the space is granted.
 */
async function projectForReview(db: Db, report: Reached['report'], requestId: string) {
  const reportPosition =
    report?.latitude != null && report.longitude != null
      ? { latitude: report.latitude, longitude: report.longitude }
      : null;
  const [project] = report?.projectId ? await db.select().from(projects).where(eq(projects.id, report.projectId)) : [];
  if (!project) return { project: null, reportPosition, projectHistory: [] };
  const history = project.organizationId
    ? await db
        .select()
        .from(organizationHistory)
        .where(
          and(
            eq(organizationHistory.organizationId, project.organizationId),
            eq(organizationHistory.projectId, project.id),
            or(ne(organizationHistory.entityType, 'verification'), eq(organizationHistory.entityId, requestId)),
          ),
        )
        .orderBy(desc(organizationHistory.createdAt))
        .limit(100)
    : [];
  return {
    project: {
      id: project.id,
      name: project.name,
      biome: project.biome as Biome,
      category: project.category as ProjectCategory,
      municipality: project.municipality,
      state: project.state,
      latitude: project.latitude,
      longitude: project.longitude,
      areaHa: project.areaHa,
    },
    reportPosition,
    projectHistory: history.map((h) => ({ ...toHistoryEntry(h), actor: { id: null, name: h.actorName } })),
  };
}

function assertOpen(row: RequestRow) {
  if (!isOpen(row.status)) throw conflict(verificationMessages.closed);
}

/** Updates a request if it is still at the version read (a concurrent change loses cleanly with a 409). */
async function updateRequest(tx: Db, row: RequestRow, values: Partial<RequestRow>) {
  const [updated] = await tx
    .update(verificationRequests)
    .set({ ...values, version: row.version + 1, updatedAt: new Date().toISOString() })
    .where(and(eq(verificationRequests.id, row.id), eq(verificationRequests.version, row.version)))
    .returning({ id: verificationRequests.id });
  if (!updated) throw conflict(verificationMessages.changed);
}

async function personName(db: Db, actor: Actor): Promise<string> {
  const [person] = await db.select({ name: publicNameOf }).from(users).where(eq(users.id, actor.id));
  return person?.name ?? '';
}

export async function postVerificationMessage(
  db: Db,
  actor: Actor,
  id: string,
  input: PostVerificationMessageInput,
): Promise<VerificationRequest> {
  const r = await reach(db, actor, id);
  assertOpen(r.row);
  const can = canOf(r);
  if (r.side === 'author' && !can.answer) throw forbidden(verificationMessages.notRequester);
  if (input.requestClarification && r.side !== 'verifier') throw notReviewing(r);
  const status: VerificationStatus =
    r.side === 'verifier'
      ? input.requestClarification
        ? 'clarification'
        : 'in_review'
      : r.row.status === 'clarification'
        ? 'in_review'
        : (r.row.status as VerificationStatus);
  const name = await personName(db, actor);
  await db.transaction(async (tx) => {
    await tx
      .insert(threadMessages)
      .values({ requestId: r.row.id, side: r.side, authorId: actor.id, authorName: name, text: input.text });
    await updateRequest(tx, r.row, { status });
    await recordOnBothSides(
      tx,
      actor,
      r.row.id,
      'verification_message',
      input.text.slice(0, 120),
      status !== r.row.status ? [{ field: 'status', before: r.row.status, after: status }] : [],
    );
  });
  return getVerificationRequest(db, actor, id);
}

/** Why the actor, not on the verifier's side, may not review: their own report, or no `certify` in the verifier. */
const notReviewing = (r: Reached) =>
  forbidden(can(r.verifierRole, 'certify') ? verificationMessages.ownReport : verificationMessages.notReviewer);

async function reachAsReviewer(db: Db, actor: Actor, id: string): Promise<Reached> {
  const r = await reach(db, actor, id);
  if (r.side !== 'verifier') throw notReviewing(r);
  assertOpen(r.row);
  return r;
}

export async function saveVerdicts(
  db: Db,
  actor: Actor,
  id: string,
  input: SaveVerdictsInput,
): Promise<VerificationRequest> {
  const r = await reachAsReviewer(db, actor, id);
  const saved = (r.row.verdicts as VerdictEntry[]) ?? [];
  const merged = [...saved.filter((v) => !input.verdicts.some((n) => n.section === v.section)), ...input.verdicts];
  await db.transaction(async (tx) => {
    await updateRequest(tx, r.row, {
      verdicts: merged,
      status: r.row.status === 'requested' ? 'in_review' : r.row.status,
    });
    await recordOnBothSides(tx, actor, r.row.id, 'verification_verdicts', r.report?.title ?? '', [
      { field: 'verdicts', before: saved, after: merged },
    ]);
  });
  return getVerificationRequest(db, actor, id);
}

/** The statement as the server builds it from what it stores; only the instant and the public name come from outside. */
async function statementOf(
  db: Db,
  r: Reached,
  date: string,
  verifierPersonName: string,
): Promise<{ statement: VerificationStatement; comments: SignedStatement['comments'] }> {
  const [row] = await db
    .select({ code: certificates.code, sha256: certificates.sha256, verifierName: organizations.name })
    .from(certificates)
    .innerJoin(organizations, eq(organizations.id, r.row.verifierOrganizationId))
    .where(eq(certificates.id, r.row.certificateId));
  if (!row?.sha256) throw conflict(verificationMessages.certificateWithdrawn);
  // The project's scope now: signed with the statement, so the accreditation is checked against what was verified.
  const [project] = r.report?.projectId
    ? await db
        .select({ biome: projects.biome, category: projects.category })
        .from(projects)
        .where(eq(projects.id, r.report.projectId))
    : [];
  if (!project) throw conflict(verificationMessages.noProject);
  const verdicts = (r.row.verdicts as VerdictEntry[]) ?? [];
  const comments = verificationComments(verdicts);
  return {
    statement: {
      type: VERIFICATION_STATEMENT_TYPE,
      certificateCode: row.code,
      snapshotSha256: row.sha256,
      verifier: { organizationId: r.row.verifierOrganizationId, name: row.verifierName },
      verifierPersonName,
      // Stored as the domain's codes (checked on write).
      project: { biome: project.biome as Biome, category: project.category as ProjectCategory },
      verdicts: statementVerdicts(verdicts),
      commentsSha256: canonicalSha256(comments),
      date,
    },
    comments,
  };
}

export async function getStatementDraft(db: Db, actor: Actor, id: string): Promise<VerificationDraft> {
  const r = await reachAsReviewer(db, actor, id);
  const outcome = verificationOutcome((r.row.verdicts as VerdictEntry[]) ?? []);
  if (!outcome) throw conflict(verificationMessages.nothingEvaluated);
  const now = new Date().toISOString();
  const problem = signingProblem(r, now);
  if (problem) throw conflict(problem);
  const name = (await usableFullName(db, actor)) ?? (await personName(db, actor));
  const { statement } = await statementOf(db, r, now, name);
  const sha256 = canonicalSha256(statement);
  return { statement, sha256, message: verificationMessage(statement.certificateCode, sha256), outcome };
}

/**
 * Checks and stores the signed statement: rebuilt from the stored verdicts and certificate with the draft's instant and
 * public name, its hash must be the one signed (so the project's scope it carries is still the project's); the signer
 * must be the person's bound wallet; the verifier must be accredited for that signed scope on that date. Approved without any "não conforme", rejected otherwise.
 */
export async function signStatement(
  db: Db,
  actor: Actor,
  id: string,
  input: SignVerificationInput,
): Promise<VerificationRequest> {
  const r = await reachAsReviewer(db, actor, id);
  const outcome = verificationOutcome((r.row.verdicts as VerdictEntry[]) ?? []);
  if (!outcome) throw conflict(verificationMessages.nothingEvaluated);
  const walletAddress = await boundWalletAddress(db, actor.id);
  if (!walletAddress) throw badRequest(verificationMessages.noWallet);
  if (Math.abs(Date.now() - Date.parse(input.date)) > DRAFT_VALID_MS) throw conflict(verificationMessages.staleDraft);

  const { statement, comments } = await statementOf(db, r, input.date, input.verifierPersonName);
  const sha256 = canonicalSha256(statement);
  if (sha256 !== input.sha256) throw conflict(verificationMessages.changed);
  const signer = recoverMessageSigner(verificationMessage(statement.certificateCode, sha256), input.signature);
  if (!signer || signer.toLowerCase() !== walletAddress.toLowerCase())
    throw forbidden(verificationMessages.wrongSigner);

  // The scope signed (statementOf always sets it; the hash check above made it the one in the draft).
  if (!statement.project) throw conflict(verificationMessages.noProject);
  // Accredited now, and at the statement's instant as /verificar and verifiedReport replay the history: a draft's
  // instant may lie up to 15 minutes back, inside a suspension or an older scope since lifted or renewed.
  // The signed scope is the project's now (statementOf rebuilt it from the project, and the hash matched).
  const organizationId = r.row.verifierOrganizationId;
  const history = (await historiesOf(db, [organizationId])).get(organizationId) ?? [];
  const problem =
    signingProblem(r, statement.date) ??
    accreditationProblem(accreditationAt(history, statement.date), statement.project, statement.date);
  if (problem) throw conflict(problem);

  await db.transaction(async (tx) => {
    await updateRequest(tx, r.row, {
      status: outcome,
      statement,
      statementSha256: sha256,
      signature: input.signature,
      signerAddress: signer,
      signerId: actor.id,
      comments,
      outcome,
      signedAt: new Date().toISOString(),
    });
    await recordOnBothSides(tx, actor, r.row.id, 'verification_sign', r.report?.title ?? '', [
      { field: 'status', before: r.row.status, after: outcome },
    ]);
  });
  return getVerificationRequest(db, actor, id);
}

/**
 * Withdraws: a request not yet signed, by who asked (its organisation's managers or the author); a signed statement,
 * by the verifier's owners and admins — kept, and shown as withdrawn with the reason.
 */
export async function withdrawVerification(
  db: Db,
  actor: Actor,
  id: string,
  input: WithdrawVerificationInput,
): Promise<VerificationRequest> {
  const r = await reach(db, actor, id);
  const can = canOf(r);
  if (r.row.signedAt) {
    if (r.row.withdrawnAt) throw conflict(verificationMessages.alreadyWithdrawn);
    if (!can.withdrawStatement) throw forbidden(verificationMessages.withdrawForbidden);
  } else {
    assertOpen(r.row);
    if (!can.withdraw) throw forbidden(verificationMessages.notRequester);
  }
  await db.transaction(async (tx) => {
    await updateRequest(tx, r.row, {
      status: 'withdrawn',
      withdrawnAt: new Date().toISOString(),
      withdrawalReason: input.reason,
    });
    await recordOnBothSides(tx, actor, r.row.id, 'verification_withdraw', input.reason.slice(0, 120), [
      { field: 'status', before: r.row.status, after: 'withdrawn' },
    ]);
  });
  return getVerificationRequest(db, actor, id);
}

// ---------------------------------------------------------------------------------------------------------------
// Public answer and reviewer access

/** The signed statements of a certificate, withdrawn ones included (as such), with each verifier's accreditation. */
export async function publicVerificationsOf(db: Db, code: string): Promise<PublicVerification[]> {
  const rows = await db
    .select({ row: verificationRequests })
    .from(verificationRequests)
    .innerJoin(certificates, eq(certificates.id, verificationRequests.certificateId))
    .where(and(eq(certificates.code, code), sql`${verificationRequests.signedAt} is not null`))
    .orderBy(asc(verificationRequests.signedAt));
  if (!rows.length) return [];
  const verifiers = await publicVerifiersWhere(
    db,
    inArray(
      accreditations.organizationId,
      rows.map((r) => r.row.verifierOrganizationId),
    ),
  );
  return rows.flatMap(({ row }) => {
    const signed = signedStatementOf(row);
    const verifier = verifiers.find((v) => v.id === row.verifierOrganizationId);
    if (!signed || !verifier) return [];
    return [{ ...signed, id: row.id, status: row.withdrawnAt ? ('withdrawn' as const) : ('valid' as const), verifier }];
  });
}

/** The biome and category of a certified report's project, for the public check of verifiers' scope (null: none). */
export async function publicProjectScopeOf(
  db: Db,
  reportId: string,
): Promise<{ biome: Biome; category: ProjectCategory } | null> {
  const [row] = await db
    .select({ biome: projects.biome, category: projects.category })
    .from(reports)
    .innerJoin(projects, eq(projects.id, reports.projectId))
    .where(eq(reports.id, reportId));
  // Stored as the domain's codes (checked on write).
  return (row as { biome: Biome; category: ProjectCategory } | undefined) ?? null;
}

/**
 * Whether the actor reviews a request about this report: read-only access to the report's evidence files for the
 * verifier's members with `certify` (docs/design.md#8-independent-verification).
 */
export async function reviewsReport(db: Db, actor: Actor, reportId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .innerJoin(certificates, eq(certificates.id, verificationRequests.certificateId))
    .where(
      and(
        eq(certificates.reportId, reportId),
        memberWith(actor, verificationRequests.verifierOrganizationId, 'certify'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * A person's account is deleted: the requests they asked for their personal reports and the messages they wrote stop
 * naming them, as the organisations' histories do ("Pessoa excluída", docs/organizations.md#history). A signed
 * statement keeps the name it was signed with: changing it would break its signature.
 */
export async function forgetPersonInVerifications(db: Db, userId: string): Promise<void> {
  await db
    .update(verificationRequests)
    .set({ requesterName: deletedPersonName })
    .where(and(eq(verificationRequests.requesterId, userId), isNull(verificationRequests.requesterOrganizationId)));
  await db.update(threadMessages).set({ authorName: deletedPersonName }).where(eq(threadMessages.authorId, userId));
}

// ---------------------------------------------------------------------------------------------------------------
// Exports

/** What a person's export carries: the requests they asked for, reviewed or signed, with their thread and statement. */
export async function verificationsForExport(db: Db, userId: string) {
  const mine = await db
    .selectDistinct({ id: verificationRequests.id })
    .from(verificationRequests)
    .leftJoin(threadMessages, eq(threadMessages.requestId, verificationRequests.id))
    .where(
      or(
        eq(verificationRequests.requesterId, userId),
        eq(verificationRequests.signerId, userId),
        eq(threadMessages.authorId, userId),
      ),
    );
  return verificationsByIds(
    db,
    mine.map((m) => m.id),
  );
}

/** What an organisation's export carries: the requests it made or received. */
export async function organizationVerificationsForExport(db: Db, organizationId: string) {
  const rows = await db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(
      or(
        eq(verificationRequests.requesterOrganizationId, organizationId),
        eq(verificationRequests.verifierOrganizationId, organizationId),
      ),
    );
  return verificationsByIds(
    db,
    rows.map((m) => m.id),
  );
}

async function verificationsByIds(db: Db, ids: string[]) {
  if (!ids.length) return [];
  const rows = await summariesWhere(db, inArray(verificationRequests.id, ids));
  const messages = await db
    .select()
    .from(threadMessages)
    .where(inArray(threadMessages.requestId, ids))
    .orderBy(asc(threadMessages.createdAt));
  return rows.map((s) => ({
    id: s.row.id,
    certificateCode: s.code,
    verifier: s.verifier,
    requester: { organizationId: s.row.requesterOrganizationId, name: s.row.requesterName },
    status: s.row.status,
    createdAt: s.row.createdAt,
    updatedAt: s.row.updatedAt,
    verdicts: s.row.verdicts,
    messages: messages
      .filter((m) => m.requestId === s.row.id)
      .map((m) => ({ side: m.side, authorName: m.authorName, text: m.text, at: m.createdAt })),
    statement: signedStatementOf(s.row),
  }));
}

export type ExportedVerification = Awaited<ReturnType<typeof verificationsByIds>>[number];

/**
 * The CSV columns of verification requests, in the person's export and an organisation's: the request, each section's
 * verdict and comment, and the signed statement (its outcome, hash, signature, signer and dates).
 */
export const verificationCsvColumns: CsvColumn<ExportedVerification>[] = [
  { header: 'Pedido', value: (v) => v.id },
  { header: 'Código do certificado', value: (v) => v.certificateCode },
  { header: 'Verificadora', value: (v) => v.verifier.name },
  { header: 'Quem pediu', value: (v) => v.requester.name },
  { header: 'Situação', value: (v) => verificationStatusLabel(v.status) },
  ...verificationSections.flatMap((section): CsvColumn<ExportedVerification>[] => {
    const entry = (v: ExportedVerification) => (v.verdicts as VerdictEntry[]).find((e) => e.section === section);
    return [
      { header: `Parecer: ${verificationSectionLabels[section]}`, value: (v) => verdictLabel(entry(v)?.verdict) },
      { header: `Comentário: ${verificationSectionLabels[section]}`, value: (v) => entry(v)?.comment ?? '' },
    ];
  }),
  { header: 'Mensagens', value: (v) => v.messages.length },
  // An outcome is one of the statuses it leads to (approved, rejected), so it reads as that status.
  { header: 'Resultado da declaração', value: (v) => verificationStatusLabel(v.statement?.outcome) },
  { header: 'Quem assinou pela verificadora', value: (v) => v.statement?.statement.verifierPersonName ?? '' },
  { header: 'Carteira de quem assinou', value: (v) => v.statement?.signerAddress ?? '' },
  { header: 'Hash da declaração (SHA-256)', value: (v) => v.statement?.sha256 ?? '' },
  { header: 'Assinatura da declaração', value: (v) => v.statement?.signature ?? '' },
  { header: csvTimeHeader('Pedido em'), value: (v) => csvDateTime(v.createdAt) },
  { header: csvTimeHeader('Assinada em'), value: (v) => (v.statement ? csvDateTime(v.statement.signedAt) : '') },
  {
    header: csvTimeHeader('Declaração retirada em'),
    value: (v) => (v.statement?.withdrawnAt ? csvDateTime(v.statement.withdrawnAt) : ''),
  },
  { header: 'Motivo da retirada', value: (v) => v.statement?.withdrawalReason ?? '' },
];

/**
 * An organisation's verification requests as CSV (GET /v1/exports/verifications.csv?organizationId=): those it made
 * and those it received as verifier, for any of its members; anyone else learns nothing of it (404).
 */
export async function exportOrganizationVerificationsCsv(db: Db, actor: Actor, organizationId: string) {
  if (!can(await roleIn(db, actor.id, organizationId), 'read')) throw notFound(organizationMessages.notFound);
  return toCsv(await organizationVerificationsForExport(db, organizationId), verificationCsvColumns);
}
