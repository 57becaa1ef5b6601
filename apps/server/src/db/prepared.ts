import type { Db } from './client.ts';

/**
 * Queries built once and run many times. Drizzle builds a query's SQL from its query builder on every call — on the
 * hot reads (a project, a page of a list) that cost more CPU than the rest of the request (bench/README.md, "The
 * request path"). A query made here is built once per database handle and variant, with `sql.placeholder(…)` where
 * each call's values go, and prepared (`.prepare(name)`); a call only fills the placeholders in:
 *
 *   const detailQuery = preparedQueries((db, variant: 'admin' | 'member') => db.select()…prepare('project_detail'));
 *   const [row] = await detailQuery(db, variant).execute({ id, actorId });
 *
 * The variant names everything that changes the SQL's text (an admin's condition, a reach, a sort, whether there is a
 * search), so it must come from a closed set. A transaction is a handle of its own: its queries are built for it and
 * forgotten with it.
 */
export function preparedQueries<TVariant extends string, TQuery>(
  build: (db: Db, variant: TVariant) => TQuery,
): (db: Db, variant: TVariant) => TQuery {
  const built = new WeakMap<Db, Map<TVariant, TQuery>>();
  return (db, variant) => {
    let ofDb = built.get(db);
    if (!ofDb) built.set(db, (ofDb = new Map()));
    let query = ofDb.get(variant);
    if (query === undefined) ofDb.set(variant, (query = build(db, variant)));
    return query;
  };
}
