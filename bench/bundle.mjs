// `npm run bench:bundle`: builds the SPA and prints the gzip size of the JS and CSS the first screens (/ and /auth) load.
// Exits 1 when that JS passes the budget (95 KB gzip), or when a prerendered public page lacks its heading or its CSS,
// so the test suite can enforce both.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ensureWebBuild, root } from '../scripts/ensure-ready.mjs';

export const BUDGET_JS_KB = 95;
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

// The public screens prerendered at build (apps/web/scripts/prerender.mjs): each path's HTML holds the page's heading
// (or, for a certificate, its loading frame) and links the app's CSS, so it paints before any JavaScript.
const expectedPages = {
  '/': '<h1 class="[^"]*">Impacto ambiental registrado, medido e certificado.</h1>',
  '/como-se-faz': '<h1 class="[^"]*">Como se faz</h1>',
  '/auth': '<h1 class="[^"]*">Entrar na Raiz</h1>',
  '/privacidade': '<h1 class="[^"]*">Privacidade</h1>',
  '/verificar/:code': 'Carregando certificado...',
};
const pagesFile = path.join(dist, 'prerendered/pages.json');
const prerendered = fs.existsSync(pagesFile) ? JSON.parse(fs.readFileSync(pagesFile, 'utf8')) : [];
const entryCss = manifest['index.html'].css ?? [];
const pageProblems = Object.entries(expectedPages).flatMap(([pagePath, content]) => {
  const page = prerendered.find((p) => p.path === pagePath);
  if (!page) return [`${pagePath}: not prerendered`];
  const html = fs.readFileSync(path.join(dist, page.file), 'utf8');
  const root = html.slice(html.indexOf('<div id="root" data-prerendered>'));
  return [
    ...(new RegExp(content).test(root) ? [] : [`${pagePath}: no ${content} in its HTML`]),
    ...entryCss.filter((f) => !html.includes(`<link rel="stylesheet" crossorigin href="/${f}">`)).map((f) => `${pagePath}: no link to ${f}`),
    ...(html.includes('<div id="root" data-prerendered>') ? [] : [`${pagePath}: its root is not marked for hydration`]),
  ];
});
if (pageProblems.length) {
  for (const problem of pageProblems) console.error(`✖ prerendered ${problem}`);
  process.exit(1);
}
console.log(`prerendered: ${prerendered.map((p) => p.path).join(', ')} with their heading and CSS`);

// The map (docs/map.md): each renderer's chunk and what it loads beyond the entry, lazily, when a map is on screen.
export const BUDGET_MAP_KB = 150;
const entryKeys = staticClosure('index.html');
const mapResults = {};
for (const [name, source] of [
  ['offline map', 'src/components/map/brazil-map.tsx'],
  ['tile map', 'src/components/map/tile-map.tsx'],
]) {
  if (!manifest[source]) {
    console.error(`✖ no chunk for ${source}`);
    process.exit(1);
  }
  const keys = [...staticClosure(source)].filter((key) => !entryKeys.has(key));
  const js = keys.map((key) => manifest[key]?.file).filter((file) => file?.endsWith('.js'));
  const css = keys.flatMap((key) => manifest[key]?.css ?? []);
  const kb = [...js, ...css].reduce((sum, file) => sum + gzipKb(file), 0);
  mapResults[name] = kb;
  console.log(`${name.padEnd(11)} ${kb.toFixed(1)} KB gzip (${js.length} JS, ${css.length} CSS files, lazy)`);
}
if (Math.max(...Object.values(mapResults)) > BUDGET_MAP_KB) {
  console.error(`✖ a map chunk passes the ${BUDGET_MAP_KB} KB gzip budget`);
  process.exit(1);
}

const worst = Math.max(...Object.values(results).map((r) => r.jsKb));
console.log(`first-screen JS budget: ${worst.toFixed(1)} / ${BUDGET_JS_KB} KB gzip`);
if (process.argv.includes('--json')) console.log(JSON.stringify(results));
if (worst > BUDGET_JS_KB) {
  console.error(`✖ the first screen loads ${worst.toFixed(1)} KB of JS gzip, over the ${BUDGET_JS_KB} KB budget`);
  process.exit(1);
}
