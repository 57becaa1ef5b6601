// Before a verifier signs (docs/design.md §8): the draft must be about this request's certificate and snapshot
// hash, carry the project's biome and category and the verdicts and comments saved, and its hash is recomputed here (RFC 8785) and the message rebuilt, so a
// tampered draft never gets a signature. Load with import(): it pulls the canonical hashing in.
import {
  statementVerdicts,
  verificationComments,
  type VerificationDraft,
  type VerificationRequest,
} from '@raiz/domain';
import { canonicalSha256 } from '@raiz/domain/wallet/canonical-hash';
import { verificationMessage } from '@raiz/domain/wallet/verification-message';

export type StatementDraftCheck = { ok: true; sha256: string; message: string } | { ok: false; problem: string };

const blocked = (why: string): StatementDraftCheck => ({
  ok: false,
  problem: `${why} Por segurança, a assinatura foi bloqueada.`,
});

export function checkStatementDraft(draft: VerificationDraft, request: VerificationRequest): StatementDraftCheck {
  const { statement } = draft;
  if (
    statement.certificateCode !== request.certificateCode ||
    statement.snapshotSha256 !== request.certificate.sha256
  ) {
    return blocked('A declaração recebida é sobre outro certificado ou outro conteúdo.');
  }
  const project = request.project;
  if (!project || statement.project?.biome !== project.biome || statement.project.category !== project.category) {
    return blocked('O bioma e a categoria da declaração não são os do projeto deste pedido.');
  }
  if (JSON.stringify(statement.verdicts) !== JSON.stringify(statementVerdicts(request.verdicts))) {
    return blocked('Os pareceres da declaração não são os salvos neste pedido.');
  }
  if (statement.commentsSha256 !== canonicalSha256(verificationComments(request.verdicts))) {
    return blocked('Os comentários da declaração não são os salvos neste pedido.');
  }
  const sha256 = canonicalSha256(statement);
  if (sha256 !== draft.sha256) return blocked('O hash recebido não confere com a declaração.');
  const message = verificationMessage(request.certificateCode, sha256);
  if (message !== draft.message) return blocked('A mensagem a assinar não segue o padrão Raiz.');
  return { ok: true, sha256, message };
}
