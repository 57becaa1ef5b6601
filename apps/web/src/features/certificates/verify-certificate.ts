// Certificate checks done in the browser (docs/design.md §5), so nobody has to trust the server: the hash is recomputed
// from the snapshot (RFC 8785), the signed message rebuilt, and the signer recovered from the signature.
// Imports ethers (through the domain's wallet code): load it with import() (see load-certificate-crypto.ts).
import {
  accreditationAt,
  accreditationProblem,
  accreditationStatusLabels,
  withSignerName,
  type CertificateDraft,
  type CertificateSnapshot,
  type PublicVerification,
} from '@raiz/domain';
import { canonicalSha256 } from '@raiz/domain/wallet/canonical-hash';
import { certificateMessage } from '@raiz/domain/wallet/certificate-message';
import { verificationMessage } from '@raiz/domain/wallet/verification-message';
import { recoverMessageSigner } from '@raiz/domain/wallet/sign-message';
import { shortHash as short } from './short-hash';

/** What verification needs of a certificate; the snapshot is taken exactly as received (never re-parsed). */
export interface VerifiableCertificate {
  reportId: string;
  snapshot: unknown;
  sha256: string;
  message: string;
  signature: string;
  signerAddress: string;
}

export type CheckId = 'hash' | 'report' | 'message' | 'signature';

export interface CertificateCheck {
  id: CheckId;
  ok: boolean;
  /** What was checked, in Portuguese. */
  label: string;
  /** Why it failed, in Portuguese (empty when ok). */
  problem: string;
}

export interface CertificateVerification {
  valid: boolean;
  checks: CertificateCheck[];
  /** The SHA-256 of the canonical snapshot as computed here (null when the snapshot cannot be hashed). */
  recomputedSha256: string | null;
  /** The address recovered from the signature over the rebuilt message (null when the signature is malformed). */
  recoveredSigner: string | null;
}

function hashOf(snapshot: unknown): string | null {
  try {
    return canonicalSha256(snapshot);
  } catch {
    return null;
  }
}

function snapshotReportId(snapshot: unknown): unknown {
  return snapshot && typeof snapshot === 'object' ? (snapshot as { reportId?: unknown }).reportId : undefined;
}

/** Every check of a certificate, each with its reason when it fails; `valid` only when all pass. */
export function verifyCertificate(certificate: VerifiableCertificate): CertificateVerification {
  const recomputed = hashOf(certificate.snapshot);
  const hashOk = recomputed !== null && recomputed === certificate.sha256;
  const reportOk = snapshotReportId(certificate.snapshot) === certificate.reportId;
  // The signed text is rebuilt here from the report id and the registered hash, never taken from the server; the
  // hash check above ties that hash to the snapshot shown. Each check thus fails for its own reason only.
  const signed = certificateMessage(certificate.reportId, certificate.sha256);
  const messageOk = signed === certificate.message;
  const signer = recoverMessageSigner(signed, certificate.signature);
  const signatureOk = signer !== null && signer.toLowerCase() === certificate.signerAddress.toLowerCase();

  const checks: CertificateCheck[] = [
    {
      id: 'hash',
      ok: hashOk,
      label: 'O conteúdo do relatório é exatamente o que foi assinado (hash SHA-256 recalculado neste navegador).',
      problem:
        recomputed === null
          ? 'Não foi possível calcular o hash do conteúdo do relatório.'
          : `O conteúdo do relatório foi alterado: o hash calculado (${short(recomputed)}) é diferente do registrado (${short(certificate.sha256)}).`,
    },
    {
      id: 'report',
      ok: reportOk,
      label: 'O conteúdo pertence ao relatório deste certificado.',
      problem: 'O conteúdo mostrado é de outro relatório.',
    },
    {
      id: 'message',
      ok: messageOk,
      label: 'A mensagem assinada é a do padrão Raiz, com o identificador do relatório e o hash.',
      problem: 'A mensagem registrada não corresponde ao identificador do relatório e ao hash.',
    },
    {
      id: 'signature',
      ok: signatureOk,
      label: `A assinatura foi feita pela carteira ${certificate.signerAddress}.`,
      problem:
        signer === null
          ? 'A assinatura está malformada ou não corresponde à mensagem.'
          : `A assinatura foi feita por outra carteira (${signer}), não por ${certificate.signerAddress}.`,
    },
  ];
  return {
    valid: checks.every((c) => c.ok),
    checks: checks.map((c) => (c.ok ? { ...c, problem: '' } : c)),
    recomputedSha256: recomputed,
    recoveredSigner: signer,
  };
}

export type DraftCheck =
  { ok: true; snapshot: CertificateSnapshot; sha256: string; message: string } | { ok: false; problem: string };

/**
 * Before signing: the draft must describe this report and its hash must be the one recomputed here; the message to
 * sign is rebuilt locally. Anything else is refused, so a tampered draft can never get a signature. With a
 * `signerName` (already validated), the snapshot to sign carries that public name and is hashed here again.
 */
