import { sql } from 'drizzle-orm';
import { contentMessages, type CreatePostInput, type Post, type UpdatePostInput } from '@raiz/domain';
import { posts, searchedColumns } from '../../db/schema/index.ts';
import { contentResource } from '../content-common/resource.ts';

export const postService = contentResource<typeof posts, Post, CreatePostInput, UpdatePostInput>({
  table: posts,
  kind: 'post',
  parent: 'project',
  sortable: { createdAt: posts.createdAt, title: sql`lower(${posts.title})` },
  searchColumns: searchedColumns.posts(posts),
  notFoundMessage: contentMessages.postNotFound,
  history: { entity: 'post', name: (row) => row.title },
  attachmentKind: 'posts',
  toEntity: (row) => row as Post,
});
