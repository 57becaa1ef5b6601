// Shared by `npm start` and `npm test`: install dependencies when missing or stale, build the SPA when stale.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/**
 * Node's flags for the server `npm start` runs (bench/README.md, "Memory"): the embedded databases' WebAssembly is
 * compiled by V8's baseline compiler only (its optimizing one held ~500 MB at the peak of a start), and a small young
 * generation keeps the heap from growing far past what it uses. Neither is needed on PostgreSQL, and neither hurts it.
 */
export const serverNodeFlags = ['--liftoff-only', '--max-semi-space-size=2'];

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  return result.status ?? 1;
}

export function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) {
    if (child === 'node_modules' || child === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function ensureDependencies() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const manifests = ['package.json', 'package-lock.json', ...['packages/domain', 'apps/server', 'apps/recovery', 'apps/web', 'e2e'].map((p) => `${p}/package.json`)];
  const stale = !fs.existsSync(marker) || manifests.some((m) => newestMtime(path.join(root, m)) > fs.statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('Instalando dependências…');
  const hasLock = fs.existsSync(path.join(root, 'package-lock.json'));
  if (run('npm', [hasLock && process.env.CI ? 'ci' : 'install', '--no-audit', '--no-fund']) !== 0) {
    console.error('Falha ao instalar as dependências.');
    process.exit(1);
  }
}

export function ensureWebBuild({ force = false } = {}) {
  const built = path.join(root, 'apps/web/dist/index.html');
  const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/web/scripts', 'apps/web/package.json', 'packages/domain/src'];
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  if (!force && builtAt > 0 && sources.every((s) => newestMtime(path.join(root, s)) <= builtAt)) return;
  console.log('Compilando a interface web…');
  if (run('npm', ['run', 'build', '-w', '@raiz/web', '--silent']) !== 0) {
    console.error('Falha ao compilar a interface web.');
    process.exit(1);
  }
}
