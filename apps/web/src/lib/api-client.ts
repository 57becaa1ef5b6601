// The API helper of docs/product.md §7 plus the typed variant features use. Every call sends credentials (the API reads its
// httpOnly accessToken cookie); a 401 while logged in triggers one shared refresh and a retry, else logout.
import { env } from '../config/env';
import { ApiError } from './api-errors';
import { clearLocalSession, getSession, updateSession } from './session/session-store';
import { sessionUserFromToken } from './session/session-user';

export { ApiError };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** docs/product.md §3 "API settings". Both bases default to '' (same origin as the SPA). */
export const apiSettings: { apiEndpoint: string; apiEndpointB: string; redirectUrl: string | null } = {
  apiEndpoint: env.apiUrl,
  apiEndpointB: env.recoveryApiUrl,
  redirectUrl: null,
};

/** Routes under /v1/recovery go to the recovery API (apiEndpointB); all others to the main API. */
export function apiUrl(route: string): string {
  return (route.startsWith('/v1/recovery') ? apiSettings.apiEndpointB : apiSettings.apiEndpoint) + route;
}

/** Where "Entrar" sends the browser: the API's login with the way back (default origin + /auth, docs/design.md §3.1). */
export function loginUrl(): string {
  const redirect = apiSettings.redirectUrl ?? `${window.location.origin}/auth`;
  return `${apiSettings.apiEndpoint}/v1/auth/login?redirect=${encodeURIComponent(redirect)}`;
}

const sessionRoutes = ['/v1/auth/refresh', '/v1/auth/logout', '/v1/auth/login', '/v1/auth/callback'];

let refreshing: Promise<boolean | Response> | null = null;
/** When the session was last renewed (a request sent before it only needs to be retried after a 401). */
let lastRefreshAt = 0;
let loggingOut: Promise<void> | null = null;

/**
 * One refresh for any number of parallel 401s: they all wait on the same promise. Answers whether the session was
 * renewed, or the refresh's 503 when the server is only unavailable for a moment (the session is still good).
 */
