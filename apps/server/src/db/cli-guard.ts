import { parseArgs } from 'node:util';
import { exitOnInvalidConfig } from '@raiz/server-kit/start-server';
import { loadConfig, type Config } from '../config.ts';

// What the server's commands (admin, backup, restore, migrate, seed, storage:move) do first.

/** The configuration a command runs on; an invalid environment ends it, listing the problems. */
export function commandConfig(): Config {
  const result = loadConfig();
  if (!result.ok) exitOnInvalidConfig('Configuração inválida:', result.problems);
  return result.config;
}

/** A command's two words, `<action> <argument>` with `action` one of `actions`; anything else prints `usage`, exit 2. */
export function actionAndArgument<TAction extends string>(
  actions: readonly TAction[],
  usage: string,
): [TAction, string] {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [action, argument] = positionals;
  if (!actions.includes(action as TAction) || !argument || positionals.length !== 2) {
    console.error(usage);
    process.exit(2);
  }
  return [action as TAction, argument];
}

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
