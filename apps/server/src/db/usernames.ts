import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { usernameProblem, USERNAME_MAX } from '@raiz/domain';
import type { Db } from './client.ts';
import { users } from './schema/index.ts';

/**
 * The username a new account starts with (docs/organizations.md#names): its e-mail's local part made to follow the
 * username rule, else "usuario-" and a hash of its subject; followed by 8 characters of that hash when another person
 * already has it in any case. Never a reserved name ("admin@…" starts as "usuario-…").
 */
export async function freeUsername(db: Db, email: string, subject: string): Promise<string> {
  const hash = createHash('sha256').update(subject, 'utf8').digest('hex');
  const local = (email.split('@')[0] ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-zA-Z0-9._-]+/g, '-')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, USERNAME_MAX);
  const candidates = [
    ...(usernameProblem(local) ? [] : [local, `${local.slice(0, USERNAME_MAX - 9)}-${hash.slice(0, 8)}`]),
    `usuario-${hash.slice(0, 8)}`,
  ];
  const taken = await db
    .select({ lower: sql<string>`lower(${users.username})` })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.username})`,
        candidates.map((c) => c.toLowerCase()),
      ),
    );
  const takenSet = new Set(taken.map((row) => row.lower));
  return candidates.find((c) => !takenSet.has(c.toLowerCase())) ?? `usuario-${hash.slice(0, USERNAME_MAX - 8)}`;
}
