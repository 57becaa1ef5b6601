import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@raiz/domain';
import { nameComponents } from './openapi-components.ts';
import { leafSchemas } from './openapi-names.ts';

/** What a route documents beyond its validation schemas (see OpenApiDoc). */
export interface OpenApiDoc {
  /** The request body, when the handler checks it itself (documented, not validated by Fastify). */
  body?: z.ZodType;
  /** Answers the handler sends without a response schema (documented, never used to serialize), e.g. a file's bytes. */
  response?: Record<number, z.ZodType | FileResponse>;
  /** The route answers 302 to this place (the Location header). */
  redirect?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: OpenApiDoc;
  }
}

type Security = Record<string, string[]>[];

/** A signed-in person: the access token as a Bearer header, or the httpOnly cookie the login sets. */
const sessionSecurity: Security = [{ bearer: [] }, { cookie: [] }];

/** What a route declares (or the auth plugin set), with the session's cookie alternative beside its Bearer token. */
const securityOf = (declared: Security | undefined): Security =>
  (declared ?? []).flatMap((requirement) => ('bearer' in requirement ? sessionSecurity : [requirement]));

type RouteSchema = NonNullable<RouteOptions['schema']> & {
  security?: Security;
  operationId?: string;
  response?: Record<string, unknown>;
};

// Methods whose requests may carry a body, so the body checks (JSON only, size limit) can refuse them.
const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `getProjectsByProjectIdPostsById` from GET /v1/projects/:projectId/posts/:id; unique because method + path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment && segment !== 'v1')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

/**
 * The error answers most operations share, each once in `components.responses` under its name; an operation's answer
 * that is exactly one of them references it.
 */
const standardResponses = {
  BadRequest: 'Requisição inválida: `fields` traz a mensagem de cada campo.',
  Unauthorized: 'Sem sessão válida: faça login.',
  // The Origin check refuses state-changing calls that carry cookies from another site.
  ForbiddenOrigin: 'Origem da requisição não permitida (chamada com cookies).',
  NotFound: 'Não encontrado.',
  PayloadTooLarge: 'Conteúdo grande demais (código payload_too_large).',
  UnsupportedMediaType: 'Tipo de conteúdo não suportado: envie JSON.',
  UriTooLong: 'Endereço longo demais.',
  TooManyRequests: 'Muitas requisições: aguarde e tente novamente.',
} as const;

const error = (name: keyof typeof standardResponses) => apiErrorSchema.describe(standardResponses[name]);

/**
 * The error answers every operation can give, from what the route declares: the one error handler answers them all in
 * the `{error:{code,message,fields?}}` shape. A route's own declarations win.
 */
function standardErrors(method: string, schema: RouteSchema, route: RouteOptions, doc: OpenApiDoc | undefined) {
  const hasBody = bodyMethods.has(method);
  const hasInput = Boolean(schema.body || schema.querystring || schema.params || doc?.body || hasBody);
  const hasParams = route.url.includes(':');
  return {
    ...(hasInput ? { 400: error('BadRequest') } : {}),
    ...(schema.security?.length ? { 401: error('Unauthorized') } : {}),
    ...(hasBody ? { 403: error('ForbiddenOrigin') } : {}),
    ...(hasParams ? { 404: error('NotFound') } : {}),
    ...(hasBody ? { 413: error('PayloadTooLarge'), 415: error('UnsupportedMediaType') } : {}),
    ...(hasParams ? { 414: error('UriTooLong') } : {}),
    ...(route.config?.rateLimit ? { 429: error('TooManyRequests') } : {}),
  };
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/**
 * Every operation gets, centrally: an operationId, its real security (what the auth plugin enforces, or public), its
 * error answers in the error schema, and what the route documents in `config.openapi`. New routes get them for free.
 */
function describeOperation(input: TransformInput) {
  const schema = (input.schema ?? {}) as RouteSchema;
  if (schema.hide) return jsonSchemaTransform(input);
  const { route } = input;
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) as string;
  const doc = route.config?.openapi;
  const documented: RouteSchema = {
    ...schema,
    ...(doc?.body ? { body: doc.body } : {}),
    response: { ...standardErrors(method, schema, route, doc), ...schema.response, ...doc?.response },
    operationId: schema.operationId ?? operationIdOf(method, route.url),
    security: securityOf(schema.security),
  };
  const result = jsonSchemaTransform({ ...input, schema: documented });
  if (doc?.redirect && result.schema) {
    const transformed = result.schema as { response?: Record<string, unknown> };
    // A redirect has no body; `type: 'null'` makes @fastify/swagger document the Location header only.
    transformed.response = {
      302: {
        type: 'null',
        description: doc.redirect,
        headers: { Location: { type: 'string', description: doc.redirect } },
      },
      ...transformed.response,
    };
  }
  return result;
}

/** The OpenAPI document at /docs/json and the Swagger UI at /docs. */
export default fp(async function openapiPlugin(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Raiz API', description: 'API da plataforma Raiz', version: '0.1.0' },
      servers: [{ url: app.config.publicUrl, description: 'Esta instalação' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'accessToken' },
          refreshCookie: { type: 'apiKey', in: 'cookie', name: 'refreshToken', description: 'Só em /v1/auth/refresh.' },
        },
      },
    },
    transform: describeOperation as never,
    // The named schemas (openapi-names.ts) as components that operations reference.
    transformObject: ((input: Parameters<typeof jsonSchemaTransformObject>[0]) =>
      nameComponents(jsonSchemaTransformObject(input) as never, {
        leaves: leafSchemas,
        responses: Object.fromEntries(
          Object.entries(standardResponses).map(([name, description]) => [
            name,
            { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
          ]),
        ),
      })) as never,
  });
  // No online validator badge: it would send the document's address to a third party (and the CSP refuses it).
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', uiConfig: { validatorUrl: null } });
});

/** A file answer: its description and its media type's schema. */
interface FileResponse {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

/** A 200 answer that is a CSV file, for a route's `schema.response` (the handler sends a string, never serialized). */
export const csvResponse = (description: string) => ({
  description,
  content: { 'text/csv': { schema: z.string().describe('CSV em UTF-8 (com BOM), separado por ponto e vírgula.') } },
});

/** A 200 answer that is a stored file of one of these media types (the handler streams its bytes). */
export const fileResponse = (description: string, types: string[]): FileResponse => ({
  description,
  content: Object.fromEntries(
    types.map((type) => [type, { schema: z.string().meta({ format: 'binary' }).describe('Os bytes do arquivo.') }]),
  ),
});

/** A 200 answer that is a ZIP file, for a route's `config.openapi.response` (the handler sends its bytes). */
export const zipResponse = (description: string): FileResponse => ({
  description,
  content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }).describe('Arquivo ZIP.') } },
});
