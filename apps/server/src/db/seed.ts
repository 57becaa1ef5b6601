import { and, eq } from 'drizzle-orm';
import { cpfDigits } from '@raiz/domain';
import { hashPassword } from '../plugins/idp/password.ts';
import type { Db } from './client.ts';
import { createUser } from './factories.ts';
import { idpAccounts, users } from './schema/index.ts';

/** The bundled IdP's admin account: it gets the admin role even when ADMIN_EMAILS is empty. */
export const DEMO_ADMIN_EMAIL = 'admin@raiz.dev';

/** Demo accounts of the bundled identity provider (README, "Contas de demonstração"). */
export const demoAccounts = [
  { email: 'ana@raiz.dev', password: 'raiz-demo-1', name: 'Ana Souza', cpf: '52998224725', roles: ['user'] },
  { email: 'bruno@raiz.dev', password: 'raiz-demo-2', name: 'Bruno Lima', cpf: '11144477735', roles: ['user'] },
  { email: DEMO_ADMIN_EMAIL, password: 'raiz-admin-1', name: 'Administração Raiz', cpf: '39053344705', roles: ['user', 'admin'] },
] as const;

/**
 * Creates the demo accounts on the bundled IdP and their users on the API (so their first login is not a sign-up),
 * with data table A filled as a login would. Idempotent: what exists is left alone, so it runs at every start.
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
          cpf: demo.cpf,
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

