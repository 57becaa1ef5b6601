// What the verification page says of a certificate: one verdict over every check made in this browser — the signature
// checks and one per evidence file. It never says more than it checked: "válido" only when the signature, the content
// and every evidence file were confirmed (docs/evidence.md). The headline's sentences stay within two lines on a phone,
// whatever the state: the box keeps its height as the checks end (no layout shift), and the words painted with the
// certificate stay the page's largest (its LCP is the certificate shown, not the last file hashed).
import type { EvidenceEntry } from '@raiz/domain';
import { certificateMessages } from './messages';
import { shortHash } from './short-hash';
import type { CertificateVerification, StatementVerification } from './verify-certificate';
import type { EvidenceCheck } from './verify-evidence';

export type VerdictState =
  'checking' | 'valid' | 'invalid' | 'evidence-altered' | 'evidence-unavailable' | 'verification-invalid';

/** One line of "Verificações feitas neste navegador". */
export interface VerdictLine {
  id: string;
  state: 'ok' | 'failed' | 'unchecked' | 'pending';
  text: string;
}

export interface Verdict {
  state: VerdictState;
  headline: string;
  /** A sentence under the headline (what was confirmed, or what is missing). */
  detail: string;
  /** Each failed or unconfirmed check, for the banner and the printed page. */
  problems: string[];
  lines: VerdictLine[];
}

export interface EvidenceOutcome {
  entry: EvidenceEntry;
  /** undefined while the file is being fetched and hashed. */
  check: EvidenceCheck | undefined;
}

/** The sr-only word before each line of the list, so a screen reader hears the outcome first. */
export const verdictLinePrefix: Record<VerdictLine['state'], string> = {
  ok: 'Aprovado: ',
  failed: 'Reprovado: ',
  unchecked: 'Não conferido: ',
  pending: 'Em andamento: ',
};

const headlines: Record<VerdictState, string> = {
  checking: certificateMessages.checking,
  valid: certificateMessages.valid,
  invalid: certificateMessages.invalid,
  'evidence-altered': certificateMessages.evidenceMismatch,
  'evidence-unavailable': certificateMessages.evidenceUnavailable,
  'verification-invalid': certificateMessages.verificationInvalid,
};

const files = (n: number) => (n === 1 ? '1 arquivo de evidência' : `${n} arquivos de evidência`);
const evidences = (n: number) => (n === 1 ? 'evidência' : `${n} evidências`);

function evidenceLine({ entry, check }: EvidenceOutcome): VerdictLine {
  const id = `evidence-${entry.sha256}`;
  const name = `“${entry.name}”`;
  if (!check) return { id, state: 'pending', text: `Conferindo a evidência ${name}...` };
  if (check.state === 'ok')
    return {
      id,
      state: 'ok',
      text: `A evidência ${name} confere: o hash SHA-256 do arquivo, calculado neste navegador, é o que foi assinado.`,
    };
  if (check.state === 'altered')
    return {
      id,
      state: 'failed',
      text: `${certificateMessages.evidenceAltered}: ${name} não é o arquivo assinado (hash esperado ${shortHash(entry.sha256)}, encontrado ${shortHash(check.found)}).`,
    };
  return {
    id,
    state: 'unchecked',
    text: `${certificateMessages.evidenceUnavailable}: ${name} não pôde ser obtido para conferir (${check.message.replace(/\.$/, '')}).`,
  };
}

/** The lines of the verifiers' co-signatures: each check of each statement (a withdrawn one is said as such). */
function statementLines(statements: readonly StatementVerification[]): VerdictLine[] {
  return statements.flatMap((s) => [
    ...s.checks.map((c) => ({
      id: `${s.id}-${c.id}`,
      state: c.ok ? ('ok' as const) : ('failed' as const),
      text: c.text,
    })),
    ...(s.withdrawn
      ? [
          {
            id: `${s.id}-withdrawn`,
            state: 'unchecked' as const,
            text: 'Esta verificação foi retirada pela verificadora.',
          },
        ]
      : []),
  ]);
}

