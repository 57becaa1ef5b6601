// The logger settings of both API processes (main and recovery): one place that decides what a log line may hold.
// No secret, token, PIN, CPF, salt or password is ever logged: headers and known fields are redacted, and an error
// from the database is logged by its code and statement only (a failed query's message quotes its parameters).
import { destination } from 'pino';
import { describeDatabaseError, errorChain, isDatabaseError } from './database-errors.ts';

/** Fields never logged, wherever they are in the first two levels of a line: replaced by CENSORED. */
const secretFields = new Set(['password', 'pin', 'cpf', 'accessToken', 'refreshToken', 'salt', 'encrypted_pin']);
/** Headers never logged, in any `headers` object one level down (a request's, a response's). */
const credentialHeaders = new Set(['authorization', 'cookie', 'set-cookie']);
const CENSORED = '[oculto]';

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** `value` with the keys in `hidden` censored: a copy when there is one, else `value` itself. */
function censoredCopy(value: Record<string, unknown>, hidden: Set<string>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    if (hidden.has(key) && value[key] !== undefined) (copy ??= { ...value })[key] = CENSORED;
  }
  return copy ?? value;
}

/** A value of a log line without its secrets: secret fields and a `headers` object's credentials. */
function withoutSecrets(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  let out = censoredCopy(value, secretFields);
  if (isPlainObject(out.headers)) {
    const headers = censoredCopy(out.headers, credentialHeaders);
    if (headers !== out.headers) out = { ...out, headers };
  }
  return out;
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** The stack's frames without its first line, which repeats the message. */
function framesOf(err: Record<string, unknown>): string {
  if (typeof err.stack !== 'string') return '';
  const header = `${String(err.name ?? 'Error')}: ${String(err.message ?? '')}`;
  if (err.stack.startsWith(header)) return err.stack.slice(header.length).replace(/^\n/, '');
  return err.stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

const typeOf = (err: Record<string, unknown>) => {
  const ctor = (err.constructor as { name?: unknown } | undefined)?.name;
  return typeof ctor === 'string' && ctor !== 'Object' ? ctor : String(err.name ?? 'Error');
};

/**
 * The `err` of every log line. A database error becomes its code, statement kind and table (see
 * describeDatabaseError), with the stack's frames but no message, of it or of anything wrapping it. Other errors keep
 * type, message, stack, code and status, and their cause the same way, and nothing else: extra fields (a request, a
 * response body, a query) are left out.
 */
export function serializeErrorForLog(err: unknown): LoggedError {
  if (typeof err !== 'object' || err === null) return { type: typeof err, message: String(err), stack: '' };
  const e = err as Record<string, unknown>;
  const database = describeDatabaseError(err);
  if (database) {
    const what = [database.code, database.statement].filter(Boolean).join(', ');
    return { type: typeOf(e), message: `database error${what ? ` (${what})` : ''}`, ...database, stack: framesOf(e) };
  }
  const out: LoggedError = {
    type: typeOf(e),
    message: String(e.message ?? ''),
    stack: typeof e.stack === 'string' ? e.stack : '',
  };
  for (const key of ['code', 'statusCode', 'status', 'error'] as const) {
    if (typeof e[key] === 'string' || typeof e[key] === 'number') out[key] = e[key];
  }
  const chain = errorChain(err);
  if (chain.length > 1) out.cause = serializeErrorForLog(chain[1]);
  return out;
}

type LogArgs = unknown[];

/**
 * Pino calls this before writing any line. A line about a database error never takes the error's message as its own
 * (pino does when the error is the only argument; Fastify's fallback handler passes `err.message` as the message).
 */
function logMethod(this: unknown, args: LogArgs, method: (...a: never[]) => unknown): void {
  const first = args[0] as { err?: unknown } | undefined;
  const err = first instanceof Error ? first : first && typeof first === 'object' ? first.err : undefined;
  if (err && isDatabaseError(err)) {
    const messages = new Set(errorChain(err).map((e) => String(e.message)));
    const safe: LogArgs = [first instanceof Error ? { err } : first];
    const rest = args
      .slice(1)
      .map((a) =>
        typeof a === 'string' && (messages.has(a) || /Failed query|params:/.test(a)) ? 'database error' : a,
      );
    safe.push(...(rest.length ? rest : ['database error']));
    Reflect.apply(method, this, safe);
    return;
  }
  Reflect.apply(method, this, args);
}

/**
 * The path a request's log line shows: no query string (it can carry tokens, e.g. the login return), and an invitation
 * link's token hidden (/convite/<token> and /v1/invitations/<token>…: whoever holds it may join an organisation).
 */
export function loggedPath(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  // Every request passes here: the pattern runs only on the two paths that can carry a token.
  if (!path.startsWith('/v1/invitations/') && !path.startsWith('/convite/')) return path;
  return path.replace(/^(\/(?:v1\/invitations|convite)\/)[^/]+/, '$1[oculto]');
}

/**
 * Pino options for a Fastify app: the level, credentials and secrets censored, requests logged by path only
 * (query strings can carry tokens, e.g. the login return), errors through serializeErrorForLog, and lines written to
 * standard output asynchronously unless a stream is given.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    serializers: {
      req: (req: { method?: string; url?: string; id?: string }) => ({
        method: req.method,
        url: loggedPath(String(req.url)),
        id: req.id,
      }),
      err: serializeErrorForLog,
    },
    hooks: { logMethod },
    // Before the serializers, on every line: an error logged under another key than `err` (which the serializer above
    // handles) is serialized the same way, and no secret field or credential header is written, at the top of the
    // line or one level down (a body, a request's or answer's headers). pino's `redact` did the latter at about 4 % of
    // a busy API's CPU (it parses each path again on every line); this costs a loop over the line's keys.
    formatters: {
      log: (object: Record<string, unknown>) => {
        const out: Record<string, unknown> = {};
        for (const key in object) {
          const value = object[key];
          out[key] = secretFields.has(key)
            ? CENSORED
            : key !== 'err' && value instanceof Error
              ? serializeErrorForLog(value)
              : withoutSecrets(value);
        }
        return out;
      },
    },
    // Standard output written asynchronously (pino flushes what is pending when the process exits): a synchronous
    // write per line cost a busy API about 5 % of its CPU.
    stream: stream ?? destination({ dest: 1, sync: false }),
  };
}
