import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  signerNameSchema,
  withSignerName,
  type Certificate,
  type CertificateDraft,
  type CertificateRevisionRef,
  type CertificateSnapshot,
  type IssueCertificateInput,
  type OrganizationRole,
} from '@raiz/domain';
import { canonicalSha256 } from '@raiz/domain/wallet/canonical-hash';
import { certificateMessage } from '@raiz/domain/wallet/certificate-message';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { recoverMessageSigner } from '@raiz/domain/wallet/sign-message';
import { AppError, badRequest, conflict, forbidden, notFound } from '@raiz/server-kit/app-error';
import type { Db } from '../../db/client.ts';
import { certificates, memberships, organizations, projects, reports, users } from '../../db/schema/index.ts';
import { reportEvidence } from '../attachments/attachments.service.ts';
import { accessTo, type Actor } from '../content-common/access.ts';
import { recordHistory } from '../organizations/history.service.ts';
import { boundWalletAddress } from '../wallet/wallet.service.ts';

export const CERTIFICATE_REWARD = 10_000_000n; // 10 RDX, 6 decimals

export const certificateMessages = {
  reportNotFound: 'Relatório não encontrado.',
  notPublished: 'Publique o relatório antes de certificá-lo.',
  alreadyCertified: 'Este relatório já foi certificado.',
  noWallet: 'Ative sua carteira antes de certificar um relatório.',
  changed: 'O relatório mudou desde que foi assinado. Revise-o e assine novamente.',
  wrongSigner: 'A assinatura não corresponde à carteira do autor do relatório.',
  notFound: 'Certificado não encontrado.',
  withdrawn: 'Certificado retirado a pedido do titular.',
} as const;

// Crockford-style alphabet without I, L, O, U: a code read aloud or typed from paper is hard to get wrong.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newCode = () => Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

// A version's neighbours (docs/design.md §5, "Versions"): the version before it and the one after it, with their
// certificates (a withdrawn certificate has no report, so it names no neighbour).
const previousReports = alias(reports, 'previous_reports');
const previousCertificates = alias(certificates, 'previous_certificates');
const nextReports = alias(reports, 'next_reports');
const nextCertificates = alias(certificates, 'next_certificates');

/**
 * A report the actor may certify, loaded with its project's name and, for an organisation's report, the organisation's
 * name and the actor's role in it: in a personal space only its author certifies it, in an organisation an editor or
 * above (admins too, only as that).
 */
async function reportToCertify(db: Db, actor: Actor, reportId: string) {
  const [row] = await db
    .select({
      report: reports,
      projectName: projects.name,
      organizationName: organizations.name,
      signerRole: memberships.role,
      replacesCode: previousCertificates.code,
    })
    .from(reports)
    .leftJoin(projects, eq(projects.id, reports.projectId))
    .leftJoin(organizations, eq(organizations.id, reports.organizationId))
    .leftJoin(previousCertificates, eq(previousCertificates.reportId, reports.previousReportId))
    .leftJoin(
      memberships,
      and(eq(memberships.organizationId, reports.organizationId), eq(memberships.userId, actor.id)),
    )
    .where(and(eq(reports.id, reportId), accessTo(actor, reports, 'certify')));
  if (!row) throw notFound(certificateMessages.reportNotFound);
  return row;
}

/**
 * The snapshot of a report as stored now, with its evidence files in order (docs/evidence.md); the key is there only
 * when it has files, so a report without any hashes exactly as before evidence existed.
 */
type ReportToCertify = Awaited<ReturnType<typeof reportToCertify>>;

async function snapshotOf(db: Db, row: ReportToCertify): Promise<CertificateSnapshot> {
  const evidence = await reportEvidence(db, row.report.id);
  return { ...reportSnapshotOf(row), ...(evidence.length ? { evidence } : {}) };
}

function reportSnapshotOf(row: ReportToCertify): CertificateSnapshot {
  const r = row.report;
  const organization =
    row.organizationName && row.signerRole
      ? { organization: { name: row.organizationName, signerRole: row.signerRole as OrganizationRole } }
      : {};
  // A later version signs its number and the certificate it replaces; a first version's snapshot is as it always was.
  const revision =
    r.revision > 1 ? { revision: r.revision, ...(row.replacesCode ? { replacesCode: row.replacesCode } : {}) } : {};
  return {
    ...organization,
    ...revision,
    reportId: r.id,
    title: r.title,
    projectName: row.projectName,
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    summary: r.summary,
    indicators: {
      co2eTonnes: r.co2eTonnes,
      treesPlanted: r.treesPlanted,
      restoredAreaHa: r.restoredAreaHa,
      waterM3: r.waterM3,
      wasteTonnes: r.wasteTonnes,
      peopleBenefited: r.peopleBenefited,
    },
    publishedAt: r.publishedAt,
  };
}

