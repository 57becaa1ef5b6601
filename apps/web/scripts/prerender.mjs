// Last step of `npm run build -w @raiz/web` (after `vite build` and `vite build --ssr`): writes the public screens as
// real HTML for the first paint before JavaScript (issue 11 item 6), and the shell's frame into index.html.
//
// - dist/prerendered/<name>.html: index.html with the page's markup in #root (marked data-prerendered: main.tsx
//   hydrates it), its route chunk preloaded and its CSS linked; dist/prerendered/pages.json tells the server
//   (apps/server/src/plugins/static-spa.ts) which path gets which file.
// - dist/index.html, served for every other screen: the header and "Carregando..." (replaced when the app starts).
// Each file also as .br and .gz, like the rest of the build (vite.config.ts). The CSP allows no inline script but the
// theme script of index.html (by hash) and no style attribute: a page that would need either fails the build.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

// React's production build renders the same markup as the browser's, faster.
process.env.NODE_ENV = 'production';
const webDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(webDir, 'dist');

const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const emptyRoot = '<div id="root"></div>';
if (template.split(emptyRoot).length !== 2) throw new Error(`dist/index.html must hold exactly one ${emptyRoot}`);
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const { prerenderedPages: pages, renderPage, renderFrame } = await import(pathToFileURL(path.join(webDir, 'dist-ssr/entry-prerender.js')).href);

/** The JS files and CSS a module loads statically (Vite's manifest), those index.html already has left out. */
function assetsOf(keys) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep);
  };
  keys.forEach(walk);
  const js = [...seen].map((k) => `/${manifest[k].file}`).filter((f) => !template.includes(`"${f}"`));
  const css = [...new Set([...seen].flatMap((k) => manifest[k].css ?? []))].map((f) => `/${f}`).filter((f) => !template.includes(`"${f}"`));
  for (const key of keys) if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
  return { js, css };
}

/**
 * The template with the CSS and the module preloads of these manifest entries. The build preloads nothing itself
 * (vite.config.ts `modulePreload: false`): the entry's own imports are preloaded here, in every page.
 */
function withAssets(keys) {
  const { js, css } = assetsOf(keys);
  const head = [
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="${f}">`),
    ...js.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
  ].join('\n    ');
  return head ? template.replace('</head>', `  ${head}\n  </head>`) : template;
}

function checkMarkup(name, markup) {
  if (/<script/i.test(markup)) throw new Error(`${name}: the prerendered markup has a <script> (refused by the CSP)`);
  if (/\sstyle=/i.test(markup)) throw new Error(`${name}: the prerendered markup has a style attribute (refused by the CSP)`);
}

function write(file, html) {
  const target = path.join(dist, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, html);
  fs.writeFileSync(`${target}.br`, zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${target}.gz`, zlib.gzipSync(html, { level: 9 }));
}

const served = [];
for (const page of pages) {
  const markup = await renderPage(page.url);
  checkMarkup(page.path, markup);
  const html = withAssets(['index.html', page.module, ...(page.alsoLoads ?? [])]).replace(
    emptyRoot,
    `<div id="root" data-prerendered>${markup}</div>`,
  );
  const file = `prerendered/${page.name}.html`;
  write(file, html);
  served.push({ path: page.path, file });
}
fs.writeFileSync(path.join(dist, 'prerendered/pages.json'), `${JSON.stringify(served, null, 2)}\n`);

const frame = await renderFrame();
checkMarkup('index.html', frame);
write(
  'index.html',
  withAssets(['index.html']).replace(
    emptyRoot,
    `<div id="root">${frame}</div>\n    <noscript><p class="p-4 text-center">Ative o JavaScript do navegador para usar a Raiz.</p></noscript>`,
  ),
);
console.log(`prerendered: ${served.map((p) => p.path).join(', ')} and the frame of index.html`);
