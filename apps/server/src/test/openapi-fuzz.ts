import { randomUUID } from 'node:crypto';
import { Ajv, type ValidateFunction } from 'ajv';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { errorShapeProblem, isPortuguese } from './error-shape.ts';

// A fuzzer driven by the OpenAPI document: for each operation it builds a plausible request from the documented
// schemas, then breaks it in one of many ways, sends it through the real app and checks the answer against the same
// document. Operations added later are fuzzed without touching this file.

export interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  parameters: { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      Omit<Operation, 'method' | 'path' | 'parameters' | 'body'> & {
        parameters?: Operation['parameters'];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of the document, DELETEs last so the fixtures they may remove serve the others first. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const all = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({
      operationId: op.operationId,
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
      responses: op.responses,
    })),
  );
  return all.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

/** mulberry32: small, fast and seedable, so a failing run can be repeated exactly. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof seededRandom>;

/** A stable number per text, to give each operation its own stream from the run's seed. */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Real values the signed-in person owns, by parameter or field name, so ids in requests sometimes exist. */
export type Pools = Record<string, unknown[]>;

const hex = (r: Random, n: number) => Array.from({ length: n }, () => '0123456789abcdef'[r.int(0, 15)]).join('');
const words = ['mata', 'ciliar', 'ipê', 'muda', 'água', 'Cerrado', 'relatório', 'ação', 'São João', 'reflorestamento'];

function sampleString(schema: JsonSchema, r: Random): string {
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'date':
      return `20${r.int(20, 29)}-0${r.int(1, 9)}-${r.int(10, 28)}`;
    case 'date-time':
      return `20${r.int(20, 29)}-0${r.int(1, 9)}-${r.int(10, 28)}T10:00:00-03:00`;
    case 'email':
      return `pessoa${r.int(1, 999)}@exemplo.com.br`;
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const candidates = [
      hex(r, 64),
      `0x${hex(r, 40)}`,
      `0x${hex(r, 130)}`,
      `${hex(r, 32)}:${hex(r, 32)}`,
      Array.from({ length: 10 }, () => 'ABCDEFGHJKMNPQRSTVWXYZ0123456789'[r.int(0, 31)]).join(''),
      randomUUID(),
    ];
    const fit = candidates.find((c) => pattern.test(c));
    if (fit) return fit;
  }
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, 40);
  let text = Array.from({ length: r.int(1, 4) }, () => r.pick(words)).join(' ');
  while (text.length < min) text += ' mata';
  return text.slice(0, Math.max(min, Math.min(max, text.length)));
}

/** A value the schema accepts (most of the time: patterns and cross-field rules are only approximated). */
export function sampleValid(
  schema: JsonSchema | undefined,
  r: Random,
  pools: Pools,
  name?: string,
  depth = 0,
): unknown {
  if (!schema) return undefined;
  const pooled = name ? pools[name] : undefined;
  if (pooled?.length && r.chance(0.8)) return r.pick(pooled);
  if (schema.anyOf?.length) return sampleValid(r.pick(schema.anyOf), r, pools, name, depth);
  // A named schema used with a description of its own: `{allOf: [the schema], description}`.
  if (schema.allOf?.length) {
    const { allOf, ...own } = schema;
    return sampleValid(Object.assign({}, ...allOf, own) as JsonSchema, r, pools, name, depth);
  }
  if (schema.enum?.length) return r.pick(schema.enum);
  switch (schema.type) {
    case 'string':
      return sampleString(schema, r);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? 1000, min + 1000);
      const value = min + r.next() * (max - min);
      return schema.type === 'integer' ? Math.round(value) : Math.round(value * 100) / 100;
    }
    case 'boolean':
      return r.chance(0.5);
    case 'array': {
      if (depth > 4) return [];
      const count = r.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 2, (schema.minItems ?? 0) + 2));
      return Array.from({ length: count }, () => sampleValid(schema.items, r, pools, undefined, depth + 1));
    }
    case 'object': {
      if (depth > 4) return {};
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => required.has(key) || r.chance(0.6))
          .map(([key, child]) => [key, sampleValid(child, r, pools, key, depth + 1)]),
      );
    }
    default:
      return r.pick(['texto', 1, true, null]);
  }
}

