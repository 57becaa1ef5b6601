import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobLeases } from '../db/schema/index.ts';
import { useTestApp } from '../test/test-app.ts';
import { sweepHourly, takeLease } from './sweeper.ts';

// Hourly sweeps run once per deployment: an instance sweeps only while it holds the job's lease in the shared database.
const t = useTestApp();

/** Another instance of the deployment, as far as a sweep sees it: its own app on the same database. */
function instance() {
  const app = Fastify({ logger: false });
  app.decorate('db', t.app.db);
  return app;
}

describe('sweeps once per deployment', () => {
  it('runs a sweep on one instance only when three start together; the others skip it', async () => {
    let runs = 0;
    const apps = [instance(), instance(), instance()];
    await Promise.all(apps.map((app) => sweepHourly(app, 'teste', async () => runs++)));
    expect(runs).toBe(1);
    const [lease] = await t.app.db.select().from(jobLeases).where(eq(jobLeases.name, 'sweep:teste'));
    expect(new Date(lease!.expiresAt).getTime()).toBeGreaterThan(Date.now() + 50 * 60 * 1000);
    for (const app of apps) await app.close();
  });

  it('gives a lease to one holder at a time, and to another once it expired', async () => {
    const holders = ['a', 'b', 'c', 'd', 'e'];
    const won = await Promise.all(holders.map((h) => takeLease(t.app.db, 'limpeza', 60_000, h)));
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(await takeLease(t.app.db, 'limpeza', 60_000, 'f')).toBe(false);

    // The holder stopped (its lease ran out): the next instance to ask takes over.
    await t.app.db
      .update(jobLeases)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(jobLeases.name, 'limpeza'));
    expect(await takeLease(t.app.db, 'limpeza', 60_000, 'f')).toBe(true);
    const [lease] = await t.app.db.select().from(jobLeases).where(eq(jobLeases.name, 'limpeza'));
    expect(lease!.holder).toBe('f');
  });
});
