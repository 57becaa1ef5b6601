import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { readFileSync } from 'node:fs';
import { constants as zlib } from 'node:zlib';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const apiTarget = process.env.RAIZ_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
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
      ['/v1', '/idp', '/.well-known', '/docs', '/healthz', '/readyz'].map((p) => [p, { target: apiTarget, changeOrigin: false }]),
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
