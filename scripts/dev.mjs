// `npm run dev`: the API with tsx watch and Vite's dev server (proxying /v1, /idp… to the API), both with hot reload.
import { spawn } from 'node:child_process';
import { ensureDependencies, root } from './ensure-ready.mjs';

ensureDependencies();
const apiPort = process.env.PORT ?? '3000';
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], {
    cwd: `${root}/apps/web`,
    stdio: 'inherit',
    env: { ...process.env, RAIZ_API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
