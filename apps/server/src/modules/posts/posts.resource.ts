import { desc, eq, sql } from 'drizzle-orm';
import {
  createPostInputSchema,
  postListQuerySchema,
  postListResponseSchema,
  postResponseSchema,
  updatePostInputSchema,
  type CreatePostInput,
  type Post,
  type UpdatePostInput,
} from '@raiz/domain';
import { posts, searchedColumns } from '../../db/schema/index.ts';
import { defineContentResource } from '../content-common/resource-declaration.ts';

const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');

/** A project's posts, in Markdown (stored as typed; the browser sanitizes): their one declaration (manifest.ts). */
export const postsResource = defineContentResource<typeof posts, Post, CreatePostInput, UpdatePostInput>({
  key: 'posts',
  table: posts,
  parent: 'project',
  nameField: 'title',
  csv: {
    file: 'posts',
    columns: [
      { header: 'Título', value: (p) => p.title },
      { header: 'Publicado', value: (p) => yesNo(p.published) },
      { header: 'Conteúdo', value: (p) => p.content },
    ],
  },
  registry: {
    // Published ones, the newest first.
    shown: eq(posts.published, true),
    section: {
      columns: { title: posts.title, content: posts.content, createdAt: posts.createdAt },
      orderBy: [desc(posts.createdAt), desc(posts.id)],
    },
  },
  routes: {
    tag: 'Posts',
    summaries: {
      list: 'Lista os posts de um projeto',
      create: 'Cria um post no projeto',
      get: 'Mostra um post',
      update: 'Altera um post',
      delete: 'Exclui um post',
    },
    descriptions: { list: 'Paginados, com busca no título e no conteúdo.' },
    schemas: {
      listQuery: postListQuerySchema,
      listResponse: postListResponseSchema,
      response: postResponseSchema,
      create: createPostInputSchema,
      update: updatePostInputSchema,
    },
  },
  kit: {
    sortable: { createdAt: posts.createdAt, title: sql`lower(${posts.title})` },
    searchColumns: searchedColumns.posts(posts),
  },
});
