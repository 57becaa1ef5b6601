import { z } from 'zod';
import * as common from './common.ts';

export const POST_CONTENT_MAX = 20_000;

const postFields = z.strictObject({
  title: common.requiredText(200, 'Informe o título do post.'),
  // Stored exactly as typed; the browser renders the Markdown and sanitizes the HTML.
  content: common.textField(POST_CONTENT_MAX).optional().describe('Markdown, até 20 000 caracteres.'),
  published: z.boolean({ error: 'Valor inválido.' }),
});

export const createPostInputSchema = postFields.extend({ published: postFields.shape.published.default(false) });
export type CreatePostInput = z.infer<typeof createPostInputSchema>;

export const updatePostInputSchema = common.updateFieldsOf(postFields);
export type UpdatePostInput = z.infer<typeof updatePostInputSchema>;

export const postSchema = z.object({
  ...common.projectChildMetaShape,
  title: z.string(),
  content: z.string(),
  published: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;

export const postSortFields = ['createdAt', 'title'] as const;
export const postListQuerySchema = common.listQuerySchema(postSortFields, 'createdAt:desc');
export type PostListQuery = z.infer<typeof postListQuerySchema>;

export const { one: postResponseSchema, page: postListResponseSchema } = common.coveredResponseSchemasOf(postSchema);
