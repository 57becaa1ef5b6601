import { and, count, eq, sql } from 'drizzle-orm';
import {
  contentMessages,
  type CreatePostInput,
  type Page,
  type Post,
  type PostListQuery,
  type UpdatePostInput,
} from '@raiz/domain';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';
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

// Posts belong to their project: whoever may use the project (its owner, or an admin) may use its posts, and a post's
// owner is always the project's owner.

type PostRow = typeof posts.$inferSelect;
const toPost = (row: PostRow) => withIsoTimestamps(row) as Post;
const sortable = { createdAt: posts.createdAt, title: sql`lower(${posts.title})` };

export async function listPosts(db: Db, actor: Actor, projectId: string, query: PostListQuery): Promise<Page<Post>> {
  await findAccessibleProject(db, actor, projectId);
  const where = and(eq(posts.projectId, projectId), searchCondition(query.q, [posts.title, posts.content]));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, posts.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  return toPage(rows.map(toPost), totals?.total ?? 0, query);
}

async function findPost(db: Db, actor: Actor, projectId: string, id: string): Promise<PostRow> {
  await findAccessibleProject(db, actor, projectId);
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.projectId, projectId)));
  if (!row) throw notFoundFor(contentMessages.postNotFound);
  return row;
}

export async function getPost(db: Db, actor: Actor, projectId: string, id: string): Promise<Post> {
  return toPost(await findPost(db, actor, projectId, id));
}

export async function createPost(db: Db, actor: Actor, projectId: string, input: CreatePostInput): Promise<Post> {
  const project = await findAccessibleProject(db, actor, projectId);
  const [row] = await db
    .insert(posts)
    .values({ ...input, projectId, ownerId: project.ownerId })
    .returning();
  return toPost(row!);
}

export async function updatePost(
  db: Db,
  actor: Actor,
  projectId: string,
  id: string,
  input: UpdatePostInput,
): Promise<Post> {
  const current = await findPost(db, actor, projectId, id);
  if (current.version !== input.version) throw staleVersion();
  const { version, ...changes } = input;
  const [row] = await db
    .update(posts)
    .set({ ...changes, version: sql`${posts.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(posts.id, id), eq(posts.version, version)))
    .returning();
  if (!row) throw staleVersion();
  return toPost(row);
}

export async function deletePost(
  db: Db,
  actor: Actor,
  projectId: string,
  id: string,
  version?: number,
): Promise<{ id: string }> {
  const current = await findPost(db, actor, projectId, id);
  if (version !== undefined && current.version !== version) throw staleVersion();
  const [row] = await db
    .delete(posts)
    .where(and(eq(posts.id, id), eq(posts.version, current.version)))
    .returning({ id: posts.id });
  if (!row) throw staleVersion();
  return row;
}
