import { and, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { contentMessages } from '@raiz/domain';
import { notFound } from '@raiz/server-kit/app-error';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import { currentUser } from '../../plugins/auth.ts';

// Who may do what, in one place. A person uses (reads and changes) their own rows; an admin uses every row; only the
// author does what is theirs alone (their panel, signing a certificate). Another person's row answers 404 exactly like a
// missing one: a 403 would confirm that the id exists.

/** Who acts: the signed-in person and whether they are an admin. */
export interface Actor {
  id: string;
  isAdmin: boolean;
}

/** The caller of a route behind requireUserForRoutes, as services see it. */
export function actorOf(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { id: user.id, isAdmin: user.isAdmin };
}

/**
 * The condition on a table's owner column for what the actor may reach: `use` (the default) is the owner or an admin
 * (no condition); `author` is the owner only.
 */
export function accessTo(actor: Actor, ownerColumn: AnyColumn, access: 'author'): SQL;
export function accessTo(actor: Actor, ownerColumn: AnyColumn, access?: 'use' | 'author'): SQL | undefined;
export function accessTo(actor: Actor, ownerColumn: AnyColumn, access: 'use' | 'author' = 'use'): SQL | undefined {
  return access === 'use' && actor.isAdmin ? undefined : eq(ownerColumn, actor.id);
}

/** A project the actor may use; 404 otherwise. A project's posts, events and products follow their project. */
export async function findProject(db: Db, actor: Actor, id: string): Promise<typeof projects.$inferSelect> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), accessTo(actor, projects.ownerId)));
  if (!row) throw notFound(contentMessages.projectNotFound);
  return row;
}
