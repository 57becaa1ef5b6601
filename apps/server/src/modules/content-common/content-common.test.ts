import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './content-common.ts';

describe('isoTimestamp', () => {
  const throughDate = (value: string) =>
    new Date(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')).toISOString();

  it('answers what Date answers for every precision PostgreSQL writes', () => {
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
    }
    expect(isoTimestamp('2026-11-21 20:51:31.907-03')).toBe('2026-11-21T23:51:31.907Z');
    expect(isoTimestamp(null)).toBeNull();
  });
});
