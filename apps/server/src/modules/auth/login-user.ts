import { createHash } from 'node:crypto';
import { and, eq, isNull, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cleanProvidedName, isValidCpf } from '@raiz/domain';
import { identityHashes } from '@raiz/domain/wallet/identity-hashes';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';
import { dataTableA, users } from '../../db/schema/index.ts';
import { freeUsername } from '../../db/usernames.ts';

export const sha256hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/**
 * Sets a user's hashed CPF while it is still empty (the wallet key is derived from it, so it never changes) and no
 * other user has it (a CPF belongs to one account). Answers whether it was set.
 */
export async function setHashedCpf(db: Db, userId: string, hashedCpf: string): Promise<boolean> {
  const holder = alias(dataTableA, 'holder');
  try {
    // A savepoint: inside a login's transaction, a lost race on the unique index must not abort the whole login.
    const updated = await db.transaction((tx) =>
      tx
        .update(dataTableA)
        .set({ hashedCpf, updatedAt: new Date().toISOString() })
        .where(
          and(
            eq(dataTableA.userId, userId),
            isNull(dataTableA.hashedCpf),
            notExists(tx.select({ id: holder.userId }).from(holder).where(eq(holder.hashedCpf, hashedCpf))),
          ),
        )
        .returning({ userId: dataTableA.userId }),
    );
    return updated.length > 0;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  /** A CPF as the provider gave it (any punctuation); ignored unless its check digits are valid. */
  cpf?: string;
  /** Instead of the CPF, its hash as data table A keeps it (the bundled provider's `hashed_cpf` claim). */
  hashedCpf?: string;
}

export interface LoginUserOptions {
  /** E-mails that get the admin role (only when the provider verified them). */
  adminEmails: string[];
}

/**
 * Creates or updates the user an OIDC login identifies (issuer + subject) and its data table A row.
 * The username is kept once set; roles only grow (admin is added, never silently removed, here).
 */
export async function loginUser(db: Db, identity: ProviderIdentity, options: LoginUserOptions) {
  const email = (identity.email ?? '').trim().toLowerCase();
  // Only an e-mail the provider says it verified: an unverified or unstated one could be anybody's.
  const isAdmin = email !== '' && identity.emailVerified === true && options.adminEmails.includes(email);
  const fromCpf = identityHashes(
    identity.issuer,
    identity.subject,
    identity.cpf && isValidCpf(identity.cpf) ? identity.cpf : null,
  );
  const givenHash = identity.hashedCpf && /^[0-9a-f]{64}$/.test(identity.hashedCpf) ? identity.hashedCpf : null;
  const hashes = { ...fromCpf, hashedCpf: fromCpf.hashedCpf ?? givenHash };

  // A provider's name follows the rule of names typed here, with what cannot be seen dropped (docs/organizations.md#names).
  const providedName = identity.name ? cleanProvidedName(identity.name) || null : null;

  return db.transaction(async (tx) => {
    const where = and(eq(users.issuer, identity.issuer), eq(users.subject, identity.subject));
    const [existing] = await tx.select().from(users).where(where);
    let user;
    if (existing) {
      const roles = [...new Set([...existing.roles, ...(isAdmin ? ['admin'] : [])])];
      [user] = await tx
        .update(users)
        .set({
          ...(email ? { email } : {}),
          // The provider's name fills an empty display name; one the person chose on /conta stays.
          ...(providedName && !existing.name ? { name: providedName } : {}),
          roles,
          updatedAt: new Date().toISOString(),
        })
        .where(eq(users.id, existing.id))
        .returning();
    } else {
      [user] = await tx
        .insert(users)
        .values({
          issuer: identity.issuer,
          subject: identity.subject,
          email,
          username: await freeUsername(tx, email, identity.subject),
          name: providedName,
          roles: isAdmin ? ['user', 'admin'] : ['user'],
        })
        .returning();
    }
    if (!user) throw new Error('user upsert returned no row');

    await tx
      .insert(dataTableA)
      .values({ userId: user.id, hashedAuthProviderId: hashes.hashedAuthProviderId })
      .onConflictDoUpdate({
        target: dataTableA.userId,
        set: { hashedAuthProviderId: hashes.hashedAuthProviderId, updatedAt: new Date().toISOString() },
      });
    // A CPF another user already has is not taken over: the login goes on without it (/conta shows it missing).
    if (hashes.hashedCpf) await setHashedCpf(tx, user.id, hashes.hashedCpf);
    return { user, isNewUser: !existing };
  });
}
