// `npm start`: dependencies and SPA build when needed, the server bundled when its sources changed
// (scripts/build-server.mjs), then the server (which migrates DATA_DIR on start).
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureWebBuild, root, serverNodeFlags } from './ensure-ready.mjs';

ensureDependencies();
ensureWebBuild();
// Imported after the install check: esbuild is a dependency.
const { ensureServerBuild } = await import('./build-server.mjs');
const server = await ensureServerBuild();

const child = spawn(process.execPath, [...serverNodeFlags, server], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
