import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, refusingUnsafeText, sessionInvalidMessage } from '@raiz/domain';
import { createAccessTokenVerifier, readAccessToken, type TokenVerification } from '@raiz/server-kit/access-token';
import { forbidden, notFound, unauthorized } from '@raiz/server-kit/app-error';
import { createApi } from '@raiz/server-kit/create-api';
import { handleError, handleRouteNotFound } from '@raiz/server-kit/error-handler';
import { helmetHeaders } from '@raiz/server-kit/security-headers';
import { originCheckPlugin } from '@raiz/server-kit/origin-check';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import {
  deleteUserDataInputSchema,
  getSaltInputSchema,
  okResponseSchema,
  recoverPinInputSchema,
  recoverPinResponseSchema,
  saltResponseSchema,
  savePinBackupInputSchema,
} from '@raiz/domain/wallet/wallet-schemas';
import type { RecoveryConfig } from './config.ts';
import { openRecoveryDatabase, type RecoveryDatabase } from './db/client.ts';
import { deleteUserData, findPinBackup, getOrCreateSalt, savePinBackup } from './recovery.service.ts';
import { createSaltRateLimit, type SaltRateLimit } from './salt-rate-limit.ts';

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
  /**
   * The salt limiter of the process, when another app serves salts too (the main API mounting this one): sharing it
   * makes one bucket per person across both salt routes. Alone, this API makes its own.
   */
  saltRateLimit?: SaltRateLimit;
}

/**
 * The recovery API (docs/design.md §4), mounted under /v1/recovery: the user's salt and encrypted PIN backup, served
 * only to the owner of the token, rate-limited per user. Salts and backups are never logged.
 */
export async function recoveryRoutes(parent: FastifyInstance, options: RecoveryRoutesOptions): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const source = options.database;
  const getDb = async () => (typeof source === 'function' ? await source() : source).db;
  const verify = createAccessTokenVerifier(options.auth);

  app.setValidatorCompiler(refusingUnsafeText(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);

  // The kit's error handler, set here too so the answers are the same mounted in any app or running alone.
  app.setErrorHandler(handleError);

  // Every endpoint needs the caller's token.
  app.decorateRequest('recoveryUserId', undefined);
  app.addHook('onRequest', async (request) => {
    const token = readAccessToken(request);
    if (!token) throw unauthorized();
    try {
      request.recoveryUserId = (await verify(token)).sub;
    } catch {
      throw unauthorized(sessionInvalidMessage);
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
  const saltRateLimit = options.saltRateLimit ?? createSaltRateLimit(app);

  function requireOwner(request: FastifyRequest, hashedUserIdUnsalted: string): void {
    if (!request.recoveryUserId || hashUserId(request.recoveryUserId) !== hashedUserIdUnsalted) {
      throw forbidden('Este identificador não pertence à sua conta.');
    }
  }

  const common = { tags: ['recuperação'], security: [{ bearer: [] }] };
  const errors = {
    403: apiErrorSchema.describe('O identificador não é o da pessoa do token.'),
    429: apiErrorSchema.describe('Muitas requisições: aguarde e tente novamente.'),
  };

  app.post(
    '/get-salt-by-hashed-user-id-unsalted',
    {
      preValidation: (request, reply) => saltRateLimit(request, reply, request.recoveryUserId!),
      schema: {
        ...common,
        summary: 'Salt do usuário (criado no primeiro pedido)',
        body: getSaltInputSchema,
        response: { 200: saltResponseSchema, ...errors },
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
        response: { 200: okResponseSchema, ...errors },
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
        response: {
          200: recoverPinResponseSchema,
          ...errors,
          404: apiErrorSchema.describe('Nenhum backup de PIN guardado.'),
        },
      },
    },
    async (request) => {
      requireOwner(request, request.body.hashed_user_id_unsalted);
      const encryptedPin = await findPinBackup(await getDb(), request.body.hashed_user_id_unsalted);
      if (!encryptedPin) throw notFound('Nenhum backup de PIN encontrado.');
      return { data: { encrypted_pin: encryptedPin } };
    },
  );

  app.post(
    '/delete-user-data',
    {
      schema: {
        ...common,
        summary: 'Apaga o salt e o backup do PIN da pessoa (conta excluída); repetir não é erro',
        body: deleteUserDataInputSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireOwner(request, request.body.hashed_user_id_unsalted);
      await deleteUserData(await getDb(), request.body.hashed_user_id_unsalted);
      return { data: { ok: true as const } };
    },
  );
}

export interface BuildRecoveryOptions {
  /** An already-open, migrated database (tests); otherwise opened from the config and migrated. */
  database?: RecoveryDatabase;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** The recovery API running alone (its own port): CORS for the web origins, Origin check for cookie calls, /healthz. */
export async function buildRecoveryApp(config: RecoveryConfig, options: BuildRecoveryOptions = {}): Promise<FastifyInstance> {
  const app = createApi({ logLevel: config.logLevel, logStream: options.logStream, trustProxy: config.trustProxy });

  const database = options.database ?? openRecoveryDatabase({ url: config.databaseUrl, dir: `${config.dataDir}/recovery-db` });
  if (!options.database) {
    await database.migrate();
    app.addHook('onClose', () => database.close());
  }

  // A JSON API: nothing to run or frame; nosniff, a referrer policy, and HSTS for when it is served over https.
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(securityHeaders);
  });
  await app.register(fastifyCors, { origin: config.webOrigins, credentials: true });

  await app.register(originCheckPlugin, { origins: config.webOrigins });

  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.register(recoveryRoutes, {
    prefix: RECOVERY_PREFIX,
    database,
    auth: { jwks: new URL(config.jwksUrl), issuer: config.issuer },
    rateLimit: { max: config.rateLimitPerMinute, timeWindow: '1 minute' },
  });
  app.setNotFoundHandler(handleRouteNotFound);
  return app;
}
