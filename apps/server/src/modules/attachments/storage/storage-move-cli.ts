import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../../db/client.ts';
import { diskStore } from './disk-store.ts';
import { moveBlobs } from './move-blobs.ts';
import { s3Store } from './s3-store.ts';
import { commandConfig } from '../../../db/cli-guard.ts';

// `npm run storage:move -- --to s3` (or `--to disk`): copies every attachment blob the database references from the
// other store into this one, checking each hash (docs/evidence.md#moving-files). Both need the S3_* settings; the
// disk store is DATA_DIR/files. Nothing is deleted: switch the configuration once it reports no failure.
const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (values.to !== 's3' && values.to !== 'disk') {
  console.error('Use: npm run storage:move -- --to s3   (ou --to disk)');
  process.exit(2);
}
const config = commandConfig();
if (config.storage.kind !== 's3') {
  console.error(
    'Defina S3_BUCKET, S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY (e S3_ENDPOINT, S3_REGION) para mover arquivos.',
  );
  process.exit(2);
}
const disk = diskStore(path.join(config.dataDir, 'files'));
const s3 = s3Store(config.storage);
const [from, to] = values.to === 's3' ? [disk, s3] : [s3, disk];

const database = openDatabase({ url: config.databaseUrl, dir: `${config.dataDir}/db` });
try {
  await database.migrate();
  const report = await moveBlobs(database.db, from, to, (done, total) => {
    if (done % 100 === 0 || done === total) console.log(`${done}/${total}`);
  });
  console.log(`Copiados: ${report.copied}. Já estavam no destino: ${report.present}. Falhas: ${report.failed.length}.`);
  for (const failure of report.failed) {
    console.log(`  ${failure.sha256}: ${failure.reason === 'missing' ? 'ausente na origem' : 'conteúdo alterado'}`);
  }
  process.exitCode = report.failed.length ? 1 : 0;
} finally {
  await database.close();
}
