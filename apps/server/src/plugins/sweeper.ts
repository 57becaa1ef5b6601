import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { jobLeases } from '../db/schema/index.ts';

const HOUR = 60 * 60 * 1000;
/** A lease a little shorter than the period, so the instance that holds it takes it again at its next tick. */
const LEASE_MS = HOUR - 5 * 60 * 1000;

/** This process, as the holder of leases (a job_leases row says which instance ran a sweep last). */
const instanceId = `${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * Takes the named job's lease for `ms` when nobody holds it (never taken, or expired); answers whether this instance
 * got it. One conditional upsert: of instances asking at once, exactly one wins. With `renew`, the holder may extend
 * its own lease (a worker that keeps working).
 */
export async function takeLease(
  db: Db,
  name: string,
  ms: number,
  holder = instanceId,
  renew = false,
): Promise<boolean> {
  const taken = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt: sql`now() + ${ms} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt: sql`now() + ${ms} * interval '1 millisecond'` },
      setWhere: renew
        ? sql`${jobLeases.expiresAt} <= now() or ${jobLeases.holder} = ${holder}`
        : sql`${jobLeases.expiresAt} <= now()`,
    })
    .returning({ name: jobLeases.name });
  return taken.length > 0;
}

/** Gives the lease back (when the holder is done before it runs out), so another instance may take it at once. */
export async function releaseLease(db: Db, name: string, holder = instanceId): Promise<void> {
  await db
    .update(jobLeases)
    .set({ expiresAt: sql`now()` })
    .where(sql`${jobLeases.name} = ${name} and ${jobLeases.holder} = ${holder}`);
}

/**
 * Runs a cleanup now and every hour while the app runs (rows past their time: the provider's, spent sessions), once per
 * deployment: each run first takes the job's lease in the database, so of several instances one sweeps and the others
 * skip (docs/operations.md#cluster-mode). A failed run is logged and the next one tries again; the timer never keeps the
 * process alive and stops when the app closes.
 */
export async function sweepHourly(app: FastifyInstance, what: string, task: () => Promise<unknown>): Promise<void> {
  const run = async () => {
    try {
      if (await takeLease(app.db, `sweep:${what}`, LEASE_MS)) await task();
    } catch (err) {
      app.log.warn({ err }, `${what} cleanup failed`);
    }
  };
  await run();
  const timer = setInterval(() => void run(), HOUR);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
