import type { FastifyInstance } from 'fastify';

const HOUR = 60 * 60 * 1000;

/**
 * Runs a cleanup now and every hour while the app runs (rows past their time: the provider's, spent sessions). A failed
 * run is logged and the next one tries again; the timer never keeps the process alive and stops when the app closes.
 */
export async function sweepHourly(app: FastifyInstance, what: string, task: () => Promise<unknown>): Promise<void> {
  const run = () => task().catch((err: Error) => app.log.warn({ err }, `${what} cleanup failed`));
  await run();
  const timer = setInterval(() => void run(), HOUR);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
