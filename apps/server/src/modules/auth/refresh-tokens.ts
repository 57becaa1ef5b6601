import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { unauthorized } from '@raiz/server-kit/app-error';
import { endSession, startSession } from '../../plugins/sessions.ts';
import { sha256hex } from './login-user.ts';

export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

const sessionEnded = () => unauthorized('Sua sessão terminou. Entre novamente.');

/**
 * A new refresh token (32 random bytes, base64url); only its SHA-256 is stored. Its family is its session (login); without
 * one, a new session is started.
 */
export async function issueRefreshToken(db: Db, userId: string, sessionId?: string): Promise<string> {
  const familyId = sessionId ?? (await startSession(db, userId));
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: sha256hex(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000).toISOString(),
  });
  return token;
}

/**
 * Trades a refresh token for the next one of its family. A token is good once: presenting an already-used one
 * means it leaked (or was replayed), so the whole family is revoked and the caller must log in again.
 */
export async function rotateRefreshToken(db: Db, token: string | undefined) {
  if (!token) throw sessionEnded();
  const tokenHash = sha256hex(token);
  // Marking the token used and issuing the next one happen together or not at all: a failure in between (the database
  // going away) must not leave a used token with no successor, which the next refresh would take for a replay.
  const rotated = await db.transaction(async (tx) => {
    // One conditional UPDATE: of two concurrent uses of the same token, exactly one wins.
    const [current] = await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!current) return undefined;
    const [user] = await tx.select().from(users).where(eq(users.id, current.userId));
    if (!user) throw sessionEnded();
    return {
      user,
      sessionId: current.familyId,
      refreshToken: await issueRefreshToken(tx, user.id, current.familyId),
    };
  });
  if (rotated) return rotated;
  // Outside the transaction: revoking a replayed token's family must stick although the request fails.
  const [known] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  if (known?.usedAt && !known.revokedAt) await revokeFamily(db, known.familyId);
  throw sessionEnded();
}

/**
 * Deletes the records of sessions that ended more than a week ago (the token expired). A week on, a replayed old token
 * is still known, so its family is revoked as usual; later it is refused as unknown, which ends nothing that still runs.
 */
export async function deleteSpentRefreshTokens(db: Db): Promise<number> {
  const deleted = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, sql`now() - interval '7 days'`))
    .returning({ id: refreshTokens.id });
  return deleted.length;
}

/** Logout: revokes the family of the presented token; an unknown or missing token is not an error. */
export async function revokeRefreshToken(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  const [known] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256hex(token)));
  if (known) await revokeFamily(db, known.familyId);
}

/** Ends the session: its refresh tokens refused, its access tokens too from the next request on (sessions.ts). */
async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await endSession(db, familyId);
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
