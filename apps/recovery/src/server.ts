import { buildRecoveryApp } from './app.ts';
import { loadRecoveryConfig } from './config.ts';

// The recovery API on its own port: `RECOVERY_PORT=3001 JWKS_URL=https://api…/.well-known/jwks.json npm start -w @raiz/recovery`.
const result = loadRecoveryConfig();
if (!result.ok) {
  console.error('Configuração inválida da API de recuperação:');
  for (const problem of result.problems) console.error(`  - ${problem}`);
  process.exit(1);
}
const config = result.config;
const app = await buildRecoveryApp(config);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
console.log(`API de recuperação no ar na porta ${config.port} (tokens de ${config.issuer})`);
