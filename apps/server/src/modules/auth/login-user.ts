import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { cpfDigits, isValidCpf } from '@raiz/domain';
import type { Db } from '../../db/client.ts';
import { dataTableA, users } from '../../db/schema/index.ts';

export const sha256hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/** The hashes of data table A (DESIGN.md §3): the provider identity, and the CPF digits when known. */
export function identityHashes(issuer: string, subject: string, cpf?: string | null) {
  return {
    hashedAuthProviderId: sha256hex(`${issuer}|${subject}`),
    hashedCpf: cpf ? sha256hex(cpfDigits(cpf)) : null,
  };
}

export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  /** A CPF as the provider gave it (any punctuation); ignored unless its check digits are valid. */
  cpf?: string;
}

export interface LoginUserOptions {
  /** E-mails that get the admin role (verified e-mails only). */
  adminEmails: string[];
}

/**
 * Creates or updates the user an OIDC login identifies (issuer + subject) and its data table A row.
 * The username is kept once set; roles only grow (admin is added, never silently removed, here).
 */
export async function loginUser(db: Db, identity: ProviderIdentity, options: LoginUserOptions) {
  const email = (identity.email ?? '').trim().toLowerCase();
  const isAdmin = email !== '' && identity.emailVerified !== false && options.adminEmails.includes(email);
  const cpf = identity.cpf && isValidCpf(identity.cpf) ? cpfDigits(identity.cpf) : null;
  const hashes = identityHashes(identity.issuer, identity.subject, cpf);

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
          ...(identity.name ? { name: identity.name } : {}),
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
          username: defaultUsername(email, identity.subject),
          name: identity.name ?? null,
          roles: isAdmin ? ['user', 'admin'] : ['user'],
        })
        .returning();
    }
    if (!user) throw new Error('user upsert returned no row');

    await tx
      .insert(dataTableA)
      .values({ userId: user.id, ...hashes })
      .onConflictDoUpdate({
        target: dataTableA.userId,
        set: { hashedAuthProviderId: hashes.hashedAuthProviderId, updatedAt: new Date().toISOString() },
      });
    // The wallet key is derived from hashed_cpf: once set it never changes, so only fill it when empty.
    if (hashes.hashedCpf) {
      await tx
        .update(dataTableA)
        .set({ hashedCpf: hashes.hashedCpf })
        .where(and(eq(dataTableA.userId, user.id), isNull(dataTableA.hashedCpf)));
    }
    return { user, isNewUser: !existing };
  });
}

function defaultUsername(email: string, subject: string): string {
  const prefix = email.split('@')[0] ?? '';
  return prefix.length > 0 ? prefix.slice(0, 40) : `usuario-${sha256hex(subject).slice(0, 8)}`;
}
