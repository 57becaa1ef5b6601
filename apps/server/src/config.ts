import path from 'node:path';
import { z } from 'zod';
import { STORAGE_QUOTA_MB_DEFAULT } from '@raiz/domain';
import { webOriginsOf } from '@raiz/server-kit/origin-check';
import { trustProxySchema } from '@raiz/server-kit/trust-proxy';

// Every setting of docs/design.md §2, validated once at start. `.env.example` lists them all.
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalUrl = z.preprocess(blankToUndefined, z.url({ message: 'deve ser uma URL válida' }).optional());

/** A setting holding JSON (keys): parsed once here, so a typo is a clear start-up error, not a failure at first login. */
const jsonText = (expected: string) =>
  z.string().refine(
    (v) => {
      try {
        const parsed: unknown = JSON.parse(v);
        return Array.isArray(parsed)
          ? parsed.length > 0 && parsed.every((k) => typeof k === 'string' && k.length >= 32)
          : Array.isArray((parsed as { keys?: unknown }).keys) && (parsed as { keys: unknown[] }).keys.length > 0;
      } catch {
        return false;
      }
    },
    { message: `deve ser ${expected}` },
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ message: 'deve ser um número' }).int().min(0).max(65535).default(3000),
    // Unset: 127.0.0.1 while PUBLIC_URL is local (demo mode's case), 0.0.0.0 for a deployment on a public address.
    HOST: z.preprocess(blankToUndefined, z.string().optional()),
    DATA_DIR: z.string().default('./data'),
    PUBLIC_URL: optionalUrl,
    WEB_ORIGINS: z.string().optional(),
    DATABASE_URL: optionalUrl,
    RECOVERY_DATABASE_URL: optionalUrl,
    RECOVERY_API_URL: optionalUrl,
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    OIDC_SCOPES: z.string().default('openid email profile'),
    // Claim that carries the CPF (gov.br: "sub", whose value is the CPF).
    OIDC_CPF_CLAIM: z.string().default('cpf'),
    RPC_URL: optionalUrl,
    RDX_TOKEN_ADDRESS: z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/, 'deve ser um endereço 0x com 40 dígitos hexadecimais')
      .optional(),
    MINTER_PRIVATE_KEY: z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'deve ser uma chave 0x com 64 dígitos hexadecimais')
      .optional(),
    DEV_CHAIN: z.enum(['on', 'off']).default('on'),
    REDIS_URL: optionalUrl,
    REDIS_KEY_PREFIX: z.string().default('raiz:'),
    COOKIE_DOMAIN: z.string().optional(),
    ADMIN_EMAILS: z.string().default(''),
    JWT_PRIVATE_KEY: z.string().optional(),
    // Unset: generated once into DATA_DIR/keys, or into the shared database in cluster mode (docs/operations.md#key-rotation).
    COOKIE_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'deve ter pelo menos 32 caracteres').optional()),
    IDP_JWKS: z.preprocess(blankToUndefined, jsonText('um JWKS em JSON: {"keys":[…]} com as chaves privadas RS256').optional()),
    IDP_COOKIE_KEYS: z.preprocess(blankToUndefined, jsonText('uma lista JSON de segredos: ["…"]').optional()),
    // Where invitation e-mails go out (smtp://user:password@host:587, or smtps:// for TLS from the start).
    SMTP_URL: optionalUrl,
    SMTP_FROM: z.string().trim().max(200).optional(),
    // S3-compatible storage of attachments (docs/evidence.md); all unset → files under DATA_DIR/files.
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: z.preprocess(blankToUndefined, z.string().optional()),
    S3_ACCESS_KEY_ID: z.preprocess(blankToUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(blankToUndefined, z.string().optional()),
    S3_REGION: z.preprocess(blankToUndefined, z.string().optional()),
    STORAGE_QUOTA_MB: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ message: 'deve ser um número' })
        .positive({ message: 'deve ser maior que zero' })
        .default(STORAGE_QUOTA_MB_DEFAULT),
    ),
    // A tile server's address template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; unset: the offline map.
    MAP_TILES_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine((v) => /^https?:\/\/[^/]+\//.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p)), {
          message: 'deve ser uma URL http(s) com {z}, {x} e {y}',
        })
        .optional(),
    ),
    // Credit the tile server asks for (e.g. "© OpenStreetMap"), shown in the map's corner.
    MAP_TILES_ATTRIBUTION: z.string().trim().max(300).optional(),
    // Demo mode: the README's demo accounts, whose passwords are published. Unset: on only when PUBLIC_URL is local.
    DEMO: z.preprocess(blankToUndefined, z.enum(['on', 'off'], { message: 'deve ser on ou off' }).optional()),
    // Bearer token that GET /metrics asks for; unset → /metrics answers only on this machine (docs/operations.md#metrics).
    METRICS_TOKEN: z.preprocess(blankToUndefined, z.string().min(16, 'deve ter pelo menos 16 caracteres').optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxySchema,
  })
  .superRefine((env, ctx) => {
    if (env.DEMO === 'on' && env.PUBLIC_URL && !isLoopbackUrl(env.PUBLIC_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO'],
        message: `o modo de demonstração (contas com senhas publicadas no README) só roda num PUBLIC_URL local (localhost, 127.0.0.1 ou [::1]), não em ${env.PUBLIC_URL}; retire DEMO=on`,
      });
    }
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_ID'],
        message: 'é obrigatório quando OIDC_ISSUER está definido',
      });
    }
    if (env.OIDC_ISSUER && !isLoopbackOrHttps(env.OIDC_ISSUER)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'deve usar https (http só para endereços locais)',
      });
    }
    if (env.SMTP_URL && !['smtp:', 'smtps:'].includes(new URL(env.SMTP_URL).protocol)) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'deve começar com smtp:// ou smtps://' });
    }
    if (env.S3_BUCKET || env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY) {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name]) {
          ctx.addIssue({ code: 'custom', path: [name], message: 'é obrigatório quando o armazenamento S3 é usado' });
        }
      }
    }
    if (isClusterMode({ databaseUrl: env.DATABASE_URL }) && !env.REDIS_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['REDIS_URL'],
        message: 'é obrigatório com DATABASE_URL (modo cluster): os limites de taxa são contados no Redis, por todas as instâncias',
      });
    }
    // Each instance would keep its own salts (a different wallet per instance) and run its own chain.
    if (isClusterMode({ databaseUrl: env.DATABASE_URL }) && !env.RECOVERY_DATABASE_URL && !env.RECOVERY_API_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['RECOVERY_DATABASE_URL'],
        message:
          'é obrigatório com DATABASE_URL (modo cluster): salts e backups de PIN num banco compartilhado por todas as instâncias (pode ser a mesma URL de DATABASE_URL), ou RECOVERY_API_URL',
      });
    }
    if (isClusterMode({ databaseUrl: env.DATABASE_URL }) && !env.RPC_URL && env.DEV_CHAIN === 'on') {
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_CHAIN'],
        message:
          'a cadeia de desenvolvimento não roda com DATABASE_URL (modo cluster): cada instância teria a sua. Use RPC_URL (cadeia externa) ou DEV_CHAIN=off',
      });
    }
    if (env.RPC_URL && (!env.RDX_TOKEN_ADDRESS || !env.MINTER_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['RPC_URL'],
        message: 'exige também RDX_TOKEN_ADDRESS e MINTER_PRIVATE_KEY',
      });
    }
  });

