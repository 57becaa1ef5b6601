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

/** The API answered 404: the record does not exist, or it belongs to someone else (the API does not tell). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
