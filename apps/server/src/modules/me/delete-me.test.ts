import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationMessages, sessionInvalidMessage } from '@raiz/domain';
import { hashCpf } from '@raiz/domain/wallet/identity-hashes';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { pinBackups, salts } from '@raiz/recovery/db/schema';
import { uniqueCpf } from '../../db/factories.ts';
import {
  certificates,
  dataTableA,
  events,
  idpAccounts,
  idpStorage,
  invitations,
  memberships,
  posts,
  products,
  projects,
  refreshTokens,
  reports,
  users,
  walletChallenges,
} from '../../db/schema/index.ts';
import {
  createAs,
  fillPersonalSpace as fillSpace,
  logInThroughIdp,
  PERSON_PASSWORD,
  signUpThroughIdp,
} from '../../test/people.ts';
import {
  createTestAppWithRecovery,
  requester,
  signIn,
  type Session,
  type TestAppWithRecovery,
} from '../../test/test-app.ts';
import { createOrganization, createTeam, organizationInput } from '../../test/organization-helpers.ts';
import { activateWallet, certifyReport } from '../../test/wallet-helpers.ts';
import { loginUser } from '../auth/login-user.ts';
import { interactionUid, TestBrowser } from '../auth/test-browser.ts';
import { postInput, projectInput, reportInput } from '../content-common/content-factories.ts';

// DELETE /v1/me (docs/product.md#excluir-minha-conta) on the real app, with the bundled IdP and the recovery API in
// process, its database opened here so the test can look inside it.
let t: TestAppWithRecovery;
const { inject } = requester(() => t);
beforeAll(async () => {
  t = await createTestAppWithRecovery();
}, 60_000);
afterAll(() => t?.close());

const PASSWORD = PERSON_PASSWORD;
const signUp = (email: string, cpf: string, name: string) => signUpThroughIdp(t, email, cpf, name);
const logIn = (email: string, password: string) => logInThroughIdp(t, email, password);
const create = (headers: Record<string, string>, url: string, body: object) => createAs(t, headers, url, body);
const fillPersonalSpace = (headers: Record<string, string>, marker: string) => fillSpace(t, headers, marker);

type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;
const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

