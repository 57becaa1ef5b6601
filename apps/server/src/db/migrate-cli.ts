import { openRecoveryDatabase } from '@raiz/recovery/db/client';
import { openDatabase } from './client.ts';
import { commandConfig } from './cli-guard.ts';

// `npm run db:migrate`: applies the pending migrations of the main database and, unless the recovery API runs apart
// (RECOVERY_API_URL), of the recovery database; e.g. once before new instances start on PostgreSQL. The server also
// migrates at every start, so this is never required.
const config = commandConfig();

const databases: { name: string; open: () => { migrate(): Promise<void>; close(): Promise<void> } }[] = [
  { name: 'principal', open: () => openDatabase({ url: config.databaseUrl, dir: `${config.dataDir}/db` }) },
];
if (!config.recoveryApiUrl) {
  databases.push({
    name: 'de recuperação',
    open: () => openRecoveryDatabase({ url: config.recoveryDatabaseUrl, dir: `${config.dataDir}/recovery-db` }),
  });
}
for (const { name, open } of databases) {
  const database = open();
  try {
    await database.migrate();
    console.log(`Banco ${name}: migrações aplicadas.`);
  } finally {
    await database.close();
  }
}
