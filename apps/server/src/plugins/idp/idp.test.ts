import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { idpAccounts, idpStorage, refreshTokens, users } from '../../db/schema/index.ts';
import { hashCpf } from '@raiz/domain/wallet/identity-hashes';
import { seedDemoAccounts } from '../../db/seed.ts';
import { interactionUid, TestBrowser } from '../../modules/auth/test-browser.ts';
import { createTestApp, createTestDatabase, signIn, useTestApp, type TestApp } from '../../test/test-app.ts';
import { verifyPassword } from './password.ts';

const t = useTestApp();

async function openSignIn() {
  const browser = new TestBrowser(t.app, t.config.publicUrl);
  const page = await browser.navigate('/v1/auth/login');
  return { browser, page, uid: interactionUid(browser.currentUrl) };
}

const validSignUp = {
  name: 'Eva Rocha',
  email: 'eva@exemplo.com.br',
  cpf: '987.654.321-00',
  password: 'senha-bem-longa',
  passwordConfirmation: 'senha-bem-longa',
};

describe('bundled identity provider', () => {
  it('publishes OpenID discovery under /idp, with PKCE S256 and the cpf scope', async () => {
    const res = await t.app.inject({
      url: '/idp/.well-known/openid-configuration',
      headers: { host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.issuer).toBe(t.config.oidc.issuer);
    expect(doc.authorization_endpoint).toBe(`${t.config.oidc.issuer}/auth`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile', 'cpf']));
    expect(doc.claims_supported).toEqual(expect.arrayContaining(['email', 'name', 'hashed_cpf']));
    expect(doc.claims_supported).not.toContain('cpf');
  });

  it('keeps its signing and cookie keys in DATA_DIR/keys', () => {
    const keys = path.join(t.config.dataDir, 'keys');
    const jwks = JSON.parse(fs.readFileSync(path.join(keys, 'idp-jwks.json'), 'utf8'));
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(JSON.parse(fs.readFileSync(path.join(keys, 'idp-cookie-keys.json'), 'utf8'))).toHaveLength(1);
    expect(fs.statSync(path.join(keys, 'idp-jwks.json')).mode & 0o077).toBe(0);
  });

  it('shows the sign-in page in Portuguese: E-mail, Senha, Entrar and a link to Criar conta', async () => {
    const { page, uid } = await openSignIn();
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<html lang="pt-BR">');
    expect(page.body).toMatch(/<label for="email">E-mail<\/label>\s*<input id="email" name="email" type="email"/);
    expect(page.body).toMatch(
      /<label for="password">Senha<\/label>\s*<input id="password" name="password" type="password"/,
    );
    expect(page.body).toContain('<button type="submit">Entrar</button>');
    expect(page.body).toContain(`<a href="/idp/interaction/${uid}/cadastro">Criar conta</a>`);
    expect(page.body).toContain('Use seu e-mail e senha para acessar a Raiz.');
    expect(page.body).not.toMatch(/\b(o|do|no|ao) Raiz\b/);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('shows the sign-up page with every field labelled, and the privacy page linked before the button', async () => {
    const { browser, uid } = await openSignIn();
    const page = await browser.request({ url: `/idp/interaction/${uid}/cadastro` });
    expect(page.statusCode).toBe(200);
    for (const [id, label] of [
      ['name', 'Nome completo'],
      ['email', 'E-mail'],
      ['cpf', 'CPF'],
      ['password', 'Senha'],
      ['passwordConfirmation', 'Confirmar senha'],
    ]) {
      expect(page.body).toContain(`<label for="${id}">${label}</label>`);
      expect(page.body).toContain(`<input id="${id}" name="${id}"`);
    }
    expect(page.body).toContain('<button type="submit">Criar conta</button>');
    expect(page.body).toContain('Preencha seus dados para começar a usar a Raiz.');
    expect(page.body).not.toMatch(/\b(o|do|no|ao) Raiz\b/);
    const privacy = `<a href="${t.config.publicUrl}/privacidade" target="_blank" rel="noopener">página de privacidade</a>`;
    expect(page.body).toContain(privacy);
    expect(page.body.indexOf(privacy)).toBeLessThan(page.body.indexOf('<button type="submit">Criar conta</button>'));
  });

  it('explains each invalid sign-up field next to it, keeping what was typed except the passwords', async () => {
    const { browser, uid } = await openSignIn();
    const res = await browser.submit(`/idp/interaction/${uid}/cadastro`, {
      name: 'E',
      email: 'nao-e-email',
      cpf: '123.456.789-00',
      password: 'curta',
      passwordConfirmation: 'outra',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('<p class="error" id="name-error">Informe seu nome completo.</p>');
    expect(res.body).toContain('<p class="error" id="email-error">Informe um e-mail válido.</p>');
    expect(res.body).toContain('<p class="error" id="cpf-error">CPF inválido.</p>');
    expect(res.body).toContain('<p class="error" id="password-error">A senha deve ter pelo menos 10 caracteres.</p>');
    expect(res.body).toMatch(/aria-invalid="true" aria-describedby="cpf-hint cpf-error"/);
    expect(res.body).toContain('value="nao-e-email"');
    expect(res.body).toContain('value="123.456.789-00"');
    expect(res.body).not.toContain('curta');
    expect(res.body).not.toContain('value="outra"');

    expect(res.body).toContain(`href="${t.config.publicUrl}/privacidade"`);

    const mismatch = await browser.submit(`/idp/interaction/${uid}/cadastro`, {
      ...validSignUp,
      passwordConfirmation: 'senha-diferente',
    });
    expect(mismatch.body).toContain('<p class="error" id="passwordConfirmation-error">As senhas não conferem.</p>');

    const noCpf = await browser.submit(`/idp/interaction/${uid}/cadastro`, { ...validSignUp, cpf: '' });
    expect(noCpf.statusCode).toBe(422);
    expect(noCpf.body).toContain('<p class="error" id="cpf-error">Informe o CPF.</p>');
    expect(await t.app.db.select().from(idpAccounts).where(eq(idpAccounts.email, validSignUp.email))).toEqual([]);
  });

  it('refuses a sign-up with an e-mail already registered', async () => {
    const { browser, uid } = await openSignIn();
    const res = await browser.submit(`/idp/interaction/${uid}/cadastro`, { ...validSignUp, email: 'ANA@raiz.dev' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('<p class="error" id="email-error">Este e-mail já está cadastrado.</p>');
    expect(res.body).toContain('value="Eva Rocha"');
  });

  it("refuses a CPF that is loose or another account's (also one set on /conta), creating nothing", async () => {
    const ester = await signIn(t, { cpf: null });
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/v1/me',
          headers: ester.headers,
          payload: { cpf: '314.159.265-90' },
        })
      ).statusCode,
    ).toBe(200);
    const { browser, uid } = await openSignIn();
    for (const [cpf, message] of [
      ['52998224725x', 'CPF inválido.'],
      ['529.982.247-25', 'Este CPF já está cadastrado em outra conta.'], // ana@raiz.dev
      ['52998224725', 'Este CPF já está cadastrado em outra conta.'],
      ['314.159.265-90', 'Este CPF já está cadastrado em outra conta.'],
    ]) {
      const res = await browser.submit(`/idp/interaction/${uid}/cadastro`, {
        ...validSignUp,
        email: 'cpf-repetido@exemplo.com.br',
        cpf: cpf!,
      });
      expect(res.statusCode, cpf).toBe(422);
      expect(res.body).toContain(`<p class="error" id="cpf-error">${message}</p>`);
      expect(res.body).toContain('value="cpf-repetido@exemplo.com.br"');
    }
    expect(
      await t.app.db.select().from(idpAccounts).where(eq(idpAccounts.email, 'cpf-repetido@exemplo.com.br')),
    ).toEqual([]);
  });

  it('stores a new account with a scrypt hash of its password and no CPF, e-mail unverified', async () => {
    const { browser, uid } = await openSignIn();
    const res = await browser.submit(`/idp/interaction/${uid}/cadastro`, validSignUp);
    expect(res.statusCode).toBe(302);
    const [account] = await t.app.db.select().from(idpAccounts).where(eq(idpAccounts.email, validSignUp.email));
    // No CPF: only the hash its first login hands to the app, forgotten once that login (which the sign-up goes on to)
    // has it.
    expect(account).toMatchObject({
      name: 'Eva Rocha',
      pendingHashedCpf: null,
      emailVerified: false,
      roles: ['user'],
    });
    expect(JSON.stringify(account)).not.toContain('98765432100');
    expect(JSON.stringify(account)).not.toContain(hashCpf('98765432100'));
    // The test run's cost (src/test/setup.ts); production's is checked in password.test.ts.
    expect(account!.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword(validSignUp.password, account!.passwordHash)).toBe(true);
    // Its sessions, grants and codes live in the project's database.
    const models = new Set((await t.app.db.select({ model: idpStorage.model }).from(idpStorage)).map((r) => r.model));
    expect([...models]).toEqual(expect.arrayContaining(['Session', 'Interaction', 'Grant', 'AuthorizationCode']));
  });

  it(
    'spaces out repeated wrong passwords for one e-mail: past 3, the page asks to wait, then checks again',
    { timeout: 60_000 },
    async () => {
      const { browser, uid } = await openSignIn();
      const attempt = () =>
        browser.submit(`/idp/interaction/${uid}/login`, { email: 'bruno@raiz.dev', password: 'chute-errado' });
      for (let i = 0; i < 4; i++) expect((await attempt()).body).toContain('E-mail ou senha incorretos.');
      // The waits double (1 s, 2 s, 4 s…): one of the next tries comes too soon, however slow the machine.
      let waiting = await attempt();
      for (let i = 0; waiting.statusCode !== 429 && i < 4; i++) waiting = await attempt();
      expect(waiting.statusCode).toBe(429);
      const seconds = Number(waiting.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(waiting.body).toContain(
        `Muitas tentativas. Aguarde ${seconds} segundo${seconds > 1 ? 's' : ''} e tente novamente.`,
      );
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100));
      const again = await attempt();
      expect(again.statusCode).toBe(401);
      expect(again.body).toContain('E-mail ou senha incorretos.');
    },
  );

  it('shows an expired-login page for an unknown interaction, and refuses a form from another site', async () => {
    const browser = new TestBrowser(t.app, t.config.publicUrl);
    const res = await browser.request({ url: '/idp/interaction/nao-existe' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Login expirado');
    expect(res.body).toContain('Volte à Raiz e clique em');
    expect(res.body).toContain('Voltar à Raiz</a>');

    const { browser: victim, uid } = await openSignIn();
    const forged = await victim.request({
      method: 'POST',
      url: `/idp/interaction/${uid}/login`,
      form: { email: 'ana@raiz.dev', password: 'raiz-demo-1' },
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('Origem não permitida');
    expect(forged.headers.location).toBeUndefined();
  });

  it('renders provider errors as a Portuguese page', async () => {
    const res = await t.app.inject({
      url: '/idp/auth?client_id=desconhecido&response_type=code',
      headers: { host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Não foi possível entrar');
    expect(res.body).toContain('Volte à Raiz e tente entrar novamente.');
    expect(res.body).toContain('lang="pt-BR"');
  });

  it('seeds the demo accounts idempotently, with verified e-mails and users ready for their first login', async () => {
    await seedDemoAccounts(t.app.db, { issuer: t.config.oidc.issuer });
    const accounts = await t.app.db.select().from(idpAccounts);
    const demo = accounts.filter((a) => a.email.endsWith('@raiz.dev'));
    expect(demo.map((a) => a.email).sort()).toEqual(['admin@raiz.dev', 'ana@raiz.dev', 'bruno@raiz.dev']);
    expect(demo.every((a) => a.emailVerified)).toBe(true);
    const admin = demo.find((a) => a.email === 'admin@raiz.dev')!;
    expect(await verifyPassword('raiz-admin-1', admin.passwordHash)).toBe(true);
    const [adminUser] = await t.app.db.select().from(users).where(eq(users.subject, admin.id));
    expect(adminUser).toMatchObject({
      email: 'admin@raiz.dev',
      issuer: t.config.oidc.issuer,
      roles: ['user', 'admin'],
    });
  });
});

describe('demo mode (the README publishes the demo passwords)', () => {
  const logIn = async (app: TestApp['app'], publicUrl: string, email: string, password: string) => {
    const browser = new TestBrowser(app, publicUrl);
    await browser.navigate('/v1/auth/login');
    const res = await browser.submit(`/idp/interaction/${interactionUid(browser.currentUrl)}/login`, {
      email,
      password,
    });
    return { browser, res };
  };

  it('creates no demo account on a public address', async () => {
    const deployed = await createTestApp({ PUBLIC_URL: 'https://raiz.example' });
    try {
      expect(deployed.config.demo).toBe(false);
      expect(await deployed.app.db.select().from(idpAccounts)).toEqual([]);
      const { res } = await logIn(deployed.app, deployed.config.publicUrl, 'admin@raiz.dev', 'raiz-admin-1');
      expect(res.body).toContain('E-mail ou senha incorretos.');
    } finally {
      await deployed.close();
    }
  });

  it(
    'disables the demo accounts a demo start left, once, outside demo mode: no login, no admin, sessions ended',
    { timeout: 120_000 },
    async () => {
      const database = await createTestDatabase();
      const demoConfig = testConfig();
      const demo = await buildApp(demoConfig, { database });
      await demo.ready();
      const admin = await logIn(demo, demoConfig.publicUrl, 'admin@raiz.dev', 'raiz-admin-1');
      expect(admin.res.statusCode).toBe(302);
      const [adminUser] = await demo.db.select().from(users).where(eq(users.email, 'admin@raiz.dev'));
      const adminRefreshToken = admin.browser.cookie('refreshToken')!;
      await demo.close();

      const lines: string[] = [];
      const deployedConfig = testConfig({ DEMO: 'off', LOG_LEVEL: 'info', DATA_DIR: demoConfig.dataDir });
      const start = async () => {
        const app = await buildApp(deployedConfig, { database, logStream: { write: (line) => void lines.push(line) } });
        await app.ready();
        return app;
      };
      try {
        const deployed = await start();
        const disabledLines = () => lines.filter((l) => l.includes('demo accounts disabled'));
        expect(disabledLines()).toHaveLength(1);
        expect(JSON.parse(disabledLines()[0]!).accounts).toEqual(['ana@raiz.dev', 'bruno@raiz.dev', 'admin@raiz.dev']);
        for (const [email, password] of [
          ['ana@raiz.dev', 'raiz-demo-1'],
          ['admin@raiz.dev', 'raiz-admin-1'],
        ] as const) {
          const { res } = await logIn(deployed, deployedConfig.publicUrl, email, password);
          expect(res.body).toContain('E-mail ou senha incorretos.');
        }
        // The admin's session ended and the role is gone; its data stays.
        const returning = new TestBrowser(deployed, deployedConfig.publicUrl);
        returning.setCookie('refreshToken', adminRefreshToken, '/v1/auth');
        const refresh = await returning.request({ method: 'POST', url: '/v1/auth/refresh' });
        expect(refresh.statusCode).toBe(401);
        const [after] = await deployed.db.select().from(users).where(eq(users.id, adminUser!.id));
        expect(after!.roles).toEqual(['user']);
        const live = await deployed.db.select().from(refreshTokens).where(eq(refreshTokens.userId, adminUser!.id));
        expect(live.every((row) => row.revokedAt !== null)).toBe(true);
        await deployed.close();

        // Logged once: a second start finds nothing left to disable.
        await (await start()).close();
        expect(disabledLines()).toHaveLength(1);
      } finally {
        await database.close();
        fs.rmSync(demoConfig.dataDir, { recursive: true, force: true });
      }
    },
  );
});
