import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  errorCodes,
  refusingUnsafeText,
  serviceUnavailableMessage,
  sessionInvalidMessage,
} from '@raiz/domain';
import {
  createAccessTokenVerifier,
  verifiedAccessToken,
  type TokenVerification,
  type VerifiedToken,
} from '@raiz/server-kit/access-token';
import { AppError, forbidden, notFound, unauthorized } from '@raiz/server-kit/app-error';
import { createApi } from '@raiz/server-kit/create-api';
import { handleError, handleRouteNotFound } from '@raiz/server-kit/error-handler';
import { helmetHeaders } from '@raiz/server-kit/security-headers';
import { originCheckPlugin } from '@raiz/server-kit/origin-check';
import { createRateLimiter, rateLimitPlugin } from '@raiz/server-kit/rate-limit';
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
import { countSaltRead, recoveryRateLimits } from './rate-limits.ts';

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
  /**
   * Whether the token's session (its `sid`) is still live: ended by "Sair" or an account deletion, its tokens get 401
   * at once (docs/design.md §3.6). Mounted in the main API it looks the session up in the main database; running alone,
   * it asks the main API (SESSION_URL).
   */
  checkSession?: (token: string, payload: VerifiedToken) => Promise<boolean>;
  /** Calls a minute per person (RECOVERY_RATE_LIMIT alone); by default the table's. */
  perPersonPerMinute?: number;
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
    const { token, payload } = await verifiedAccessToken(request, verify);
    if (options.checkSession && !(await options.checkSession(token, payload)))
      throw unauthorized(sessionInvalidMessage);
    request.recoveryUserId = payload.sub;
  });

  // Counted per person after authentication and before validation, so malformed requests count too; through the
  // process's one limiter (app.rateLimiter), so mounted in the main API the salt counts are the same buckets as its own.
  const perPerson = {
    ...recoveryRateLimits.recovery,
    max: options.perPersonPerMinute ?? recoveryRateLimits.recovery.max,
  };
  app.addHook('preValidation', (request, reply) =>
    app.rateLimiter.enforce(request, reply, [[perPerson, request.recoveryUserId ?? `ip:${request.ip}`]]),
  );

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
      preValidation: (request, reply) => countSaltRead(app.rateLimiter, request, reply, request.recoveryUserId!),
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

/**
 * Running alone, the recovery API asks the main API whether the token's session is live (GET /v1/me/session with the
 * token): 200 yes, 401 no; anything else, or no answer within 5 s, is a 503 (try again), never a pass.
 */
export function askMainApi(sessionUrl: string): (token: string) => Promise<boolean> {
  return async (token) => {
    let status: number;
    try {
      const res = await fetch(sessionUrl, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(5000),
      });
      await res.body?.cancel();
      status = res.status;
    } catch {
      status = 0;
    }
    if (status === 200) return true;
    if (status === 401) return false;
    throw new AppError(errorCodes.serviceUnavailable, serviceUnavailableMessage);
  };
}

export interface BuildRecoveryOptions {
  /** An already-open, migrated database (tests); otherwise opened from the config and migrated. */
  database?: RecoveryDatabase;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** The recovery API running alone (its own port): CORS for the web origins, Origin check for cookie calls, /healthz. */
export async function buildRecoveryApp(
  config: RecoveryConfig,
  options: BuildRecoveryOptions = {},
): Promise<FastifyInstance> {
  const app = createApi({ logLevel: config.logLevel, logStream: options.logStream, trustProxy: config.trustProxy });

  const database =
    options.database ?? openRecoveryDatabase({ url: config.databaseUrl, dir: `${config.dataDir}/recovery-db` });
  if (!options.database) {
    await database.migrate();
    app.addHook('onClose', () => database.close());
  }

  // A JSON API: nothing to run or frame; nosniff, a referrer policy, and HSTS for when it is served over https.
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(securityHeaders);
  });
  await app.register(fastifyCors, { origin: config.webOrigins, credentials: true });

  await app.register(originCheckPlugin, { origins: config.webOrigins });
  const limiter = await createRateLimiter({ redisUrl: config.redisUrl, prefix: config.redisKeyPrefix, log: app.log });
  app.addHook('onClose', () => limiter.close());
  await app.register(rateLimitPlugin, { limiter });

  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.register(recoveryRoutes, {
    prefix: RECOVERY_PREFIX,
    database,
    auth: { jwks: new URL(config.jwksUrl), issuer: config.issuer },
    ...(config.sessionUrl ? { checkSession: askMainApi(config.sessionUrl) } : {}),
    perPersonPerMinute: config.rateLimitPerMinute,
  });
  app.setNotFoundHandler(handleRouteNotFound);
  return app;
}