/** localhost, 127.0.0.0/8 or [::1]: an address only this machine reaches. */
export function isLoopbackUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** Cluster mode: with DATABASE_URL, any number of instances may serve one deployment (docs/design.md §1), so REDIS_URL is required. */
export function isClusterMode(config: { databaseUrl?: string }): boolean {
  return Boolean(config.databaseUrl);
}

function isLoopbackOrHttps(url: string): boolean {
  return new URL(url).protocol === 'https:' || isLoopbackUrl(url);
}

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const dataDir = path.resolve(env.DATA_DIR);
  const local = isLoopbackUrl(publicUrl);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST ?? (local ? '127.0.0.1' : '0.0.0.0'),
    // Demo accounts are seeded only in demo mode, and disabled at start outside it (docs/operations.md#demo-mode).
    demo: env.DEMO ? env.DEMO === 'on' : local,
    dataDir,
    publicUrl,
    secure: publicUrl.startsWith('https://'),
    webOrigins: webOriginsOf(publicUrl, env.WEB_ORIGINS),
    databaseUrl: env.DATABASE_URL,
    recoveryDatabaseUrl: env.RECOVERY_DATABASE_URL,
    recoveryApiUrl: env.RECOVERY_API_URL,
    oidc: env.OIDC_ISSUER
      ? {
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID!,
          clientSecret: env.OIDC_CLIENT_SECRET,
          scopes: env.OIDC_SCOPES,
          cpfClaim: env.OIDC_CPF_CLAIM,
          bundled: false,
        }
      : {
          issuer: `${publicUrl}/idp`,
          clientId: 'raiz-web',
          clientSecret: undefined,
          scopes: 'openid email profile cpf',
          cpfClaim: 'cpf',
          bundled: true,
        },
    chain: env.RPC_URL
      ? {
          rpcUrl: env.RPC_URL,
          tokenAddress: env.RDX_TOKEN_ADDRESS!,
          minterKey: env.MINTER_PRIVATE_KEY!,
          bundled: false as const,
        }
      : env.DEV_CHAIN === 'on'
        ? { bundled: true as const }
        : undefined,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    cookieDomain: env.COOKIE_DOMAIN,
    adminEmails: env.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    // Invitations are sent by e-mail only when an SMTP server is configured; the link is always shown to copy.
    smtp: env.SMTP_URL
      ? { url: env.SMTP_URL, from: env.SMTP_FROM || `Raiz <nao-responda@${new URL(publicUrl).hostname}>` }
      : undefined,
    jwtPrivateKey: env.JWT_PRIVATE_KEY,
    cookieSecret: env.COOKIE_SECRET,
    idpKeys: { jwks: env.IDP_JWKS, cookieKeys: env.IDP_COOKIE_KEYS },
    // Attachments: in an S3-compatible bucket when S3_BUCKET is set, else on disk under DATA_DIR/files.
    storage: env.S3_BUCKET
      ? {
          kind: 's3' as const,
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          region: env.S3_REGION ?? 'us-east-1',
        }
      : { kind: 'disk' as const, dir: path.join(dataDir, 'files') },
    // Uploads in flight: each file streams into its own folder here while hashed, removed once answered
    // (docs/evidence.md). Beside the disk store, so a blob is copied within one file system.
    uploadDir: path.join(dataDir, 'tmp', 'uploads'),
    storageQuotaBytes: Math.round(env.STORAGE_QUOTA_MB * 1024 * 1024),
    mapTilesUrl: env.MAP_TILES_URL,
    mapTilesAttribution: env.MAP_TILES_ATTRIBUTION || undefined,
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    trustProxy: env.TRUST_PROXY,
  };
}

/** Where the OpenID provider sends the browser back after login (this API's /v1/auth/callback). */
export function callbackUrl(config: Config): string {
  return `${config.publicUrl}/v1/auth/callback`;
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

/** Reads the environment; on failure, one Portuguese line per problem, naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): ConfigResult {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((i) => `${i.path.join('.') || 'configuração'}: ${i.message}`),
    };
  }
  return { ok: true, config: toConfig(parsed.data) };
}

/** A config for tests: embedded defaults under a given data dir, no dev chain unless asked. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const result = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DEV_CHAIN: 'off',
    DATA_DIR: path.join(process.env.TMPDIR ?? '/tmp', `raiz-test-${process.pid}-${Date.now()}`),
    PUBLIC_URL: 'http://localhost:3000',
    ...overrides,
  });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.config;
}
