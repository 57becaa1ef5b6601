import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors as oidcErrors, type Interaction, type InteractionResults } from 'oidc-provider';
import { cpfTakenMessage } from '@raiz/domain';
import { isTooManyRequests, type RateLimit } from '@raiz/server-kit/rate-limit';
import { rateLimits } from '../rate-limit.ts';
import { authenticate, createAccount, duplicateEmailMessage, findAccountByEmail, normalizeEmail, signUpSchema } from './accounts.ts';
import { messagePage, signInPage, signUpPage, type SignUpValues } from './pages.ts';

export const wrongCredentialsMessage = 'E-mail ou senha incorretos.';

/** "40 segundos", "3 minutos": how long the sign-in page asks someone to wait. */
function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

interface InteractionOptions {
  provider: Provider;
}

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;
type FormRequest = FastifyRequest<{ Params: { uid: string }; Body: Record<string, string> | undefined }>;

/**
 * The bundled IdP's own pages at /idp/interaction/:uid — sign-in and sign-up in Portuguese. The interaction itself
 * (which login is in progress) is oidc-provider's, found through its SameSite=Lax cookie: a cross-site form post
 * arrives without it and gets nowhere.
 */
export async function interactionRoutes(app: FastifyInstance, { provider }: InteractionOptions) {
  const appUrl = `${app.config.publicUrl}/auth`;
  const privacyUrl = `${app.config.publicUrl}/privacidade`;
  const allowedOrigins = new Set(app.config.webOrigins);

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // The security headers (CSP with the pages' style hash, no framing) come from plugins/security-headers.ts.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.status(status).type('text/html; charset=utf-8').send(page);

  const expired = (reply: FastifyReply) =>
    html(
      reply,
      400,
      messagePage({
        title: 'Login expirado',
        message: 'Esta tentativa de login expirou ou não é mais válida. Volte à Raiz e clique em "Entrar" novamente.',
        backUrl: appUrl,
      }),
    );

  const foreign = (reply: FastifyReply) =>
    html(
      reply,
      403,
      messagePage({
        title: 'Origem não permitida',
        message: 'Este formulário só pode ser enviado a partir da própria Raiz.',
        backUrl: appUrl,
      }),
    );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isTooManyRequests(error)) {
      return html(
        reply,
        429,
        messagePage({
          title: 'Muitas tentativas',
          message: `Muitas tentativas. Aguarde ${waitText(error.retryAfterSeconds)} e tente novamente.`,
          backUrl: appUrl,
        }),
      );
    }
    if (error.statusCode && error.statusCode < 500) {
      return html(reply, error.statusCode, messagePage({ title: 'Requisição inválida', message: 'Não foi possível processar o formulário. Tente novamente.', backUrl: appUrl }));
    }
    request.log.error({ err: error }, 'identity provider page failed');
    return html(
      reply,
      500,
      messagePage({ title: 'Algo deu errado', message: 'Erro interno. Tente novamente em instantes.', backUrl: appUrl }),
    );
  });

  /** The interaction of this browser, if it is the one in the URL and still alive. */
  async function interactionOf(request: UidRequest, reply: FastifyReply) {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? details : undefined;
    } catch (err) {
      if (err instanceof oidcErrors.SessionNotFound) return undefined;
      throw err;
    }
  }

  /**
   * The app signs people out itself and always asks who is signing in, so the provider session the previous person
   * left in this browser means nothing: when someone else signs in, it ends here. Otherwise oidc-provider would stop
   * on its own self-submitting "end the other session" page, which needs a script and speaks English.
   */
  async function endOtherAccountSession(interaction: Interaction, accountId: string) {
    const previous = interaction.session;
    if (!previous?.uid || previous.accountId === accountId) return;
    delete interaction.session;
    await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
    await (await provider.Session.findByUid(previous.uid))?.destroy();
  }

  async function finish(request: UidRequest, reply: FastifyReply, interaction: Interaction, result: InteractionResults) {
    if (result.login) await endOtherAccountSession(interaction, result.login.accountId);
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.redirect(returnTo, 303);
  }

  function fromAnotherSite(request: FastifyRequest): boolean {
    const origin = request.headers.origin;
    return origin !== undefined && origin !== 'null' && !allowedOrigins.has(origin);
  }

  /**
   * The account whose password this is, if the sign-in limits let it be checked (rateLimits.signIn*: this account from
   * this address first, then the account from anywhere, then the address). A right password is not a guess: its hits
   * are taken back, and the pair starts afresh.
   */
  async function checkPassword(request: FastifyRequest, reply: FastifyReply, email: string, password: string) {
    const checks: [RateLimit, string][] = [
      [rateLimits.signInPair, `${email}\n${request.ip}`],
      [rateLimits.signInAccount, email],
      [rateLimits.signInAddress, request.ip],
    ];
    await app.rateLimiter.enforce(request, reply, checks);
    const account = await authenticate(app.db, email, password);
    if (account) {
      await app.rateLimiter.reset(rateLimits.signInPair, checks[0]![1]);
      await app.rateLimiter.refund(rateLimits.signInAccount, email);
      await app.rateLimiter.refund(rateLimits.signInAddress, request.ip);
    } else {
      request.log.info({ reason: 'wrong credentials' }, 'sign-in refused');
    }
    return account;
  }

  const field = (body: Record<string, string> | undefined, name: string) =>
    typeof body?.[name] === 'string' ? body[name] : '';

  app.get('/idp/interaction/:uid', { schema: { hide: true } }, async (request: UidRequest, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return expired(reply);
    if (interaction.prompt.name === 'consent' && interaction.session) {
      // Only reached if a grant was not found; the first-party client never asks for consent.
      const grant = new provider.Grant({ accountId: interaction.session.accountId, clientId: String(interaction.params.client_id) });
      grant.addOIDCScope(String(interaction.params.scope ?? 'openid'));
      return finish(request, reply, interaction, { consent: { grantId: await grant.save() } });
    }
    return html(reply, 200, signInPage({ uid: interaction.uid }));
  });

  app.get('/idp/interaction/:uid/cadastro', { schema: { hide: true } }, async (request: UidRequest, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return expired(reply);
    return html(reply, 200, signUpPage({ uid: interaction.uid, privacyUrl }));
  });

  app.post(
    '/idp/interaction/:uid/login',
    { schema: { hide: true } },
    async (request: FormRequest, reply) => {
      if (fromAnotherSite(request)) return foreign(reply);
      const interaction = await interactionOf(request, reply);
      if (!interaction) return expired(reply);
      const email = field(request.body, 'email').trim().toLowerCase();
      const password = field(request.body, 'password');
      if (!email || !password) {
        return html(reply, 400, signInPage({ uid: interaction.uid, email, error: 'Informe seu e-mail e sua senha.' }));
      }
      const account = await checkPassword(request, reply, email, password);
      if (!account) return html(reply, 401, signInPage({ uid: interaction.uid, email, error: wrongCredentialsMessage }));
      return finish(request, reply, interaction, { login: { accountId: account.id } });
    },
  );

  app.post(
    '/idp/interaction/:uid/cadastro',
    { schema: { hide: true }, config: { rateLimit: rateLimits.idpSignUp } },
    async (request: FormRequest, reply) => {
      if (fromAnotherSite(request)) return foreign(reply);
      const interaction = await interactionOf(request, reply);
      if (!interaction) return expired(reply);
      const input = {
        name: field(request.body, 'name'),
        email: field(request.body, 'email'),
        cpf: field(request.body, 'cpf'),
        password: field(request.body, 'password'),
        passwordConfirmation: field(request.body, 'passwordConfirmation'),
      };
      // Typed values come back on error, passwords never do.
      const values: SignUpValues = { name: input.name, email: input.email, cpf: input.cpf };
      const parsed = signUpSchema.safeParse(input);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
        return html(reply, 422, signUpPage({ uid: interaction.uid, privacyUrl, values, errors }));
      }
      const email = normalizeEmail(parsed.data.email);
      if (await findAccountByEmail(app.db, email)) {
        // The same form sent again after the account was created but the login never completed (closed tab, lost
        // connection, an expired attempt): the password proves it is the same person, who is signed in. Anyone else
        // only learns that the e-mail is taken, and their guesses count like wrong passwords on the sign-in page.
        const account = await checkPassword(request, reply, email, parsed.data.password);
        if (account) return finish(request, reply, interaction, { login: { accountId: account.id } });
        return html(reply, 422, signUpPage({ uid: interaction.uid, privacyUrl, values, errors: { email: duplicateEmailMessage } }));
      }
      const created = await createAccount(app.db, parsed.data);
      if ('taken' in created) {
        const errors = created.taken === 'email' ? { email: duplicateEmailMessage } : { cpf: cpfTakenMessage };
        return html(reply, 422, signUpPage({ uid: interaction.uid, privacyUrl, values, errors }));
      }
      request.log.info({ accountId: created.account.id }, 'identity provider account created');
      return finish(request, reply, interaction, { login: { accountId: created.account.id } });
    },
  );
}