function draftOf(snapshot: CertificateSnapshot): CertificateDraft {
  const sha256 = canonicalSha256(snapshot);
  return { snapshot, sha256, message: certificateMessage(snapshot.reportId, sha256) };
}

/** The person's full name when it may be shown publicly as a signer's name (never an e-mail or a CPF). */
export async function usableFullName(db: Db, actor: Actor): Promise<string | null> {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, actor.id));
  const parsed = signerNameSchema.safeParse(user?.name ?? '');
  return parsed.success ? parsed.data : null;
}

function assertCertifiable(report: typeof reports.$inferSelect) {
  if (report.status === 'certified') throw conflict(certificateMessages.alreadyCertified);
  if (report.status !== 'published') throw badRequest(certificateMessages.notPublished);
}

/**
 * What the author signs, with their full name as the default public name: the browser recomputes the hash from the
 * snapshot before signing, trusting nothing.
 */
export async function getCertificateDraft(db: Db, actor: Actor, reportId: string): Promise<CertificateDraft> {
  const row = await reportToCertify(db, actor, reportId);
  assertCertifiable(row.report);
  const fullName = await usableFullName(db, actor);
  const snapshot = await snapshotOf(db, row);
  return draftOf(fullName ? withSignerName(snapshot, fullName) : snapshot);
}

/**
 * Checks and stores a certificate: the hash is recomputed from the stored report and the public name the signer chose
 * (validated by the input schema), the signer recovered from the signature must be the author's bound wallet; then the
 * report is frozen as "certified".
 */
export async function issueCertificate(
  db: Db,
  actor: Actor,
  input: IssueCertificateInput,
  salt: string,
): Promise<Certificate> {
  const row = await reportToCertify(db, actor, input.reportId);
  assertCertifiable(row.report);
  const walletAddress = await boundWalletAddress(db, actor.id);
  if (!walletAddress) throw badRequest(certificateMessages.noWallet);

  const draft = draftOf(withSignerName(await snapshotOf(db, row), input.signerName));
  if (draft.sha256 !== input.sha256) throw conflict(certificateMessages.changed);
  const signer = recoverMessageSigner(draft.message, input.signature);
  if (!signer || signer.toLowerCase() !== walletAddress.toLowerCase()) throw forbidden(certificateMessages.wrongSigner);

  return db.transaction(async (tx) => {
    // The version check makes a concurrent edit or a second certification lose cleanly.
    const [frozen] = await tx
      .update(reports)
      .set({ status: 'certified', version: row.report.version + 1, updatedAt: new Date().toISOString() })
      .where(
        and(eq(reports.id, row.report.id), eq(reports.version, row.report.version), eq(reports.status, 'published')),
      )
      .returning({ id: reports.id });
    if (!frozen) throw conflict(certificateMessages.changed);
    // Files added, removed or reordered since the snapshot was read: what was signed is no longer what is stored.
    // (A change of files waits for this row's lock, then finds the report certified and is refused.)
    const evidenceNow = await reportEvidence(tx, row.report.id);
    if (canonicalSha256(evidenceNow) !== canonicalSha256(draft.snapshot.evidence ?? [])) {
      throw conflict(certificateMessages.changed);
    }
    const [stored] = await tx
      .insert(certificates)
      .values({
        code: newCode(),
        reportId: row.report.id,
        ownerId: actor.id,
        organizationId: row.report.organizationId,
        snapshot: draft.snapshot,
        sha256: draft.sha256,
        signature: input.signature,
        signerAddress: signer,
        signerRef: hashUserId(actor.id, salt),
      })
      .returning();
    if (row.report.organizationId) {
      await recordHistory(tx, {
        organizationId: row.report.organizationId,
        actor,
        action: 'certify',
        entityType: 'report',
        entityId: row.report.id,
        projectId: row.report.projectId,
        summary: row.report.title,
        changes: [
          { field: 'status', before: 'published', after: 'certified' },
          ...(row.report.revision > 1 ? [{ field: 'revision', before: null, after: row.report.revision }] : []),
        ],
      });
    }
    const [issued] = await withRevisions(tx, [stored as WholeCertificateRow]);
    return issued!;
  });
}

type CertificateRow = typeof certificates.$inferSelect;
/** A certificate that was not withdrawn: the table's check guarantees all of its signed content is there. */
type WholeCertificateRow = CertificateRow & {
  [K in 'reportId' | 'sha256' | 'signature' | 'signerAddress' | 'signerRef']: string;
};

const isWhole = (row: CertificateRow): row is WholeCertificateRow => row.withdrawnAt === null;

type Revisions = Pick<Certificate, 'supersededBy' | 'replaces'>;

