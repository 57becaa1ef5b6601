import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const result = loadConfig();
if (!result.ok) {
  console.error('Configuração inválida:');
  for (const problem of result.problems) console.error(`  - ${problem}`);
  process.exit(1);
}
const config = result.config;

const app = await buildApp(config);
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
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
console.log(`\nRaiz está no ar: ${config.publicUrl}\n`);
