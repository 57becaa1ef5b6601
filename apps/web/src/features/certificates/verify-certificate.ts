// Certificate checks done in the browser (docs/design.md §5), so nobody has to trust the server: the hash is recomputed
// from the snapshot (RFC 8785), the signed message rebuilt, and the signer recovered from the signature.
// Imports ethers (through the domain's wallet code): load it with import() (see load-certificate-crypto.ts).
import { withSignerName, type CertificateDraft, type CertificateSnapshot } from '@raiz/domain';
import { canonicalSha256 } from '@raiz/domain/wallet/canonical-hash';
import { certificateMessage } from '@raiz/domain/wallet/certificate-message';
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
