// A verifier organisation, its accreditation history and a statement signed by one of its members' wallets, as the
// server serves them with a public certificate (docs/design.md §8). Shared by the unit and screen tests.
import {
  publicVerificationSchema,
  statementVerdicts,
  verificationComments,
  VERIFICATION_STATEMENT_TYPE,
  VERIFICATION_STATEMENT_TYPE_V1,
  type AccreditationHistoryEntry,
  type PublicVerification,
  type VerdictEntry,
  type VerificationStatement,
} from '@raiz/domain';
import { canonicalSha256 } from '@raiz/domain/wallet/canonical-hash';
import { signMessage } from '@raiz/domain/wallet/sign-message';
import { verificationMessage } from '@raiz/domain/wallet/verification-message';
import { Wallet } from 'ethers';

export const verifierWallet = new Wallet(`0x${'33'.repeat(32)}`);
export const verifierOrgId = '7c1d2e3f-4a5b-4c6d-8e7f-901234567890';
export const verificationId = '6b0c1d2e-3f4a-4b5c-9d6e-7f8091a2b3c4';

export const accreditedHistory: AccreditationHistoryEntry[] = [
  {
    action: 'accredit',
    at: '2025-01-10T12:00:00.000Z',
    status: 'active',
    scope: { biomes: ['cerrado'], categories: ['reforestation'] },
    period: { validFrom: '2025-01-01', validUntil: '2026-12-31' },
    reason: null,
    by: 'Administração Raiz',
  },
];

export const reviewVerdicts: VerdictEntry[] = [
  { section: 'indicators', verdict: 'conforming', comment: 'Indicadores conferidos com as notas fiscais.' },
  { section: 'evidence', verdict: 'conforming', comment: '' },
  { section: 'location', verdict: 'not_evaluated', comment: '' },
  { section: 'methodology', verdict: 'conforming', comment: 'Metodologia adequada.' },
];

/** A statement over the certificate `code`/`sha256`, signed by `signer`; `tamper` changes it after signing. */
export async function signedVerification(
  certificate: { code: string; sha256: string },
  {
    signer = verifierWallet,
    history = accreditedHistory,
    status = 'valid',
    verifierStatus = 'active',
    date = '2025-08-01T15:00:00.000Z',
    project = { biome: 'cerrado', category: 'reforestation' },
    tamper,
  }: {
    signer?: Wallet;
    history?: AccreditationHistoryEntry[];
    status?: 'valid' | 'withdrawn';
    verifierStatus?: 'active' | 'suspended' | 'revoked';
    date?: string;
    /** The scope the statement signs; null: an older "raiz.verification/1" statement, which signs none. */
    project?: VerificationStatement['project'] | null;
    tamper?: (statement: VerificationStatement) => VerificationStatement;
  } = {},
): Promise<PublicVerification> {
  const comments = verificationComments(reviewVerdicts);
  const statement: VerificationStatement = {
    type: project ? VERIFICATION_STATEMENT_TYPE : VERIFICATION_STATEMENT_TYPE_V1,
    certificateCode: certificate.code,
    snapshotSha256: certificate.sha256,
    verifier: { organizationId: verifierOrgId, name: 'Verifica Brasil' },
    verifierPersonName: 'Bruno Lima',
    ...(project ? { project } : {}),
    verdicts: statementVerdicts(reviewVerdicts),
    commentsSha256: canonicalSha256(comments),
    date,
  };
  const sha256 = canonicalSha256(statement);
  const message = verificationMessage(certificate.code, sha256);
  const last = history[history.length - 1]!;
  return publicVerificationSchema.parse({
    id: verificationId,
    status,
    statement: tamper ? tamper(statement) : statement,
    sha256,
    message,
    signature: await signMessage(signer.privateKey, message),
    signerAddress: verifierWallet.address,
    outcome: 'approved',
    comments,
    signedAt: date,
    withdrawnAt: status === 'withdrawn' ? '2025-09-01T10:00:00.000Z' : null,
    withdrawalReason: status === 'withdrawn' ? 'Erro na análise.' : null,
    verifier: {
      id: verifierOrgId,
      slug: 'verifica-brasil',
      name: 'Verifica Brasil',
      scope: last.scope,
      period: last.period,
      status: verifierStatus,
      history,
    },
  });
}
