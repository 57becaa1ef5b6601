import { z } from 'zod';
import { $ZodRegistry } from 'zod/v4/core';

type Json = Record<string, unknown>;
interface Document {
  paths?: Json;
  components?: { schemas?: Record<string, Json>; responses?: Record<string, Json> } & Json;
}

const schemaRef = (name: string) => `#/components/schemas/${name}`;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
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

/** How zod writes `null` for OpenAPI 3.0 (which has no null type). */
const nullSchema = { type: 'string', nullable: true, enum: [null] };

/**
 * A reference with what a use adds. In OpenAPI 3.0 the siblings of a `$ref` are ignored, so a description goes beside
 * an `allOf` of the one reference; and `nullable` needs a `type` beside it and cannot widen a referenced schema, so a
 * nullable use is "the reference, or null".
 */
function referenceTo(ref: string, extras: Json): Json {
  const { nullable, ...rest } = extras;
  if (nullable === true) return { anyOf: [{ $ref: ref }, nullSchema], ...rest };
  return Object.keys(rest).length ? { allOf: [{ $ref: ref }], ...rest } : { $ref: ref };
}

/** The reference a schema is (a `$ref`, or an `allOf` of one), and what it adds; undefined for any other schema. */
function asReference(value: Json): { ref: string; extras: Json } | undefined {
  if (typeof value.$ref === 'string') {
    const { $ref: ref, ...extras } = value;
    return { ref: ref as string, extras };
  }
  const [only, ...others] = Array.isArray(value.allOf) ? (value.allOf as unknown[]) : [];
  if (others.length || !isObject(only) || typeof only.$ref !== 'string' || Object.keys(only).length !== 1)
    return undefined;
  const { allOf: _, ...extras } = value;
  return { ref: only.$ref, extras };
}

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

/** The components a JSON value references, directly or through other components. */
function reachable(roots: unknown, schemas: Record<string, Json>): Set<string> {
  const reached = referencedNames(roots);
  const pending = [...reached];
  while (pending.length) {
    for (const name of referencedNames(schemas[pending.pop()!])) {
      if (!reached.has(name)) {
        reached.add(name);
        pending.push(name);
      }
    }
  }
  return reached;
}

/**
 * The document's final shape, after fastify-type-provider-zod has put the named schemas in `components.schemas`:
 * - every schema equal to a leaf of `leaves` (a UUID, a date…) references it instead;
 * - a request body's component identical to its answer's (`AttachmentLocationInput` = `AttachmentLocation`) is one;
 * - a `$ref` never has siblings (OpenAPI 3.0 ignores them): see `referenceTo`;
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

  // One component where the input and output forms of a schema are the same and both are used
  // (`AttachmentLocationInput` = `AttachmentLocation`); a request body's alone keeps its name (`UpdateProjectInput`).
  const twins = new Map<string, string>();
  const normalize = (value: Json): Json | undefined => {
    const reference = asReference(value);
    if (!reference) return undefined;
    const target = twins.get(reference.ref.slice(schemaRef('').length));
    return referenceTo(target ? schemaRef(target) : reference.ref, reference.extras);
  };
  const used = reachable(paths, schemas);
  // Until nothing changes: two schemas may differ only by the twins they reference.
  for (let found = true; found;) {
    found = false;
    for (const name of used) {
      const output = name.replace(/Input$/, '');
      if (output === name || twins.has(name) || !used.has(output)) continue;
      if (same(rewrite(schemas[name], normalize), rewrite(schemas[output], normalize))) {
        twins.set(name, output);
        found = true;
      }
    }
  }
  paths = rewrite(paths, normalize) as Json;
  for (const name of Object.keys(schemas)) {
    if (twins.has(name)) delete schemas[name];
    else schemas[name] = rewrite(schemas[name], normalize) as Json;
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
  const reached = reachable([paths, ...[...usedResponses].map((name) => responses[name])], schemas);
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