/** Every row of every table of a database, as JSON text per table. */
async function dumpTables(db: AnyDb): Promise<Record<string, string>> {
  const tables = rowsOf(
    await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`),
  );
  const dump: Record<string, string> = {};
  for (const { table_name: name } of tables) {
    const [row] = rowsOf(
      await db.execute(sql`select coalesce(json_agg(t)::text, '') as rows from ${sql.identifier(String(name))} t`),
    );
    dump[String(name)] = String(row?.rows ?? '');
  }
  return dump;
}

const count = async (column: PgColumn, value: string | SQL) =>
  (
    await t.app.db
      .select({ v: column })
      .from(column.table)
      .where(typeof value === 'string' ? eq(column, value) : value)
  ).length;

describe('DELETE /v1/me', () => {
  it('removes everything of the person, withdraws their certificates, and leaves another person untouched', async () => {
    const cpf = uniqueCpf();
    const email = 'helena.excluida@exemplo.com.br';
    const person = await signUp(email, cpf, 'Helena Excluída Souza');
    const space = await fillPersonalSpace(person.headers, 'EXCLUIDA-7F3');
    const account = (await t.app.db.select().from(idpAccounts).where(eq(idpAccounts.email, email)))[0]!;
    // A second session of the same person (another refresh token, another IdP session) goes as well.
    expect((await logIn(email, PASSWORD)).statusCode).toBe(302);

    const other = await signUp('otavio.fica@exemplo.com.br', uniqueCpf(), 'Otávio Permanece');
    const kept = await fillPersonalSpace(other.headers, 'FICA-2B9');
    const otherBefore = await dumpTables(t.app.db as unknown as AnyDb);

    // From the SPA: cookies and the app's Origin.
    const res = await person.browser.request({ method: 'DELETE', url: '/v1/me' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect(person.browser.cookie('accessToken')).toBeUndefined();
    expect(person.browser.cookie('refreshToken')).toBeUndefined();

    // The tables and columns that name a person, checked one by one.
    const id = person.userId;
    const checks: [string, PgColumn, string][] = [
      ['users.id', users.id, id],
      ['users.email', users.email, email],
      ['users.subject', users.subject, account.id],
      ['data_table_a.user_id', dataTableA.userId, id],
      ['data_table_a.hashed_cpf', dataTableA.hashedCpf, hashCpf(cpf)],
      ['data_table_a.evm_address', dataTableA.evmAddress, space.wallet.address],
      ['wallet_challenges.user_id', walletChallenges.userId, id],
      ['refresh_tokens.user_id', refreshTokens.userId, id],
      ['idp_accounts.id', idpAccounts.id, account.id],
      ['idp_accounts.email', idpAccounts.email, email],
      ['idp_accounts.pending_hashed_cpf', idpAccounts.pendingHashedCpf, hashCpf(cpf)],
      ['projects.owner_id', projects.ownerId, id],
      ['reports.owner_id', reports.ownerId, id],
      ['posts.owner_id', posts.ownerId, id],
      ['events.owner_id', events.ownerId, id],
      ['products.owner_id', products.ownerId, id],
      ['certificates.owner_id', certificates.ownerId, id],
      ['certificates.report_id', certificates.reportId, space.report.id],
      ['certificates.signer_address', certificates.signerAddress, space.wallet.address],
    ];
    for (const [name, column, value] of checks) expect(await count(column, value), name).toBe(0);
    const idpRecords = sql`jsonb_path_exists(${idpStorage.payload}, '$.** ? (@ == $id)', jsonb_build_object('id', ${account.id}::text))`;
    expect(await count(idpStorage.id, idpRecords), 'idp_storage (sessions, grants, codes)').toBe(0);
    const hashed = hashUserId(id);
    expect(
      await t.recovery.db.select().from(salts).where(eq(salts.hashedUserIdUnsalted, hashed)),
      'recovery salts',
    ).toEqual([]);
    expect(
      await t.recovery.db.select().from(pinBackups).where(eq(pinBackups.hashedUserIdUnsalted, hashed)),
      'recovery pin_backups',
    ).toEqual([]);

    // And nothing that identifies the person anywhere, in any table of either database.
    const identifiers = [
      id,
      email,
      account.id,
      cpf,
      hashCpf(cpf),
      space.wallet.address,
      space.wallet.address.toLowerCase(),
      space.salt,
      hashed,
      'Helena Excluída',
      'EXCLUIDA-7F3',
      space.certificate.signature,
    ];
    for (const [table, rows] of Object.entries({
      ...(await dumpTables(t.app.db as unknown as AnyDb)),
      ...(await dumpTables(t.recovery.db as unknown as AnyDb)),
    })) {
      for (const value of identifiers) expect(rows.includes(value), `${table} still holds ${value}`).toBe(false);
    }

    // The certificate stays only as a withdrawn code; its public page shows none of its content.
    const [withdrawn] = await t.app.db.select().from(certificates).where(eq(certificates.code, space.certificate.code));
    const filled = Object.entries(withdrawn!).filter(([, value]) => value !== null);
    expect(filled.map(([column]) => column).sort()).toEqual(['code', 'id', 'issuedAt', 'withdrawnAt']);
    const verify = await t.app.inject({ url: `/v1/public/certificates/${space.certificate.code}` });
    expect(verify.statusCode).toBe(410);
    expect(verify.json()).toEqual({ error: { code: 'gone', message: 'Certificado retirado a pedido do titular.' } });

    // The other person: every row of theirs as it was, their certificate still valid.
    const after = await dumpTables(t.app.db as unknown as AnyDb);
    const theirs = (dump: string | undefined) =>
      (JSON.parse(dump || '[]') as unknown[])
        .map((row) => JSON.stringify(row))
        .filter((row) => [other.userId, 'FICA-2B9', 'otavio.fica'].some((mark) => row.includes(mark)))
        .sort();
    for (const table of [
      'users',
      'data_table_a',
      'idp_accounts',
      'projects',
      'reports',
      'posts',
      'events',
      'products',
      'certificates',
    ]) {
      expect(theirs(after[table]).length, table).toBeGreaterThan(0);
      expect(theirs(after[table]), table).toEqual(theirs(otherBefore[table]));
    }
    expect((await t.app.inject({ url: `/v1/public/certificates/${kept.certificate.code}` })).statusCode).toBe(200);
    expect((await inject(other, 'GET', '/v1/projects')).json().data.items).toHaveLength(1);
    expect(
      await t.recovery.db
        .select()
        .from(salts)
        .where(eq(salts.hashedUserIdUnsalted, hashUserId(other.userId))),
    ).toHaveLength(1);
  });

  it('refuses the old e-mail and password afterwards; signing up again gives a new, empty account', async () => {
    const cpf = uniqueCpf();
    const email = 'renata.volta@exemplo.com.br';
    const first = await signUp(email, cpf, 'Renata Volta Sempre');
    await create(first.headers, '/v1/projects', projectInput({ name: 'Projeto antigo da Renata' }));
    expect((await first.browser.request({ method: 'DELETE', url: '/v1/me' })).statusCode).toBe(200);

    const refused = await logIn(email, PASSWORD);
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toContain('E-mail ou senha incorretos.');

    // The same e-mail and CPF are free again.
    const again = await signUp(email, cpf, 'Renata Volta Sempre');
    expect(again.isNewUser).toBe('true');
    expect(again.userId).not.toBe(first.userId);
    expect((await inject(again, 'GET', '/v1/projects')).json().data.items).toEqual([]);
    expect((await inject(again, 'GET', '/v1/reports')).json().data.items).toEqual([]);
    expect((await inject(again, 'GET', '/v1/certificates')).json().data).toEqual([]);
    expect((await inject(again, 'GET', '/v1/me')).json().data.dataTableA.evm_address).toBeNull();
  });

  it('with an external issuer, deletes the user; logging in again through it creates a new, empty user', async () => {
    const issuer = 'https://sso.exemplo.gov.br';
    const s = await signIn(t, { issuer, subject: 'cidada-42', cpf: uniqueCpf() });
    await create(s.headers, '/v1/projects', projectInput());
    const accountsBefore = await t.app.db.select({ id: idpAccounts.id }).from(idpAccounts);

    expect((await inject(s, 'DELETE', '/v1/me')).statusCode).toBe(200);
    expect(await count(users.id, s.user.id)).toBe(0);
    // The bundled IdP's accounts are not touched by a person of another issuer.
    expect(await t.app.db.select({ id: idpAccounts.id }).from(idpAccounts)).toEqual(accountsBefore);

    const { user, isNewUser } = await loginUser(
      t.app.db,
      { issuer, subject: 'cidada-42', email: 'cidada@exemplo.gov.br' },
      { adminEmails: [] },
    );
    expect(isNewUser).toBe(true);
    expect(user.id).not.toBe(s.user.id);
    expect(await count(projects.ownerId, user.id)).toBe(0);
  });

  it('ends the session with the account: a second DELETE with the same, still-signed token gets 401', async () => {
    const s = await signIn(t);
    expect((await inject(s, 'DELETE', '/v1/me')).statusCode).toBe(200);
    const again = await inject(s, 'DELETE', '/v1/me');
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(sessionInvalidMessage);
    // The session it ended is over everywhere else too.
    expect((await inject(s, 'GET', '/v1/me')).statusCode).toBe(401);
    // A write with that still-signed token names a person who is gone: sign in again (401), not a 500.
    const write = await inject(s, 'POST', '/v1/projects', projectInput());
    expect(write.statusCode).toBe(401);
    expect(write.json().error.message).toBe(sessionInvalidMessage);
    expect(await count(projects.ownerId, s.user.id)).toBe(0);
  });

  it('requires a session (401), and from the SPA an allowed Origin (403); nothing is deleted then', async () => {
    const none = await t.app.inject({ method: 'DELETE', url: '/v1/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.message).toBe('Faça login para continuar.');

    const s = await signIn(t);
    const forged = await t.app.inject({
      method: 'DELETE',
      url: '/v1/me',
      headers: { cookie: s.cookieHeaders.cookie, origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(await count(users.id, s.user.id)).toBe(1);
  });
});

/**
 * Every operation the OpenAPI document marks as needing a session (both APIs: the recovery API is mounted in process),
 * called with the given headers; answers those that did not refuse with 401 and the "session ended" message.
 */
async function routesStillOpenTo(headers: Record<string, string>): Promise<string[]> {
  const doc = (await t.app.inject('/docs/json')).json() as {
    paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  };
  const open: string[] = [];
  let walked = 0;
  for (const [route, byMethod] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!operation.security?.some((s) => 'bearer' in s)) continue;
      walked++;
      const url = route.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, headers });
      if (res.statusCode !== 401 || res.json().error.message !== sessionInvalidMessage) {
        open.push(`${method} ${route} → ${res.statusCode}`);
      }
    }
  }
  expect(walked).toBeGreaterThan(40);
  return open;
}

describe('a session that ended answers 401 at once on every route of both APIs (docs/design.md §3.6)', () => {
  it('after DELETE /v1/me: no new salt, no PIN backup re-created, no projects, panel or certificates', async () => {
    const person = await signUp('apagada@exemplo.com.br', uniqueCpf(), 'Pessoa Apagada');
    const hashed = hashUserId(person.userId);
    const salt = await inject(person, 'GET', '/v1/wallets/evm/get-salt');
    expect(salt.statusCode).toBe(200);
    expect((await inject(person, 'DELETE', '/v1/me')).statusCode).toBe(200);

    // The steps of the report: each answered 200 with the deleted person's token.
    for (const [method, url, payload] of [
      ['GET', '/v1/wallets/evm/get-salt', undefined],
      ['PUT', '/v1/recovery/pin-backup', { hashed_user_id_unsalted: hashed, encrypted_pin: 'x'.repeat(64) }],
      ['POST', '/v1/recovery/get-salt-by-hashed-user-id-unsalted', { hashed_user_id_unsalted: hashed }],
      ['GET', '/v1/projects', undefined],
      ['GET', '/v1/dashboard', undefined],
      ['GET', '/v1/certificates', undefined],
    ] as const) {
      const res = await inject(person, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.message).toBe(sessionInvalidMessage);
    }
    expect(await routesStillOpenTo(person.headers)).toEqual([]);
    // Nothing was re-created for the person who no longer exists.
    expect(await t.recovery.db.select().from(salts).where(eq(salts.hashedUserIdUnsalted, hashed))).toEqual([]);
    expect(await t.recovery.db.select().from(pinBackups).where(eq(pinBackups.hashedUserIdUnsalted, hashed))).toEqual(
      [],
    );
  });

  it('after Sair: the access token of that login is refused everywhere; another login of the same person goes on', async () => {
    const person = await signUp('saiu@exemplo.com.br', uniqueCpf(), 'Pessoa que Saiu');
    const elsewhere = new TestBrowser(t.app, t.config.publicUrl);
    await elsewhere.navigate('/v1/auth/login');
    const uid = interactionUid(elsewhere.currentUrl);
    await elsewhere.submit(`/idp/interaction/${uid}/login`, { email: 'saiu@exemplo.com.br', password: PASSWORD });
    const otherToken = new URL(elsewhere.lastLocation!).searchParams.get('accessToken')!;
    expect((await inject(person, 'GET', '/v1/me')).statusCode).toBe(200);

    const out = await person.browser.request({ method: 'POST', url: '/v1/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect(await routesStillOpenTo(person.headers)).toEqual([]);
    expect((await t.app.inject({ url: '/v1/me', headers: { authorization: `Bearer ${otherToken}` } })).statusCode).toBe(
      200,
    );
  });

  it('after Sair with only the access token (Bearer, no refresh cookie)', async () => {
    const s = await signIn(t);
    expect((await inject(s, 'GET', '/v1/me')).statusCode).toBe(200);
    const out = await inject(s, 'POST', '/v1/auth/logout');
    expect(out.statusCode).toBe(200);
    const res = await inject(s, 'GET', '/v1/projects');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(sessionInvalidMessage);
  });
});

describe('DELETE /v1/me with organisations (docs/organizations.md#deleting-an-account)', () => {
  const send = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('refuses (409) the only owner of an organisation, and deletes nothing', async () => {
    const sole = await signIn(t, { name: 'Sofia Única Dona' });
    const organization = await createOrganization(t, sole, organizationInput({ name: 'Só Uma Dona' }));
    const project = await create(sole.headers, '/v1/projects', projectInput());
    // Another member does not change it: the organisation would be left without an owner.
    const other = await signIn(t);
    await t.app.db
      .insert(memberships)
      .values({ organizationId: organization.id, userId: other.user.id, role: 'admin' });

    const res = await send(sole.headers, 'DELETE', '/v1/me');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'conflict', message: organizationMessages.soleOwner } });
    expect(await count(users.id, sole.user.id)).toBe(1);
    expect(await count(projects.id, project.id)).toBe(1);
    expect((await send(sole.headers, 'GET', `/v1/organizations/${organization.id}`)).statusCode).toBe(200);

    // Once someone else is an owner too, the account goes, and the organisation stays with them.
    await send(sole.headers, 'PATCH', `/v1/organizations/${organization.id}/members/${other.user.id}`, {
      role: 'owner',
    });
    expect((await send(sole.headers, 'DELETE', '/v1/me')).statusCode).toBe(200);
    const members = (await send(other.headers, 'GET', `/v1/organizations/${organization.id}/members`)).json().data;
    expect(members.map((m: { userId: string }) => m.userId)).toEqual([other.user.id]);
  });

  // Real concurrency needs PostgreSQL (PGlite runs one transaction at a time): skipped, and reported so, on PGlite.
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);
  it.runIf(onPostgres)(
    'never leaves an organisation without an owner when its two owners go at once by different paths (PostgreSQL)',
    async () => {
      const ownerPaths = [
        (b: Session, orgId: string) => send(b.headers, 'DELETE', `/v1/organizations/${orgId}/members/${b.user.id}`),
        (b: Session, orgId: string) =>
          send(b.headers, 'PATCH', `/v1/organizations/${orgId}/members/${b.user.id}`, { role: 'editor' }),
      ];
      for (let i = 0; i < 8; i++) {
        const team = await createTeam(t, `Corrida ${i}`);
        const orgId = team.organization.id;
        const b = team.admin;
        await t.app.db
          .update(memberships)
          .set({ role: 'owner' })
          .where(and(eq(memberships.organizationId, orgId), eq(memberships.userId, b.user.id)));
        // A deletes their account while B leaves (or steps down): of the two, exactly one may succeed.
        // From an address per try: DELETE /v1/me counts 10 a minute per address (rateLimits.account).
        const [deleted, left] = await Promise.all([
          t.app.inject({ method: 'DELETE', url: '/v1/me', headers: team.owner.headers, remoteAddress: `10.9.${i}.1` }),
          ownerPaths[i % 2]!(b, orgId),
        ]);
        expect([deleted.statusCode, left.statusCode].sort(), `try ${i}`).toEqual([200, 409]);
        expect(
          await count(memberships.userId, and(eq(memberships.organizationId, orgId), eq(memberships.role, 'owner'))!),
          `owners after try ${i}`,
        ).toBe(1);
      }
    },
  );

  it('keeps what the person made in organisations (handed to an owner) and its certificates; the personal space goes', async () => {
    const team = await createTeam(t, 'Cooperativa Continua');
    const orgId = team.organization.id;
    const leaving = await signIn(t, { name: 'Paulo Sai Daqui', email: 'paulo.sai@exemplo.com.br', cpf: uniqueCpf() });
    await t.app.db.insert(memberships).values({ organizationId: orgId, userId: leaving.user.id, role: 'admin' });
    const edit = await send(leaving.headers, 'PATCH', `/v1/organizations/${orgId}`, {
      version: 1,
      description: 'Alterada por Paulo',
    });
    expect(edit.statusCode).toBe(200);
    const { wallet } = await activateWallet(t, leaving.headers);
    // An entry about the person, by someone else: the owner makes them an editor, then an administrador again.
    for (const role of ['editor', 'admin']) {
      const changed = await send(team.owner.headers, 'PATCH', `/v1/organizations/${orgId}/members/${leaving.user.id}`, {
        role,
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }

    // In the organisation: a project with a post, and a report the person certified as the organisation.
    const orgProject = await create(
      leaving.headers,
      '/v1/projects',
      projectInput({ name: 'Projeto da cooperativa', organizationId: orgId }),
    );
    const orgPost = await create(leaving.headers, `/v1/projects/${orgProject.id}/posts`, postInput());
    const orgReport = await create(
      leaving.headers,
      '/v1/reports',
      reportInput({ projectId: orgProject.id, status: 'published' }),
    );
    const orgCertificate = await certifyReport(t, leaving.headers, wallet.privateKey, orgReport.id);
    expect(orgCertificate.snapshot.organization).toEqual({ name: 'Cooperativa Continua', signerRole: 'admin' });
    // In the personal space: a project and a certified report.
    const own = await create(leaving.headers, '/v1/projects', projectInput({ name: 'Projeto pessoal do Paulo' }));
    const ownReport = await create(
      leaving.headers,
      '/v1/reports',
      reportInput({ projectId: own.id, status: 'published' }),
    );
    const ownCertificate = await certifyReport(t, leaving.headers, wallet.privateKey, ownReport.id);
    // An invitation sent to the person's e-mail.
    const invited = await send(team.owner.headers, 'POST', `/v1/organizations/${orgId}/invitations`, {
      email: 'Paulo.Sai@exemplo.com.br',
      role: 'admin',
    });
    expect(invited.statusCode).toBe(201);

    const res = await send(leaving.headers, 'DELETE', '/v1/me');
    expect(res.statusCode, res.body).toBe(200);

    // The organisation's rows stay, now owned by its owner, and its certificate is whole and verifiable.
    for (const [table, id] of [
      [projects, orgProject.id],
      [posts, orgPost.id],
      [reports, orgReport.id],
    ] as const) {
      const [row] = await t.app.db.select().from(table).where(eq(table.id, id));
      expect(row, table === projects ? 'project' : table === posts ? 'post' : 'report').toMatchObject({
        ownerId: team.owner.user.id,
        organizationId: orgId,
      });
    }
    const verify = await t.app.inject({ url: `/v1/public/certificates/${orgCertificate.code}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data.snapshot.signerName).toBe('Paulo Sai Daqui');
    const [kept] = await t.app.db.select().from(certificates).where(eq(certificates.code, orgCertificate.code));
    expect(kept).toMatchObject({ ownerId: null, organizationId: orgId, reportId: orgReport.id, withdrawnAt: null });

    // The personal space is gone and its certificate withdrawn.
    expect(await count(projects.id, own.id)).toBe(0);
    expect(await count(reports.id, ownReport.id)).toBe(0);
    expect((await t.app.inject({ url: `/v1/public/certificates/${ownCertificate.code}` })).statusCode).toBe(410);

    // No membership, no invitation to the e-mail; the history keeps what happened but names "Pessoa excluída", by
    // neither name nor id, where the person acted and where an entry was about them.
    expect(await count(memberships.userId, leaving.user.id)).toBe(0);
    expect(await count(invitations.email, sql`lower(${invitations.email}) = 'paulo.sai@exemplo.com.br'`)).toBe(0);
    const historyRes = await send(team.owner.headers, 'GET', `/v1/organizations/${orgId}/history?pageSize=100`);
    const history = historyRes.json().data.items;
    expect(history).toContainEqual(
      expect.objectContaining({ action: 'settings', actor: { id: null, name: 'Pessoa excluída' } }),
    );
    expect(history).toContainEqual(
      expect.objectContaining({
        action: 'member_role',
        entityId: null,
        summary: 'Papel de Pessoa excluída: Editor → Administrador',
        actor: { id: team.owner.user.id, name: 'Dona Cooperativa Continua' },
      }),
    );
    expect(historyRes.body).not.toContain('Paulo Sai Daqui');
    expect(historyRes.body).not.toContain(leaving.user.id);
    const members = (await send(team.owner.headers, 'GET', `/v1/organizations/${orgId}/members`)).json().data;
    expect(members).toHaveLength(4);
  });
});
