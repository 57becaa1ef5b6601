import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/**
 * A timestamptz read as text ("2026-11-21 20:51:31.907+00", in the session's time zone) as ISO 8601 in UTC.
 * Already ISO text passes through unchanged.
 */
export function isoTimestamp(value: string): string;
export function isoTimestamp(value: string | null): string | null;
export function isoTimestamp(value: string | null): string | null {
  if (value == null) return null;
  // In UTC ("+00"), as PostgreSQL answers a session in UTC: rewritten as text (every row of every list passes here),
  // milliseconds kept and microseconds dropped as toISOString does; any other offset goes through Date.
  const utc = utcTimestamp.exec(value);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  const normalized = value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  return new Date(normalized).toISOString();
}
const utcTimestamp = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * The one timestamp column type of both databases: `timestamp with time zone`, read as ISO 8601 in UTC
 * ("2026-11-21T20:51:31.907Z") wherever a query selects the column, so no answer converts timestamps by hand. Written
 * as ISO text (`new Date().toISOString()`) or `sql\`now()\``. What a query computes (`max(updated_at)`) is not a
 * column and is converted with isoTimestamp.
 */
export const timestamptz = customType<{ data: string; driverData: string }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: (value) => isoTimestamp(value),
});

/** A timestamptz column that is always set: by default the moment its row is written (`created_at`, `updated_at`…). */
export const nowTimestamp = (name: string) =>
  timestamptz(name)
    .notNull()
    .default(sql`now()`);
