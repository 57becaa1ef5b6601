import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, canonicalSha256 } from './canonical-hash.ts';
import { certificateMessage } from './certificate-message.ts';

describe('RFC 8785 canonical JSON', () => {
  it('does not depend on key order, at any depth', () => {
    const a = { titulo: 'Reflorestamento', indicadores: { arvores: 1200, co2: 35.5 }, tags: ['a', 'b'] };
    const b = { tags: ['a', 'b'], indicadores: { co2: 35.5, arvores: 1200 }, titulo: 'Reflorestamento' };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalSha256(a)).toBe(canonicalSha256(b));
    expect(canonicalJson(a)).toBe('{"indicadores":{"arvores":1200,"co2":35.5},"tags":["a","b"],"titulo":"Reflorestamento"}');
  });

  it('keeps array order (order there is meaning)', () => {
    expect(canonicalSha256([1, 2])).not.toBe(canonicalSha256([2, 1]));
  });

  it('formats numbers like ECMAScript, as the RFC 8785 examples show', () => {
    const cases: [number, string][] = [
      [0, '0'],
      [-0, '0'],
      [4.5, '4.5'],
      [2e-3, '0.002'],
      // eslint-disable-next-line no-loss-of-precision -- the RFC example is written with more digits than a double keeps
      [333333333.33333329, '333333333.3333333'],
      [1e30, '1e+30'],
      [1e21, '1e+21'],
      [1e-7, '1e-7'],
      [0.000000000000000000000000001, '1e-27'],
      [9007199254740992, '9007199254740992'],
      [295147905179352830000, '295147905179352830000'],
      [5e-324, '5e-324'],
      [1.7976931348623157e308, '1.7976931348623157e+308'],
    ];
    for (const [value, expected] of cases) expect(canonicalJson(value)).toBe(expected);
  });

  it('reproduces the RFC 8785 §3.2.2 example exactly', () => {
    const input = JSON.parse(
      '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],' +
        '"string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/",' +
        '"literals": [null, true, false]}',
    );
    expect(canonicalJson(input)).toBe(
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],' +
        '"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    );
  });

  it('sorts keys by UTF-16 code units (RFC 8785 §3.2.3)', () => {
    const input = {
      '\u20ac': 'Euro Sign',
      '\r': 'Carriage Return',
      '\ufb33': 'Hebrew Letter Dalet With Dagesh',
      '1': 'One',
      '\ud83d\ude00': 'Emoji: Grinning Face',
      '\u0080': 'Control',
      '\u00f6': 'Latin Small Letter O With Diaeresis',
    };
    // Read the order from the text: parsing it back would move the integer-like key "1" first.
    const json = canonicalJson(input);
    const order = Object.values(input).sort((a, b) => json.indexOf(a) - json.indexOf(b));
    expect(order).toEqual([
      'Carriage Return',
      'One',
      'Control',
      'Latin Small Letter O With Diaeresis',
      'Euro Sign',
      'Emoji: Grinning Face',
      'Hebrew Letter Dalet With Dagesh',
    ]);
  });

  it('hashes the canonical UTF-8 bytes with SHA-256, lowercase hex', () => {
    const value = { b: 'ação', a: [1, 2.5, null] };
    const expected = createHash('sha256').update('{"a":[1,2.5,null],"b":"ação"}', 'utf8').digest('hex');
    expect(canonicalSha256(value)).toBe(expected);
  });

  it('refuses values JSON cannot represent', () => {
    expect(() => canonicalJson(Number.NaN)).toThrow();
    expect(() => canonicalJson(Infinity)).toThrow();
    expect(() => canonicalJson(undefined)).toThrow(TypeError);
  });
});

describe('certificate message (docs/design.md §5)', () => {
  it('is the three lines joined by newlines', () => {
    const hash = 'ab'.repeat(32);
    expect(certificateMessage('8d2f0c3e-1111-4222-8333-944455556666', hash)).toBe(
      `Raiz — certificado de relatório\nrelatorio: 8d2f0c3e-1111-4222-8333-944455556666\nsha256: ${hash}`,
    );
  });
});
