import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findUnsafeText, isSafeText, refuseUnsafeText, unsafeTextMessage } from './safe-text.ts';

describe('safe text', () => {
  it('refuses NUL and lone surrogates, accepts surrogate pairs and ordinary text', () => {
    for (const text of ['a\u0000b', '\uD800', 'a\uDBFFb', '\uDC00a', 'a\uDFFF', '\uDC00\uD800'])
      expect(isSafeText(text)).toBe(false);
    for (const text of ['', 'ação', 'ipê 🌱', '\uD83C\uDF31', 'tab\tand\nnewline']) expect(isSafeText(text)).toBe(true);
  });

  it('finds every unsafe string value and object key, with its path', () => {
    expect(
      findUnsafeText({ name: 'ok', tags: ['ok', 'a\u0000'], nested: { 'k\uD800': 1, deep: [{ v: '\uDC00' }] } }),
    ).toEqual([
      ['tags', 1],
      ['nested', 'k\uD800'],
      ['nested', 'deep', 0, 'v'],
    ]);
    expect(findUnsafeText('a\u0000')).toEqual([[]]);
    expect(findUnsafeText({ n: 1, b: true, z: null })).toEqual([]);
  });

  it('walks deep input without recursion, in linear time', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const started = performance.now();
    const [path] = findUnsafeText(deep);
    expect(path).toHaveLength(200_000);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('wraps a schema: unsafe text is refused beside the schema’s own issues', () => {
    const schema = refuseUnsafeText(z.object({ name: z.string(), age: z.number() }));
    expect(schema.parse({ name: 'Ana', age: 3 })).toEqual({ name: 'Ana', age: 3 });
    const result = schema.safeParse({ name: 'A\u0000na', age: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', unsafeTextMessage],
      ['age', expect.any(String)],
    ]);
  });
});