export function checkCertificateDraft(draft: CertificateDraft, reportId: string, signerName?: string): DraftCheck {
  if (snapshotReportId(draft.snapshot) !== reportId) {
    return {
      ok: false,
      problem: 'Os dados recebidos são de outro relatório. Por segurança, a assinatura foi bloqueada.',
    };
  }
  const sha256 = hashOf(draft.snapshot);
  if (sha256 === null || sha256 !== draft.sha256) {
    return {
      ok: false,
      problem: 'O hash recebido não confere com o conteúdo do relatório. Por segurança, a assinatura foi bloqueada.',
    };
  }
  if (certificateMessage(reportId, sha256) !== draft.message) {
    return {
      ok: false,
      problem: 'A mensagem a assinar não segue o padrão Raiz. Por segurança, a assinatura foi bloqueada.',
    };
  }
  const snapshot = signerName === undefined ? draft.snapshot : withSignerName(draft.snapshot, signerName);
  const signed = canonicalSha256(snapshot);
  return { ok: true, snapshot, sha256: signed, message: certificateMessage(reportId, signed) };
}

// ---------------------------------------------------------------------------------------------------------------
// A verifier's co-signature (docs/design.md §8): the statement's hash recomputed here (RFC 8785), the signed message
// rebuilt, the signer recovered; the statement must be about this certificate's snapshot hash, and the accreditation
// history in the answer, replayed, must show the verifier accredited on the statement's date for the scope the
// statement signs (its `project`); only an older statement without it is compared with the project the answer names.

export type StatementCheckId = 'statement-hash' | 'statement-certificate' | 'statement-signature' | 'accreditation';

export interface StatementCheck {
  id: StatementCheckId;
  ok: boolean;
  /** What was checked (ok) or why it failed, in Portuguese. */
  text: string;
}

export interface StatementVerification {
  id: string;
  /** Every check passed (a withdrawn statement may still be genuine: it is shown as withdrawn, not as failed). */
  valid: boolean;
  withdrawn: boolean;
  /** The accreditation's status now, when it is no longer "Credenciada" (e.g. "Revogada"), else null. */
  accreditationNow: string | null;
  /** Whether the project's scope could be compared (signed in the statement, or named by the answer for older ones). */
  scopeChecked: boolean;
  checks: StatementCheck[];
}

/**
 * The certificate as the statement checks need it: its code and registered hash, and the project's scope as the server
 * reports it now (unsigned: used only for statements that do not sign their scope).
 */
export interface StatementSubject {
  code: string;
  sha256: string;
  project?: { biome: string; category: string } | null;
}

export function verifyStatement(subject: StatementSubject, v: PublicVerification): StatementVerification {
  const { statement } = v;
  const name = statement.verifier.name;
  const recomputed = hashOf(statement);
  const hashOk = recomputed !== null && recomputed === v.sha256;
  const commentsHash = hashOf(v.comments);
  const commentsOk = commentsHash !== null && commentsHash === statement.commentsSha256;
  const aboutThis = statement.certificateCode === subject.code && statement.snapshotSha256 === subject.sha256;
  const signed = verificationMessage(subject.code, v.sha256);
  const signer = signed === v.message ? recoverMessageSigner(signed, v.signature) : null;
  const signatureOk = signer !== null && signer.toLowerCase() === v.signerAddress.toLowerCase();

  const at = accreditationAt(v.verifier.history, statement.date);
  const project = statement.project ?? subject.project ?? null;
  // Without the project's biome and category, what can be compared is the status and the period on that date.
  const problem = accreditationProblem(
    at,
    project ?? { biome: at?.scope.biomes[0] ?? '', category: at?.scope.categories[0] ?? '' },
    statement.date,
  );
  const checks: StatementCheck[] = [
    {
      id: 'statement-hash',
      ok: hashOk && commentsOk,
      text:
        hashOk && commentsOk
          ? `A declaração de ${name} é exatamente a que foi assinada (hash SHA-256 recalculado neste navegador).`
          : hashOk
            ? `Os comentários da declaração de ${name} não são os que foram assinados.`
            : `A declaração de ${name} foi alterada: o hash calculado${recomputed ? ` (${short(recomputed)})` : ''} é diferente do registrado (${short(v.sha256)}).`,
    },
    {
      id: 'statement-certificate',
      ok: aboutThis,
      text: aboutThis
        ? `A declaração de ${name} é sobre este certificado e o mesmo conteúdo assinado pelo autor.`
        : `A declaração de ${name} é sobre outro certificado ou outro conteúdo.`,
    },
    {
      id: 'statement-signature',
      ok: signatureOk,
      text: signatureOk
        ? `A declaração de ${name} foi assinada pela carteira ${v.signerAddress}.`
        : signer === null
          ? `A assinatura da declaração de ${name} está malformada ou não corresponde à mensagem.`
          : `A declaração de ${name} foi assinada por outra carteira (${signer}), não por ${v.signerAddress}.`,
    },
    {
      id: 'accreditation',
      ok: problem === null,
      text:
        problem === null
          ? project
            ? `${name} estava credenciada para o bioma e a categoria do projeto na data da declaração.`
            : `${name} estava credenciada e em vigência na data da declaração (o projeto não informa bioma e categoria para conferir o escopo).`
          : `Na data da declaração: ${problem}`,
    },
  ];
  return {
    id: v.id,
    valid: checks.every((c) => c.ok),
    withdrawn: v.status === 'withdrawn',
    accreditationNow: v.verifier.status === 'active' ? null : accreditationStatusLabels[v.verifier.status],
    scopeChecked: Boolean(project),
    checks,
  };
}
