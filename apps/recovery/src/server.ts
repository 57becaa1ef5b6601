import { exitOnInvalidConfig, startServer } from '@raiz/server-kit/start-server';
import { buildRecoveryApp } from './app.ts';
import { loadRecoveryConfig } from './config.ts';

// The recovery API on its own port: `RECOVERY_PORT=3001 JWKS_URL=https://api…/.well-known/jwks.json npm start -w @raiz/recovery`.
const result = loadRecoveryConfig();
if (!result.ok) exitOnInvalidConfig('Configuração inválida da API de recuperação:', result.problems);
const config = result.config;

await startServer(await buildRecoveryApp(config), { port: config.port, host: config.host });
console.log(`API de recuperação no ar na porta ${config.port} (tokens de ${config.issuer})`);
