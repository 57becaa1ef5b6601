import type { FastifyBaseLogger } from 'fastify';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { findAccountById } from './accounts.ts';
import { createIdpAdapter } from './adapter.ts';
import type { IdpKeys } from './keys.ts';
import { messagePage } from './pages.ts';

export const BUNDLED_CLIENT_ID = 'raiz-web';
export const IDP_SCOPES = ['openid', 'email', 'profile', 'cpf'];

export interface ProviderOptions {
  issuer: string;
  db: Db;
  keys: IdpKeys;
  /** The relying party's callback, the only redirect_uri of the bundled client. */
  redirectUri: string;
  /** Where "Voltar à Raiz" leads from an error page. */
  appUrl: string;
  log: FastifyBaseLogger;
}

/** The bundled identity provider (oidc-provider), configured for one first-party client. */
export function createProvider(options: ProviderOptions): Provider {
  const { db, log } = options;
  const interactionBase = `${new URL(options.issuer).pathname}/interaction`;

  const configuration: Configuration = {
    adapter: createIdpAdapter(db),
    clients: [
      {
        client_id: BUNDLED_CLIENT_ID,
        // A public client: the relying party proves itself with PKCE, so there is no secret to manage.
        token_endpoint_auth_method: 'none',
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        scope: IDP_SCOPES.join(' '),
      },
    ],
    scopes: IDP_SCOPES,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], cpf: ['hashed_cpf'] },
    jwks: options.keys.jwks as Configuration['jwks'],
    cookies: {
      keys: options.keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // The relying party ends its own session; nothing here signs people out of other clients.
      rpInitiatedLogout: { enabled: false },
      userinfo: { enabled: true },
    },
    ttl: {
      AccessToken: 10 * 60,
      AuthorizationCode: 60,
      IdToken: 10 * 60,
      Interaction: 30 * 60,
      Session: 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
    interactions: {
      url: (_ctx, interaction) => `${interactionBase}/${interaction.uid}`,
    },
    async findAccount(_ctx, id) {
      const account = await findAccountById(db, id);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
          // Not the CPF: the hash data table A keeps, until the app has it (then null). docs/design.md#cpf-in-the-bundled-provider
          hashed_cpf: account.pendingHashedCpf,
        }),
      };
    },
    // Consent is implicit for the first-party client: the grant covers whatever (allowed) scopes it asks for.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant =
        (grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined) ??
        new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamScopes].filter((s) => IDP_SCOPES.includes(s)).join(' '));
      await grant.save();
      return grant;
    },
    renderError(ctx, out, error) {
      log.warn({ error: out.error, description: out.error_description, name: error.name }, 'identity provider error');
      ctx.type = 'html';
      ctx.body = messagePage({
        title: 'Não foi possível entrar',
        message: 'O pedido de login é inválido ou expirou. Volte à Raiz e tente entrar novamente.',
        backUrl: options.appUrl,
      });
    },
  };

  const provider = new Provider(options.issuer, configuration);
  // Behind a reverse proxy, X-Forwarded-Proto/Host give the URLs the browser sees (Fastify trusts them too).
  provider.proxy = true;
  provider.on('server_error', (_ctx, err) => log.error({ err }, 'identity provider failure'));
  return provider;
}
