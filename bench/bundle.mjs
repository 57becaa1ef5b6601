// `npm run bench:bundle`: builds the SPA and prints the gzip size of the JS and CSS the first screens (/ and /auth) load.
// Exits 1 when that JS passes the budget (120 KB gzip), so the test suite can enforce it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ensureWebBuild, root } from '../scripts/ensure-ready.mjs';

export const BUDGET_JS_KB = 120;
const dist = path.join(root, 'apps/web/dist');

if (!process.argv.includes('--no-build')) ensureWebBuild({ force: process.argv.includes('--force') });

const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

// Walks the static imports of an entry in Vite's manifest: what the browser loads before any lazy route.
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

function routeChunks(route) {
  const keys = staticClosure('index.html');
  const lazy = Object.entries(manifest).find(([, chunk]) => chunk.name === route);
  if (lazy) staticClosure(lazy[0], keys);
  return keys;
}

const results = {};
for (const [route, chunkName] of [['/', 'home-route'], ['/auth', 'auth-route']]) {
  const keys = routeChunks(chunkName);
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk?.file?.endsWith('.js')) js.add(chunk.file);
    for (const c of chunk?.css ?? []) css.add(c);
  }
  const jsKb = [...js].reduce((s, f) => s + gzipKb(f), 0);
  const cssKb = [...css].reduce((s, f) => s + gzipKb(f), 0);
  results[route] = { jsKb, cssKb, files: [...js, ...css] };
  console.log(`${route.padEnd(6)} JS ${jsKb.toFixed(1)} KB gzip, CSS ${cssKb.toFixed(1)} KB gzip (${js.size} JS files)`);
}

// What the server sends (static-spa.ts): every text file also as .br and .gz from the build, and no source maps.
const builtFiles = fs.readdirSync(dist, { recursive: true }).map(String).filter((f) => !f.startsWith('.vite'));
const maps = builtFiles.filter((f) => f.endsWith('.map'));
const uncompressed = builtFiles
  .filter((f) => /\.(js|css|html|svg)$/.test(f))
  .filter((f) => !fs.existsSync(path.join(dist, `${f}.br`)) || !fs.existsSync(path.join(dist, `${f}.gz`)));
if (maps.length || uncompressed.length) {
  if (maps.length) console.error(`✖ source maps in the build: ${maps.join(', ')}`);
  if (uncompressed.length) console.error(`✖ built without .br/.gz beside them: ${uncompressed.join(', ')}`);
  process.exit(1);
}
console.log(`precompressed: ${builtFiles.filter((f) => f.endsWith('.br')).length} files as .br and .gz, no source maps`);

const worst = Math.max(...Object.values(results).map((r) => r.jsKb));
console.log(`first-screen JS budget: ${worst.toFixed(1)} / ${BUDGET_JS_KB} KB gzip`);
if (process.argv.includes('--json')) console.log(JSON.stringify(results));
if (worst > BUDGET_JS_KB) {
  console.error(`✖ the first screen loads ${worst.toFixed(1)} KB of JS gzip, over the ${BUDGET_JS_KB} KB budget`);
  process.exit(1);
}
