// `npm run bench:lighthouse`: Lighthouse (mobile: its default emulated phone, simulated slow 4G and CPU slowdown) on
// /, /auth, /como-se-faz and a certificate's /verificar/<code> of the app as `npm start` runs it (the built SPA, the
// bundled server, a fresh DATA_DIR), in Debian's Chromium. The certificate is made through the API first
// (bench/seed-certificate.ts): a published report with three photos of ~3 MB each as evidence, signed. Prints
// performance, accessibility and best-practices scores (0–100) with FCP, LCP, TBT, CLS and the bytes loaded.
// LIGHTHOUSE_RUNS=n measures each page n times (1 by default); LIGHTHOUSE_OUT=<dir> keeps each report and trace
// (JSON) there; LIGHTHOUSE_ONLY=verificar measures only the pages whose path contains it. Runs under
// `node --import tsx` (the seed is TypeScript).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../e2e/chromium-path.mjs';
import { ensureServerBuild } from '../scripts/build-server.mjs';
import { ensureWebBuild, root } from '../scripts/ensure-ready.mjs';

const pages = ['/', '/auth', '/como-se-faz'];
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const { seedPerson, certificateWithPhotos } = await import('./seed-certificate.ts');

ensureWebBuild();
const serverBundle = await ensureServerBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raiz-lighthouse-'));
const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: base,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
};
// The certificate's author, made in the database the server will open (PGlite: one process at a time).
const authorization = await seedPerson(serverEnv);
const server = spawn(process.execPath, [serverBundle], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: serverEnv,
});
let chrome;
try {
  for (let started = Date.now(); ;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 180_000) throw new Error('server not ready within 180 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  const { code, sizes } = await certificateWithPhotos(base, authorization);
  pages.push(`/verificar/${code}`);
  console.log(`certificate ${code}: evidence ${sizes.map((size) => `${(size / 1e6).toFixed(1)} MB`).join(', ')}`);
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const rows = [];
  const only = process.env.LIGHTHOUSE_ONLY;
  for (let run = 0; run < runs; run++)
    for (const page of only ? pages.filter((p) => p.includes(only)) : pages) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const { categories, audits } = result.lhr;
      if (process.env.LIGHTHOUSE_OUT) {
        fs.mkdirSync(process.env.LIGHTHOUSE_OUT, { recursive: true });
        const name = `${page.split('/')[1] || 'inicio'}-${run + 1}.json`;
        fs.writeFileSync(path.join(process.env.LIGHTHOUSE_OUT, name), JSON.stringify(result.lhr));
        fs.writeFileSync(
          path.join(process.env.LIGHTHOUSE_OUT, name.replace('.json', '.trace.json')),
          JSON.stringify(result.artifacts.Trace),
        );
      }
      const score = (c) => Math.round((categories[c]?.score ?? 0) * 100);
      // An audit Lighthouse could not compute has no numericValue: shown as "?".
      const value = (a, format) => (typeof audits[a]?.numericValue === 'number' ? format(audits[a].numericValue) : '?');
      const seconds = (a) => value(a, (v) => `${(v / 1000).toFixed(1)} s`);
      const row = `| \`${page}\` | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${seconds('first-contentful-paint')} | ${seconds('largest-contentful-paint')} | ${value('total-blocking-time', (v) => `${Math.round(v)} ms`)} | ${value('cumulative-layout-shift', (v) => v.toFixed(3))} | ${value('total-byte-weight', (v) => `${Math.round(v / 1024)} KB`)} | ${os.loadavg()[0].toFixed(1)} |`;
      console.log(row);
      rows.push(row);
    }
  console.log(
    `\nLighthouse ${lighthouseVersion()}, mobile defaults, Chromium at ${chromiumPath()}; load average ${os.loadavg()[0].toFixed(1)}\n`,
  );
  console.log(
    '| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS | bytes | load |\n|---|---|---|---|---|---|---|---|---|---|',
  );
  console.log(rows.join('\n'));
} finally {
  await chrome?.kill();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  if (server.exitCode === null) server.kill('SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}
