import { z } from 'zod';
import { createPostInputSchema, updatePostInputSchema, type Post } from '@raiz/domain';
import { pipeToRequest } from '../../lib/form-fields';

const postFormFields = z.object({
  title: z.string(),
  content: z.string(),
  published: z.boolean(),
  version: z.number().optional(),
});

export type PostFormValues = z.input<typeof postFormFields>;

export const createPostFormSchema = pipeToRequest(
  postFormFields.transform(({ version: _version, ...input }) => input),
  createPostInputSchema,
);
export const updatePostFormSchema = pipeToRequest(postFormFields, updatePostInputSchema);

export const emptyPostFormValues: PostFormValues = { title: '', content: '', published: false };

export const postToFormValues = (post: Post): PostFormValues => ({
  title: post.title,
  content: post.content,
  published: post.published,
  version: post.version,
});
