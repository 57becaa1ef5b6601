/** An API answer that was not 2xx, carrying the server's `{error:{code,message,fields}}` (docs/design.md §6). Apart from
 * api-client (its home is here) so code that runs outside the page, like the outbox's sender in bench/sync.ts, can
 * read it without the page's configuration. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/**
 * The record read is not there for this person: 404 (it does not exist, or it belongs to someone else — the API does
 * not tell), or 400 on the address itself (an id that cannot exist, as in a link cut short: a read sends nothing else),
 * which is no field of the person's to "check".
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
