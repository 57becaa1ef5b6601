import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { seedDemoAccounts } from '../../db/seed.ts';
import { callbackUrl } from '../../config.ts';
import { deleteExpiredIdpRows } from './adapter.ts';
import { interactionRoutes } from './interactions.ts';
import { loadIdpKeys } from './keys.ts';
import { createProvider } from './provider.ts';
import { sweepHourly } from '../sweeper.ts';

const MOUNT = '/idp';

/**
 * The bundled identity provider at /idp, on whenever no external OIDC issuer is configured: oidc-provider for the
 * protocol, our own pages for sign-in and sign-up, its storage in the project's database, its keys in DATA_DIR/keys.
 * Demo accounts are created at start (idempotent).
 */
export async function idpPlugin(app: FastifyInstance) {
  const { config } = app;
  if (!config.oidc.bundled) return;

  await seedDemoAccounts(app.db, { issuer: config.oidc.issuer });
  await sweepHourly(app, 'idp', () => deleteExpiredIdpRows(app.db));

  const provider = createProvider({
    issuer: config.oidc.issuer,
    db: app.db,
    keys: loadIdpKeys(config.dataDir),
    redirectUri: callbackUrl(config),
    appUrl: `${config.publicUrl}/auth`,
    log: app.log,
  });
  // Koa would print its own errors to stderr; ours go through pino, without request data.
  (provider as unknown as NodeJS.EventEmitter).on('error', (err: Error) => app.log.error({ err }, 'identity provider error'));
  const handle = provider.callback();

  // oidc-provider reads its own request bodies: in this scope no parser touches the stream, and the reply is handed
  // over (hijacked) with the URL as an Express mount would give it (originalUrl keeps /idp, url drops it).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'POST'],
      url: `${MOUNT}/*`,
      schema: { hide: true },
      handler(request, reply) {
        reply.hijack();
        const raw = request.raw as IncomingMessage & { originalUrl?: string; baseUrl?: string };
        raw.originalUrl = raw.url;
        raw.baseUrl = MOUNT;
        raw.url = (raw.url ?? '/').slice(MOUNT.length) || '/';
        void handle(raw, reply.raw);
      },
    });
  });

  await app.register(interactionRoutes, { provider });
}
