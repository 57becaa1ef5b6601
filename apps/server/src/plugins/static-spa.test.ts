import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { certificates, organizations, projects, reports } from '../db/schema/index.ts';
import { projectInput } from '../modules/content-common/content-factories.ts';
import { createTestApp, signIn, type TestApp } from '../test/test-app.ts';

// What a browser receives for the SPA and the API: the build's brotli/gzip variants chosen by Accept-Encoding, cache
// headers by kind of file, no source maps, and JSON/CSV answers over 1 KB compressed on the fly. The dist dir is laid
// out as `vite build` writes it (apps/web/vite.config.ts): each text file beside its .br and .gz.

const indexHtml = `<!doctype html><html lang="pt-BR"><head><meta name="description" content="Raiz — projetos, relatórios de impacto e certificados ambientais." /><title>Raiz</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- preenchimento -->'.repeat(60)}</body></html>`;
// The public screens as apps/web/scripts/prerender.mjs writes them: their own HTML, listed in prerendered/pages.json.
const prerendered = {
  inicio: indexHtml.replace(
    '<div id="root"></div>',
    '<div id="root" data-prerendered><h1>Impacto ambiental</h1></div>',
  ),
  verificar: indexHtml.replace(
    '<div id="root"></div>',
    '<div id="root" data-prerendered><p>Carregando certificado...</p></div>',
  ),
};
const serviceWorkerJs = `self.addEventListener('fetch', () => {});\n${'// precache\n'.repeat(50)}`;
const webManifest = JSON.stringify({
  name: 'Raiz — projetos e relatórios ambientais',
  short_name: 'Raiz',
  lang: 'pt-BR',
});
const appJs = `export const raiz = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `módulo ${i}`))};\n`;

