import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns every content row has (docs/design.md §6): id, owner, timestamps and the optimistic-concurrency version.
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
};

export const contentColumns = {
  id: uuid('id').primaryKey().defaultRandom(),
  ...timestamps,
  version: integer('version').notNull().default(1),
};
