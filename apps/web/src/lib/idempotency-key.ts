// Keys of the `Idempotency-Key` header (docs/design.md §6.1): a create sent again with the same key and body is
// answered the first one's row, so a retry after a lost answer never makes a duplicate.

export const newIdempotencyKey = (): string => crypto.randomUUID();

/**
 * One key per create attempt: pressing "Salvar" again on the same values after a failure (the answer may have been
 * lost) reuses the key; other values, or a create after a success, get a new one.
 */
export function createAttempts() {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body ?? null);
      if (last?.body !== text) last = { body: text, key: newIdempotencyKey() };
      return last.key;
    },
    done() {
      last = null;
    },
  };
}
