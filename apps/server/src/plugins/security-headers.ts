import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { HelmetOptions } from 'helmet';
import { helmetHeaders } from '@raiz/server-kit/security-headers';
import { pageStyleHash } from './idp/pages.ts';
import { webDistDir } from './static-spa.ts';

type Directives = Record<string, string[]>;

/** CSP sources for the inline scripts of an HTML page (those without src), hashed as the browser hashes them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

/** The origin of a tiles template (https://{s}.tile.example/{z}/{x}/{y}.png → https://*.tile.example). */
function tilesOrigin(template: string): string {
  const [, scheme, host] = /^(https?):\/\/([^/]+)/.exec(template)!;
  return `${scheme}://${host!.replace(/^\{s\}\./, '*.')}`;
}

/** The SPA's index.html as served: the built one, or the source (same inline script) when the SPA is not built. */
function spaIndexHtml(distDir: string): string {
  for (const file of [path.join(distDir, 'index.html'), path.join(webDistDir, '..', 'index.html')]) {
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  }
  return '';
}

/**
 * Security headers on every answer (helmet's, computed once): nosniff, Referrer-Policy strict-origin-when-cross-origin, no framing,
 * HSTS when served over https, and a Content-Security-Policy per surface:
 *
 * - the SPA, the API and everything else: scripts only from this origin plus the pre-paint theme script of
 *   index.html, allowed by its hash (computed at start from the file served, so it cannot drift); no eval, but
 *   WebAssembly may be compiled ('wasm-unsafe-eval': the keystore export's scrypt). Styles
 *   from this origin, and inline <style> elements, which Radix dialogs need (react-remove-scroll writes the scroll
 *   lock, with the measured scrollbar width, into a <style> element at run time, so no hash can cover it); style
 *   attributes stay refused. Images may be data: (QR codes) or blob:, and come from the map's tile server when one is configured; the keystore export runs in a same-origin worker;
 *   fetches (API, chain RPC proxy) go to this origin only.
 * - the bundled IdP's pages (/idp): nothing but their one inline style sheet, by hash; forms post to the IdP, and
 *   the redirects after a post lead to the app's web origins.
 * - the API document (/docs, Swagger UI): its scripts and styles from this origin, inline styles it sets at run time.
 */
export default fp(async function securityHeadersPlugin(app: FastifyInstance, options: { distDir?: string }) {
  const { config } = app;
  const formAction = ["'self'", ...config.webOrigins];
  const common: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': formAction,
    'script-src-attr': ["'none'"],
    ...(config.secure ? { 'upgrade-insecure-requests': [] } : {}),
  };
  const spa: Directives = {
    ...common,
    // 'wasm-unsafe-eval' lets the keystore export compile its WebAssembly scrypt; JavaScript eval stays refused.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes(spaIndexHtml(options.distDir ?? webDistDir))],
    'style-src': ["'self'"],
    'style-src-elem': ["'self'", "'unsafe-inline'"],
    'style-src-attr': ["'none'"],
    // The map's tiles come from the tile server when MAP_TILES_URL is set (its origin only).
    'img-src': ["'self'", 'data:', 'blob:', ...(config.mapTilesUrl ? [tilesOrigin(config.mapTilesUrl)] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
  };
  const idp: Directives = {
    'default-src': ["'none'"],
    'style-src': [pageStyleHash],
    'img-src': ["'self'"],
    'form-action': formAction,
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
  };
  const docs: Directives = {
    ...common,
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
  };

  const base: HelmetOptions = {
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Only when the app is served over https (behind a TLS proxy too): on plain http it would mean nothing.
    strictTransportSecurity: config.secure ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  };
  const withPolicy = (directives: Directives) =>
    helmetHeaders({ ...base, contentSecurityPolicy: { useDefaults: false, directives } });
  const [spaHeaders, idpHeaders, docsHeaders] = [withPolicy(spa), withPolicy(idp), withPolicy(docs)];

  // Routes of the IdP and of the API document get their own policy; every other answer (404s too) the SPA's. A
  // callback hook: every request passes here, and nothing in it waits.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.routeOptions.url ?? '';
    if (url.startsWith('/idp')) {
      // oidc-provider answers on the raw response (the route is hijacked), past Fastify's reply headers.
      for (const [name, value] of Object.entries(idpHeaders)) reply.raw.setHeader(name, value);
    } else reply.headers(url.startsWith('/docs') ? docsHeaders : spaHeaders);
    done();
  });
});
