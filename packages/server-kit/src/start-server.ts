import type { FastifyInstance } from 'fastify';

/**
 * Listens on host:port and closes the app gracefully on SIGTERM/SIGINT (in-flight requests finish, onClose hooks run:
 * databases, chain nodes), then exits; a second signal while closing is ignored.
 */
export async function startServer(app: FastifyInstance, address: { port: number; host: string }): Promise<void> {
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
  await app.listen(address);
}

/** Prints the configuration problems of a process and exits: an API never starts on a configuration it cannot use. */
export function exitOnInvalidConfig(title: string, problems: readonly string[]): never {
  console.error(title);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
