import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../modules/auth/test-browser.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { webDistDir } from './static-spa.ts';

// Every answer carries the security headers: the SPA's pages, the API, the API document and the IdP's pages. The
// CSP allows exactly the inline code each page has, found here by hashing what the page really contains.

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The CSP as directive → sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectCommonHeaders(res: LightMyRequestResponse, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(res.headers['strict-transport-security'], `${what}: no HSTS over http`).toBeUndefined();
  const policy = csp(res);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('object-src') ?? policy.get('default-src'), what).toEqual(["'none'"]);
  for (const [name, sources] of policy) {
    expect(sources, `${what}: ${name}`).not.toContain("'unsafe-eval'");
    if (name.startsWith('script-src')) expect(sources, `${what}: ${name}`).not.toContain("'unsafe-inline'");
  }
  return policy;
}

describe('security headers', () => {
  let t: TestApp;
  let distDir: string;

  beforeAll(async () => {
    // The SPA as built: its index.html (the theme script inline) and an asset.
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raiz-dist-'));
    fs.copyFileSync(path.join(webDistDir, '..', 'index.html'), path.join(distDir, 'index.html'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'assets', 'app.js'), 'console.log(1)');
    fs.writeFileSync(path.join(distDir, 'sw.js'), "self.addEventListener('fetch', () => {})");
    t = await createTestApp({}, undefined, { webDistDir: distDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('on SPA pages: the theme script allowed by its hash, nothing else inline, no eval', async () => {
    const res = await t.app.inject({ url: '/painel' });
    expect(res.statusCode).toBe(200);
    const policy = expectCommonHeaders(res, 'SPA page');
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    // WebAssembly (the keystore export's scrypt) may compile; JavaScript eval may not (expectCommonHeaders).
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", sha256Source(inline[0]!)]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('style-src-attr')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    // The installable app: its service worker and web app manifest from this origin only.
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expectCommonHeaders(await t.app.inject({ url: '/assets/app.js' }), 'SPA asset');
    // The worker runs under the policy of its own script's answer: the same strict one (no eval, this origin).
    const worker = expectCommonHeaders(await t.app.inject({ url: '/sw.js' }), 'service worker');
    expect(worker.get('script-src')).toEqual(policy.get('script-src'));
    expect(worker.get('connect-src')).toEqual(["'self'"]);
  });

  it('on API answers, errors included', async () => {
    for (const url of ['/healthz', '/v1/projects', '/v1/nao-existe', '/.well-known/jwks.json']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-type'], url).toMatch(/json/);
      expectCommonHeaders(res, url);
    }
  });

  it('on the API document (/docs): its own files only', async () => {
    const page = await t.app.inject({ url: '/docs/' });
    expect(page.statusCode).toBe(200);
    const policy = expectCommonHeaders(page, '/docs');
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(page.body).not.toMatch(/<script>[^<]/);
    expectCommonHeaders(await t.app.inject({ url: '/docs/json' }), '/docs/json');
  });

  it('on the IdP pages: only their own style sheet, by hash', async () => {
    const browser = new TestBrowser(t.app, t.config.publicUrl);
    const page = await browser.navigate('/v1/auth/login');
    expect(page.body).toContain('<h1>Entrar</h1>');
    const policy = expectCommonHeaders(page, 'IdP sign-in page');
    const styles = [...page.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    expect(policy.get('style-src')).toEqual([sha256Source(styles[0]!)]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'", 'http://localhost:3000']);
    // A page oidc-provider renders itself (an invalid authorization request) and its JSON answers.
    const error = await t.app.inject({ url: '/idp/auth?client_id=nenhum', headers: { host: 'localhost:3000' } });
    expect(error.body).toContain('Não foi possível entrar');
    expect(csp(error).get('style-src')).toEqual([sha256Source(styles[0]!)]);
    expectCommonHeaders(error, 'IdP error page');
    expectCommonHeaders(
      await t.app.inject({ url: '/idp/.well-known/openid-configuration', headers: { host: 'localhost:3000' } }),
      'IdP discovery',
    );
  });

  it('sends HSTS and upgrade-insecure-requests only when served over https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://raiz.example' });
    try {
      const res = await secure.app.inject({ url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(csp(res).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
