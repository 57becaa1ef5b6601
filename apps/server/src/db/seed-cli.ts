import { openDatabase } from './client.ts';
import { seedDemoAccounts } from './seed.ts';
import { commandConfig } from './cli-guard.ts';

// `npm run db:seed`: migrates and creates the demo accounts, in demo mode only (the server also does this at every
// start in demo mode).
const config = commandConfig();
if (!config.demo) {
  console.error(
    `Fora do modo de demonstração (PUBLIC_URL ${config.publicUrl}, DEMO) as contas de demonstração não são criadas: ` +
      'suas senhas estão publicadas no README.',
  );
  process.exit(1);
}
if (!config.oidc.bundled) {
  console.log('OIDC_ISSUER está definido: as contas de demonstração do provedor embutido não são criadas.');
  process.exit(0);
}
const database = openDatabase({ url: config.databaseUrl, dir: `${config.dataDir}/db` });
try {
  await database.migrate();
  await seedDemoAccounts(database.db, { issuer: config.oidc.issuer });
  console.log('Contas de demonstração prontas: ana@raiz.dev, bruno@raiz.dev, admin@raiz.dev.');
} finally {
  await database.close();
}
