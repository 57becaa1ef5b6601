import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { dataTableA, users } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { loginUser } from './login-user.ts';

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const GOVBR = 'https://sso.acesso.gov.br';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const tableA = async (userId: string) =>
  (await database.db.select().from(dataTableA).where(eq(dataTableA.userId, userId)))[0]!;

describe('loginUser', () => {
  it('takes the CPF from a gov.br-style subject (OIDC_CPF_CLAIM=sub), as digits', async () => {
    const { user, isNewUser } = await loginUser(
      database.db,
      { issuer: GOVBR, subject: '11144477735', email: 'gov@exemplo.com.br', cpf: '11144477735', name: 'Pessoa Gov' },
      { adminEmails: [] },
    );
    expect(isNewUser).toBe(true);
    expect(user).toMatchObject({ username: 'gov', name: 'Pessoa Gov', roles: ['user'] });
    expect((await tableA(user.id)).hashedCpf).toBe(sha256('11144477735'));
  });

  it('never replaces a CPF hash already set, and ignores an invalid CPF claim', async () => {
    const identity = { issuer: GOVBR, subject: 'sub-fixa', email: 'fixa@exemplo.com.br' };
    const first = await loginUser(database.db, { ...identity, cpf: 'não-é-cpf' }, { adminEmails: [] });
    expect((await tableA(first.user.id)).hashedCpf).toBeNull();
    await loginUser(database.db, { ...identity, cpf: '529.982.247-25' }, { adminEmails: [] });
    await loginUser(database.db, { ...identity, cpf: '390.533.447-05' }, { adminEmails: [] });
    expect((await tableA(first.user.id)).hashedCpf).toBe(sha256('52998224725'));
  });

  it('logs in without taking over a CPF another user has (it stays unset)', async () => {
    const owner = await loginUser(
      database.db,
      { issuer: GOVBR, subject: 'sub-dona', cpf: '314.159.265-90' },
      { adminEmails: [] },
    );
    const other = await loginUser(
      database.db,
      { issuer: GOVBR, subject: 'sub-outra', cpf: '31415926590' },
      { adminEmails: [] },
    );
    expect(other.isNewUser).toBe(true);
    expect((await tableA(other.user.id)).hashedCpf).toBeNull();
    expect((await tableA(owner.user.id)).hashedCpf).toBe(sha256('31415926590'));
  });

  it('starts a username unique in any case, never a reserved one, and drops invisible characters from the name', async () => {
    const login = (subject: string, email: string, name?: string) =>
      loginUser(database.db, { issuer: GOVBR, subject, email, ...(name ? { name } : {}) }, { adminEmails: [] });
    const hash = (subject: string) => sha256(subject).slice(0, 8);
    expect((await login('sub-bia', 'bia@exemplo.com.br')).user.username).toBe('bia');
    expect((await login('sub-bia-2', 'BIA@outro.com.br')).user.username).toBe(`bia-${hash('sub-bia-2')}`);
    expect((await login('sub-adm', 'admin@exemplo.com.br')).user.username).toBe(`usuario-${hash('sub-adm')}`);
    expect((await login('sub-plus', 'joão+raiz@exemplo.com.br')).user.username).toBe('joao-raiz');
    const named = await login('sub-rlo', 'rlo@exemplo.com.br', 'Ana\u202e \u200bSouza');
    expect(named.user.name).toBe('Ana Souza');
  });

  it("keeps the display name the person chose; the provider's name only fills an empty one", async () => {
    const identity = { issuer: GOVBR, subject: 'sub-nome', email: 'nome@exemplo.com.br' };
    const first = await loginUser(database.db, identity, { adminEmails: [] });
    expect(first.user.name).toBeNull();
    const named = await loginUser(database.db, { ...identity, name: 'Joana Ribeiro da Silva' }, { adminEmails: [] });
    expect(named.user.name).toBe('Joana Ribeiro da Silva');
    await database.db.update(users).set({ name: 'Jô Ribeiro' }).where(eq(users.id, first.user.id));
    const again = await loginUser(database.db, { ...identity, name: 'Joana Ribeiro da Silva' }, { adminEmails: [] });
    expect(again.user.name).toBe('Jô Ribeiro');
  });

  it('gives admin only to a verified e-mail on the list (compared in lower case)', async () => {
    const unverified = await loginUser(
      database.db,
      { issuer: GOVBR, subject: 'sub-chefe', email: 'Chefe@Exemplo.com.br', emailVerified: false },
      { adminEmails: ['chefe@exemplo.com.br'] },
    );
    expect(unverified.user.roles).toEqual(['user']);
    const verified = await loginUser(
      database.db,
      { issuer: GOVBR, subject: 'sub-chefe', email: 'chefe@exemplo.com.br', emailVerified: true },
      { adminEmails: ['chefe@exemplo.com.br'] },
    );
    expect(verified.isNewUser).toBe(false);
    expect(verified.user.roles).toEqual(['user', 'admin']);
    expect(verified.user.username).toBe('chefe');
    // A provider that says nothing of the e-mail did not verify it.
    const unstated = await loginUser(
      database.db,
      { issuer: GOVBR, subject: 'sub-chefe-2', email: 'chefe@exemplo.com.br' },
      { adminEmails: ['chefe@exemplo.com.br'] },
    );
    expect(unstated.user.roles).toEqual(['user']);
  });
});
