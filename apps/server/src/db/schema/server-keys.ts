import { pgTable, text } from 'drizzle-orm/pg-core';
import { nowTimestamp } from '@raiz/server-kit/timestamps';

/**
 * Keys every instance of a cluster must share (docs/operations.md#key-rotation): the access-token signing key, the cookie
 * secret, the bundled provider's JWKS and cookie keys. Used on PostgreSQL (cluster mode) when the environment does not
 * give them: the first instance to start writes each, the others read it. Never exported or logged.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: nowTimestamp('created_at'),
});
