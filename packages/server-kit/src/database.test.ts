import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDrizzleDatabase } from './database.ts';

describe('openDrizzleDatabase on PGlite', () => {
  it(
    'reads timestamps, dates, intervals and their arrays as the database text, in and out of a transaction',
    { timeout: 60_000 },
    async () => {
      const database = openDrizzleDatabase({ schema: {}, migrationsFolder: '.', poolSize: 1 });
      const query = sql`select '2026-11-21 20:51:31.907+00'::timestamptz as at, '2026-11-21 20:51:31'::timestamp as local,
        '2026-11-21'::date as day, '1 day 02:00:00'::interval as span, '{1.50,2}'::numeric[] as amounts,
        '{2026-11-21}'::date[] as days, '{"2026-11-21 20:51:31+00"}'::timestamptz[] as ats, 7::int as n`;
      const expected = {
        at: '2026-11-21 20:51:31.907+00',
        local: '2026-11-21 20:51:31',
        day: '2026-11-21',
        span: '1 day 02:00:00',
        amounts: '{1.50,2}',
        days: '{2026-11-21}',
        ats: '{"2026-11-21 20:51:31+00"}',
        n: 7,
      };
      // PGlite's result (rows and fields); the Drizzle type is the driver-neutral one.
      const rows = (result: unknown) => (result as { rows: unknown[] }).rows;
      try {
        // The first query may run before PGlite has started: both sides of that moment read the same.
        expect(rows(await database.db.execute(query))).toEqual([expected]);
        expect(rows(await database.db.execute(query))).toEqual([expected]);
        expect(rows(await database.db.transaction((tx) => tx.execute(query)))).toEqual([expected]);
      } finally {
        await database.close();
      }
    },
  );
});