/**
 * The page's verdict; `verification` is undefined while the signature is being checked, `statements` while the
 * verifiers' co-signatures are (an empty list: none). A failed co-signature is never "válido".
 */
export function certificateVerdict(
  verification: CertificateVerification | undefined,
  evidence: EvidenceOutcome[],
  statements: readonly StatementVerification[] | undefined = [],
): Verdict {
  const evidenceLines = evidence.map(evidenceLine);
  const coSigned = statementLines(statements ?? []);
  if (!verification || !statements) {
    return {
      state: 'checking',
      headline: headlines.checking,
      detail:
        evidence.length === 0
          ? 'Em andamento: assinatura e conteúdo sendo conferidos no seu navegador.'
          : 'Em andamento: assinatura, conteúdo e evidências sendo conferidos no seu navegador.',
      problems: [],
      lines: evidenceLines,
    };
  }
  const lines: VerdictLine[] = [
    ...verification.checks.map((c) => ({
      id: c.id,
      state: c.ok ? ('ok' as const) : ('failed' as const),
      text: c.ok ? c.label : c.problem,
    })),
    ...coSigned,
    ...evidenceLines,
  ];
  const count = (state: VerdictLine['state']) => evidenceLines.filter((l) => l.state === state).length;
  // A withdrawn verification is said in its line and its section, not as a problem of the certificate.
  const problems = lines
    .filter((l) => l.state === 'failed' || (l.state === 'unchecked' && !l.id.endsWith('-withdrawn')))
    .map((l) => l.text);
  // Every verdict below lists the same problems and lines; its state names its headline.
  const verdict = (state: VerdictState, detail: string): Verdict => ({
    state,
    headline: headlines[state],
    detail,
    problems,
    lines,
  });
  if (!verification.valid) return verdict('invalid', '');
  const failedStatements = statements.filter((s) => !s.valid && !s.withdrawn).length;
  if (failedStatements > 0) {
    return verdict(
      'verification-invalid',
      failedStatements === 1
        ? 'A assinatura do autor confere, mas uma declaração de verificação não confere. Este certificado não pode ser considerado válido.'
        : `A assinatura do autor confere, mas ${failedStatements} declarações de verificação não conferem. Este certificado não pode ser considerado válido.`,
    );
  }
  const altered = count('failed');
  if (altered > 0) {
    return verdict(
      'evidence-altered',
      `A assinatura e o conteúdo do relatório conferem, mas ${files(altered)} ${altered === 1 ? 'não é o que foi assinado' : 'não são os que foram assinados'}. Este certificado não pode ser considerado válido.`,
    );
  }
  const pending = count('pending');
  if (pending > 0) {
    return verdict(
      'checking',
      `Em andamento: assinatura e conteúdo conferem; falta conferir ${pending} de ${evidence.length} ${evidence.length === 1 ? 'evidência' : 'evidências'}.`,
    );
  }
  const unavailable = count('unchecked');
  if (unavailable > 0) {
    return verdict(
      'evidence-unavailable',
      `A assinatura e o conteúdo do relatório conferem, mas ${files(unavailable)} não ${unavailable === 1 ? 'pôde' : 'puderam'} ser ${unavailable === 1 ? 'obtido' : 'obtidos'} para conferir. O certificado não foi conferido por inteiro; tente de novo mais tarde.`,
    );
  }
  return verdict('valid', validDetail(evidence.length, statements.filter((s) => s.valid && !s.withdrawn).length));
}

function validDetail(files: number, verified: number): string {
  if (verified === 0) {
    return files === 0
      ? 'Assinatura e conteúdo conferidos agora, no seu navegador, sem depender do servidor.'
      : `Assinatura, conteúdo e ${evidences(files)} conferidos agora, no seu navegador.`;
  }
  const parts = ['Assinatura', 'conteúdo', ...(files > 0 ? [evidences(files)] : [])].join(', ');
  const checks = verified === 1 ? '1 verificação independente' : `${verified} verificações independentes`;
  return `${parts} e ${checks} conferidos agora, no seu navegador.`;
}
