import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { pgTable, integer } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { isoTimestamp, timestamptz } from './timestamps.ts';

describe('isoTimestamp', () => {
  const throughDate = (value: string) =>
    new Date(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')).toISOString();

  it('answers what Date answers for every precision PostgreSQL writes, and leaves ISO text as it is', () => {
    for (const value of [
      '2026-11-21 20:51:31+00',
      '2026-11-21 20:51:31.9+00',
      '2026-11-21 20:51:31.907+00',
      '2026-11-21 20:51:31.907123+00',
      '2026-01-01 00:00:00.000001+00',
      '2026-11-21 20:51:31.907-03',
      '2026-11-21 23:51:31.5+05',
    ]) {
      expect(isoTimestamp(value), value).toBe(throughDate(value));
      expect(isoTimestamp(throughDate(value)), value).toBe(throughDate(value));
    }
    expect(isoTimestamp('2026-11-21 20:51:31.907-03')).toBe('2026-11-21T23:51:31.907Z');
    expect(isoTimestamp(null)).toBeNull();
  });
});

describe('timestamptz', () => {
  it(
    'reads a column as ISO 8601 in UTC from a real database, whatever the session time zone, and null as null',
    { timeout: 60_000 },
    async () => {
      const client = new PGlite();
      const db = drizzle(client);
      const stamps = pgTable('stamps', {
        id: integer('id').primaryKey(),
        at: timestamptz('at')
          .notNull()
          .default(sql`now()`),
        until: timestamptz('until'),
      });
      await db.execute(
        sql`create table stamps (id int primary key, at timestamptz not null default now(), until timestamptz)`,
      );
      await db.execute(sql`set time zone 'America/Sao_Paulo'`);
      await db.insert(stamps).values([{ id: 1, until: '2026-11-21T20:51:31.907Z' }, { id: 2 }]);
      const rows = await db.select().from(stamps).orderBy(stamps.id);
      expect(rows[0]!.until).toBe('2026-11-21T20:51:31.907Z');
      expect(rows[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Math.abs(Date.parse(rows[0]!.at) - Date.now())).toBeLessThan(60_000);
      expect(rows[1]!.until).toBeNull();
      await client.close();
    },
  );
});
