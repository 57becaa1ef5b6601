import { sql } from 'drizzle-orm';
import { contentMessages, type CreatePostInput, type Post, type UpdatePostInput } from '@raiz/domain';
import { posts } from '../../db/schema/index.ts';
import { withIsoTimestamps } from '../content-common/content-common.ts';
import { projectChildResource } from '../content-common/project-child-resource.ts';

const resource = projectChildResource<typeof posts, Post, CreatePostInput, UpdatePostInput>({
  table: posts,
  sortable: { createdAt: posts.createdAt, title: sql`lower(${posts.title})` },
  searchColumns: [posts.title, posts.content],
  notFoundMessage: contentMessages.postNotFound,
  toEntity: (row) => withIsoTimestamps(row) as Post,
});

export const { list: listPosts, get: getPost, create: createPost, update: updatePost, remove: deletePost } = resource;
