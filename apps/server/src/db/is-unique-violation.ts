const causes = (err: unknown): Record<string, unknown>[] => {
  const list: Record<string, unknown>[] = [];
  let current: unknown = err;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    list.push(current as Record<string, unknown>);
    current = (current as { cause?: unknown }).cause;
  }
  return list;
};

/** Whether a database error is a unique-constraint violation (SQLSTATE 23505), as PostgreSQL or PGlite reports it. */
export function isUniqueViolation(err: unknown): boolean {
  return causes(err).some((e) => e.code === '23505');
}

/**
 * The unique constraint (or unique index) a violation broke, when it is one: PGlite names it `constraint`,
 * postgres.js `constraint_name`; Drizzle wraps either as the `cause` of its own error.
 */
export function violatedUniqueConstraint(err: unknown): string | undefined {
  const violation = causes(err).find((e) => e.code === '23505');
  const name = violation?.constraint ?? violation?.constraint_name;
  return typeof name === 'string' ? name : undefined;
}
