import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { handleRouteNotFound } from '@raiz/server-kit/error-handler';

export const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

// Paths the SPA never owns: an unknown one there is a JSON 404, not index.html.
const apiPrefixes = ['/v1', '/idp', '/docs', '/.well-known', '/healthz', '/readyz'];

interface PrerenderedPage {
  /** `/como-se-faz`, or with `:name` for one path segment (`/verificar/:code`). */
  path: string;
  /** Relative to the dist dir. */
  file: string;
}

/**
 * The public screens prerendered at build (apps/web/scripts/prerender.mjs lists them in prerendered/pages.json), as
 * matchers from a path to the file. A build without them serves index.html everywhere, as before.
 */
function prerenderedPages(distDir: string): { match: RegExp; file: string }[] {
  const list = path.join(distDir, 'prerendered', 'pages.json');
  if (!fs.existsSync(list)) return [];
  const segment = (part: string) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return (JSON.parse(fs.readFileSync(list, 'utf8')) as PrerenderedPage[]).map((page) => ({
    match: new RegExp(`^${page.path.split('/').map(segment).join('/')}$`),
    file: page.file,
  }));
}

/**
 * Serves the built SPA: the public screens prerendered at build as their own HTML, index.html (the app's frame) for
 * every other page path. Each file goes out as the brotli or gzip variant made at build (`.br`, `.gz` beside it) when the
 * browser accepts one, with its Content-Encoding and `Vary: Accept-Encoding`. Hashed assets are cached for a year;
 * index.html and the other unhashed files are revalidated on every use. Source maps are never served.
 */
export default fp(async function staticSpaPlugin(app: FastifyInstance, opts: { distDir?: string }) {
  const distDir = opts.distDir ?? webDistDir;
  const hasSpa = fs.existsSync(path.join(distDir, 'index.html'));
  const pages = hasSpa ? prerenderedPages(distDir) : [];
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (pathname) => !pathname.endsWith('.map'),
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !apiPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`)) &&
      !path.extname(pathname);
    if (isPage && hasSpa) {
      // A query string may change what the page shows (the login return on /auth): those get the app's frame.
      const prerendered = request.url.includes('?') ? undefined : pages.find((page) => page.match.test(pathname));
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile(prerendered?.file ?? 'index.html');
    }
    if (isPage) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('A interface web ainda não foi compilada. Rode "npm start" (ou "npm run build").');
    }
    return handleRouteNotFound(request, reply);
  });
});
