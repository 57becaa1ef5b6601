import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { callbackUrl, type Config } from '../../config.ts';

export type OidcConfig = Config['oidc'];

function isLoopbackHttp(url: string): boolean {
  const u = new URL(url);
  return u.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
}

/**
 * The bundled IdP is mounted in this same Fastify instance: the relying party reaches it through app.inject, so no
 * socket is needed (tests never listen, and a server never waits on itself), with the Host and scheme the browser uses.
 */
function inProcessFetch(app: FastifyInstance): client.CustomFetch {
  const publicUrl = new URL(app.config.publicUrl);
  return async (url, options) => {
    const target = new URL(url);
    const headers: Record<string, string> = { ...options.headers };
    headers.host = publicUrl.host;
    headers['x-forwarded-proto'] = publicUrl.protocol.replace(':', '');
    headers['x-forwarded-host'] = publicUrl.host;
    const body = options.body == null ? undefined : String(options.body);
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers,
      ...(body !== undefined ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(v));
    }
    const nullBody = [204, 205, 304].includes(res.statusCode);
    return new Response(nullBody ? null : res.rawPayload, { status: res.statusCode, headers: responseHeaders });
  };
}

/**
 * The relying party's view of the provider, discovered lazily on first use and cached: at start the bundled IdP is
 * not mounted yet, and an external one may be briefly unreachable — a failed discovery is retried on the next login.
 */
export function createOidcClient(app: FastifyInstance) {
  const oidc = app.config.oidc;
  let pending: Promise<client.Configuration> | undefined;

  async function discover(): Promise<client.Configuration> {
    const customFetch = oidc.bundled ? inProcessFetch(app) : undefined;
    // Plain http only for a loopback issuer, or the bundled one (reached in process, no network involved).
    const insecure = oidc.bundled || isLoopbackHttp(oidc.issuer);
    const configuration = await client.discovery(
      new URL(oidc.issuer),
      oidc.clientId,
      { redirect_uris: [callbackUrl(app.config)], response_types: ['code'] },
      oidc.clientSecret ? client.ClientSecretBasic(oidc.clientSecret) : client.None(),
      {
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
        ...(customFetch ? { [client.customFetch]: customFetch } : {}),
        timeout: 10,
      },
    );
    if (customFetch) configuration[client.customFetch] = customFetch;
    return configuration;
  }

  return {
    configuration(): Promise<client.Configuration> {
      pending ??= discover().catch((err: unknown) => {
        pending = undefined;
        throw err;
      });
      return pending;
    },
  };
}
