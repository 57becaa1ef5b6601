import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQueries } from '../../db/prepared.ts';
import { dashboardStamps } from '../../db/schema/index.ts';

// Why a cache and not only aggregates in SQL: the panel lists every project's sums (2,000 projects → ~415 KB of JSON),
// and reading, encoding and writing that answer costs many times a `GET /v1/projects/:id` however the sums are
// computed (bench/README.md, "Panel"). So the answer is kept, already serialised (and compressed for the clients that
// ask, once instead of on every request), under the person's stamp, which triggers replace in the same transaction as
// every write that changes the panel (drizzle/0006_dashboard_stamps.sql; a write in an organisation's space replaces
// every member's, drizzle/0009_dashboard_spaces.sql). Each request still reads the stamp, so
// several API processes over one database never serve a stale panel.

/** Read on every request of the panel: built once (db/prepared.ts). */
const stampQuery = preparedQueries((db: Db, _variant: 'one') =>
  db
    .select({ stamp: dashboardStamps.stamp })
    .from(dashboardStamps)
    .where(eq(dashboardStamps.ownerId, sql.placeholder('ownerId')))
    .prepare('dashboard_stamp'),
);

/** The person's current stamp; null until their first write since the stamps exist. */
export async function dashboardStamp(db: Db, ownerId: string): Promise<string | null> {
  const [row] = await stampQuery(db, 'one').execute({ ownerId });
  return row?.stamp ?? null;
}

type Encoding = 'br' | 'gzip' | 'identity';

// As plugins/compression.ts compresses the other answers: brotli, else gzip, over 1 KB, brotli at @fastify/compress's
// quality (4: fast enough for the first request after a write).
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });
const threshold = 1024;
const compress: Record<Exclude<Encoding, 'identity'>, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => promisify(zlib.gzip)(body),
};

interface KeptPanel {
  stamp: string | null;
  /** The panel's JSON without the RDX balance. */
  panel: string;
  /** The whole answer with the balance it was built with, by encoding. */
  balance?: string | null;
  bodies: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * Serialised panels by person, each valid under the stamp it was computed after, the least recently used dropped past
 * `maxChars` (a panel of 2,000 projects is ~415,000 characters; an entry is counted 3× its panel: the text, the answer
 * and its compressed forms).
 */
export function createDashboardCache(maxChars = 48_000_000) {
  const entries = new Map<string, KeptPanel>();
  let chars = 0;
  const size = (entry: KeptPanel) => entry.panel.length * 3;
  const drop = (ownerId: string) => {
    const entry = entries.get(ownerId);
    if (!entry) return;
    chars -= size(entry);
    entries.delete(ownerId);
  };

  /**
   * The person's panel: the kept one while their stamp is unchanged, else `compute()`'s, kept. The stamp is read
   * before computing, so a write that lands during the computation leaves a newer stamp, never a stale panel under the
   * current one.
   */
  async function panel(db: Db, ownerId: string, compute: () => Promise<string>): Promise<KeptPanel> {
    const stamp = await dashboardStamp(db, ownerId);
    const kept = entries.get(ownerId);
    if (kept && kept.stamp === stamp) {
      entries.delete(ownerId);
      entries.set(ownerId, kept);
      return kept;
    }
    const entry: KeptPanel = { stamp, panel: await compute(), bodies: {} };
    drop(ownerId);
    if (size(entry) <= maxChars) {
      entries.set(ownerId, entry);
      chars += size(entry);
      for (const oldest of entries.keys()) {
        if (chars <= maxChars) break;
        drop(oldest);
      }
    }
    return entry;
  }

  /** The answer `{ data: { …panel, rdxBalance } }` in the encoding the client accepts (Accept-Encoding). */
  async function answer(kept: KeptPanel, rdxBalance: string | null, acceptEncoding: string | undefined) {
    if (kept.balance !== rdxBalance) {
      kept.balance = rdxBalance;
      kept.bodies = {};
    }
    // This balance's bodies, even if another request with another balance replaces them meanwhile.
    const bodies = kept.bodies;
    const body = await (bodies.identity ??= Promise.resolve(
      Buffer.from(`{"data":${kept.panel.slice(0, -1)},"rdxBalance":${JSON.stringify(rdxBalance)}}}`),
    ));
    const accepted = acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;
    if (!accepted || accepted === 'identity' || body.length < threshold) return { encoding: 'identity' as const, body };
    let compressed = bodies[accepted];
    if (!compressed) {
      const pending = compress[accepted](body);
      bodies[accepted] = compressed = pending;
      pending.catch(() => bodies[accepted] === pending && delete bodies[accepted]);
    }
    return { encoding: accepted, body: await compressed };
  }

  return { panel, answer };
}
