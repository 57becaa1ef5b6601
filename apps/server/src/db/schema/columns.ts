import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { index, integer, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { nowTimestamp } from '@raiz/server-kit/timestamps';

/** When a row was created and last changed (content rows, people, organisations, the reward outbox). */
export const timestamps = {
  createdAt: nowTimestamp('created_at'),
  updatedAt: nowTimestamp('updated_at'),
};

/** A row's own id: a random UUID the database draws. */
export const generatedId = () => uuid('id').primaryKey().defaultRandom();

/** The id of the row this one belongs to (its person, organisation, project…): required, and this row goes with it. */
export const parentRef = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** The optimistic-concurrency version of a row people edit (content rows, organisations, verification requests). */
export const rowVersion = () => integer('version').notNull().default(1);

// Columns every content row has (docs/design.md §6): id, owner, timestamps and the optimistic-concurrency version.
export const contentColumns = {
  id: generatedId(),
  ...timestamps,
  version: rowVersion(),
};

/**
 * The text a list's `q` searches: the searched columns joined by a control character nobody types (U+001F), folded by
 * raiz_fold — lower case, accents removed (drizzle/0005_search_trigram_indexes.sql). Queries and the trigram index
 * of each content table use this one expression, so the planner can match them.
 */
export const searchDocument = (columns: AnyColumn[]): SQL =>
  sql`raiz_fold(${sql.join(columns, sql` || E'\\x1f' || `)})`;

/**
 * A GIN trigram index on the searched text, which serves `LIKE '%…%'` on it (pg_trgm). Without GIN's pending list
 * (fastupdate): new rows go straight into the index, so a search never scans a backlog of unindexed rows — PGlite has
 * no autovacuum to merge one, and content is read far more often than it is written.
 */
export const searchIndex = (name: string, columns: AnyColumn[]) =>
  index(name)
    .using('gin', sql`${searchDocument(columns)} gin_trgm_ops`)
    .with({ fastupdate: false });