function writeWithVariants(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

/** The body as the browser reads it after undoing Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding ?? 'identity').toBe('identity');
  return res.rawPayload.toString('utf8');
}

const varyOnEncoding = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('static files and compression', () => {
  let t: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raiz-dist-'));
    writeWithVariants(path.join(distDir, 'index.html'), indexHtml);
    writeWithVariants(path.join(distDir, 'assets', 'index-Ab12Cd34.js'), appJs);
    for (const [name, html] of Object.entries(prerendered)) {
      writeWithVariants(path.join(distDir, 'prerendered', `${name}.html`), html);
    }
    fs.writeFileSync(
      path.join(distDir, 'prerendered', 'pages.json'),
      JSON.stringify([
        { path: '/', file: 'prerendered/inicio.html' },
        { path: '/verificar/:code', file: 'prerendered/verificar.html' },
      ]),
    );
    writeWithVariants(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    // The installable app's files (vite-plugin-pwa): the service worker and the web app manifest, at the root.
    writeWithVariants(path.join(distDir, 'sw.js'), serviceWorkerJs);
    writeWithVariants(path.join(distDir, 'manifest.webmanifest'), webManifest);
    // A map left over from an older build is still never served.
    fs.writeFileSync(path.join(distDir, 'assets', 'index-Ab12Cd34.js.map'), '{"version":3}');
    t = await createTestApp({}, undefined, { webDistDir: distDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('sends a hashed asset as the brotli or gzip variant the browser accepts, cached for a year', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=1.0, gzip;q=0.8', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const res = await t.app.inject({ url, headers: accept ? { 'accept-encoding': accept } : {} });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(expected);
      expect(res.headers['content-type'], accept).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(varyOnEncoding(res), `${accept}: Vary`).toBe(true);
      expect(decoded(res), accept).toBe(appJs);
      if (expected) expect(res.rawPayload.length, accept).toBeLessThan(Buffer.byteLength(appJs));
    }
  });

  it('sends index.html compressed and revalidated, for the page paths too', async () => {
    for (const url of ['/index.html', '/painel', '/projetos/123', '/verificar', '/verificar/A1/x']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(decoded(res), url).toBe(indexHtml);
    }
    // The home page with a query (the login's return) is the app's frame, not the prerendered screen, with its preview.
    const back = decoded(await t.app.inject({ url: '/?auth=ok' }));
    expect(back).toContain('<div id="root"></div>');
    expect(back).toContain('<meta property="og:title" content="Raiz — projetos ambientais com impacto certificado" />');
    const svg = await t.app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'gzip' } });
    expect(svg.headers['content-encoding']).toBe('gzip');
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['cache-control']).toBe('no-cache');
  });

  it('sends a prerendered public screen for its path with its link preview, compressed and revalidated', async () => {
    // An unknown certificate code is a 404 that says so; the screen is the same (it tells the visitor too).
    for (const [url, html, status, title] of [
      ['/', prerendered.inicio, 200, 'Raiz — projetos ambientais com impacto certificado'],
      ['/verificar/RAIZ7K2Q9X', prerendered.verificar, 404, 'Certificado não encontrado · Raiz'],
      ['/verificar/qualquer-codigo', prerendered.verificar, 404, 'Certificado não encontrado · Raiz'],
    ] as const) {
      for (const [accept, expected] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        [undefined, undefined],
      ] as const) {
        const res = await t.app.inject({ url, headers: accept ? { 'accept-encoding': accept } : {} });
        expect(res.statusCode, `${url} ${accept}`).toBe(status);
        expect(res.headers['content-encoding'], `${url} ${accept}`).toBe(expected);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(varyOnEncoding(res), `${url} ${accept}: Vary`).toBe(true);
        const page = decoded(res);
        expect(page, `${url} ${accept}`).toContain(/<div id="root" data-prerendered>.*?<\/div>/.exec(html)![0]);
        expect(page).toContain(`<title>${title}</title>`);
        expect(page).toContain('<meta property="og:title"');
      }
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });

  it('sends the service worker and the web app manifest revalidated on every use, with their types', async () => {
    // A new version must reach the browser at its next check (a cached sw.js would keep an old app for a year).
    const worker = await t.app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['content-encoding']).toBe('br');
    expect(decoded(worker)).toBe(serviceWorkerJs);
    const manifest = await t.app.inject({ url: '/manifest.webmanifest', headers: { 'accept-encoding': 'gzip' } });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(decoded(manifest))).toMatchObject({ short_name: 'Raiz', lang: 'pt-BR' });
  });

  it('never serves source maps', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js.map', '/assets/nada.js.map']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('"version":3');
    }
  });

  it('compresses JSON and CSV answers over 1 KB, leaves small ones as they are', async () => {
    const ana = await signIn(t);
    const project = projectInput();
    let projectId = '';
    for (let i = 0; i < 6; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/projects',
        headers: ana.headers,
        payload: { ...project, name: `Projeto ${i}` },
      });
      expect(res.statusCode).toBe(201);
      projectId = res.json().data.id;
    }
    for (let i = 0; i < 12; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/reports',
        headers: ana.headers,
        payload: {
          projectId,
          title: `Relatório ${i}`,
          periodStart: '2025-01-01',
          periodEnd: '2025-06-30',
          summary: 'Plantio de mudas.',
          treesPlanted: 4200,
          status: 'draft',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }

    for (const url of ['/v1/projects?pageSize=20', '/v1/exports/reports.csv']) {
      const plain = await t.app.inject({ url, headers: ana.headers });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.rawPayload.length, url).toBeGreaterThan(1024);
      for (const [accept, expected] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const res = await t.app.inject({ url, headers: { ...ana.headers, 'accept-encoding': accept } });
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(res.headers['content-encoding'], `${url} ${accept}`).toBe(expected);
        expect(varyOnEncoding(res), `${url} ${accept}: Vary`).toBe(true);
        expect(res.headers['content-type'], url).toBe(plain.headers['content-type']);
        expect(res.headers['content-disposition'], url).toBe(plain.headers['content-disposition']);
        expect(res.rawPayload.length, url).toBeLessThan(plain.rawPayload.length);
        expect(decoded(res), `${url} ${accept}`).toBe(plain.body);
      }
    }

    const small = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual(JSON.parse(small.body));
  });

  it('refuses a compressed request body as before (no decompression of requests)', async () => {
    const ana = await signIn(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/projects',
      headers: { ...ana.headers, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ name: 'x' })),
    });
    expect(res.statusCode).toBe(400);
  });
  describe("the registry's pages: their own title, description and link preview in the HTML", () => {
    const meta = (html: string, attribute: 'name' | 'property', key: string) =>
      new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

    async function publishedProject(name: string, description: string) {
      const owner = await signIn(t);
      const created = await t.app.inject({
        method: 'POST',
        url: '/v1/projects',
        headers: owner.headers,
        payload: projectInput({ name, description }),
      });
      expect(created.statusCode).toBe(201);
      const { id, version } = created.json().data;
      const published = await t.app.inject({
        method: 'PATCH',
        url: `/v1/projects/${id}`,
        headers: owner.headers,
        payload: { public: true, version },
      });
      expect(published.statusCode).toBe(200);
      return { id, version: version + 1, slug: published.json().data.slug as string, owner };
    }

    it('names a published project in the tab and the preview, everything typed escaped', async () => {
      const name = 'Mata <Viva> & "Rio" \'Doce\'';
      const description = `Recomposição de <b>mata</b> ciliar.\n\nCom   espécies nativas. ${'Texto longo. '.repeat(40)}`;
      const { slug } = await publishedProject(name, description);
      const res = await t.app.inject({ url: `/registro/${slug}`, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      const html = decoded(res);
      const escapedName = 'Mata &lt;Viva&gt; &amp; &quot;Rio&quot; &#39;Doce&#39;';
      expect(html).toContain(`<title>${escapedName} · Raiz</title>`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(html).not.toContain('<Viva>');
      expect(html).not.toContain('<b>');
      const summary = meta(html, 'name', 'description')!;
      expect(
        summary.startsWith('Recomposição de &lt;b&gt;mata&lt;/b&gt; ciliar. Com espécies nativas. Texto longo.'),
      ).toBe(true);
      expect(summary.endsWith('…')).toBe(true);
      expect(meta(html, 'property', 'og:description')).toBe(summary);
      expect(meta(html, 'property', 'og:title')).toBe(`${escapedName} · Raiz`);
      expect(meta(html, 'property', 'og:url')).toBe(`${t.config.publicUrl}/registro/${slug}`);
      expect(meta(html, 'property', 'og:type')).toBe('article');
      // The rest of index.html as it was: the app still starts.
      expect(html).toContain('<script type="module" src="/assets/index-Ab12Cd34.js"></script>');
      expect(html).toContain('<div id="root"></div>');
    });

    it('names an organisation with public projects, and the list without the database', async () => {
      const [org] = await t.app.db
        .insert(organizations)
        .values({
          slug: 'cooperativa-do-cerrado',
          name: 'Cooperativa do Cerrado',
          type: 'cooperative',
          description: 'Frutos do Cerrado em pé.',
        })
        .returning();
      const { id } = await publishedProject('Baru do Cerrado', 'Coleta de baru.');
      await t.app.db.update(projects).set({ organizationId: org!.id }).where(eq(projects.id, id));
      const html = decoded(await t.app.inject({ url: '/registro/organizacoes/cooperativa-do-cerrado' }));
      expect(html).toContain('<title>Cooperativa do Cerrado · Raiz</title>');
      expect(meta(html, 'property', 'og:description')).toBe('Frutos do Cerrado em pé.');
      expect(meta(html, 'property', 'og:type')).toBe('website');

      const list = decoded(await t.app.inject({ url: '/registro' }));
      expect(list).toContain('<title>Registro público · Raiz</title>');
      expect(meta(list, 'property', 'og:url')).toBe(`${t.config.publicUrl}/registro`);
    });

    it('answers 404 with a title that says so for an unknown, withdrawn or hidden project and an unknown organisation', async () => {
      const withdrawn = await publishedProject('Projeto retirado', 'Não mais público.');
      await t.app.inject({
        method: 'PATCH',
        url: `/v1/projects/${withdrawn.id}`,
        headers: withdrawn.owner.headers,
        payload: { public: false, version: withdrawn.version },
      });
      const hidden = await publishedProject('Projeto ocultado', 'Em análise.');
      await t.app.db
        .update(projects)
        .set({ hiddenAt: sql`now()`, hiddenReason: 'Em análise' })
        .where(eq(projects.id, hidden.id));
      for (const url of [
        '/registro/nao-existe',
        `/registro/${withdrawn.slug}`,
        `/registro/${hidden.slug}`,
        '/registro/organizacoes/nao-existe',
        '/registro/Maiusculas',
        '/registro/a/b/c',
      ]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        const html = decoded(res);
        expect(html, url).toMatch(/<title>(Projeto|Organização|Página) não encontrad[ao] · Raiz<\/title>/);
        // Still the app's frame: the screen says what happened too.
        expect(html, url).toContain('<div id="root"></div>');
        expect(meta(html, 'property', 'og:image'), url).toBeUndefined();
      }
    });

    it('gives every public page a share image, read by open-graph-scraper as a link preview would', async () => {
      const { slug } = await publishedProject('Nascentes do Jequitinhonha', 'Recuperação de nascentes.');
      const [certifiedProject] = await t.app.db.select().from(projects).where(eq(projects.slug, slug));
      const [report] = await t.app.db
        .insert(reports)
        .values({
          ownerId: certifiedProject!.ownerId,
          projectId: certifiedProject!.id,
          title: 'Plantio de 2025',
          periodStart: '2025-01-01',
          periodEnd: '2025-06-30',
          status: 'certified',
          treesPlanted: 1200,
        })
        .returning();
      await t.app.db.insert(certificates).values({
        code: 'RAIZOGTEST1',
        reportId: report!.id,
        ownerId: certifiedProject!.ownerId,
        snapshot: {
          reportId: report!.id,
          title: 'Plantio de 2025',
          projectName: 'Nascentes do Jequitinhonha',
          periodStart: '2025-01-01',
          periodEnd: '2025-06-30',
          summary: '',
          indicators: {
            co2eTonnes: null,
            treesPlanted: 1200,
            restoredAreaHa: null,
            waterM3: null,
            wasteTonnes: null,
            peopleBenefited: null,
          },
          publishedAt: null,
        },
        sha256: '0'.repeat(64),
        signature: '0x00',
        signerAddress: '0x0000000000000000000000000000000000000000',
        signerRef: 'ref',
      });
      const base = t.config.publicUrl;
      for (const [url, title, image] of [
        ['/', 'Raiz — projetos ambientais com impacto certificado', `${base}/v1/public/cards/raiz.png`],
        ['/registro', 'Registro público · Raiz', `${base}/v1/public/cards/raiz.png`],
        [`/registro/${slug}`, 'Nascentes do Jequitinhonha · Raiz', `${base}/v1/public/cards/projects/${slug}.png`],
        [
          '/verificar/RAIZOGTEST1',
          'Certificado RAIZOGTEST1: Plantio de 2025 · Raiz',
          `${base}/v1/public/cards/certificates/RAIZOGTEST1.png`,
        ],
      ] as const) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        const { result } = await ogs({ html: decoded(res) });
        expect(result, url).toMatchObject({
          ogTitle: title,
          ogSiteName: 'Raiz',
          ogLocale: 'pt_BR',
          ogUrl: `${base}${url === '/' ? '/' : url}`,
          twitterCard: 'summary_large_image',
          ogImage: [expect.objectContaining({ url: image, width: '1200', height: '630' })],
        });
        expect(result.ogDescription, url).toBeTruthy();
        // The certificate's page fetches its JSON with the HTML, not after the JavaScript; no other page preloads.
        const preloads = [...decoded(res).matchAll(/<link rel="preload" href="([^"]+)" as="fetch"[^>]*>/g)];
        expect(
          preloads.map((m) => m[1]),
          url,
        ).toEqual(url.startsWith('/verificar/') ? ['/v1/public/certificates/RAIZOGTEST1'] : []);
        // The image is there: a 1200×630 PNG, for anyone.
        const png = await t.app.inject({ url: image.slice(base.length) });
        expect(png.statusCode, image).toBe(200);
        expect(png.headers['content-type']).toBe('image/png');
        expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
      }
      // The certificate's preview says it was issued and where to check it, never that it is valid.
      const certificate = decoded(await t.app.inject({ url: '/verificar/RAIZOGTEST1' }));
      expect(meta(certificate, 'name', 'description')).toMatch(
        /^Plantio de 2025 — Nascentes do Jequitinhonha, período de 01\/01\/2025 a 30\/06\/2025, certificado em \d{2}\/\d{2}\/\d{4}\. Abra para conferir a assinatura e as evidências neste navegador\.$/,
      );
      expect(certificate).not.toMatch(/válido/i);
      // Withdrawn: 410, and its card too.
      await t.app.db
        .update(certificates)
        .set({
          withdrawnAt: sql`now()`,
          reportId: null,
          ownerId: null,
          snapshot: null,
          sha256: null,
          signature: null,
          signerAddress: null,
          signerRef: null,
        })
        .where(eq(certificates.code, 'RAIZOGTEST1'));
      const gone = await t.app.inject({ url: '/verificar/RAIZOGTEST1' });
      expect(gone.statusCode).toBe(410);
      expect(decoded(gone)).toContain('<title>Certificado RAIZOGTEST1 retirado · Raiz</title>');
      expect((await t.app.inject({ url: '/v1/public/cards/certificates/RAIZOGTEST1.png' })).statusCode).toBe(410);
      expect((await t.app.inject({ url: '/v1/public/cards/projects/nao-existe.png' })).statusCode).toBe(404);
    });
  });
});
