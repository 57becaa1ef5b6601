import fastJson from 'fast-json-stringify';
import { $ZodRegistry, toJSONSchema, type $ZodType } from 'zod/v4/core';

type JsonSchema = Record<string, unknown>;

/**
 * `{ anyOf: [S, { type: 'null' }] }` (zod's `.nullable()`) as S with `type: [S.type, 'null']`: fast-json-stringify
 * serialises a list of types by the value's type, where for `anyOf` it validates the value against each branch.
 */
function nullableAsTypeList(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableAsTypeList);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = nullableAsTypeList(value);
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullIndex = branches.findIndex((b: JsonSchema) => b.type === 'null' && Object.keys(b).length === 1);
    const other = branches[1 - nullIndex] as JsonSchema | undefined;
    if (nullIndex !== -1 && other && typeof other.type === 'string' && other.anyOf === undefined) {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

const noMetadata = new $ZodRegistry<Record<string, unknown>>();

/**
 * Fastify's serializer compiler for zod response schemas: the schema as JSON Schema (what the API document shows),
 * compiled by fast-json-stringify, Fastify's own serializer. Only the properties the schema declares are written, each
 * as its type says, and a missing required one is an error (500), as with zod's encoding, which cost a busy API about
 * 7 % of its CPU (bench/README.md, "The request path"); the values are not validated again (the services build them
 * typed; the API's tests check the answers).
 */
export function responseSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  const json = toJSONSchema(schema as $ZodType, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
    // Not the global registry: the ids the OpenAPI document names schemas with would turn them into `$ref`s here.
    metadata: noMetadata,
  });
  return fastJson(nullableAsTypeList(json) as Parameters<typeof fastJson>[0]);
}
