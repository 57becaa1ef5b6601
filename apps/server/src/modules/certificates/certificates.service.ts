import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Certificate, CertificateDraft, CertificateSnapshot, IssueCertificateInput } from '@raiz/domain';
import { canonicalSha256 } from '@raiz/domain/wallet/canonical-hash';
import { certificateMessage } from '@raiz/domain/wallet/certificate-message';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { recoverMessageSigner } from '@raiz/domain/wallet/sign-message';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { certificates, dataTableA, projects, reports } from '../../db/schema/index.ts';
import { isoTimestamp } from '../content-common/content-common.ts';

export const CERTIFICATE_REWARD = 10_000_000n; // 10 RDX, 6 decimals

export const certificateMessages = {
  reportNotFound: 'Relatório não encontrado.',
  notPublished: 'Publique o relatório antes de certificá-lo.',
  alreadyCertified: 'Este relatório já foi certificado.',
  noWallet: 'Ative sua carteira antes de certificar um relatório.',
  changed: 'O relatório mudou desde que foi assinado. Revise-o e assine novamente.',
  wrongSigner: 'A assinatura não corresponde à carteira do autor do relatório.',
  notFound: 'Certificado não encontrado.',
} as const;

export interface Actor {
  id: string;
}

// Crockford-style alphabet without I, L, O, U: a code read aloud or typed from paper is hard to get wrong.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newCode = () => Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The author's own report, loaded with its project name; others' reports are "not found" (no existence leak). */
async function ownReport(db: Db, actor: Actor, reportId: string) {
  const [row] = await db
    .select({ report: reports, projectName: projects.name })
    .from(reports)
    .leftJoin(projects, eq(projects.id, reports.projectId))
    .where(and(eq(reports.id, reportId), eq(reports.ownerId, actor.id)));
  if (!row) throw notFound(certificateMessages.reportNotFound);
  return row;
}

export function snapshotOf(row: { report: typeof reports.$inferSelect; projectName: string | null }): CertificateSnapshot {
  const r = row.report;
  return {
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
    publishedAt: isoTimestamp(r.publishedAt),
  };
}

function draftOf(row: Parameters<typeof snapshotOf>[0]): CertificateDraft {
  const snapshot = snapshotOf(row);
  const sha256 = canonicalSha256(snapshot);
  return { snapshot, sha256, message: certificateMessage(snapshot.reportId, sha256) };
}

function assertCertifiable(report: typeof reports.$inferSelect) {
  if (report.status === 'certified') throw conflict(certificateMessages.alreadyCertified);
  if (report.status !== 'published') throw badRequest(certificateMessages.notPublished);
}

/** What the author signs: the browser recomputes the hash from the snapshot before signing, trusting nothing. */
export async function getCertificateDraft(db: Db, actor: Actor, reportId: string): Promise<CertificateDraft> {
  const row = await ownReport(db, actor, reportId);
  assertCertifiable(row.report);
  return draftOf(row);
}

/**
 * Checks and stores a certificate: the hash is recomputed from the stored report, the signer recovered from the
 * signature must be the author's bound wallet; then the report is frozen as "certified".
 */
export async function issueCertificate(
  db: Db,
  actor: Actor,
  input: IssueCertificateInput,
  salt: string,
): Promise<Certificate> {
  const row = await ownReport(db, actor, input.reportId);
  assertCertifiable(row.report);
  const [wallet] = await db.select().from(dataTableA).where(eq(dataTableA.userId, actor.id));
  if (!wallet?.evmAddress) throw badRequest(certificateMessages.noWallet);

  const draft = draftOf(row);
  if (draft.sha256 !== input.sha256) throw conflict(certificateMessages.changed);
  const signer = recoverMessageSigner(draft.message, input.signature);
  if (!signer || signer.toLowerCase() !== wallet.evmAddress.toLowerCase()) throw forbidden(certificateMessages.wrongSigner);

  return db.transaction(async (tx) => {
    // The version check makes a concurrent edit or a second certification lose cleanly.
    const [frozen] = await tx
      .update(reports)
      .set({ status: 'certified', version: row.report.version + 1, updatedAt: new Date().toISOString() })
      .where(and(eq(reports.id, row.report.id), eq(reports.version, row.report.version), eq(reports.status, 'published')))
      .returning({ id: reports.id });
    if (!frozen) throw conflict(certificateMessages.changed);
    const [stored] = await tx
      .insert(certificates)
      .values({
        code: newCode(),
        reportId: row.report.id,
        ownerId: actor.id,
        snapshot: draft.snapshot,
        sha256: draft.sha256,
        signature: input.signature,
        signerAddress: signer,
        signerRef: hashUserId(actor.id, salt),
      })
      .returning();
    return toCertificate(stored!);
  });
}

function toCertificate(row: typeof certificates.$inferSelect): Certificate {
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
    issuedAt: isoTimestamp(row.issuedAt),
  };
}

export async function listCertificates(db: Db, actor: Actor): Promise<Certificate[]> {
  const rows = await db
    .select()
    .from(certificates)
    .where(eq(certificates.ownerId, actor.id))
    .orderBy(desc(certificates.issuedAt));
  return rows.map(toCertificate);
}

export async function getPublicCertificate(db: Db, code: string): Promise<Certificate> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  if (!row) throw new AppError('not_found', certificateMessages.notFound);
  return toCertificate(row);
}