const nastyStrings = [
  'a\u0000b',
  '\u0000',
  'ab\uD800',
  '\uDC00ab',
  '\uDBFF\uDBFF',
  '',
  ' ',
  '   \t\n',
  "'; drop table projects; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%ff%00',
  '${jndi:ldap://x}',
  '🌱'.repeat(300),
  'é'.repeat(5000),
  '\u202Eabc',
  '1e309',
  'NaN',
  'null',
  '{"a":1}',
];
const nastyNumbers = [
  -1,
  -0.5,
  0,
  -0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  1.5,
  1e-320,
  9.99e99,
];
const wrongTypes = [null, true, false, 0, -1, 'texto', [], [1, 'a'], {}, { a: { b: {} } }];

/** A JSON text nested `depth` levels, as arrays or objects (optionally with the keys prototype pollution uses). */
function deepJson(r: Random, depth: number): string {
  const kind = r.pick(['array', 'object', 'proto'] as const);
  if (kind === 'array') return `${'['.repeat(depth)}1${']'.repeat(depth)}`;
  const key = kind === 'proto' ? r.pick(['__proto__', 'constructor', 'prototype']) : 'a';
  return `${`{"${key}":`.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** The value with `taint` appended to every string in it (object keys left alone). */
function taintStrings(value: unknown, taint: string): unknown {
  if (typeof value === 'string') return value + taint;
  if (Array.isArray(value)) return value.map((item) => taintStrings(item, taint));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, taintStrings(item, taint)]));
  }
  return value;
}

const bigString = (r: Random) => (r.chance(0.5) ? 'x' : 'ç').repeat(r.pick([100_001, 1_000_000]));

/** The broken variants of one field value. */
function mutateValue(schema: JsonSchema | undefined, r: Random): unknown {
  switch (r.int(0, 7)) {
    case 7:
      return r.pick(['a\u0000b', '\u0000', 'ab\uD800', '\uDC00ab', 'x\uDBFF\uDBFF']);
    case 0:
      return r.pick(wrongTypes);
    case 1:
      return r.pick(nastyStrings);
    case 2:
      return r.pick(nastyNumbers);
    case 3:
      return bigString(r);
    case 4:
      return schema?.format === 'uuid' || schema?.type === 'string'
        ? r.pick(['not-a-uuid', randomUUID().toUpperCase(), `${randomUUID()}x`, '00000000-0000-0000-0000-000000000000'])
        : r.pick(nastyStrings);
    case 5:
      return JSON.parse(deepJson(r, r.int(50, 2000)));
    default:
      return schema?.enum ? 'valor-fora-da-lista' : { $gt: '' };
  }
}

export interface FuzzRequest {
  kind: string;
  options: InjectOptions;
}

/** Percent-encoding that also carries lone surrogates (as the 3 bytes WTF-8 gives them), which encodeURIComponent refuses. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** One malformed (now and then valid) request for the operation. */
/** The signed-in person, as the API sees them: an access token (Bearer, or cookie from the web origin). */
export interface Session {
  token: string;
  origin: string;
}

const garbageCookies = ['%ff', 'x'.repeat(5000), '"abc"', 'a.b.c', 'eyJhbGciOiJub25lIn0.e30.', ';;;', 's:abc.def'];

/** How the request authenticates: mostly a Bearer token, sometimes the SPA's cookie, now and then broken cookies. */
function authHeaders(r: Random, session: Session): { kind?: string; headers: Record<string, string> } {
  const roll = r.next();
  if (roll < 0.85) return { headers: { authorization: `Bearer ${session.token}` } };
  if (roll < 0.93)
    return { kind: 'cookie-session', headers: { cookie: `accessToken=${session.token}`, origin: session.origin } };
  const cookie = ['accessToken', 'refreshToken', 'raizLogin']
    .map((name) => `${name}=${r.pick(garbageCookies)}`)
    .join('; ');
  return {
    kind: 'cookie-garbage',
    headers: { cookie, ...(r.chance(0.5) ? { origin: r.pick([session.origin, 'https://evil.example']) } : {}) },
  };
}

export function buildRequest(op: Operation, r: Random, pools: Pools, session: Session): FuzzRequest {
  const auth = authHeaders(r, session);
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const values: Record<string, unknown> = Object.fromEntries(
    pathParams.map((p) => [p.name, sampleValid(p.schema, r, pools, p.name)]),
  );
  const query: [string, string][] = queryParams
    .filter((p) => p.required || r.chance(0.5))
    .map((p) => [p.name, encode(String(sampleValid(p.schema, r, pools, p.name)))]);
  let body: unknown = op.body ? sampleValid(op.body, r, pools) : undefined;
  let payload: string | undefined = body === undefined ? undefined : JSON.stringify(body);
  let contentType: string | undefined = payload === undefined ? undefined : 'application/json';
  let rawPath: string | undefined;

  const kinds = [
    'valid',
    'unsafe-text',
    ...(pathParams.length ? ['path-param', 'path-param', 'path-raw'] : []),
    'query',
    'query',
    ...(op.body || ['POST', 'PUT', 'PATCH'].includes(op.method)
      ? [
          'body-field',
          'body-field',
          'body-missing',
          'body-extra',
          'body-whole',
          'body-raw',
          'content-type',
          'deep-json',
          'big-body',
        ]
      : ['body-on-get']),
  ];
  const kind = r.pick(kinds);
  switch (kind) {
    case 'unsafe-text': {
      // An otherwise plausible request whose every text carries a NUL or a lone surrogate.
      const taint = r.pick(['\u0000', '\uD800', '\uDFFF']);
      body = taintStrings(body, taint);
      payload = body === undefined ? payload : JSON.stringify(body);
      for (const name of Object.keys(values)) values[name] = `${String(values[name])}${taint}`;
      for (const entry of query) entry[1] = `${entry[1]}${encode(taint)}`;
      break;
    }
    case 'path-param': {
      const param = r.pick(pathParams);
      values[param.name] = r.chance(0.3) ? 'x'.repeat(r.pick([100, 101, 5000])) : mutateValue(param.schema, r);
      break;
    }
    case 'path-raw':
      rawPath = r.pick(['%ff', '%', '%zz', '%C0%AF', '%ED%A0%80', '..', '%2e%2e', ';', '%20']);
      break;
    case 'query': {
      const extra: [string, unknown][] = [
        [queryParams.length ? r.pick(queryParams).name : 'x', mutateValue(undefined, r)],
        ['x', 'y'],
        ['__proto__[a]', '1'],
        ['page', r.pick(['-1', 'NaN', '1e400', '0x10', '1.5', ''])],
      ];
      query.push(...extra.slice(0, r.int(1, extra.length)).map(([k, v]) => [k, encode(v)] as [string, string]));
      if (r.chance(0.3))
        query.push([
          queryParams.length ? r.pick(queryParams).name : 'q',
          r.pick(['%ff', '%', '%zz', '%ED%A0%80', '%00']),
        ]);
      if (queryParams.length && r.chance(0.5)) {
        const p = r.pick(queryParams);
        query.push([p.name, 'repetido'], [p.name, 'de%20novo']);
      }
      break;
    }
    case 'body-field': {
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        const keys = Object.keys(op.body?.properties ?? {});
        const key = keys.length ? r.pick(keys) : 'campo';
        body = { ...(body as object), [key]: mutateValue(op.body?.properties?.[key], r) };
      } else body = mutateValue(op.body, r);
      payload = JSON.stringify(body);
      contentType = 'application/json';
      break;
    }
    case 'body-missing': {
      const required = op.body?.required ?? [];
      const copy = { ...((body as object) ?? {}) } as Record<string, unknown>;
      for (const key of required) if (r.chance(0.7)) delete copy[key];
      payload = JSON.stringify(copy);
      contentType = 'application/json';
      break;
    }
    case 'body-extra':
      payload = JSON.stringify({
        ...((body as object) ?? {}),
        extra: r.pick(wrongTypes),
        'chave\u0000': 1,
        __proto__x: 1,
      });
      contentType = 'application/json';
      break;
    case 'body-whole':
      payload = JSON.stringify(r.pick([null, [], 'texto', 42, true, {}, [body], { data: body }]));
      contentType = 'application/json';
      break;
    case 'body-raw':
      payload = r.pick([
        '',
        ' ',
        '{',
        '{"a":',
        '{"a":1}}',
        'NaN',
        '{"n": NaN}',
        '{"n": 1e400}',
        '\u0000',
        "{'a':1}",
        '[1,]',
        'null null',
      ]);
      contentType = r.pick(['application/json', 'application/json; charset=utf-8']);
      break;
    case 'content-type':
      payload ??= '{}';
      contentType = r.pick([
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json-patch+json',
        'application/',
        'application/json; charset=utf-16',
        '',
      ]);
      if (contentType === '') contentType = undefined;
      break;
    case 'deep-json':
      payload = deepJson(r, r.pick([1000, 10_000, 60_000]));
      contentType = 'application/json';
      break;
    case 'big-body':
      payload = JSON.stringify({
        ...((body as object) ?? {}),
        [r.pick(Object.keys(op.body?.properties ?? { texto: 1 }))]: bigString(r),
      });
      contentType = 'application/json';
      break;
    case 'body-on-get':
      payload = r.pick(['{"a":1}', '{', 'texto']);
      contentType = r.pick(['application/json', 'text/plain']);
      break;
  }

  let url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encode(values[name]));
  if (rawPath && pathParams.length)
    url = op.path.replace(/\{(\w+)\}/, rawPath).replace(/\{(\w+)\}/g, () => randomUUID());
  if (query.length) url += `?${query.map(([k, v]) => `${encode(k)}=${v}`).join('&')}`;
  return {
    kind: auth.kind ? `${kind}+${auth.kind}` : kind,
    options: {
      method: op.method as InjectOptions['method'],
      url,
      headers: { ...auth.headers, ...(contentType ? { 'content-type': contentType } : {}) },
      ...(payload !== undefined ? { payload } : {}),
      // A different client address each time, so limits counted per IP do not hide what lies behind them.
      remoteAddress: `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`,
    },
  };
}

const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
const compiled = new WeakMap<object, ValidateFunction>();
const validatorFor = (schema: JsonSchema) => {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
};

/** Every `error.message` (and field message) in a body, whether one error object or a JSON-RPC batch of them. */
function errorMessages(body: unknown): string[] {
  const items = Array.isArray(body) ? body : [body];
  return items.flatMap((item) => {
    const error = (item as { error?: { message?: unknown; fields?: Record<string, unknown> } } | null)?.error;
    return [error?.message, ...Object.values(error?.fields ?? {})].filter((m): m is string => typeof m === 'string');
  });
}

const isApiErrorSchema = (schema: JsonSchema) =>
  schema.type === 'object' && schema.properties?.error?.properties?.code?.type === 'string';

/** Why the answer breaks the contract (5xx, undocumented status, body outside the documented schema, English), if it does. */
export function checkAnswer(op: Operation, res: LightMyRequestResponse): string | undefined {
  const status = res.statusCode;
  if (status >= 500) return `${status}: ${res.body.slice(0, 300)}`;
  const documented = op.responses[String(status)];
  if (!documented) return `status ${status} is not documented for this operation: ${res.body.slice(0, 200)}`;
  const type = String(res.headers['content-type'] ?? '');
  const content = documented.content ?? {};
  if (status >= 300 && status < 400) return res.headers.location ? undefined : `${status} without Location`;
  if (!Object.keys(content).length) return res.body.length ? `body on a bodiless ${status}` : undefined;
  const mediaType = Object.keys(content).find((media) => type.startsWith(media));
  if (!mediaType) return `content-type ${type} is not documented (${Object.keys(content).join(', ')})`;
  if (mediaType !== 'application/json') return undefined;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `not JSON: ${res.body.slice(0, 200)}`;
  }
  const schema = content[mediaType]!.schema;
  const validate = validatorFor(schema);
  if (!validate(body))
    return `body outside the documented ${status} schema (${ajv.errorsText(validate.errors)}): ${res.body.slice(0, 200)}`;
  if (status >= 400) {
    if (isApiErrorSchema(schema)) return errorShapeProblem(body);
    const english = errorMessages(body).find((m) => !isPortuguese(m));
    if (!errorMessages(body).length) return `error without a message: ${res.body.slice(0, 200)}`;
    if (english) return `message not in Portuguese: ${JSON.stringify(english)}`;
  }
  return undefined;
}
