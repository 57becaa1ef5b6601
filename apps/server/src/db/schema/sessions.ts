import { index, pgTable } from 'drizzle-orm/pg-core';
import { generatedId } from './columns.ts';
import { userRef } from './users.ts';
import { nowTimestamp, timestamptz } from '@raiz/server-kit/timestamps';

/**
 * One row per login (docs/design.md §3.6): its id is the `sid` of every access token of that login and the family of
 * its refresh tokens. Every authenticated request of both APIs looks it up by primary key, so "Sair" (revoked_at set)
 * and an account deletion (the row cascades away) end the session on every instance at the next request.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: generatedId(),
    userId: userRef('user_id'),
    createdAt: nowTimestamp('created_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
