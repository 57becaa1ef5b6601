import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dashboardStamps } from '../../db/schema/index.ts';

// Why a cache and not only aggregates in SQL: the panel lists every project's sums (2,000 projects → ~415 KB of JSON),
// and reading, encoding and writing that answer costs many times a `GET /v1/projects/:id` however the sums are
// computed (bench/README.md, "Panel"). So the answer is kept, already serialised, under the person's stamp, which
// triggers replace in the same transaction as every write that changes the panel (drizzle/0004_dashboard_stamps.sql).
// Each request still reads the stamp, so several API processes over one database never serve a stale panel.

/** The person's current stamp; null until their first write since the stamps exist. */
export async function dashboardStamp(db: Db, ownerId: string): Promise<string | null> {
  const [row] = await db
    .select({ stamp: dashboardStamps.stamp })
    .from(dashboardStamps)
    .where(eq(dashboardStamps.ownerId, ownerId));
  return row?.stamp ?? null;
}

/**
 * Serialised panels by person, each valid under the stamp it was computed after, the least recently used dropped past
 * `maxChars` in all (a panel of 2,000 projects is ~415,000 characters).
 */
export function createDashboardCache(maxChars = 16_000_000) {
  const entries = new Map<string, { stamp: string | null; body: string }>();
  let chars = 0;
  const drop = (ownerId: string) => {
    const entry = entries.get(ownerId);
    if (!entry) return;
    chars -= entry.body.length;
    entries.delete(ownerId);
  };

  return {
    /**
     * The person's serialised panel: the kept one while their stamp is unchanged, else `compute()`'s, kept. The stamp
     * is read before computing, so a write that lands during the computation leaves a newer stamp, never a stale
     * panel under the current one.
     */
    async get(db: Db, ownerId: string, compute: () => Promise<string>): Promise<string> {
      const stamp = await dashboardStamp(db, ownerId);
      const kept = entries.get(ownerId);
      if (kept && kept.stamp === stamp) {
        entries.delete(ownerId);
        entries.set(ownerId, kept);
        return kept.body;
      }
      const body = await compute();
      drop(ownerId);
      if (body.length <= maxChars) {
        entries.set(ownerId, { stamp, body });
        chars += body.length;
        for (const oldest of entries.keys()) {
          if (chars <= maxChars) break;
          drop(oldest);
        }
      }
      return body;
    },
  };
}
