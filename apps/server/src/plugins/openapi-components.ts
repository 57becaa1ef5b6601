import { z } from 'zod';
import { $ZodRegistry } from 'zod/v4/core';

type Json = Record<string, unknown>;
interface Document {
  paths?: Json;
  components?: { schemas?: Record<string, Json>; responses?: Record<string, Json> } & Json;
}

const schemaRef = (name: string) => `#/components/schemas/${name}`;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What a use may add to a leaf and still be that leaf, referenced. */
const annotations = new Set(['description', 'nullable', 'default']);

/** A leaf's bare JSON shape (without its description), as the document writes it for OpenAPI 3.0. */
const bareJson = (schema: z.ZodType): Json =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output', metadata: new $ZodRegistry() }) as Json;

/** Replaces, bottom-up, every JSON object `replace` gives a substitute for. */
function rewrite(node: unknown, replace: (value: Json) => Json | undefined): unknown {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, replace));
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = rewrite(value, replace);
  return replace(out) ?? out;
}

/**
 * A reference with what a use adds (a description, `nullable`): in OpenAPI 3.0 the siblings of a `$ref` are ignored, so
 * they go beside an `allOf` of the one reference.
 */
const referenceTo = (ref: string, extras: Json): Json =>
  Object.keys(extras).length ? { allOf: [{ $ref: ref }], ...extras } : { $ref: ref };

/** A response whose schemas do not repeat its description (`{allOf:[{$ref}]}` left alone becomes the `$ref`). */
function withoutRepeatedDescription(response: Json): Json {
  if (!isObject(response.content)) return response;
  const content: Json = {};
  for (const [type, media] of Object.entries(response.content)) {
    if (!isObject(media) || !isObject(media.schema) || media.schema.description !== response.description) {
      content[type] = media;
      continue;
    }
    const { description: _, ...schema } = media.schema;
    const single = Array.isArray(schema.allOf) && schema.allOf.length === 1 && Object.keys(schema).length === 1;
    content[type] = { ...media, schema: single ? (schema.allOf as Json[])[0] : schema };
  }
  return { ...response, content };
}

/** Every component name a JSON value references. */
function referencedNames(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) referencedNames(item, into);
  else if (isObject(node))
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(schemaRef('')))
        into.add(value.slice(schemaRef('').length));
      else referencedNames(value, into);
    }
  return into;
}

/**
 * The document's final shape, after fastify-type-provider-zod has put the named schemas in `components.schemas`:
 * - every schema equal to a leaf of `leaves` (a UUID, a date…) references it instead;
 * - a request body's component identical to its answer's (`AttachmentLocationInput` = `AttachmentLocation`) is one;
 * - a `$ref` never has siblings (OpenAPI 3.0 ignores them): `nullable` or a description go beside an `allOf`;
 * - components no operation reaches are left out, and the rest listed by name.
 */
export function nameComponents<T extends Document>(
  document: T,
  { leaves, responses }: { leaves: Record<string, z.ZodType>; responses: Record<string, Json> },
): T {
  const leafShapes = Object.entries(leaves).map(([name, schema]) => ({ name, json: bareJson(schema) }));
  const asLeaf = (value: Json): Json | undefined => {
    if (value.$ref !== undefined) return undefined;
    for (const { name, json } of leafShapes) {
      const matches =
        Object.entries(json).every(([key, expected]) => same(value[key], expected)) &&
        Object.keys(value).every((key) => key in json || annotations.has(key));
      if (!matches) continue;
      const extras = Object.fromEntries(Object.entries(value).filter(([key]) => !(key in json)));
      if (extras.description === leaves[name]!.description) delete extras.description;
      return referenceTo(schemaRef(name), extras);
    }
    return undefined;
  };
  const schemas: Record<string, Json> = {};
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {}))
    schemas[name] = rewrite(schema, asLeaf) as Json;
  for (const { name, json } of leafShapes) {
    const description = leaves[name]!.description;
    schemas[name] = { ...json, ...(description ? { description } : {}) };
  }
  let paths = rewrite(document.paths ?? {}, asLeaf) as Json;

  // One component where the input and output forms of a schema are the same.
  const twins = new Map<string, string>();
  const merge = (value: Json): Json | undefined => {
    if (typeof value.$ref !== 'string') return undefined;
    const target = twins.get(value.$ref.slice(schemaRef('').length));
    const ref = target ? schemaRef(target) : value.$ref;
    const { $ref: _, ...extras } = value;
    return referenceTo(ref, extras);
  };
  // Until nothing changes: two schemas may differ only by the twins they reference.
  for (let found = true; found; ) {
    found = false;
    for (const name of Object.keys(schemas)) {
      const output = name.replace(/Input$/, '');
      if (output === name || twins.has(name) || !schemas[output]) continue;
      if (same(rewrite(schemas[name], merge), rewrite(schemas[output], merge))) {
        twins.set(name, output);
        found = true;
      }
    }
  }
  paths = rewrite(paths, merge) as Json;
  for (const name of Object.keys(schemas)) {
    if (twins.has(name)) delete schemas[name];
    else schemas[name] = rewrite(schemas[name], merge) as Json;
  }

  // An answer's schema need not repeat the answer's description; an answer equal to a named one references it.
  const responseNames = new Map(Object.entries(responses).map(([name, response]) => [JSON.stringify(response), name]));
  const usedResponses = new Set<string>();
  for (const operations of Object.values(paths).filter(isObject))
    for (const operation of Object.values(operations).filter(isObject)) {
      if (!isObject(operation.responses)) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!isObject(response)) continue;
        const simplified = withoutRepeatedDescription(response);
        const name = responseNames.get(JSON.stringify(simplified));
        if (name) usedResponses.add(name);
        operation.responses[status] = name ? { $ref: `#/components/responses/${name}` } : simplified;
      }
    }

  // Only what the operations reach, in alphabetical order.
  const reached = referencedNames([paths, ...[...usedResponses].map((name) => responses[name])]);
  const pending = [...reached];
  while (pending.length) {
    for (const name of referencedNames(schemas[pending.pop()!])) {
      if (!reached.has(name)) {
        reached.add(name);
        pending.push(name);
      }
    }
  }
  const kept = Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => reached.has(name))
      .sort()
      .map((name) => [name, schemas[name]!]),
  );
  const namedResponses = Object.fromEntries([...usedResponses].sort().map((name) => [name, responses[name]!]));
  return {
    ...document,
    paths,
    components: {
      ...document.components,
      ...(usedResponses.size ? { responses: { ...document.components?.responses, ...namedResponses } } : {}),
      schemas: kept,
    },
  };
}
