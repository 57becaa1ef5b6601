import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { cpfDigits } from '@raiz/domain';
import { deleteProviderRecordsOf } from '../plugins/idp/accounts.ts';
import { hashPassword, verifyPassword } from '../plugins/idp/password.ts';
import type { Db } from './client.ts';
import { createUser } from './factories.ts';
import { idpAccounts, refreshTokens, users } from './schema/index.ts';

/**
 * Demo accounts of the bundled identity provider (README, "Contas de demonstração"): their passwords are published, so
 * they exist only in demo mode (docs/operations.md#demo-mode). The admin one is admin by its seeded role, not by its
 * address: no e-mail is ever admin by itself.
 */
export const demoAccounts = [
  { email: 'ana@raiz.dev', password: 'raiz-demo-1', name: 'Ana Souza', cpf: '52998224725', roles: ['user'] },
  { email: 'bruno@raiz.dev', password: 'raiz-demo-2', name: 'Bruno Lima', cpf: '11144477735', roles: ['user'] },
  {
    email: 'admin@raiz.dev',
    password: 'raiz-admin-1',
    name: 'Administração Raiz',
    cpf: '39053344705',
    roles: ['user', 'admin'],
  },
] as const;

/**
 * Outside demo mode: every demo account still signing in with its published password gets a random one nobody knows,
 * loses the admin role (on the provider and on the API), and its sessions end (refresh tokens revoked, the provider's
 * sessions and grants deleted). Its data stays. Answers the e-mails it disabled: none on the next start, so the caller
 * logs it once.
 */
export async function disableDemoAccounts(db: Db): Promise<string[]> {
  const disabled: string[] = [];
  for (const demo of demoAccounts) {
    const [account] = await db.select().from(idpAccounts).where(eq(idpAccounts.email, demo.email));
    if (!account || !(await verifyPassword(demo.password, account.passwordHash))) continue;
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    await db.transaction(async (tx) => {
      await tx
        .update(idpAccounts)
        .set({ passwordHash, roles: ['user'] })
        .where(eq(idpAccounts.id, account.id));
      await deleteProviderRecordsOf(tx, account.id);
      const people = await tx
        .update(users)
        .set({ roles: sql`array_remove(${users.roles}, 'admin')`, updatedAt: new Date().toISOString() })
        .where(eq(users.subject, account.id))
        .returning({ id: users.id });
      for (const { id } of people) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
      }
    });
    disabled.push(demo.email);
  }
  return disabled;
}

/**
 * Creates the demo accounts on the bundled IdP and their users on the API (so their first login is not a sign-up),
 * with data table A filled as a login would. Idempotent: what exists is left alone, so it runs at every start in demo
 * mode.
 */
export async function seedDemoAccounts(db: Db, options: { issuer: string }): Promise<void> {
  for (const demo of demoAccounts) {
    let [account] = await db.select().from(idpAccounts).where(eq(idpAccounts.email, demo.email));
    if (!account) {
      [account] = await db
        .insert(idpAccounts)
        .values({
          email: demo.email,
          name: demo.name,
          passwordHash: await hashPassword(demo.password),
          roles: [...demo.roles],
          emailVerified: true,
        })
        .onConflictDoNothing()
        .returning();
      // Another instance seeded it first.
      [account] = account ? [account] : await db.select().from(idpAccounts).where(eq(idpAccounts.email, demo.email));
    }
    if (!account) continue;
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.issuer, options.issuer), eq(users.subject, account.id)));
    if (user) continue;
    try {
      await createUser(db, {
        issuer: options.issuer,
        subject: account.id,
        email: demo.email,
        name: demo.name,
        roles: [...demo.roles],
        // createUser hashes what it is given: pass the digits, as a login would.
        cpf: cpfDigits(demo.cpf),
      });
    } catch (err) {
      // A concurrent start created it (unique issuer+subject): nothing to do.
      const [again] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.issuer, options.issuer), eq(users.subject, account.id)));
      if (!again) throw err;
    }
  }
}
