import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { rewardOutbox } from '../../db/schema/index.ts';
import { releaseLease, takeLease } from '../../plugins/sweeper.ts';

// RDX rewards through an outbox (docs/design.md §4, "Rewards"): a request writes a row and answers at once; one worker
// at a time in the whole deployment sends the mints, so the minter's nonces never race and no request waits on the
// chain. A failed mint is tried again after a growing pause; after MAX_ATTEMPTS it is marked failed.

export type RewardKind = 'wallet_activation' | 'certificate';

const MAX_ATTEMPTS = 10;
/** A claimed row is due again after this long if its worker vanished mid-mint. */
const CLAIM_MS = 5 * 60 * 1000;
/** The worker's lease: renewed before each mint, given back when the queue is empty. */
const WORKER_LEASE = 'rdx-minter';
const POLL_MS = 5_000;

/** Queues a reward; a second call for the same kind and reference changes nothing (a reward is minted once). */
export async function enqueueReward(
  db: Db,
  reward: { kind: RewardKind; reference: string; recipient: string; amount: bigint },
): Promise<void> {
  await db
    .insert(rewardOutbox)
    .values({ ...reward, amount: reward.amount.toString() })
    .onConflictDoNothing();
}

/** Rewards still on their way to an address ("Recompensa pendente" on the wallet screen). */
export async function countPendingRewards(db: Db, recipient: string | null): Promise<number> {
  if (!recipient) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(rewardOutbox)
    .where(and(eq(rewardOutbox.recipient, recipient), eq(rewardOutbox.status, 'pending')));
  return Number(row?.n ?? 0);
}

/** Forgets a deleted person's rewards (their wallet address); a mint already sent stays on the chain. */
export async function forgetRewardsOf(db: Db, recipient: string | null): Promise<void> {
  if (recipient) await db.delete(rewardOutbox).where(eq(rewardOutbox.recipient, recipient));
}

/** The outbox's depth, for /metrics (raiz_outbox_depth). */
export async function outboxDepth(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(rewardOutbox).where(eq(rewardOutbox.status, 'pending'));
  return Number(row?.n ?? 0);
}

/** The next due reward, claimed (FOR UPDATE SKIP LOCKED: two workers never take the same row). */
async function claimNext(db: Db) {
  const rows = await db.execute<{ id: string; recipient: string; amount: string; attempts: number }>(sql`
    update reward_outbox
       set attempts = attempts + 1,
           next_attempt_at = now() + ${CLAIM_MS} * interval '1 millisecond',
           updated_at = now()
     where id = (select id from reward_outbox
                  where status = 'pending' and next_attempt_at <= now()
                  order by created_at
                  limit 1
                  for update skip locked)
    returning id, recipient, amount, attempts`);
  const list = Array.isArray(rows) ? rows : (rows as unknown as { rows: unknown[] }).rows;
  return list[0] as { id: string; recipient: string; amount: string; attempts: number } | undefined;
}

/** A chain error's message without any URL (an RPC URL may carry an API key), kept short. */
const safeError = (err: unknown) =>
  String((err as Error).message ?? err)
    .replace(/\w+:\/\/\S+/g, '[url]')
    .slice(0, 300);

/** Pause before the next attempt: 10 s, 20 s, 40 s… up to an hour. */
const backoffMs = (attempts: number) => Math.min(10_000 * 2 ** (attempts - 1), 60 * 60 * 1000);

declare module 'fastify' {
  interface FastifyInstance {
    rewards: {
      /** Sends every due reward now (one worker per process; one per deployment through the lease). Resolves when done. */
      drain(): Promise<void>;
    };
  }
}

/** Starts the outbox worker: on every queued reward (nudged), and every few seconds for retries and other instances' rows. */
export function startRewardWorker(app: FastifyInstance): void {
  let running: Promise<void> | undefined;
  let again = false;
  // This app's own name as the lease's holder (not the process's): two apps in one process are two workers.
  const holder = `rewards-${randomUUID()}`;

  const drainOnce = async () => {
    const chain = app.chain;
    if (!chain) return;
    if (!(await takeLease(app.db, WORKER_LEASE, CLAIM_MS, holder, true))) return;
    try {
      for (;;) {
        const row = await claimNext(app.db);
        if (!row) return;
        try {
          const txHash = await chain.mintRdx(row.recipient, BigInt(row.amount));
          await app.db
            .update(rewardOutbox)
            .set({ status: 'sent', txHash, lastError: null, updatedAt: sql`now()` })
            .where(eq(rewardOutbox.id, row.id));
        } catch (err) {
          const failed = row.attempts >= MAX_ATTEMPTS;
          app.log.warn(
            { rewardId: row.id, attempts: row.attempts, failed, error: safeError(err) },
            'reward mint failed',
          );
          await app.db
            .update(rewardOutbox)
            .set({
              status: failed ? 'failed' : 'pending',
              lastError: safeError(err),
              nextAttemptAt: sql`now() + ${backoffMs(row.attempts)} * interval '1 millisecond'`,
              updatedAt: sql`now()`,
            })
            .where(eq(rewardOutbox.id, row.id));
        }
        await takeLease(app.db, WORKER_LEASE, CLAIM_MS, holder, true);
      }
    } finally {
      await releaseLease(app.db, WORKER_LEASE, holder);
    }
  };

  const drain = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drainOnce();
        } catch (err) {
          app.log.warn({ error: safeError(err) }, 'reward outbox unavailable');
        }
      } while (again);
    })().finally(() => (running = undefined));
    return running;
  };

  app.decorate('rewards', { drain });
  app.metrics.readOutboxDepth(() => outboxDepth(app.db));
  const timer = setInterval(() => void drain(), POLL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
