import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { userRef } from './users.ts';
import { nowTimestamp } from '@raiz/server-kit/timestamps';

/**
 * The creates answered under an `Idempotency-Key` (plugins/idempotency.ts): per person and key, what was asked (method,
 * address, a hash of the body) and, once it succeeded, the answer to replay. A row without an answer is a create in
 * progress. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userRef('user_id'),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: nowTimestamp('created_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
