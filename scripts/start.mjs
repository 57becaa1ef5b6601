// `npm start`: dependencies and SPA build when needed, then the server (which migrates DATA_DIR on start).
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureWebBuild, root } from './ensure-ready.mjs';

ensureDependencies();
ensureWebBuild();

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
