import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { hashCpf } from '@raiz/domain/wallet/identity-hashes';
import { openRecoveryDatabase } from '@raiz/recovery/db/client';
import { createTestDatabase } from '../test/test-app.ts';
import { migrationsFolder, openDatabase, type Database } from './client.ts';
import { createUser } from './factories.ts';
import { dataTableA, idpAccounts, users } from './schema/index.ts';

// Migrations that add a unique index over data that may already break it: each must settle the existing duplicates
// deterministically and still create the index.

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
/** idp_accounts as it was while it kept the CPF's digits (until 0015_idp_no_cpf). */
const accountsBeforeCpfLeft = pgTable('idp_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  cpf: text('cpf'),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

const indexOf = (suffix: string) => journal.entries.findIndex((e) => e.tag.endsWith(suffix));
const uniqueCpfIndex = indexOf('_unique_cpf');

/** The migrations folder as it was before the migration at `index` of the journal. */
function folderBefore(index: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'raiz-migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }),
  );
  return dir;
}

let database: Database;
const migrateTo = (folder: string) =>
  database.kind === 'pglite'
    ? migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder })
    : migratePostgres(database.db as unknown as PostgresJsDatabase, { migrationsFolder: folder });

/** A fresh database migrated up to (not including) the migration at `index`. */
async function databaseBefore(index: number) {
  await database?.close();
  database = await createTestDatabase({ migrate: false });
  const before = folderBefore(index);
  await migrateTo(before);
  fs.rmSync(before, { recursive: true, force: true });
  return database.db;
}

afterAll(() => database?.close());

describe('migration: one account per CPF', () => {
  it('keeps the oldest IdP account and the user whose wallet needs it, then refuses new duplicates', async () => {
    expect(uniqueCpfIndex).toBeGreaterThan(0);
    const db = await databaseBefore(uniqueCpfIndex);

    const account = (email: string, createdAt: string) => ({
      email,
      name: 'Pessoa',
      cpf: '52998224725',
      passwordHash: 'x',
      createdAt,
    });
    await db
      .insert(accountsBeforeCpfLeft)
      .values([
        account('segunda@exemplo.com.br', '2026-02-01T00:00:00Z'),
        account('primeira@exemplo.com.br', '2026-01-01T00:00:00Z'),
        { ...account('outra@exemplo.com.br', '2026-03-01T00:00:00Z'), cpf: '11144477735' },
      ]);
    const older = await createUser(db, { cpf: '39053344705' });
    const withWallet = await createUser(db, { cpf: '39053344705' });
    await db
      .update(dataTableA)
      .set({ evmAddress: '0x00000000000000000000000000000000000000aa' })
      .where(eq(dataTableA.userId, withWallet.id));
    const alone = await createUser(db, { cpf: '11144477735' });

    await migrateTo(folderBefore(uniqueCpfIndex + 1));

    const accounts = await db
      .select({ email: accountsBeforeCpfLeft.email, cpf: accountsBeforeCpfLeft.cpf })
      .from(accountsBeforeCpfLeft)
      .orderBy(asc(accountsBeforeCpfLeft.email));
    expect(accounts).toEqual([
      { email: 'outra@exemplo.com.br', cpf: '11144477735' },
      { email: 'primeira@exemplo.com.br', cpf: '52998224725' },
      { email: 'segunda@exemplo.com.br', cpf: null },
    ]);
    const cpfOf = async (userId: string) =>
      (await db.select({ hashedCpf: dataTableA.hashedCpf }).from(dataTableA).where(eq(dataTableA.userId, userId)))[0]
        ?.hashedCpf;
    expect(await cpfOf(withWallet.id)).toBe(hashCpf('39053344705'));
    expect(await cpfOf(older.id)).toBeNull();
    expect(await cpfOf(alone.id)).toBe(hashCpf('11144477735'));

    await expect(
      db.insert(accountsBeforeCpfLeft).values(account('nova@exemplo.com.br', '2026-04-01T00:00:00Z')),
    ).rejects.toThrow();
    await expect(createUser(db, { cpf: '11144477735' })).rejects.toThrow();
  });
});

