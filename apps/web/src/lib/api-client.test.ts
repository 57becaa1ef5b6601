import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  logoutResponseSchema,
  meResponseSchema,
  projectListResponseSchema,
  refreshResponseSchema,
  reportListResponseSchema,
} from '@raiz/domain';
import { recoverPinResponseSchema, saltResponseSchema } from '@raiz/domain/wallet/wallet-schemas';
import { checkedAnswer, errorAnswer, json, type ResponseSchemas } from '../test/schema-answer';
import { apiToken } from '../test/tokens';
import { ApiError, apiDownload, apiRequest, apiSettings, apiUrl, loginUrl, logout } from './api-client';
import { apiUpload } from './api-upload';
import { clearLocalSession, getSession, loginSession, USER_COOKIE } from './session/session-store';
import { sessionUser } from '../test/session-users';

type Call = { url: string; init: RequestInit };
let calls: Call[];
/** The network: each test answers requests by URL. */
let answer: (url: string, init: RequestInit) => Response | Promise<Response>;

/** The endpoints these tests call, with the response schemas their answers go through. */
const endpoints: ResponseSchemas = [
  ['GET', /^\/v1\/me$/, meResponseSchema],
  ['GET', /^\/v1\/projects$/, projectListResponseSchema],
  ['GET', /^\/v1\/reports$/, reportListResponseSchema],
  ['GET', /^\/v1\/wallets\/evm\/get-salt$/, saltResponseSchema],
  ['POST', /^\/v1\/recovery\/get-salt-by-hashed-user-id-unsalted$/, saltResponseSchema],
  ['POST', /^\/v1\/recovery\/recover-pin$/, recoverPinResponseSchema],
  ['POST', /^\/v1\/auth\/refresh$/, refreshResponseSchema],
  ['POST', /^\/v1\/auth\/logout$/, logoutResponseSchema],
];

const salt = { data: { salt: 'ab'.repeat(32) } };
const me = {
  data: {
    user: { id: 'u-ana', username: 'ana', email: 'ana@raiz.dev', name: 'Ana Souza', roles: ['user'] },
    dataTableA: { hashed_auth_provider_id: 'a1'.repeat(32), evm_address: null },
    hasCpf: true,
  },
};
const emptyPage = { data: { items: [], page: 1, pageSize: 20, total: 0 } };
const expired = () => errorAnswer(401, 'unauthorized', 'Sessão expirada.');

/** What the server answers a 2xx of each endpoint here (the tests only need a valid body). */
function ok(url: string): Response {
  const { pathname } = new URL(url, 'http://localhost');
  if (pathname === '/v1/me') return json(me);
  if (pathname === '/v1/projects' || pathname === '/v1/reports') return json(emptyPage);
  if (pathname === '/v1/recovery/recover-pin')
    return json({ data: { encrypted_pin: `${'cd'.repeat(16)}:${'ef'.repeat(16)}` } });
  return json(salt);
}

const ana = sessionUser('ana');

/** Ana's access token has expired: every request gets a 401 until POST /v1/auth/refresh, then `after` answers. */
function expireUntilRefresh(after: (url: string) => Response, roles?: string[]): void {
  let refreshed = false;
  answer = (url) => {
    if (url === '/v1/auth/refresh') {
      refreshed = true;
      return json({ data: { accessToken: apiToken({ id: 'u-ana', username: 'ana', email: 'ana@raiz.dev', roles }) } });
    }
    return refreshed ? after(url) : expired();
  };
}

beforeEach(() => {
  calls = [];
  answer = (url) => ok(url);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return checkedAnswer(endpoints, init.method ?? 'GET', url, await answer(url, init));
    }),
  );
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  clearLocalSession();
  apiSettings.apiEndpoint = '';
  apiSettings.apiEndpointB = '';
  apiSettings.redirectUrl = null;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('requests: endpoints, credentials, JSON', () => {
  it('sends routes under /v1/recovery to apiEndpointB and all others to apiEndpoint', async () => {
    apiSettings.apiEndpoint = 'https://api.raiz.org.br';
    apiSettings.apiEndpointB = 'https://recuperacao.raiz.org.br';
    await apiRequest('POST', '/v1/recovery/recover-pin', { hashed_user_id_unsalted: 'abc' });
    await apiRequest('GET', '/v1/wallets/evm/get-salt');
    expect(calls.map((c) => c.url)).toEqual([
      'https://recuperacao.raiz.org.br/v1/recovery/recover-pin',
      'https://api.raiz.org.br/v1/wallets/evm/get-salt',
    ]);
  });

  it('defaults both endpoints to the same origin', () => {
    expect(apiUrl('/v1/me')).toBe('/v1/me');
    expect(apiUrl('/v1/recovery/pin-backup')).toBe('/v1/recovery/pin-backup');
  });

  it('always sends credentials, and sends the payload as JSON', async () => {
    const result = await apiRequest<{ data: { salt: string } }>(
      'POST',
      '/v1/recovery/get-salt-by-hashed-user-id-unsalted',
      { hashed_user_id_unsalted: 'h' },
    );
    expect(result).toEqual(salt);
    const { init } = calls[0]!;
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ hashed_user_id_unsalted: 'h' }));
  });

  it('sends credentials on GET too, without a body', async () => {
    await apiRequest('GET', '/v1/wallets/evm/get-salt');
    expect(calls[0]!.init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
  });
});

