// `npm run bench:keystore`: how long the wallet's keystore export (scrypt N 131072, r 8, p 1) takes in Debian's
// Chromium. Builds a page that calls the app's own encryptKeystore (apps/web/src/features/wallet/encrypt-keystore.ts,
// which runs keystore-worker.ts), serves it with the SPA's script policy (script-src 'self' 'wasm-unsafe-eval',
// worker-src 'self'), exports BENCH_RUNS (5) times in a fresh page each, prints each time and the median, and checks
// that ethers opens the last file.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Wallet } from 'ethers';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '../e2e/chromium-path.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'bench/.out/keystore');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const privateKey = `0x${'4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'}`;
const password = 'arquivo-seguro-123';

await build({
  root: path.join(root, 'bench/keystore'),
  configFile: false,
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
});

const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm' };
const csp =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self'; object-src 'none'";
const server = http.createServer((req, res) => {
  if (req.url === '/favicon.ico') return res.writeHead(204).end();
  const file = path.join(outDir, req.url === '/' ? 'index.html' : path.normalize(req.url.split('?')[0]));
  if (!file.startsWith(outDir) || !fs.existsSync(file)) return res.writeHead(404).end();
  res.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    'content-security-policy': csp,
  });
  fs.createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: chromiumArgs,
});
const times = [];
let last;
try {
  for (let i = 0; i < runs; i += 1) {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(url);
    await page.waitForFunction(() => typeof globalThis.exportKeystore === 'function');
    last = await page.evaluate(([k, p]) => globalThis.exportKeystore(k, p), [privateKey, password]);
    if (errors.length) throw new Error(errors.join('\n'));
    times.push(last.ms);
    console.log(`export ${i + 1}: ${Math.round(last.ms)} ms (${last.progress.length} progress updates)`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
const opened = await Wallet.fromEncryptedJson(last.json, password);
if (opened.privateKey !== privateKey) throw new Error('ethers did not open the exported file');
const { crypto } = JSON.parse(last.json);
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `\nkeystore export in Chromium ${browser.version?.() ?? ''}: median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms, ` +
    `min ${Math.round(sorted[0])}, max ${Math.round(sorted.at(-1))} over ${runs} runs ` +
    `(kdf ${crypto.kdf} n ${crypto.kdfparams.n} r ${crypto.kdfparams.r} p ${crypto.kdfparams.p}); ethers opens the file`,
);
