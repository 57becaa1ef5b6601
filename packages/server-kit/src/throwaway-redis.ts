import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

// For tests: a redis-server of its own on a free loopback port, that a test may stop and start again (an outage), never
// the machine's shared server. Nothing kept on disk.

const bin = process.env.REDIS_SERVER_BIN ?? 'redis-server';

/** Why no server can be started here (one line), or undefined when it can. */
export function throwawayRedisUnavailable(): string | undefined {
  const probe = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return probe.status === 0 ? undefined : `${bin} not found (install Debian's redis-server, or set REDIS_SERVER_BIN)`;
}

export interface ThrowawayRedis {
  port: number;
  /** redis://127.0.0.1:<port>/<db> */
  url(db?: number): string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100 && !(await answers(port)); i++) await new Promise((r) => setTimeout(r, 50));
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  await start();
  return { port, url: (db = 0) => `redis://127.0.0.1:${port}/${db}`, stop, start };
}
