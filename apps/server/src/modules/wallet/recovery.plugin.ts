import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RECOVERY_PREFIX, recoveryRoutes } from '@raiz/recovery';
import { lazyRecoveryDatabase, openRecoveryDatabase, type RecoveryDatabase } from '@raiz/recovery/db/client';
import { findActiveSession } from '../../plugins/sessions.ts';
import { createHttpRecoveryClient, createInProcessRecoveryClient, type RecoveryClient } from './recovery-client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The recovery API as the wallet endpoints use it: in process, or over HTTP when RECOVERY_API_URL is set. */
    recoveryClient: RecoveryClient;
  }
}

export interface RecoveryPluginOptions {
  /** An already-open, migrated recovery database. */
  database?: RecoveryDatabase;
  /**
   * Open the recovery database only when first needed, in memory unless RECOVERY_DATABASE_URL is set. buildApp asks for
   * this when the caller brings its own main database (tests): most of them never touch recovery, and each embedded
   * database costs seconds to start.
   */
  openOnFirstUse?: boolean;
  /** How `openOnFirstUse` opens it (tests: from the run's migrated template); migrated after opening either way. */
  open?: () => RecoveryDatabase;
}

/**
 * The recovery API (docs/design.md §4): mounted under /v1/recovery with its own database, verifying this API's tokens with
 * its public JWK (the same ES256/issuer/audience checks it makes through the JWKS URL when it runs alone); or, when
 * RECOVERY_API_URL is set, not mounted here and reached over HTTP.
 */
export default fp(async function recoveryPlugin(app: FastifyInstance, options: RecoveryPluginOptions) {
  const { config } = app;
  if (config.recoveryApiUrl) {
    app.decorate('recoveryClient', createHttpRecoveryClient(config.recoveryApiUrl, app.log));
    return;
  }

  let getDatabase: () => Promise<RecoveryDatabase>;
  if (options.database) {
    const database = options.database;
    getDatabase = async () => database;
  } else if (options.openOnFirstUse) {
    const lazy = lazyRecoveryDatabase(
      options.open ?? (() => openRecoveryDatabase({ url: config.recoveryDatabaseUrl })),
    );
    getDatabase = () => lazy.get();
    app.addHook('onClose', () => lazy.close());
  } else {
    const database = openRecoveryDatabase({ url: config.recoveryDatabaseUrl, dir: `${config.dataDir}/recovery-db` });
    await database.migrate();
    app.addHook('onClose', () => database.close());
    getDatabase = async () => database;
  }

  await app.register(recoveryRoutes, {
    prefix: RECOVERY_PREFIX,
    database: getDatabase,
    auth: { jwks: { keys: [app.signingKeys.publicJwk] }, issuer: config.publicUrl },
    checkSession: async (_token, payload) => (await findActiveSession(app.db, payload.sid, payload.sub)) !== undefined,
  });
  app.decorate(
    'recoveryClient',
    createInProcessRecoveryClient(async () => (await getDatabase()).db),
  );
});
