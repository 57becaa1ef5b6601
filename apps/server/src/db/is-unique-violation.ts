/** Whether a database error is a unique-constraint violation (SQLSTATE 23505), as PostgreSQL or PGlite reports it. */
export function isUniqueViolation(err: unknown): boolean {
  const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined);
  return codeOf(err) === '23505' || codeOf((err as { cause?: unknown } | null)?.cause) === '23505';
}
