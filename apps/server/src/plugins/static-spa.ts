import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { handleRouteNotFound } from '@raiz/server-kit/error-handler';

export const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

// Paths the SPA never owns: an unknown one there is a JSON 404, not index.html.
const apiPrefixes = ['/v1', '/idp', '/docs', '/.well-known', '/healthz', '/readyz', '/metrics'];

/** What a page's HTML says of it before any JavaScript runs: its tab title and its link preview (Open Graph). */
export interface PageMeta {
  title: string;
  description: string;
  /** og:type: `website` for a list or an organisation, `article` for a project's page. */
  type: 'website' | 'article';
  /** The share image (absolute URL, 1200×630) and what it shows; a large card when there is one. */
  image?: { url: string; alt: string };
  /** The page's HTTP status: 404 for an unknown project, organisation or certificate, 410 for a withdrawn one. */
  status?: 404 | 410;
  /**
   * An API path the page fetches first (a certificate's JSON): preloaded from the HTML, so it arrives while the
   * JavaScript loads instead of after it. Matches the app's own request (same origin, credentials included).
   */
  preload?: string;
}

/** The meta of a page path, or null to send index.html as it is. Given by app.ts (plugins know no module). */
export type PageMetaResolver = (pathname: string) => Promise<PageMeta | null>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * index.html with the page's title, description and Open Graph tags, every value escaped (they come from what people
 * typed). The tags index.html already has are replaced, the others added before </head>.
 */
export function withPageMeta(html: string, meta: PageMeta, url: string): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    '<meta property="og:site_name" content="Raiz" />',
    '<meta property="og:locale" content="pt_BR" />',
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.image.url)}" />`,
          '<meta property="og:image:width" content="1200" />',
          '<meta property="og:image:height" content="630" />',
          `<meta property="og:image:alt" content="${escapeHtml(meta.image.alt)}" />`,
          '<meta name="twitter:card" content="summary_large_image" />',
        ]
      : ['<meta name="twitter:card" content="summary" />']),
    ...(meta.preload
      ? [`<link rel="preload" href="${escapeHtml(meta.preload)}" as="fetch" crossorigin="use-credentials" />`]
      : []),
  ];
  const descriptionTag = `<meta name="description" content="${description}" />`;
  let out = html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  if (!out.includes(`<title>${title}</title>`)) tags.unshift(`<title>${title}</title>`);
  const withDescription = out.replace(/<meta name="description"[^>]*>/, () => descriptionTag);
  if (withDescription === out) tags.unshift(descriptionTag);
  out = withDescription;
  return out.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

// A page with its own meta is made per request, so it is compressed here as the build compresses the others (the
// compression plugin only sees routes, not this not-found handler): brotli at a fast quality, else gzip.
const negotiator = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
async function encoded(html: string, acceptEncoding: string | undefined) {
  const encoding = acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;
  if (encoding === 'br') {
    return { encoding, body: await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) };
  }
  if (encoding === 'gzip') return { encoding, body: await gzip(html) };
  return { encoding: null, body: html };
}

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
 * every other page path — with its own title, description and Open Graph tags when `pageMeta` knows the path (the
 * public registry's pages, so a shared link previews well; docs/registry.md). Each file goes out as the brotli or gzip
 * variant made at build (`.br`, `.gz` beside it) when the browser accepts one, with its Content-Encoding and
 * `Vary: Accept-Encoding`. Hashed assets are cached for a year;
 * index.html and the other unhashed files (the service worker sw.js and manifest.webmanifest too: a new version is seen
 * at the next check) are revalidated on every use. Source maps are never served.
 */
export default fp(async function staticSpaPlugin(
  app: FastifyInstance,
  opts: { distDir?: string; pageMeta?: PageMetaResolver },
) {
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

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !apiPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`)) &&
      !path.extname(pathname);
    if (isPage && hasSpa) {
      // A query string may change what the page shows (the login return on /auth): those get the app's frame.
      const prerendered = request.url.includes('?') ? undefined : pages.find((page) => page.match.test(pathname));
      const meta = opts.pageMeta ? await metaOf(opts.pageMeta, pathname) : null;
      if (meta) {
        // The prerendered screen (the first paint without JavaScript) or the app's frame, with the page's own tags.
        const html = await fs.promises.readFile(path.join(distDir, prerendered?.file ?? 'index.html'), 'utf8');
        const page = withPageMeta(html, meta, `${app.config.publicUrl}${pathname}`);
        const { encoding, body } = await encoded(page, request.headers['accept-encoding']);
        if (encoding) reply.header('content-encoding', encoding);
        return reply
          .status(meta.status ?? 200)
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-encoding')
          .type('text/html; charset=utf-8')
          .send(body);
      }
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

  /** The page's meta; a failure (the database away) only costs the preview: the page itself still loads. */
  async function metaOf(resolve: PageMetaResolver, pathname: string): Promise<PageMeta | null> {
    try {
      return await resolve(pathname);
    } catch (err) {
      app.log.warn({ err }, 'page meta unavailable');
      return null;
    }
  }
});
