import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { generatedId } from './columns.ts';
import { userRef } from './users.ts';
import { nowTimestamp, timestamptz } from '@raiz/server-kit/timestamps';

/** Rotating refresh tokens, stored as SHA-256; a family is one login, revoked whole when an old token is reused. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: generatedId(),
    userId: userRef('user_id'),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: nowTimestamp('created_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);