/**
 * The certificates with the certificates of the versions before and after theirs, each as `{ code, revision }`: a
 * version's certificate is superseded once the next version is certified (docs/design.md §5, "Versions").
 */
async function withRevisions(db: Db, rows: WholeCertificateRow[]): Promise<Certificate[]> {
  if (rows.length === 0) return [];
  const neighbours = await db
    .select({
      reportId: reports.id,
      previousCode: previousCertificates.code,
      previousRevision: previousReports.revision,
      nextCode: nextCertificates.code,
      nextRevision: nextReports.revision,
    })
    .from(reports)
    .leftJoin(previousReports, eq(previousReports.id, reports.previousReportId))
    .leftJoin(previousCertificates, eq(previousCertificates.reportId, previousReports.id))
    .leftJoin(nextReports, eq(nextReports.previousReportId, reports.id))
    .leftJoin(nextCertificates, eq(nextCertificates.reportId, nextReports.id))
    .where(
      inArray(
        reports.id,
        rows.map((row) => row.reportId),
      ),
    );
  const ref = (code: string | null, revision: number | null): CertificateRevisionRef | null =>
    code !== null && revision !== null ? { code, revision } : null;
  const byReport = new Map<string, Revisions>(
    neighbours.map((n) => [
      n.reportId,
      { supersededBy: ref(n.nextCode, n.nextRevision), replaces: ref(n.previousCode, n.previousRevision) },
    ]),
  );
  return rows.map((row) => ({
    ...toCertificate(row),
    ...(byReport.get(row.reportId) ?? { supersededBy: null, replaces: null }),
  }));
}

function toCertificate(row: WholeCertificateRow): Omit<Certificate, keyof Revisions> {
  const snapshot = row.snapshot as CertificateSnapshot;
  return {
    code: row.code,
    reportId: row.reportId,
    snapshot,
    sha256: row.sha256,
    message: certificateMessage(row.reportId, row.sha256),
    signature: row.signature,
    signerAddress: row.signerAddress,
    signerRef: row.signerRef,
    issuedAt: row.issuedAt,
  };
}

export async function listCertificates(db: Db, actor: Actor): Promise<Certificate[]> {
  const rows = await db
    .select()
    .from(certificates)
    .where(accessTo(actor, certificates, 'author'))
    .orderBy(desc(certificates.issuedAt));
  return withRevisions(db, rows.filter(isWhole));
}

/** A certificate by its code, for anyone; a withdrawn one answers 410 with no content at all. */
export async function getPublicCertificate(db: Db, code: string): Promise<Certificate> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  if (!row) throw new AppError('not_found', certificateMessages.notFound);
  if (!isWhole(row)) throw new AppError('gone', certificateMessages.withdrawn);
  const [certificate] = await withRevisions(db, [row]);
  return certificate!;
}

/** What a withdrawn certificate keeps: its code and dates (the table's check allows nothing else). */
const withdrawal = () => ({
  withdrawnAt: new Date().toISOString(),
  reportId: null,
  ownerId: null,
  organizationId: null,
  snapshot: null,
  sha256: null,
  signature: null,
  signerAddress: null,
  signerRef: null,
});

/**
 * Withdraws the certificates of a person who deletes their account (docs/product.md#excluir-minha-conta): those of
 * their personal space, which they signed or whose report is theirs. An organisation's certificates stay whole
 * (docs/organizations.md#deleting-an-account). The code stays, so its public page can say it was withdrawn; the snapshot,
 * hash, signature, signer and the links to the report and the person are cleared. Run inside the deletion's
 * transaction, before the reports are deleted.
 */
export async function withdrawCertificatesOf(db: Db, ownerId: string): Promise<number> {
  const personalReports = db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.ownerId, ownerId), isNull(reports.organizationId)));
  const withdrawn = await db
    .update(certificates)
    .set(withdrawal())
    .where(
      and(
        isNull(certificates.organizationId),
        or(eq(certificates.ownerId, ownerId), inArray(certificates.reportId, personalReports)),
      ),
    )
    .returning({ id: certificates.id });
  return withdrawn.length;
}

/**
 * Withdraws the certificates of an organisation being deleted (docs/organizations.md#deleting-an-organisation): those it
 * holds and those of its reports, which could not be deleted while a certificate points at them.
 */
export async function withdrawOrganizationCertificates(db: Db, organizationId: string): Promise<number> {
  const itsReports = db.select({ id: reports.id }).from(reports).where(eq(reports.organizationId, organizationId));
  const withdrawn = await db
    .update(certificates)
    .set(withdrawal())
    .where(or(eq(certificates.organizationId, organizationId), inArray(certificates.reportId, itsReports)))
    .returning({ id: certificates.id });
  return withdrawn.length;
}
