import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { normalizeEmail } from '../../plugins/idp/accounts.ts';

export interface AdminRoleChange {
  /** The people with this e-mail (one per provider they signed in with), with their roles after the change. */
  people: { id: string; issuer: string; roles: string[] }[];
}

/**
 * Gives or takes the admin role of everyone who signed in with this e-mail (`npm run admin -- grant|revoke <email>`,
 * docs/operations.md#administrators). A token carries roles: the change reaches the person with their next access
 * token (the next refresh, within the hour, or the next login).
 */
export async function setAdminRole(db: Db, email: string, admin: boolean): Promise<AdminRoleChange> {
  const roles = admin
    ? sql`case when 'admin' = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, 'admin') end`
    : sql`array_remove(${users.roles}, 'admin')`;
  const people = await db
    .update(users)
    .set({ roles, updatedAt: new Date().toISOString() })
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .returning({ id: users.id, issuer: users.issuer, roles: users.roles });
  return { people };
}
