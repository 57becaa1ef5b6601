import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

/**
 * A PostgreSQL cluster of its own (initdb + pg_ctl into a temporary directory, on a free port), for tests that stop and
 * start the database. Never the shared server: only this cluster's data directory is ever stopped.
 */
export interface ThrowawayPostgres {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and deletes its files. */
  destroy(): Promise<void>;
}

const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why no cluster can be made here (one line), or undefined when it can. */
export function throwawayPostgresUnavailable(): string | undefined {
  for (const tool of ['initdb', 'pg_ctl']) {
    if (!fs.existsSync(path.join(bin, tool))) return `${tool} not found in ${bin} (set PG_BIN to PostgreSQL's bin directory)`;
  }
  if (process.getuid?.() === 0 && !postgresOwner()) return 'running as root and no "postgres" user to own the cluster';
  return undefined;
}

/** As root, the cluster's files and processes belong to the postgres user (initdb refuses to run as root). */
function postgresOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

export async function createThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const owner = postgresOwner();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'raiz-pg-'));
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  // Asynchronous, so the app under test keeps serving while the cluster stops or starts.
  const run = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) =>
      execFile(path.join(bin, tool), args, { cwd: dir, timeout: 60_000, ...(owner ?? {}) }, (err) => (err ? reject(err) : resolve())),
    );

  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  // "fast": what a service manager does; open connections are terminated, new ones refused.
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {}); // may be stopped already
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
