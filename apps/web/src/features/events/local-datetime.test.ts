import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './local-datetime';

// Node applies a TZ change at run time: each case runs in the zone a person could be in.
let savedTz: string | undefined;
beforeEach(() => {
  savedTz = process.env.TZ;
});
afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

describe('localInputToIso', () => {
  it('adds the offset of Brasília', () => {
    process.env.TZ = 'America/Sao_Paulo';
    expect(localInputToIso('2025-05-01T10:00')).toBe('2025-05-01T10:00:00-03:00');
    expect(Date.parse(localInputToIso('2025-05-01T10:00')!)).toBe(Date.UTC(2025, 4, 1, 13, 0));
  });

  it.each([
    ['Europe/Lisbon', '2025-01-15T09:30', '2025-01-15T09:30:00+00:00'],
    ['Europe/Lisbon', '2025-07-15T09:30', '2025-07-15T09:30:00+01:00'],
    ['Asia/Kolkata', '2025-07-15T09:30', '2025-07-15T09:30:00+05:30'],
    ['America/Manaus', '2025-07-15T23:59', '2025-07-15T23:59:00-04:00'],
    ['America/Sao_Paulo', '2025-05-01T10:00:30', '2025-05-01T10:00:30-03:00'],
  ])('follows daylight saving time, half-hour zones and seconds (%s, %s)', (zone, text, iso) => {
    process.env.TZ = zone;
    expect(localInputToIso(text)).toBe(iso);
  });

  it.each(['', '01/05/2025 10:00', '2025-02-31T10:00', '2025-05-01'])('refuses %j, not a date-time', (text) => {
    process.env.TZ = 'America/Sao_Paulo';
    expect(localInputToIso(text)).toBeNull();
  });
});

describe('isoToLocalInput', () => {
  it.each([
    ['America/Sao_Paulo', '2025-05-01T10:00'],
    ['Asia/Kolkata', '2025-05-01T18:30'],
  ])('shows an instant in the local zone (%s)', (zone, text) => {
    process.env.TZ = zone;
    expect(isoToLocalInput('2025-05-01T13:00:00.000Z')).toBe(text);
  });

  it('round-trips with localInputToIso', () => {
    process.env.TZ = 'America/Sao_Paulo';
    for (const text of ['2025-01-01T00:00', '2025-12-31T23:59', '2030-06-15T12:45']) {
      expect(isoToLocalInput(localInputToIso(text))).toBe(text);
    }
  });

  it('is empty for no date or a broken one', () => {
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput('')).toBe('');
    expect(isoToLocalInput('ontem')).toBe('');
  });
});
