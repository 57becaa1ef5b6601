import { and, count, eq, sql } from 'drizzle-orm';
import {
  contentMessages,
  type CreateProductInput,
  type Page,
  type Product,
  type ProductListQuery,
  type UpdateProductInput,
} from '@raiz/domain';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import {
  notFoundFor,
  orderBy,
  pageOffset,
  searchCondition,
  staleVersion,
  toPage,
  withIsoTimestamps,
  type Actor,
} from '../content-common/content-common.ts';
import { findAccessibleProject } from '../projects/projects.service.ts';

// Products belong to their project, like posts: the project's owner (or an admin) uses them; their owner is the project's.

type ProductRow = typeof products.$inferSelect;
const toProduct = (row: ProductRow) => withIsoTimestamps(row) as Product;
const sortable = {
  createdAt: products.createdAt,
  name: sql`lower(${products.name})`,
  priceCents: products.priceCents,
};

export async function listProducts(db: Db, actor: Actor, projectId: string, query: ProductListQuery): Promise<Page<Product>> {
  await findAccessibleProject(db, actor, projectId);
  const where = and(eq(products.projectId, projectId), searchCondition(query.q, [products.name, products.description]));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, products.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return toPage(rows.map(toProduct), totals?.total ?? 0, query);
}

async function findProduct(db: Db, actor: Actor, projectId: string, id: string): Promise<ProductRow> {
  await findAccessibleProject(db, actor, projectId);
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.projectId, projectId)));
  if (!row) throw notFoundFor(contentMessages.productNotFound);
  return row;
}

export async function getProduct(db: Db, actor: Actor, projectId: string, id: string): Promise<Product> {
  return toProduct(await findProduct(db, actor, projectId, id));
}

export async function createProduct(db: Db, actor: Actor, projectId: string, input: CreateProductInput): Promise<Product> {
  const project = await findAccessibleProject(db, actor, projectId);
  const [row] = await db
    .insert(products)
    .values({ ...input, projectId, ownerId: project.ownerId })
    .returning();
  return toProduct(row!);
}

export async function updateProduct(
  db: Db,
  actor: Actor,
  projectId: string,
  id: string,
  input: UpdateProductInput,
): Promise<Product> {
  const current = await findProduct(db, actor, projectId, id);
  if (current.version !== input.version) throw staleVersion();
  const { version, ...changes } = input;
  const [row] = await db
    .update(products)
    .set({ ...changes, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), eq(products.version, version)))
    .returning();
  if (!row) throw staleVersion();
  return toProduct(row);
}

export async function deleteProduct(
  db: Db,
  actor: Actor,
  projectId: string,
  id: string,
  version?: number,
): Promise<{ id: string }> {
  const current = await findProduct(db, actor, projectId, id);
  if (version !== undefined && current.version !== version) throw staleVersion();
  const [row] = await db
    .delete(products)
    .where(and(eq(products.id, id), eq(products.version, current.version)))
    .returning({ id: products.id });
  if (!row) throw staleVersion();
  return row;
}
