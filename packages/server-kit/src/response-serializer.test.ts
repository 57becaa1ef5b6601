import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const serializerOf = (schema: z.ZodType) => responseSerializerCompiler({ schema });

describe('responseSerializerCompiler', () => {
  const project = z.object({
    id: z.uuid(),
    name: z.string(),
    areaHa: z.number().nullable(),
    count: z.number().int().nonnegative(),
    status: z.enum(['active', 'done']),
    endDate: z.iso.date().nullable(),
    publishedAt: z.iso.datetime().nullable(),
    public: z.boolean(),
    tags: z.array(z.string()),
    fields: z.record(z.string(), z.string()).optional(),
    extra: z.unknown().optional(),
  });
  const answer = serializerOf(z.object({ data: project }));
  const row = {
    id: '0b6f1c7e-8a2b-4d3c-9e1f-2a3b4c5d6e7f',
    name: 'Mata "Viva" \u2028 São Paulo',
    areaHa: null,
    count: 3,
    status: 'active',
    endDate: '2026-11-30',
    publishedAt: '2026-11-21T20:51:31.907Z',
    public: true,
    tags: ['a', 'b'],
  };

  it('writes what JSON.stringify writes for a value of the schema', () => {
    expect(JSON.parse(answer({ data: row }))).toEqual({ data: row });
    const full = { ...row, areaHa: 12.5, fields: { nome: 'Obrigatório.' }, extra: { any: [1, 'x'] } };
    expect(JSON.parse(answer({ data: full }))).toEqual({ data: full });
  });

  it('leaves out what the schema does not declare (a column that must not leave the server)', () => {
    const written = answer({ data: { ...row, ownerCpf: '39053344705', passwordHash: 'scrypt$' } });
    expect(written).not.toContain('39053344705');
    expect(written).not.toContain('scrypt');
    expect(JSON.parse(written)).toEqual({ data: row });
  });

  it('refuses an answer without a required field', () => {
    const { name: _, ...withoutName } = row;
    expect(() => answer({ data: withoutName })).toThrow();
  });

  it('writes nullable objects, arrays of objects and unions', () => {
    const page = serializerOf(
      z.object({
        items: z.array(z.object({ id: z.string(), parent: z.object({ id: z.string() }).nullable() })),
        state: z.union([z.object({ kind: z.literal('ok') }), z.object({ kind: z.literal('error'), why: z.string() })]),
      }),
    );
    const value = {
      items: [
        { id: 'a', parent: null },
        { id: 'b', parent: { id: 'a' } },
      ],
      state: { kind: 'error', why: 'falhou' },
    };
    expect(JSON.parse(page(value))).toEqual(value);
  });

  it("writes a schema the OpenAPI document names (an id in zod's global registry) as any other", () => {
    const picture = z.object({ url: z.string(), caption: z.string().nullable() });
    z.globalRegistry.add(picture, { id: 'SerializerTestPicture' });
    const post = z.object({
      title: z.string(),
      cover: picture.nullable().describe('A capa.'),
      pictures: z.array(picture),
    });
    const serialize = serializerOf(z.object({ data: post }));
    const value = {
      title: 'Mutirão',
      cover: { url: '/a.webp', caption: null },
      pictures: [{ url: '/b.webp', caption: 'B' }],
    };
    expect(JSON.parse(serialize({ data: value }))).toEqual({ data: value });
    expect(JSON.parse(serialize({ data: { ...value, cover: null } }))).toEqual({ data: { ...value, cover: null } });
    const withSecret = { ...value, pictures: [{ url: '/b.webp', caption: 'B', storageKey: 'segredo' }] };
    expect(serialize({ data: withSecret })).not.toContain('segredo');
  });
});
