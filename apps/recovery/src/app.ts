import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { useZodPortuguese } from '@raiz/domain';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import {
  getSaltInputSchema,
  okResponseSchema,
  recoverPinInputSchema,
  recoverPinResponseSchema,
  saltResponseSchema,
  savePinBackupInputSchema,
} from '@raiz/domain/wallet/wallet-schemas';
import { createTokenVerifier, type TokenVerification } from './access-token.ts';
import type { RecoveryConfig } from './config.ts';
import { openRecoveryDatabase, type RecoveryDatabase } from './db/client.ts';
import { RecoveryError, forbidden, notFound, unauthorized } from './recovery-error.ts';
import { findPinBackup, getOrCreateSalt, savePinBackup } from './recovery.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified subject (user id) of the caller's access token, inside the recovery API. */
    recoveryUserId?: string;
  }
}

export const RECOVERY_PREFIX = '/v1/recovery';

export interface RecoveryRoutesOptions {
  /** The open, migrated database, or a getter called on each request (see lazyRecoveryDatabase). */
  database: RecoveryDatabase | (() => Promise<RecoveryDatabase>);
  /** How the main API's access tokens are verified (its JWKS URL, or its public JWK set in process). */
  auth: TokenVerification;
  /** Per-user limit; 30 requests a minute by default. `redis` (an ioredis client) shares counters across instances. */
  rateLimit?: { max?: number; timeWindow?: number | string; redis?: unknown };
}

const ACCESS_TOKEN_COOKIE = 'accessToken';

function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  // Parsed here rather than with @fastify/cookie so the API behaves the same mounted or alone.
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === ACCESS_TOKEN_COOKIE && value.length) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function errorBody(code: string, message: string, fields?: Record<string, string>) {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/**
 * The recovery API (DESIGN.md §4), mounted under /v1/recovery: the user's salt and encrypted PIN backup, served
 * only to the owner of the token, rate-limited per user. Salts and backups are never logged.
 */
export async function recoveryRoutes(parent: FastifyInstance, options: RecoveryRoutesOptions): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const source = options.database;
  const getDb = async () => (typeof source === 'function' ? await source() : source).db;
  const verify = createTokenVerifier(options.auth);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Its own error handler, so the answers are the same mounted in the main API or running alone.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RecoveryError) return reply.status(error.statusCode).send(errorBody(error.code, error.message));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= v.message ?? 'Valor inválido.';
      }
      return reply.status(400).send(errorBody('validation_error', 'Verifique os campos destacados.', fields));
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(errorBody('too_many_requests', 'Muitas tentativas. Aguarde um pouco e tente novamente.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorBody('bad_request', 'Requisição inválida.'));
    }
    request.log.error({ err: error }, 'recovery: unhandled error');
    return reply
      .status(500)
      .send(errorBody('internal_error', 'Erro interno do servidor. Tente novamente em instantes.'));
  });

  // Every endpoint needs the caller's token.
  app.decorateRequest('recoveryUserId', undefined);
  app.addHook('onRequest', async (request) => {
    const token = readToken(request);
    if (!token) throw unauthorized();
    try {
      request.recoveryUserId = await verify(token);
    } catch {
      throw unauthorized('Sua sessão expirou ou é inválida. Entre novamente.');
    }
  });

  // Counted per user after authentication and before validation, so malformed requests count too.
  await app.register(fastifyRateLimit, {
    global: true,
    max: options.rateLimit?.max ?? 30,
    timeWindow: options.rateLimit?.timeWindow ?? '1 minute',
    hook: 'preValidation',
    keyGenerator: (request) => `recovery:${request.recoveryUserId ?? request.ip}`,
    ...(options.rateLimit?.redis ? { redis: options.rateLimit.redis, nameSpace: 'raiz-recovery-rl-' } : {}),
  });

  function requireOwner(request: FastifyRequest, hashedUserIdUnsalted: string): void {
    if (!request.recoveryUserId || hashUserId(request.recoveryUserId) !== hashedUserIdUnsalted) {
      throw forbidden('Este identificador não pertence à sua conta.');
    }
  }

  const common = { tags: ['recuperação'], security: [{ bearer: [] }] };

  app.post(
    '/get-salt-by-hashed-user-id-unsalted',
    {
      schema: {
        ...common,
        summary: 'Salt do usuário (criado no primeiro pedido)',
        body: getSaltInputSchema,
        response: { 200: saltResponseSchema },
      },
    },
    async (request) => {
      requireOwner(request, request.body.hashed_user_id_unsalted);
      return { data: { salt: await getOrCreateSalt(await getDb(), request.body.hashed_user_id_unsalted) } };
    },
  );

  app.put(
    '/pin-backup',
    {
      schema: {
        ...common,
        summary: 'Guarda o backup do PIN criptografado no navegador',
        body: savePinBackupInputSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      requireOwner(request, request.body.hashed_user_id_unsalted);
      await savePinBackup(await getDb(), {
        hashedUserIdUnsalted: request.body.hashed_user_id_unsalted,
        encryptedPin: request.body.encrypted_pin,
      });
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/recover-pin',
    {
      schema: {
        ...common,
        summary: 'Devolve o backup do PIN criptografado',
        body: recoverPinInputSchema,
        response: { 200: recoverPinResponseSchema },
      },
    },
    async (request) => {
      requireOwner(request, request.body.hashed_user_id_unsalted);
      const encryptedPin = await findPinBackup(await getDb(), request.body.hashed_user_id_unsalted);
      if (!encryptedPin) throw notFound('Nenhum backup de PIN encontrado.');
      return { data: { encrypted_pin: encryptedPin } };
    },
  );
}

export interface BuildRecoveryOptions {
  /** An already-open, migrated database (tests); otherwise opened from the config and migrated. */
  database?: RecoveryDatabase;
}

/** The recovery API running alone (its own port): CORS for the web origins, Origin check for cookie calls, /healthz. */
export async function buildRecoveryApp(config: RecoveryConfig, options: BuildRecoveryOptions = {}): Promise<FastifyInstance> {
  useZodPortuguese();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.salt', '*.encrypted_pin'], censor: '[oculto]' },
      serializers: { req: (req) => ({ method: req.method, url: String(req.url).split('?')[0], id: req.id }) },
    },
    trustProxy: config.trustProxy,
  });

  const database = options.database ?? openRecoveryDatabase({ url: config.databaseUrl, dir: `${config.dataDir}/recovery-db` });
  if (!options.database) {
    await database.migrate();
    app.addHook('onClose', () => database.close());
  }

  await app.register(fastifyCors, { origin: config.webOrigins, credentials: true });

  // Cookies are ambient credentials: a state-changing call that relies on them must come from a web origin we serve.
  const allowed = new Set(config.webOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) || !request.headers.cookie) return;
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    if (!request.headers.origin || !allowed.has(request.headers.origin)) {
      return reply.status(403).send(errorBody('forbidden', 'Origem da requisição não permitida.'));
    }
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.register(recoveryRoutes, {
    prefix: RECOVERY_PREFIX,
    database,
    auth: { jwks: new URL(config.jwksUrl), issuer: config.issuer },
    rateLimit: { max: config.rateLimitPerMinute, timeWindow: '1 minute' },
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody('not_found', 'Rota não encontrada.')));
  return app;
}
