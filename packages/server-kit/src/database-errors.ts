// How the API processes (main and recovery) recognise database failures: to answer an outage with 503 instead of 500,
// and to log a failed query by its code and statement, never by its values (see logging.ts).

/** Options every PostgreSQL pool gets (postgres.js), so an outage answers in seconds rather than hanging. */
export const postgresPoolOptions = {
  /** Seconds to open a connection; postgres.js waits 30 by default. */
  connect_timeout: 3,
  /**
   * Seconds to wait before reconnecting after a failed attempt. postgres.js grows this up to 20 s per failure, and every
   * request queued behind a waiting connection hangs that long; a short, flat pause answers an outage at once and
   * picks the database up again as soon as it returns.
   */
  backoff: () => 0.2,
  onnotice: () => {},
  /**
   * Sent as a startup parameter: the server cancels any statement that runs longer (query_canceled, 57014). A pooler
   * in front of PostgreSQL must pass it through (PgBouncer: ignore_startup_parameters).
   */
  connection: { statement_timeout: 10_000 },
};

/** Migrations run on a connection of their own, without the statement timeout: one may rightly take longer. */
export const postgresMigrationOptions = { ...postgresPoolOptions, max: 1, connection: {} };

/** A dependency the request needs (not a bug): answered 503, and logged as "<dependency> unavailable (<detail>)". */
export type Dependency = 'database' | 'redis' | 'storage';

/**
 * Thrown by the code that talks to a dependency other than the database (the blob store's S3, Redis) when it cannot be
 * reached: the error handler and the logs then name that dependency, even though the socket error underneath (e.g.
 * ECONNREFUSED) looks like a database's.
 */
export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: Exclude<Dependency, 'database'>,
    /** What failed, without any secret: e.g. "S3 ECONNREFUSED". */
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${dependency} unavailable (${detail})`, options);
    this.name = 'DependencyUnavailableError';
  }
}

/** Connection failures: Node's socket errors and postgres.js's own codes. */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

/** SQLSTATEs of a database that is going away, starting, full or too slow: a retry later can succeed. */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  cause?: unknown;
}

function isObject(value: unknown): value is Record<string, unknown> & ErrorLike {
  return typeof value === 'object' && value !== null;
}

/** The error and its causes, outermost first (bounded, in case of a cycle). */
export function errorChain(err: unknown): (Record<string, unknown> & ErrorLike)[] {
  const chain: (Record<string, unknown> & ErrorLike)[] = [];
  for (let e = err; isObject(e) && chain.length < 8 && !chain.includes(e); e = e.cause) chain.push(e);
  return chain;
}

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/** A failed statement as Drizzle reports it (DrizzleQueryError: `query` and `params`). */
const isQueryError = (e: Record<string, unknown>) => typeof e.query === 'string' && Array.isArray(e.params);

/** The driver's own error: PostgreSQL (postgres.js, PGlite) answers with a severity and a SQLSTATE. */
const isServerError = (e: Record<string, unknown>) => isSqlState(e.code) && typeof e.severity === 'string';

const isConnectionError = (e: Record<string, unknown>) => typeof e.code === 'string' && connectionCodes.has(e.code);

/** The other dependency an error is about, when it was wrapped as one (its causes are then not the database's). */
const otherDependency = (err: unknown) => errorChain(err).some((e) => e instanceof DependencyUnavailableError);

/** True when the error comes from the database (a failed statement, a server error or a lost connection). */
export function isDatabaseError(err: unknown): boolean {
  if (otherDependency(err)) return false;
  return errorChain(err).some((e) => isQueryError(e) || isServerError(e) || isConnectionError(e));
}

/** True when the database cannot be reached or cannot serve now: the request may succeed in a moment (503). */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (otherDependency(err)) return false;
  return errorChain(err).some((e) => isConnectionError(e) || (isSqlState(e.code) && (unavailableStates.has(e.code) || e.code.startsWith('08'))));
}

/** The dependency that cannot serve this request now, and what to say of it in the log; undefined when none. */
export function unavailableDependency(err: unknown): { dependency: Dependency; detail: string } | undefined {
  const wrapped = errorChain(err).find((e): e is DependencyUnavailableError & Record<string, unknown> => e instanceof DependencyUnavailableError);
  if (wrapped) return { dependency: wrapped.dependency, detail: wrapped.detail };
  if (!isDatabaseUnavailable(err)) return undefined;
  return { dependency: 'database', detail: describeDatabaseError(err)?.code ?? 'unavailable' };
}

/** The socket-level code of an error (ECONNREFUSED, ETIMEDOUT…), if any error of its chain carries one. */
export function connectionCodeOf(err: unknown): string | undefined {
  const found = errorChain(err).find(isConnectionError);
  return found ? String(found.code) : undefined;
}

/**
 * A write that names a person who no longer exists (a foreign key to `users` refused, SQLSTATE 23503): a token still
 * valid after its account was deleted. The caller must sign in again (401), not meet a 500.
 */
export function isMissingPerson(err: unknown): boolean {
  return errorChain(err).some((e) => {
    const constraint = e.constraint_name ?? e.constraint;
    return e.code === '23503' && typeof constraint === 'string' && constraint.endsWith('_users_id_fk');
  });
}

/** `insert into "salts" …` → `insert salts`: what kind of statement on which table, without any value. */
function statementOf(query: string): string | undefined {
  const match = /^\s*(insert\s+into|update|delete\s+from|select\b[\s\S]*?\bfrom|with|begin|commit|rollback)\s*("?[\w.]+"?)?/i.exec(query);
  if (!match) return undefined;
  const kind = match[1]!.split(/\s/)[0]!.toLowerCase();
  const table = ['insert', 'update', 'delete', 'select'].includes(kind) ? match[2]?.replace(/"/g, '') : undefined;
  return table ? `${kind} ${table}` : kind;
}

/**
 * What can be said of a database error without any value it carries: its code (SQLSTATE or connection code), the
 * statement kind and table, and the names of the constraint, table and column involved. Messages are left out on
 * purpose: PostgreSQL's (and a trigger's) can quote the row ("Failing row contains …", "Key (cpf)=(…)"), and
 * Drizzle's quotes every parameter.
 */
export function describeDatabaseError(err: unknown): Record<string, string> | undefined {
  if (otherDependency(err)) return undefined;
  const chain = errorChain(err);
  if (!chain.some((e) => isQueryError(e) || isServerError(e) || isConnectionError(e))) return undefined;
  const out: Record<string, string> = {};
  const query = chain.find(isQueryError);
  const statement = query && statementOf(query.query as string);
  const driver = chain.find((e) => isServerError(e) || isConnectionError(e));
  if (driver) out.code = String(driver.code);
  if (statement) out.statement = statement;
  for (const [name, keys] of [
    ['constraint', ['constraint_name', 'constraint']],
    ['table', ['table_name', 'table']],
    ['column', ['column_name', 'column']],
  ] as const) {
    const value = keys.map((k) => driver?.[k]).find((v) => typeof v === 'string' && v);
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}
