import { pino, type Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.ts';
import { loggedPath, loggerOptions, serializeErrorForLog } from './logging.ts';

// Shaped like Drizzle's DrizzleQueryError around a PostgreSQL error (postgres.js field names).
class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`, { cause });
  }
}

function refusedInsert() {
  const server = Object.assign(new Error('duplicate key value violates unique constraint "idp_accounts_cpf_unique"'), {
    name: 'PostgresError',
    severity: 'ERROR',
    code: '23505',
    detail: 'Key (cpf)=(39053344705) already exists.',
    constraint_name: 'idp_accounts_cpf_unique',
    table_name: 'idp_accounts',
  });
  return new DrizzleQueryError(
    'insert into "idp_accounts" ("email", "cpf", "password_hash") values ($1, $2, $3)',
    ['eva@exemplo.com.br', '39053344705', 'scrypt$32768$8$1$c2FsdA$aGFzaA'],
    server,
  );
}

describe('serializeErrorForLog', () => {
  it('logs a failed query by code, statement and constraint, without message, detail or parameters', () => {
    const logged = serializeErrorForLog(refusedInsert());
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      code: '23505',
      statement: 'insert idp_accounts',
      constraint: 'idp_accounts_cpf_unique',
      table: 'idp_accounts',
    });
    const text = JSON.stringify(logged);
    for (const secret of ['39053344705', 'eva@exemplo.com.br', 'scrypt$', 'Failed query', 'already exists']) {
      expect(text).not.toContain(secret);
    }
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it('drops the message of an error that wraps a database error (it may repeat it)', () => {
    const inner = refusedInsert();
    const text = JSON.stringify(serializeErrorForLog(new Error(`cadastro falhou: ${inner.message}`, { cause: inner })));
    expect(text).not.toContain('39053344705');
    expect(text).toContain('23505');
  });

  it('keeps type, message, code and cause of other errors, and no other field', () => {
    const err = Object.assign(new Error('invalid_grant'), {
      code: 'OAUTH_RESPONSE_BODY_ERROR',
      error: 'invalid_grant',
      body: { id_token: 'eyJ…' },
    });
    const logged = serializeErrorForLog(new Error('login failed', { cause: err }));
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'login failed',
      cause: { message: 'invalid_grant', code: 'OAUTH_RESPONSE_BODY_ERROR', error: 'invalid_grant' },
    });
    expect(JSON.stringify(logged)).not.toContain('id_token');
  });
});

describe('the logger never takes a database error message as the line message', () => {
  const { logMethod } = loggerOptions('info').hooks;
  const call = (...args: unknown[]) => {
    let written: unknown[] = [];
    logMethod.call(undefined, args, (...a: never[]) => (written = a));
    return written;
  };

  it('replaces it when passed as the message, or when the error is the only argument', () => {
    const err = refusedInsert();
    expect(call({ err }, err.message)).toEqual([{ err }, 'database error']);
    expect(call(err)).toEqual([{ err }, 'database error']);
    expect(call({ err }, 'unhandled error')).toEqual([{ err }, 'unhandled error']);
  });
});

describe('isDatabaseUnavailable', () => {
  it('is true for a lost or refused connection and for a server shutting down, starting or timing out a statement', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], refused))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'CONNECTION_CLOSED' }))).toBe(true);
    for (const code of ['57P01', '57P03', '57014', '08006', '53300']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code, severity: 'FATAL' })), code).toBe(true);
    }
  });

  it('is false for a refused write and for errors that are not the database’s', () => {
    expect(isDatabaseUnavailable(refusedInsert())).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});

describe('loggedPath', () => {
  it('drops the query string and hides the token of an invitation link', () => {
    const token = 'k3Y_-abcdefghijklmnopqrstuvwxyz0123456789AB';
    expect(loggedPath(`/v1/auth/callback?code=segredo&state=x`)).toBe('/v1/auth/callback');
    expect(loggedPath(`/v1/invitations/${token}`)).toBe('/v1/invitations/[oculto]');
    expect(loggedPath(`/v1/invitations/${token}/accept?x=1`)).toBe('/v1/invitations/[oculto]/accept');
    expect(loggedPath(`/convite/${token}`)).toBe('/convite/[oculto]');
    expect(loggedPath('/v1/organizations/0f0e/invitations')).toBe('/v1/organizations/0f0e/invitations');
  });
});

describe('a log line never holds a credential', () => {
  /** The lines a pino logger set up by loggerOptions writes for `log`. */
  function linesOf(log: (logger: Logger) => void): Record<string, unknown>[] {
    const lines: string[] = [];
    // As Fastify builds its logger from these options: the stream apart.
    const { stream, ...options } = loggerOptions('info', { write: (line) => void lines.push(line) });
    log(pino(options, stream));
    return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it('hides secret fields at the top and one level down, and credential headers, and leaves the rest', () => {
    const body = { email: 'eva@exemplo.com.br', password: 'segredo-1', pin: '123456', cpf: '39053344705' };
    const [line] = linesOf((logger) =>
      logger.info(
        {
          body,
          tokens: { accessToken: 'eyJ.a.b', refreshToken: 'r-secret' },
          wallet: { salt: 'ab'.repeat(16), encrypted_pin: 'xyz' },
          password: 'no-topo',
          request: { headers: { authorization: 'Bearer eyJ.c.d', cookie: 'raiz_at=eyJ.e.f', accept: 'text/html' } },
          response: { headers: { 'set-cookie': 'raiz_rt=r-secret-2' } },
          count: 3,
        },
        'something happened',
      ),
    );
    const text = JSON.stringify(line);
    for (const secret of ['segredo-1', '123456', '39053344705', 'eyJ', 'r-secret', 'abab', 'xyz', 'no-topo']) {
      expect(text).not.toContain(secret);
    }
    expect(line).toMatchObject({
      msg: 'something happened',
      body: { email: 'eva@exemplo.com.br', password: '[oculto]', pin: '[oculto]', cpf: '[oculto]' },
      tokens: { accessToken: '[oculto]', refreshToken: '[oculto]' },
      password: '[oculto]',
      request: { headers: { authorization: '[oculto]', cookie: '[oculto]', accept: 'text/html' } },
      response: { headers: { 'set-cookie': '[oculto]' } },
      count: 3,
    });
    // The logged object itself is left as it was.
    expect(body.password).toBe('segredo-1');
  });

  it('logs a request by method and path, and its answer by status', () => {
    const [line] = linesOf((logger) =>
      logger.info(
        {
          req: { method: 'GET', url: '/v1/auth/callback?code=segredo', id: 'req-1', headers: { cookie: 'raiz_at=x' } },
          res: { statusCode: 200 },
        },
        'request completed',
      ),
    );
    expect(line).toMatchObject({ req: { method: 'GET', url: '/v1/auth/callback', id: 'req-1' } });
    expect(JSON.stringify(line)).not.toContain('segredo');
    expect(JSON.stringify(line)).not.toContain('raiz_at');
  });
});