describe('migration: usernames unique without regard to case', () => {
  it('keeps the oldest holder of a name, suffixes the others with their id, then refuses a new duplicate', async () => {
    const index = indexOf('_unique_usernames');
    expect(index).toBeGreaterThan(0);
    const db = await databaseBefore(index);
    const at = (createdAt: string, username: string) => ({
      issuer: 'http://localhost:3000/idp',
      subject: randomUUID(),
      email: `${randomUUID()}@exemplo.com.br`,
      username,
      createdAt,
    });
    const [second, first, third, alone] = await db
      .insert(users)
      .values([
        at('2026-02-01T00:00:00Z', 'Ana'),
        at('2026-01-01T00:00:00Z', 'ana'),
        at('2026-03-01T00:00:00Z', 'ANA'),
        at('2026-01-01T00:00:00Z', 'bruno'),
      ])
      .returning({ id: users.id });

    await migrateTo(migrationsFolder);

    const usernameOf = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]?.username;
    const suffix = (id: string) => id.replaceAll('-', '').slice(0, 8);
    expect(await usernameOf(first!.id)).toBe('ana');
    expect(await usernameOf(second!.id)).toBe(`Ana-${suffix(second!.id)}`);
    expect(await usernameOf(third!.id)).toBe(`ANA-${suffix(third!.id)}`);
    expect(await usernameOf(alone!.id)).toBe('bruno');
    await expect(db.insert(users).values(at('2026-04-01T00:00:00Z', 'BRUNO'))).rejects.toThrow();
  });
});

describe('migration: the bundled provider keeps no CPF', () => {
  it('drops the digits; an account not yet logged in keeps only the hash its first login hands over', async () => {
    const index = indexOf('_idp_no_cpf');
    expect(index).toBeGreaterThan(0);
    const db = await databaseBefore(index);
    const [loggedIn, waiting, withoutCpf] = await db
      .insert(accountsBeforeCpfLeft)
      .values([
        { email: 'entrou@exemplo.com.br', name: 'Entrou', cpf: '52998224725', passwordHash: 'x' },
        { email: 'espera@exemplo.com.br', name: 'Espera', cpf: '11144477735', passwordHash: 'x' },
        { email: 'sem-cpf@exemplo.com.br', name: 'Sem CPF', cpf: null, passwordHash: 'x' },
      ])
      .returning({ id: accountsBeforeCpfLeft.id });
    await createUser(db, { subject: loggedIn!.id, cpf: '52998224725' });

    await migrateTo(migrationsFolder);

    const pending = async (id: string) =>
      (await db.select().from(idpAccounts).where(eq(idpAccounts.id, id)))[0]?.pendingHashedCpf;
    expect(await pending(loggedIn!.id)).toBeNull();
    expect(await pending(waiting!.id)).toBe(hashCpf('11144477735'));
    expect(await pending(withoutCpf!.id)).toBeNull();
    expect(JSON.stringify(await db.select().from(idpAccounts))).not.toMatch(/52998224725|11144477735/);
    await expect(db.select().from(accountsBeforeCpfLeft)).rejects.toThrow();
  });
});

// Cluster mode: a deployment's instances start together on one fresh database (docs/operations.md#cluster-mode).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL))('migrations of instances starting together', () => {
  it('apply once: every instance starts, none fails on a table another one just created', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    // Three instances, each migrating the main database and the recovery one (RECOVERY_DATABASE_URL: the same).
    const instances = [1, 2, 3].flatMap(() => [
      openDatabase({ url: fresh.url! }),
      openRecoveryDatabase({ url: fresh.url! }),
    ]);
    try {
      const outcomes = await Promise.allSettled(instances.map((instance) => instance.migrate()));
      expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'migrated'))).toEqual(
        Array<string>(6).fill('migrated'),
      );
      expect(await fresh.db.select().from(users)).toEqual([]);
    } finally {
      for (const instance of instances) await instance.close();
      await fresh.close();
    }
  });
});
