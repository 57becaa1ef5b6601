import type { Config } from '../config.ts';

/**
 * The embedded database's files belong to one process at a time: a command that opens them (admin, backup, restore)
 * stops when a server answers on PORT over them, saying so in one line. With DATABASE_URL it always goes ahead.
 */
export async function refuseWhileEmbeddedServerRuns(config: Config): Promise<void> {
  if (config.databaseUrl) return;
  let answered = false;
  try {
    answered = (await fetch(`http://127.0.0.1:${config.port}/healthz`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    answered = false;
  }
  if (!answered) return;
  console.error(
    `O servidor está rodando (porta ${config.port}) sobre o banco embutido em ${config.dataDir}/db: pare-o antes ` +
      '(o banco embutido abre num só processo por vez) e rode o comando de novo.',
  );
  process.exit(1);
}
