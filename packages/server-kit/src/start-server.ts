import type { FastifyInstance } from 'fastify';

/** From the signal to the process's exit, at most (docs/operations.md#stopping). */
export const SHUTDOWN_DEADLINE_MS = 10_000;
/** After SIGTERM, how long the server keeps serving with /readyz at 503, so a load balancer stops sending to it. */
export const SHUTDOWN_DRAIN_MS = 2_000;

/**
 * Listens on host:port and stops gracefully on SIGTERM/SIGINT: at once `app.shuttingDown` (/readyz answers 503); after
 * SIGTERM the server still serves for SHUTDOWN_DRAIN_MS (Ctrl-C, SIGINT, does not wait), then stops listening, lets the
 * requests in flight finish and runs the onClose hooks (databases, chain nodes), and exits. Whatever is still running
 * SHUTDOWN_DEADLINE_MS after the signal is cut off (exit code 1). A second signal while stopping is ignored.
 */
export async function startServer(app: FastifyInstance, address: { port: number; host: string }): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (app.shuttingDown) return;
      app.shuttingDown = true;
      app.log.info({ signal }, 'shutting down');
      setTimeout(() => {
        app.log.error({ signal }, 'shutdown did not finish in time: exiting');
        process.exit(1);
      }, SHUTDOWN_DEADLINE_MS).unref();
      setTimeout(
        () =>
          app.close().then(
            () => process.exit(0),
            (err: unknown) => {
              app.log.error({ err }, 'shutdown failed');
              process.exit(1);
            },
          ),
        signal === 'SIGTERM' ? SHUTDOWN_DRAIN_MS : 0,
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
