import path from 'node:path';
import { openRecoveryDatabase } from '@raiz/recovery/db/client';
import { openBlobStore } from '../modules/attachments/storage/open-store.ts';
import { backup, restore } from './backup.ts';
import { actionAndArgument, commandConfig, refuseWhileEmbeddedServerRuns } from './cli-guard.ts';
import { openDatabase } from './client.ts';

// `npm run backup -- <folder>` / `npm run restore -- <folder>` (docs/operations.md#backups), on the databases and the
// file store the configuration names. A restore goes into fresh databases: it migrates them, then refuses any table
// that already has rows.
const [action, folder] = actionAndArgument(
  ['backup', 'restore'],
  'Use: npm run backup -- <pasta>   ou   npm run restore -- <pasta>',
);
const config = commandConfig();
await refuseWhileEmbeddedServerRuns(config);

const dir = path.resolve(folder);
const main = openDatabase({ url: config.databaseUrl, dir: `${config.dataDir}/db` });
const recovery = config.recoveryApiUrl
  ? undefined
  : openRecoveryDatabase({ url: config.recoveryDatabaseUrl, dir: `${config.dataDir}/recovery-db` });
try {
  await main.migrate();
  await recovery?.migrate();
  const places = {
    main: main.db,
    recovery: recovery?.db,
    blobStore: openBlobStore(config.storage),
    keysDir: path.join(config.dataDir, 'keys'),
  };
  const manifest = action === 'backup' ? await backup(dir, places) : await restore(dir, places);
  const rows = (tables: Record<string, { rows: number }> = {}) => Object.values(tables).reduce((n, t) => n + t.rows, 0);
  console.log(
    `${action === 'backup' ? 'Backup gravado em' : 'Restaurado de'} ${dir}: ${rows(manifest.main)} linhas no banco principal, ` +
      `${manifest.recovery ? `${rows(manifest.recovery)} no de recuperação` : 'banco de recuperação à parte (não incluído)'}, ` +
      `${manifest.files} arquivo(s), ${manifest.keys.length} chave(s).`,
  );
} catch (err) {
  console.error(`Falhou: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await main.close();
  await recovery?.close();
}