describe('apiRequest, the typed helper for features', () => {
  it('answers the body of a 2xx', async () => {
    await expect(apiRequest('GET', '/v1/me')).resolves.toEqual(me);
  });

  it("throws ApiError with the server's code, Portuguese message and field messages", async () => {
    answer = () => errorAnswer(400, 'validation_error', 'Dados inválidos.', { cpf: 'CPF inválido.' });
    const error = await apiRequest('PATCH', '/v1/me', { cpf: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_error',
      message: 'Dados inválidos.',
      fields: { cpf: 'CPF inválido.' },
    });
  });

  it('gives a Portuguese message when the answer has no error body, and a network error code offline', async () => {
    answer = () => new Response('<html>Bad gateway</html>', { status: 502 });
    await expect(apiRequest('GET', '/v1/me')).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/servidor/),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(apiRequest('GET', '/v1/me')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('401 while logged in: one refresh, then retry or logout', () => {
  it('parallel 401s share a single POST /v1/auth/refresh and are all retried', async () => {
    loginSession(ana);
    expireUntilRefresh(ok, ['user', 'admin']);
    const results = await Promise.all([
      apiRequest('GET', '/v1/projects'),
      apiRequest('GET', '/v1/reports'),
      apiRequest('GET', '/v1/me'),
    ]);
    expect(results).toEqual([emptyPage, emptyPage, me]);
    expect(calls.filter((c) => c.url === '/v1/auth/refresh')).toHaveLength(1);
    expect(calls.find((c) => c.url === '/v1/auth/refresh')!.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
    });
    // The refreshed token's claims reach the session user.
    expect(getSession().user.roles).toEqual(['user', 'admin']);
  });

  it("a create's Idempotency-Key is sent again, unchanged, on its retry after the refresh", async () => {
    loginSession(ana);
    expireUntilRefresh(ok);
    await apiRequest('POST', '/v1/recovery/recover-pin', { hashed_user_id_unsalted: 'h' }, 'k-1');
    const keys = calls
      .filter((c) => c.url === '/v1/recovery/recover-pin')
      .map((c) => new Headers(c.init.headers).get('Idempotency-Key'));
    expect(keys).toEqual(['k-1', 'k-1']);
    // A call that is not a create carries none.
    await apiRequest('GET', '/v1/me');
    expect(new Headers(calls.at(-1)!.init.headers).has('Idempotency-Key')).toBe(false);
  });

  it('logs out when the refresh fails: POST /v1/auth/logout, user cookie cleared, caller gets the 401', async () => {
    loginSession(ana);
    answer = (url) => (url === '/v1/auth/logout' ? json({ data: { ok: true } }) : expired());
    await expect(apiRequest('GET', '/v1/me')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/v1/me', '/v1/auth/refresh', '/v1/auth/logout']);
    expect(getSession().isLoggedIn).toBe(false);
    expect(Cookies.get(USER_COOKIE)).toBeUndefined();
  });

  it('keeps the session when the refresh meets a 503, and answers that 503 to every waiting request', async () => {
    loginSession(ana);
    const unavailable = {
      error: {
        code: 'service_unavailable',
        message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
      },
    };
    answer = (url) => (url === '/v1/auth/refresh' ? json(unavailable, 503) : expired());
    const results = await Promise.allSettled([apiRequest('GET', '/v1/me'), apiRequest('GET', '/v1/projects')]);
    for (const result of results) {
      expect(result).toMatchObject({ status: 'rejected', reason: { status: 503, message: unavailable.error.message } });
    }
    expect(calls.map((c) => c.url)).toEqual(['/v1/me', '/v1/projects', '/v1/auth/refresh']);
    expect(getSession().isLoggedIn).toBe(true);
  });

  it('does not try to refresh when nobody is logged in', async () => {
    answer = () => errorAnswer(401, 'unauthorized', 'Entre para continuar.');
    await expect(apiRequest('GET', '/v1/me')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/v1/me']);
  });
});

describe('apiUpload, through XMLHttpRequest (upload progress)', () => {
  /** The browser's XMLHttpRequest as apiUpload drives it: each send is answered by `reply`, in the next task. */
  function stubUploads(reply: (sent: number) => { status: number; body: unknown }) {
    const sent: { url: string; key: string | undefined }[] = [];
    class FakeXhr {
      upload = { onprogress: null };
      withCredentials = false;
      status = 0;
      responseText = '';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      private url = '';
      private headers: Record<string, string> = {};
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      abort() {}
      send() {
        sent.push({ url: this.url, key: this.headers['Idempotency-Key'] });
        const { status, body } = reply(sent.length);
        setTimeout(() => {
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.onload?.();
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    return sent;
  }
  const stored = { data: { id: 'arquivo-1' } };

  it("shares apiRequest's session rule: a 401 refreshes once and sends the same upload again, with its key", async () => {
    loginSession(ana);
    expireUntilRefresh(ok);
    const sent = stubUploads((n) =>
      n === 1
        ? { status: 401, body: { error: { code: 'unauthorized', message: 'x' } } }
        : { status: 201, body: stored },
    );
    expect(await apiUpload('/v1/reports/r-1/attachments', new FormData())).toEqual(stored);
    expect(sent.map((s) => s.url)).toEqual(['/v1/reports/r-1/attachments', '/v1/reports/r-1/attachments']);
    expect(sent[0]!.key).toBeTruthy();
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(calls.map((c) => c.url)).toEqual(['/v1/auth/refresh']);
  });

  it('keeps the session when the refresh meets a 503, and answers that 503 (not a logout)', async () => {
    loginSession(ana);
    const unavailable = { error: { code: 'service_unavailable', message: 'Serviço temporariamente indisponível.' } };
    answer = () => json(unavailable, 503);
    const sent = stubUploads(() => ({ status: 401, body: { error: { code: 'unauthorized', message: 'x' } } }));
    await expect(apiUpload('/v1/reports/r-1/attachments', new FormData())).rejects.toMatchObject({
      status: 503,
      message: unavailable.error.message,
    });
    expect(sent).toHaveLength(1);
    expect(calls.map((c) => c.url)).toEqual(['/v1/auth/refresh']);
    expect(getSession().isLoggedIn).toBe(true);
  });
});

describe('apiDownload, for files', () => {
  const file = (name: string | null) =>
    new Response('PK-bytes', {
      headers: {
        'Content-Type': 'application/zip',
        ...(name ? { 'Content-Disposition': `attachment; filename="${name}"` } : {}),
      },
    });

  it("answers the bytes and the server's file name, after the same refresh and retry as apiRequest", async () => {
    loginSession(ana);
    expireUntilRefresh(() => file('raiz-meus-dados-2026-03-14.zip'));
    const { blob, fileName } = await apiDownload('/v1/me/export');
    expect(fileName).toBe('raiz-meus-dados-2026-03-14.zip');
    expect(await blob.text()).toBe('PK-bytes');
    expect(calls.map((c) => c.url)).toEqual(['/v1/me/export', '/v1/auth/refresh', '/v1/me/export']);
    expect(calls[0]!.init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(new Headers(calls[0]!.init.headers).get('Accept')).toBe('*/*');
  });

  it('answers no name when the server gives none, and throws ApiError like apiRequest', async () => {
    answer = () => file(null);
    expect((await apiDownload('/v1/me/export')).fileName).toBeNull();
    answer = () => errorAnswer(429, 'too_many_requests', 'Muitas tentativas. Aguarde um pouco e tente novamente.');
    await expect(apiDownload('/v1/me/export')).rejects.toMatchObject({ status: 429, code: 'too_many_requests' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(apiDownload('/v1/me/export')).rejects.toEqual(
      expect.objectContaining({ status: 0, code: 'network_error' }),
    );
  });
});

describe('logout', () => {
  it('clears the local session even when the server call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    loginSession(ana);
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await logout();
    expect(getSession().isLoggedIn).toBe(false);
    expect(Cookies.get(USER_COOKIE)).toBeUndefined();
  });

  it('reads the answer as JSON and only logs it, also on a non-2xx answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loginSession(ana);
    answer = () => errorAnswer(500, 'internal_error', 'Erro.');
    await logout();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('500'), {
      error: { code: 'internal_error', message: 'Erro.' },
    });
    expect(getSession().isLoggedIn).toBe(false);
  });
});

describe('login URL', () => {
  it('goes to the API login with origin + /auth as the way back', () => {
    expect(loginUrl()).toBe(`/v1/auth/login?redirect=${encodeURIComponent(`${window.location.origin}/auth`)}`);
  });
});
