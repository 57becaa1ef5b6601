/**
 * The exact text a verifier signs to co-sign a certificate (docs/design.md §8): the certificate's code and
 * the SHA-256 of the statement's RFC 8785 canonical JSON. Signer and checker both build it here.
 */
export function verificationMessage(certificateCode: string, statementSha256: string): string {
  return ['Raiz — verificação de certificado', `certificado: ${certificateCode}`, `sha256: ${statementSha256}`].join(
    '\n',
  );
}
