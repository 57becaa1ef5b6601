/**
 * The exact text a report's author signs to certify it (docs/design.md §5). Signer and verifier both build it
 * here, so a single changed character can never split them.
 */
export function certificateMessage(reportId: string, sha256: string): string {
  return ['Raiz — certificado de relatório', `relatorio: ${reportId}`, `sha256: ${sha256}`].join('\n');
}