function refreshSession(): Promise<boolean | Response> {
  refreshing ??= fetch(apiUrl('/v1/auth/refresh'), {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
  })
    .then(async (response) => {
      if (response.status === 503) return response;
      if (!response.ok) return false;
      lastRefreshAt = Date.now();
      // The new token may carry changed roles or username: keep the session user in step with it.
      const answer = (await readJson(response)) as { data?: { accessToken?: unknown } } | null;
      const token = answer?.data?.accessToken;
      const user = typeof token === 'string' ? sessionUserFromToken(token) : null;
      if (user && user.id === getSession().user.id) updateSession(user);
      return true;
    })
    .catch((error: unknown) => {
      console.warn('Falha de rede ao renovar a sessão:', error instanceof Error ? error.message : error);
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Logout (docs/product.md §7): POST /v1/auth/logout, whose answer is read as JSON and only logged; the server revokes the
 * refresh token and clears its httpOnly cookies. The local session is cleared whatever happens.
 */
export function logout(): Promise<void> {
  loggingOut ??= (async () => {
    try {
      const response = await fetch(apiUrl('/v1/auth/logout'), {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json' },
      });
      const answer = await readJson(response);
      if (response.ok) console.info('Sessão encerrada no servidor.', answer);
      else console.warn(`O servidor respondeu ${response.status} ao logout.`, answer);
    } catch (error) {
      console.warn('Falha de rede no logout:', error instanceof Error ? error.message : error);
    } finally {
      clearLocalSession();
    }
  })().finally(() => {
    loggingOut = null;
  });
  return loggingOut;
}

/**
 * One exchange with the API under the session rule: a 401 while logged in renews the session once (shared by parallel
 * calls) and sends the exchange again, else logs out. `exchange` is the transport: fetch here, XMLHttpRequest for
 * uploads (api-upload.ts). Throws only on network failure.
 */
export async function sendInSession(route: string, exchange: () => Promise<Response>): Promise<Response> {
  const startedAt = Date.now();
  const response = await exchange();
  if (response.status !== 401 || sessionRoutes.includes(route) || !getSession().isLoggedIn) return response;

  // A request sent before a refresh that has since succeeded only needs to be retried.
  const refreshed = startedAt < lastRefreshAt || (await refreshSession());
  // The database is away for a moment: keep the session and answer its 503 ("try again in a moment").
  if (refreshed instanceof Response) return refreshed.clone();
  if (!refreshed) {
    await logout();
    return response;
  }
  return exchange();
}

/** fetch with the app's defaults, and the session rule. Throws only on network failure. */
function send(
  route: string,
  method: HttpMethod,
  payload: unknown,
  accept = 'application/json',
  cache?: RequestCache,
  idempotencyKey?: string,
): Promise<Response> {
  const hasBody = payload !== undefined;
  const init: RequestInit = {
    method,
    credentials: 'include',
    cache,
    // Content-Type only with a body: Fastify rejects an empty body declared as JSON. A create's key goes on the retry
    // after a refresh too (docs/design.md §6.1).
    headers: {
      Accept: accept,
      ...(hasBody && { 'Content-Type': 'application/json' }),
      ...(idempotencyKey && { 'Idempotency-Key': idempotencyKey }),
    },
    body: hasBody ? JSON.stringify(payload) : undefined,
  };
  return sendInSession(route, () => fetch(apiUrl(route), init));
}

const statusMessages: Record<number, string> = {
  400: 'Verifique os dados informados.',
  401: 'Sua sessão expirou. Entre novamente.',
  403: 'Você não tem permissão para esta ação.',
  404: 'Não encontramos o que você procurou.',
  409: 'Estes dados foram alterados por outra pessoa. Recarregue e tente de novo.',
  429: 'Muitas tentativas seguidas. Aguarde um pouco e tente novamente.',
};

export const NETWORK_ERROR_MESSAGE = 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';

function errorBody(data: unknown): { code?: string; message?: string; fields?: Record<string, string> } {
  const error = data && typeof data === 'object' ? (data as { error?: unknown }).error : undefined;
  if (!error || typeof error !== 'object') return {};
  const e = error as Record<string, unknown>;
  const fields =
    e.fields && typeof e.fields === 'object'
      ? Object.fromEntries(
          Object.entries(e.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
      : undefined;
  return {
    code: typeof e.code === 'string' ? e.code : undefined,
    message: typeof e.message === 'string' ? e.message : undefined,
    fields,
  };
}

/** `send`, with a network failure (also while reading the body) as the ApiError of status 0. */
async function sendOrFail<T>(route: string, exchange: () => Promise<T>): Promise<T> {
  try {
    return await exchange();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error(`Falha de rede ao chamar ${route}:`, error instanceof Error ? error.message : error);
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
}

/** The ApiError of an answer that is not 2xx: the server's `{error}` when it sent one, else a message for the status. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const body = errorBody(await readJson(response));
  const fallback =
    statusMessages[response.status] ??
    (response.status >= 500
      ? 'O servidor encontrou um erro. Tente novamente em instantes.'
      : 'Não foi possível concluir a operação.');
  return new ApiError(response.status, body.code ?? `http_${response.status}`, body.message ?? fallback, body.fields);
}

/**
 * Typed call for features: answers the parsed JSON body of a 2xx, throws ApiError otherwise (status 0 and code
 * "network_error" when the server could not be reached). A create passes its `idempotencyKey` (lib/idempotency-key.ts):
 * sent again with the same key and body, the server answers the first create's row instead of making another.
 */
export function apiRequest<T>(
  method: HttpMethod,
  route: string,
  payload?: unknown,
  idempotencyKey?: string,
): Promise<T> {
  return sendOrFail(route, async () => {
    const response = await send(route, method, payload, undefined, undefined, idempotencyKey);
    if (!response.ok) throw await apiErrorOf(response);
    return (await readJson(response)) as T;
  });
}

/**
 * A file from the API (GET), read whole: its bytes and the name the server gives it (Content-Disposition), with the
 * session refresh and the errors of apiRequest. For a file the screen waits for; a plain link suits one it does not.
 * `cache: 'no-store'` reads it from the server, not from a copy the browser keeps; `read` reads the body another way
 * (with progress: features/account/api/export-me.ts).
 */
export function apiDownload(
  route: string,
  {
    cache,
    read = (response) => response.blob(),
  }: { cache?: RequestCache; read?: (response: Response) => Promise<Blob> } = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  return sendOrFail(route, async () => {
    const response = await send(route, 'GET', undefined, '*/*', cache);
    if (!response.ok) throw await apiErrorOf(response);
    const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
    return { blob: await read(response), fileName };
  });
}
