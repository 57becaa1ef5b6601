import path from 'node:path';
import { z } from 'zod';
import { webOriginsOf } from '@raiz/server-kit/origin-check';
import { trustProxySchema } from '@raiz/server-kit/trust-proxy';

// The recovery API running alone (docs/design.md §1–§2). Mounted in the main process it uses the main config instead.
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalUrl = z.preprocess(blankToUndefined, z.url({ message: 'deve ser uma URL válida' }).optional());

const envSchema = z.object({
  RECOVERY_PORT: z.coerce.number({ message: 'deve ser um número' }).int().min(0).max(65535).default(3001),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  RECOVERY_DATABASE_URL: optionalUrl,
  JWKS_URL: z.url({ message: 'é obrigatória: a URL do JWKS da API principal (…/.well-known/jwks.json)' }),
  /** The main API's PUBLIC_URL (issuer of its tokens); by default the origin and path the JWKS_URL lives under. */
  PUBLIC_URL: optionalUrl,
  WEB_ORIGINS: z.string().optional(),
  /** The main API's GET /v1/me/session: asked on every request, so a logout or a deleted account counts at once. */
  SESSION_URL: optionalUrl,
  // Shared counters when several instances run; unset → in memory (server-kit/rate-limit.ts).
  REDIS_URL: optionalUrl,
  REDIS_KEY_PREFIX: z.string().default('raiz:'),
  RECOVERY_RATE_LIMIT: z.coerce.number({ message: 'deve ser um número' }).int().min(1).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema,
});

export type RecoveryConfig = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  const issuer = (env.PUBLIC_URL ?? env.JWKS_URL.replace(/\/\.well-known\/jwks\.json$/, '')).replace(/\/$/, '');
  return {
    port: env.RECOVERY_PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.RECOVERY_DATABASE_URL,
    jwksUrl: env.JWKS_URL,
    sessionUrl: env.SESSION_URL,
    issuer,
    webOrigins: webOriginsOf(issuer, env.WEB_ORIGINS),
    rateLimitPerMinute: env.RECOVERY_RATE_LIMIT,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
  };
}

export type RecoveryConfigResult = { ok: true; config: RecoveryConfig } | { ok: false; problems: string[] };

/** Reads the environment; on failure, one Portuguese line per problem, naming the variable. */
export function loadRecoveryConfig(source: NodeJS.ProcessEnv = process.env): RecoveryConfigResult {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.') || 'configuração'}: ${i.message}`) };
  }
  return { ok: true, config: toConfig(parsed.data) };
}
