import { asc, desc, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { contentMessages, slugify, type Page } from '@raiz/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '@raiz/server-kit/app-error';
import { searchDocument } from '../../db/schema/columns.ts';

export const staleVersion = () => conflict(contentMessages.staleVersion);

/**
 * `q` anywhere in the searched columns, ignoring case and accents ("sao" finds "São", "SÃO" finds "sao paulo"); no
 * condition when `q` is empty. Both sides are folded by raiz_fold (lower case, no accents), and the text side is the
 * expression of the table's trigram index (searchDocument), so PostgreSQL finds the rows through the index. `\`, `%`
 * and `_` in `q` are escaped after folding — folding may produce them (unaccent turns the full-width ％ into %) — so
 * they are always taken literally. `q` may be a placeholder (queries built once, db/prepared.ts).
 */
export function searchCondition(q: string | Placeholder | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!q) return undefined;
  const folded = sql`raiz_fold(${q})`;
  const pattern = sql`'%' || replace(replace(replace(${folded}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
  return sql`${searchDocument(columns)} like ${pattern}`;
}

/**
 * ORDER BY for an allow-listed `field:direction`, with the id as tie-breaker so pages never repeat or skip rows.
 * `sortable` maps each field to the expression its index covers (e.g. lower(name)).
 */
export function orderBy(sort: string, sortable: Record<string, AnyColumn | SQL>, idColumn: AnyColumn): SQL[] {
  const [field, direction] = sort.split(':') as [string, 'asc' | 'desc'];
  const expression = sortable[field];
  if (!expression) throw badRequest('Ordenação inválida.', { sort: 'Ordenação inválida.' });
  const dir = direction === 'asc' ? asc : desc;
  return [dir(expression), dir(idColumn)];
}

/** What a list asks of its page: which one and how many rows a page holds. */
export type PageRequest = { page: number; pageSize: number };

/**
 * A list's page and its total, read together: every list answers through it. `rows` reads the page's rows with the
 * limit and offset given, `total` counts every row the list matches (`select({ total: count() })`); both may be plain
 * or prepared queries (db/prepared.ts). `toItems` turns the rows into what the page shows (e.g. with what the person
 * asking may do with each).
 */
export async function listPage<TRow, TItem>(
  request: PageRequest,
  rows: (limit: number, offset: number) => PromiseLike<TRow[]>,
  total: () => PromiseLike<{ total: number }[]>,
  toItems: (rows: TRow[]) => TItem[] | Promise<TItem[]>,
): Promise<Page<TItem>> {
  const [found, [counted]] = await Promise.all([
    rows(request.pageSize, (request.page - 1) * request.pageSize),
    total(),
  ]);
  return {
    items: await toItems(found),
    page: request.page,
    pageSize: request.pageSize,
    total: counted?.total ?? 0,
  };
}

/**
 * Re-checks a row after merging a partial update into it, so cross-field rules (end ≥ start…) hold for the stored
 * result and not only for the fields the request carried. Only the stored columns the schema knows are merged: the
 * others (id, owner, space, timestamps…) are not the request's to set.
 */
export function assertValidMerged(
  schema: z.ZodObject,
  stored: Record<string, unknown>,
  changes: Record<string, unknown>,
): void {
  const known = Object.fromEntries(
    Object.keys(schema.shape)
      .filter((key) => key in stored)
      .map((key) => [key, stored[key]]),
  );
  const result = schema.safeParse({ ...known, ...changes });
  if (result.success) return;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw badRequest(contentMessages.invalidFields, fields);
}

const SLUG_BASE_MAX = 72; // room for a suffix ("-999") within the 80 characters of a slug

/**
 * A public address part for `name` not yet used in `column` ("mata-viva", then "mata-viva-2"…); a name that gives
 * fewer than 3 characters is prefixed by `fallback` ("organizacao"). The column's unique index settles a race.
 */
export async function uniqueSlug(
  db: Db,
  table: PgTable,
  column: AnyColumn,
  name: string,
  fallback: string,
): Promise<string> {
  let base = slugify(name).slice(0, SLUG_BASE_MAX).replace(/-+$/, '');
  if (base.length < 3) base = base ? `${fallback}-${base}` : fallback;
  // base is [a-z0-9-] only, so it is safe inside the pattern.
  const taken = await db
    .select({ slug: sql<string>`${column}` })
    .from(table)
    .where(sql`${column} = ${base} or ${column} ~ ${`^${base}-[0-9]+$`}`);
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
