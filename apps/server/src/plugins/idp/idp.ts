import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { disableDemoAccounts, seedDemoAccounts } from '../../db/seed.ts';
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
 * Demo accounts are created at start (idempotent) in demo mode only, and disabled outside it.
 */
export async function idpPlugin(app: FastifyInstance) {
  const { config } = app;
  // Outside demo mode no account may still sign in with a password the README publishes (also when an external
  // provider replaced this one: their refresh tokens would still work).
  if (!config.demo) {
    const disabled = await disableDemoAccounts(app.db);
    if (disabled.length) {
      app.log.warn({ accounts: disabled }, 'demo accounts disabled: this deployment is not in demo mode (DEMO, PUBLIC_URL)');
    }
  }
  if (!config.oidc.bundled) return;

  if (config.demo) await seedDemoAccounts(app.db, { issuer: config.oidc.issuer });
  await sweepHourly(app, 'idp', () => deleteExpiredIdpRows(app.db));

  const provider = createProvider({
    issuer: config.oidc.issuer,
    db: app.db,
    keys: await loadIdpKeys(app.keyStore, config.idpKeys),
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
