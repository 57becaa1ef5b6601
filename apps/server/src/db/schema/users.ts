import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { generatedId, parentRef, timestamps } from './columns.ts';

/** People who signed in through an OpenID provider; (issuer, subject) identifies them. */
export const users = pgTable(
  'users',
  {
    id: generatedId(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    name: text('name'),
    roles: text('roles').array().notNull().default(['user']),
    legacyUserId: integer('legacy_user_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_issuer_subject_idx').on(t.issuer, t.subject),
    // A username is one person's without regard to case ("Ana" and "ana" cannot both exist; docs/organizations.md).
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
  ],
);

/** A person's id in another table (`user_id`, `owner_id`): required, and the row goes with their account. */
export const userRef = (name: string) => parentRef(name, () => users.id);

/** A person's id that the row outlives (who invited, acted, signed…): null once they delete their account. */
export const nullableUserRef = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });
