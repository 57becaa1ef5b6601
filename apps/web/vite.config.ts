import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const apiTarget = process.env.RAIZ_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // The installable app (docs/ARCHITECTURE.md#offline): the web app manifest and a Workbox service worker that
    // precaches the frame (index.html) and every JS and CSS chunk of the build, so any screen, present or added later,
    // opens without network after one visit. Prompt mode: a new version waits until the person clicks "Atualizar"
    // (lib/offline/service-worker.ts registers it after the first paint). API answers are not cached here: the query
    // cache is persisted instead (lib/offline/query-persistence.ts).
    VitePWA({
      // The prerender bundle only needs its virtual modules resolved (the worker is never registered there).
      disable: !!isSsrBuild,
      registerType: 'prompt',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: [],
      manifest: {
        id: '/',
        name: 'Raiz — projetos e relatórios ambientais',
        short_name: 'Raiz',
        description: 'Projetos, relatórios de impacto e certificados ambientais, também sem sinal no campo.',
        lang: 'pt-BR',
        dir: 'ltr',
        start_url: '/painel',
        scope: '/',
        display: 'standalone',
        theme_color: '#2d6a3e',
        background_color: '#f4f6f0',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The frame and every chunk; not the guide's photos (public/guia) nor the prerendered copies (the frame
        // renders every path), nor the .br/.gz variants (the server picks one by Accept-Encoding).
        globPatterns: ['index.html', 'assets/**/*.{js,css}', 'favicon.svg', 'icons/*.png'],
        // The largest chunk (a chart library) is ~0.4 MB; room for growth without silently dropping one.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // Hashed names already change with their content.
        dontCacheBustURLsMatching: /^assets\//,
        navigateFallback: '/index.html',
        // Paths the app does not own (static-spa.ts apiPrefixes) and files go to the network.
        navigateFallbackDenylist: [
          /^\/(v1|idp|oidc|docs|\.well-known|healthz|readyz|metrics)(\/|$)/,
          /\/[^/?]+\.[^/?]+$/,
        ],
        inlineWorkboxRuntime: true,
        cleanupOutdatedCaches: true,
        // The first install takes the open page at once, so the screens it has not loaded yet come from the precache
        // when the signal drops in that same visit; a new version still waits for "Atualizar" (no skipWaiting).
        clientsClaim: true,
        skipWaiting: false,
        sourcemap: false,
      },
    }),
    // The service worker is written when the bundle closes, after the compression plugin ran: its .br and .gz here.
    !isSsrBuild && {
      name: 'raiz:compress-service-worker',
      apply: 'build',
      closeBundle: {
        order: 'post',
        sequential: true,
        handler() {
          const file = fileURLToPath(new URL('./dist/sw.js', import.meta.url));
          const body = readFileSync(file);
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        },
      },
    },
    // Every text file of the build also as .br and .gz (highest levels: compressed once, served many times); the
    // server picks the variant the browser accepts (static-spa.ts).
    // The prerender bundle (`vite build --ssr`, dist-ssr/) runs once at build and is never served: not compressed.
    !isSsrBuild &&
      compression({
        include: /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/,
        threshold: 0,
        skipIfLargerOrEqual: false,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
      }),
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/v1', '/idp', '/.well-known', '/docs', '/healthz', '/readyz'].map((p) => [
        p,
        { target: apiTarget, changeOrigin: false },
      ]),
    ),
  },
  // No source maps in production: they are neither built nor served.
  // No module preloading code or dependency lists in the entry (~1.5 KB gzip of the first screen's 95 KB budget): the
  // HTML preloads the first screen's modules (scripts/prerender.mjs), a lazy page's imports load as the browser meets them.
  build: isSsrBuild
    ? { sourcemap: false, outDir: 'dist-ssr', emptyOutDir: true }
    : { sourcemap: false, manifest: true, chunkSizeWarningLimit: 600, modulePreload: false },
  // The workspace's domain package is TypeScript source: bundled into the prerender bundle, not required at run time.
  ssr: { noExternal: ['@raiz/domain'] },
}));
