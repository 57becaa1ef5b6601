import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

interface StoredCookie {
  name: string;
  value: string;
  path: string;
  expiresAt?: number;
}

/**
 * Just enough of a browser for login tests through app.inject: a cookie jar that honours Path and expiry, form posts
 * with an Origin, and redirects followed while they stay on the API or the bundled IdP (the SPA is not served here).
 */
export class TestBrowser {
  private readonly jar = new Map<string, StoredCookie>();
  /** The Location the last navigation stopped at (where the SPA would take over). */
  lastLocation: string | undefined;
  /** The URL of the last request (the page the browser shows). */
  currentUrl: string | undefined;
  /** The address the requests come from (app.inject's remoteAddress), for tests of per-address limits. */
  remoteAddress: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin: string,
    /** Which app serves a path, when the IdP runs in another app (an "external" provider). */
    private readonly appFor: (pathname: string) => FastifyInstance = () => app,
  ) {}

  cookie(name: string, path?: string): string | undefined {
    for (const c of this.jar.values()) {
      if (c.name === name && (path === undefined || c.path === path) && !this.expired(c)) return c.value;
    }
    return undefined;
  }

  setCookie(name: string, value: string, path = '/') {
    this.jar.set(`${name};${path}`, { name, value, path });
  }

  async request(options: {
    method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
    url: string;
    form?: Record<string, string>;
    json?: unknown;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse> {
    const url = new URL(options.url, this.origin);
    this.currentUrl = url.href;
    // As a TLS-terminating proxy would forward it: the Host and scheme the browser used.
    const headers: Record<string, string> = {
      host: url.host,
      'x-forwarded-proto': url.protocol.replace(':', ''),
      ...options.headers,
    };
    const cookies = this.cookieHeader(url.pathname);
    if (cookies) headers.cookie = cookies;
    let payload: string | undefined;
    if (options.form) {
      payload = new URLSearchParams(options.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (options.json !== undefined) {
      payload = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    }
    if ((options.method ?? 'GET') !== 'GET') headers.origin ??= this.origin;
    const res = await this.appFor(url.pathname).inject({
      method: options.method ?? 'GET',
      url: url.pathname + url.search,
      headers,
      ...(payload !== undefined ? { payload } : {}),
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
    });
    this.store(res);
    return res;
  }

  /** Follows redirects that stay on /v1 or /idp of this origin; stops at anything else (the SPA) or a page. */
  async follow(first: LightMyRequestResponse): Promise<LightMyRequestResponse> {
    let res = first;
    for (let hops = 0; hops < 10; hops++) {
      const location = res.headers.location;
      if (res.statusCode < 300 || res.statusCode >= 400 || typeof location !== 'string') return res;
      this.lastLocation = new URL(location, this.origin).href;
      const next = new URL(location, this.origin);
      if (next.origin !== new URL(this.origin).origin || !/^\/(v1|idp)\//.test(next.pathname)) return res;
      res = await this.request({ url: next.href });
    }
    throw new Error('too many redirects');
  }

  async navigate(url: string): Promise<LightMyRequestResponse> {
    return this.follow(await this.request({ url }));
  }

  async submit(url: string, form: Record<string, string>): Promise<LightMyRequestResponse> {
    return this.follow(await this.request({ method: 'POST', url, form }));
  }

  private expired(c: StoredCookie) {
    return c.expiresAt !== undefined && c.expiresAt <= Date.now();
  }

  private cookieHeader(pathname: string): string {
    return [...this.jar.values()]
      .filter(
        (c) =>
          !this.expired(c) &&
          (pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`)),
      )
      .sort((a, b) => b.path.length - a.path.length)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  private store(res: LightMyRequestResponse) {
    for (const c of res.cookies as Array<{
      name: string;
      value: string;
      path?: string;
      expires?: Date;
      maxAge?: number;
    }>) {
      const path = c.path ?? '/';
      const expiresAt =
        c.maxAge !== undefined ? Date.now() + c.maxAge * 1000 : c.expires ? c.expires.getTime() : undefined;
      const key = `${c.name};${path}`;
      if (expiresAt !== undefined && expiresAt <= Date.now()) this.jar.delete(key);
      else this.jar.set(key, { name: c.name, value: c.value, path, expiresAt });
    }
  }
}

/** The uid in a bundled-IdP page URL (/idp/interaction/<uid>…). */
export function interactionUid(url: string | undefined): string {
  const uid = /\/idp\/interaction\/([^/?#]+)/.exec(url ?? '')?.[1];
  if (!uid) throw new Error(`not an interaction URL: ${url}`);
  return uid;
}
