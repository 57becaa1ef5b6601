import { pgTable, text } from 'drizzle-orm/pg-core';
import { nowTimestamp } from '@raiz/server-kit/timestamps';

// The recovery API's own tables (docs/design.md §4). Users are named only by sha256(userId): this database alone
// cannot tell whose salt or backup a row is, and the main database holds no salt.

/** One salt a user: 32 random bytes (hex), created on the first request. */
export const salts = pgTable('salts', {
  hashedUserIdUnsalted: text('hashed_user_id_unsalted').primaryKey(),
  salt: text('salt').notNull(),
  createdAt: nowTimestamp('created_at'),
});

/** The PIN encrypted in the browser with the recovery password ("iv:ciphertext" hex); the server cannot read it. */
export const pinBackups = pgTable('pin_backups', {
  hashedUserIdUnsalted: text('hashed_user_id_unsalted').primaryKey(),
  encryptedPin: text('encrypted_pin').notNull(),
  updatedAt: nowTimestamp('updated_at'),
});
