import { exitOnInvalidConfig, startServer } from '@raiz/server-kit/start-server';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const result = loadConfig();
if (!result.ok) exitOnInvalidConfig('Configuração inválida:', result.problems);
const config = result.config;

await startServer(await buildApp(config), { port: config.port, host: config.host });
console.log(`\nRaiz está no ar: ${config.publicUrl} (Node ${process.version})\n`);
