import { and, eq, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedQueries } from '../db/prepared.ts';
import { refreshTokens, sessions, users } from '../db/schema/index.ts';

// Sessions (docs/design.md §3.6): one row per login, named by the `sid` of its access tokens, shared by every instance
// through the database. Ending one takes effect at the next request of both APIs.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Starts a session (a login) for the person; answers its id, the `sid` of its access tokens. */
export async function startSession(db: Db, userId: string): Promise<string> {
  const [row] = await db.insert(sessions).values({ userId }).returning({ id: sessions.id });
  return row!.id;
}

/** Ends a session ("Sair", or a replayed refresh token): its access tokens get 401 from the next request on. */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * The one lookup every authenticated request makes: the session by primary key, joined to its person by primary key
 * (two index probes, prepared once per connection). It answers the person's current roles, so an administrator role
 * granted or revoked counts at the next request, not when the token expires.
 */
const activeSessionQuery = preparedQueries((db, _variant: 'one') =>
  db
    .select({ roles: users.roles, username: users.username, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
      ),
    )
    .prepare('active_session'),
);

export interface ActiveSession {
  roles: string[];
  username: string;
  email: string;
}

/** The person of a live session, or undefined when it ended (logout, deleted account) or never existed. */
export async function findActiveSession(
  db: Db,
  sessionId: unknown,
  userId: string,
): Promise<ActiveSession | undefined> {
  if (typeof sessionId !== 'string' || !uuidPattern.test(sessionId) || !uuidPattern.test(userId)) return undefined;
  const [row] = await activeSessionQuery(db, 'one').execute({ sessionId, userId });
  return row;
}

/**
 * Forgets sessions that can no longer be used: no refresh token left (they are deleted a week after they expire) and
 * older than any access token they signed.
 */
export async function deleteEndedSessions(db: Db): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(
      and(
        lt(sessions.createdAt, sql`now() - interval '1 day'`),
        notExists(
          db.select({ id: refreshTokens.id }).from(refreshTokens).where(eq(refreshTokens.familyId, sessions.id)),
        ),
      ),
    )
    .returning({ id: sessions.id });
  return deleted.length;
}
