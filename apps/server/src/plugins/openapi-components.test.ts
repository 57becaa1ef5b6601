import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nameComponents } from './openapi-components.ts';

const uuid = { type: 'string', format: 'uuid', pattern: '^[0-9a-f-]{36}$' };
const leaves = { Uuid: z.uuid().describe('Identificador.') };
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const notFound = { description: 'Não encontrado.', ...json(ref('ApiError')) };

// The leaf's JSON as zod writes it for OpenAPI 3.0, whatever its pattern.
const uuidJson = z.toJSONSchema(z.uuid(), { target: 'openapi-3.0' }) as Record<string, unknown>;
delete uuidJson.description;

function documentWith(components: Record<string, Record<string, unknown>>, responses: Record<string, unknown>) {
  return { paths: { '/v1/x/{id}': { get: { responses } } }, components: { schemas: components } };
}

describe('nameComponents', () => {
  it('references a leaf wherever its shape appears, keeping what a use adds (a description, null)', () => {
    const doc = documentWith(
      {
        Thing: {
          type: 'object',
          properties: {
            id: uuidJson,
            parentId: { ...uuidJson, nullable: true, description: 'O pai.' },
            other: { ...uuid },
          },
        },
      },
      { 200: { description: 'Ok', ...json(ref('Thing')) } },
    );
    const out = nameComponents(doc, { leaves, responses: {} });
    expect(out.components.schemas).toEqual({
      Thing: {
        type: 'object',
        properties: {
          id: ref('Uuid'),
          parentId: { anyOf: [ref('Uuid'), { type: 'string', nullable: true, enum: [null] }], description: 'O pai.' },
          // A different pattern is another type: left as it is.
          other: uuid,
        },
      },
      Uuid: { ...uuidJson, description: 'Identificador.' },
    });
  });

  it('merges an input component into its identical output one only when both are used; drops the unused', () => {
    const point = { type: 'object', properties: { lat: { type: 'number' } } };
    const doc = {
      paths: {
        '/a': { post: { requestBody: json(ref('PointInput')), responses: { 200: json(ref('Point')) } } },
        '/b': { post: { requestBody: json(ref('BodyInput')), responses: { 200: { description: 'Ok' } } } },
      },
      components: { schemas: { Point: point, PointInput: point, Body: point, BodyInput: point, Unused: point } },
    };
    const out = nameComponents(doc, { leaves: {}, responses: {} });
    expect(Object.keys(out.components.schemas)).toEqual(['BodyInput', 'Point']);
    expect(out.paths['/a'].post.requestBody).toEqual(json(ref('Point')));
  });

  it('answers a shared error by reference, and an error schema does not repeat its answer’s description', () => {
    const doc = documentWith(
      {},
      {
        404: { description: 'Não encontrado.', ...json({ allOf: [ref('ApiError')], description: 'Não encontrado.' }) },
        409: { description: 'Conflito.', ...json({ allOf: [ref('ApiError')], description: 'Conflito.' }) },
      },
    );
    const out = nameComponents(doc, { leaves: {}, responses: { NotFound: notFound } });
    expect(out.paths['/v1/x/{id}'].get.responses).toEqual({
      404: { $ref: '#/components/responses/NotFound' },
      409: { description: 'Conflito.', ...json(ref('ApiError')) },
    });
    expect((out.components as { responses?: unknown }).responses).toEqual({ NotFound: notFound });
  });
});
