import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { createApi } from '@raiz/server-kit/create-api';
import { originCheckPlugin } from '@raiz/server-kit/origin-check';
import type { RecoveryDatabase } from '@raiz/recovery/db/client';
import type { Config } from './config.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { accessTokenIssuer } from './modules/auth/access-token.ts';
import attachmentsPlugin from './modules/attachments/attachments.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { keyStoreFor, loadCookieSecret } from './plugins/keys.ts';
import './modules/chain/chain.types.ts';
import chainPlugin from './modules/chain/chain.plugin.ts';
import { certificatesRoutes, publicCertificateRoutes } from './modules/certificates/certificates.routes.ts';
import { publicVerifierRoutes, verificationRoutes } from './modules/verifications/verifications.routes.ts';
import { reportRevisionRoutes } from './modules/reports/reports.routes.ts';
import { dashboardRoutes, publicImpactRoutes } from './modules/dashboard/dashboard.routes.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { meRoutes } from './modules/me/me.routes.ts';
import { organizationRoutes } from './modules/organizations/organizations.routes.ts';
import recoveryPlugin from './modules/wallet/recovery.plugin.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { contentResourceRoutes } from './modules/content-common/resource-services.ts';
import { publicRegistryRoutes, registryModerationRoutes } from './modules/registry/registry.routes.ts';
import { publicPageMeta } from './modules/registry/registry.service.ts';
import idempotencyPlugin from './plugins/idempotency.ts';
import authPlugin from './plugins/auth.ts';
import compressionPlugin from './plugins/compression.ts';
import { idpPlugin } from './plugins/idp/idp.ts';
import mailerPlugin from './plugins/mailer.ts';
import openapiPlugin from './plugins/openapi.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import staticSpaPlugin from './plugins/static-spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
  }
}

export interface BuildOptions {
  /** An already-open database (tests share one migrated database per file). */
  database?: Database;
  /** Where the built SPA lives; defaults to apps/web/dist. */
  webDistDir?: string;
  /** An already-open recovery database; without one, tests (which pass `database`) get an in-memory one on first use. */
  recoveryDatabase?: RecoveryDatabase;
  /** How that in-memory one is opened on first use (tests: a copy of the run's migrated template). */
  openRecoveryDatabase?: () => RecoveryDatabase;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** The whole API as one Fastify instance; server.ts only listens. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = createApi({ logLevel: config.logLevel, logStream: options.logStream, trustProxy: config.trustProxy });

  const database = options.database ?? openDatabase({ url: config.databaseUrl, dir: `${config.dataDir}/db` });
  if (!options.database) {
    await database.migrate();
    app.addHook('onClose', () => database.close());
  }
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('chain', null); // replaced by the chain plugin when a chain is configured

  // First: its timing hook sees every route's answer.
  await app.register(metricsPlugin);
  await app.register(securityHeadersPlugin, { distDir: options.webDistDir });
  await app.register(compressionPlugin);
  // Keys from the environment, else generated once: into DATA_DIR/keys, or the shared database in cluster mode.
  const keyStore = keyStoreFor(config, database.db);
  app.decorate('keyStore', keyStore);
  await app.register(fastifyCookie, { secret: await loadCookieSecret(keyStore, config.cookieSecret) });
  await app.register(rateLimitPlugin);
  await app.register(fastifyCors, {
    origin: config.webOrigins,
    credentials: true,
    // What the web reads of an answer besides its body: a file's name, a streamed file's size, how long to wait.
    exposedHeaders: ['Content-Disposition', 'X-Approximate-Size', 'Retry-After'],
  });
  await app.register(openapiPlugin);

  // The IdP's own form posts are outside /v1 and keep their own checks.
  await app.register(originCheckPlugin, { origins: config.webOrigins, prefix: '/v1/' });
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  await app.register(mailerPlugin);
  await app.register(accessTokenIssuer);
  await app.register(idpPlugin);
  // Before the routes whose DELETE may free attachment blobs (its hook sweeps them): items, /v1/me, organisations.
  await app.register(attachmentsPlugin);
  await app.register(authRoutes);
  await app.register(meRoutes);
  await app.register(chainPlugin);

  await app.register(healthRoutes);
  // Feature modules register here (auth, me, content, wallet, certificates, chain, recovery).
  await app.register(dashboardRoutes);
  await app.register(publicImpactRoutes);
  await app.register(exportsRoutes);
  await app.register(organizationRoutes);
  // Every content resource of the manifest (modules/content-common/manifest.ts).
  for (const routes of contentResourceRoutes()) await app.register(routes);
  await app.register(publicRegistryRoutes);
  await app.register(registryModerationRoutes);
  await app.register(recoveryPlugin, {
    database: options.recoveryDatabase,
    openOnFirstUse: Boolean(options.database),
    open: options.openRecoveryDatabase,
  });
  await app.register(walletRoutes);
  await app.register(certificatesRoutes);
  await app.register(reportRevisionRoutes);
  await app.register(publicCertificateRoutes);
  await app.register(verificationRoutes);
  await app.register(publicVerifierRoutes);
  // The registry's pages carry their own title and link preview in the HTML (docs/registry.md).
  await app.register(staticSpaPlugin, {
    distDir: options.webDistDir,
    pageMeta: (pathname) => publicPageMeta(database.db, config.publicUrl, pathname),
  });

  return app;
}
