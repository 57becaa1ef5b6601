import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const apiTarget = process.env.RAIZ_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/v1', '/idp', '/.well-known', '/docs', '/healthz', '/readyz'].map((p) => [p, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  build: { sourcemap: true, manifest: true, chunkSizeWarningLimit: 600 },
});
