import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { POST_CONTENT_MAX, formatNumber, type CreatePostInput, type Post, type UpdatePostInput } from '@raiz/domain';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { CheckboxField, FormSection, ImplicitSubmit, Wide, controlProps } from '../../../components/ui/form-layout';
import { ConflictNotice, DraftRestoredNotice, FormError } from '../../../components/ui/form-notices';
import { draftKey } from '../../../lib/form-draft';
import { useRecordForm } from '../../../lib/use-record-form';
import { postQueryOptions, useCreatePost, useUpdatePost } from '../api/posts-api';
import {
  createPostFormSchema,
  emptyPostFormValues,
  postToFormValues,
  updatePostFormSchema,
  type PostFormValues,
} from '../post-form-values';
import { MarkdownPreview } from './markdown-preview';

type PostRequest = CreatePostInput | UpdatePostInput;

const tabClasses =
  'h-10 rounded-t-lg border-b-2 border-transparent px-4 text-sm font-semibold text-muted transition-colors hover:text-fg ' +
  'data-[state=active]:border-primary data-[state=active]:text-fg';

/** Create (no `post`) or edit a post of a project: title, Markdown content with a preview, published. */
export function PostForm({
  projectId,
  post,
  userId,
  onSaved,
  onCancel,
}: {
  projectId: string;
  post?: Post;
  userId: string | undefined;
  onSaved: (post: Post, created: boolean) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const create = useCreatePost(projectId);
  const update = useUpdatePost(projectId, post?.id ?? '');
  const [tab, setTab] = useState('write');

  const { form, submit, restoredAt, discardDraft, conflict, reloadCurrent, isReloading, isDirty } = useRecordForm<
    PostFormValues,
    PostRequest,
    Post
  >({
    schema: (post ? updatePostFormSchema : createPostFormSchema) as z.ZodType<PostRequest, PostFormValues>,
    defaultValues: post ? postToFormValues(post) : emptyPostFormValues,
    draftKey: draftKey(userId, `post:${projectId}`, post?.id),
    editorText: post ? `Editando “${post.title}” — alterações não salvas` : 'Novo post — alterações não salvas',
    save: (input) =>
      post ? update.mutateAsync(input as UpdatePostInput) : create.mutateAsync(input as CreatePostInput),
    onSaved: (saved) => onSaved(saved, !post),
    onCancel,
    reload: post
      ? async () =>
          postToFormValues(await queryClient.fetchQuery({ ...postQueryOptions(projectId, post.id), staleTime: 0 }))
      : undefined,
  });

  const {
    register,
    control,
    formState: { errors },
  } = form;
  const content = useWatch({ control, name: 'content' });
  const contentError = errors.content?.message;
  const contentHint = `Use Markdown: **negrito**, _itálico_, # título, - lista, [link](https://…). ${formatNumber(content.length, 0)} de ${formatNumber(POST_CONTENT_MAX, 0)} caracteres.`;

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={post ? 'Editar post' : 'Novo post'}
      className="flex flex-col gap-5"
    >
      <ImplicitSubmit />
      {restoredAt && <DraftRestoredNotice savedAt={restoredAt} onDiscard={discardDraft} />}
      {conflict && (
        <ConflictNotice message={conflict} isDirty={isDirty} isReloading={isReloading} onReload={reloadCurrent} />
      )}
      <FormError message={errors.root?.server?.message} />

      <FormSection title="Post">
        <Wide>
          <Field id="post-title" label="Título" error={errors.title?.message}>
            <Input {...controlProps('post-title', errors.title?.message)} autoComplete="off" {...register('title')} />
          </Field>
        </Wide>
        <Wide>
          <Field id="post-content" label="Conteúdo" hint={contentHint} error={contentError}>
            <Tabs.Root value={tab} onValueChange={setTab}>
              <Tabs.List aria-label="Modo do editor" className="mb-2 flex gap-1 border-b border-border">
                <Tabs.Trigger value="write" className={tabClasses}>
                  Escrever
                </Tabs.Trigger>
                <Tabs.Trigger value="preview" className={tabClasses}>
                  Pré-visualizar
                </Tabs.Trigger>
              </Tabs.List>
              {/* Kept mounted while hidden: the textarea keeps its value, caret and undo history. */}
              <Tabs.Content value="write" forceMount className="data-[state=inactive]:hidden">
                <Textarea
                  {...controlProps('post-content', contentError, contentHint)}
                  rows={14}
                  className="font-mono text-sm leading-relaxed"
                  placeholder={'# Título\n\nConte o que aconteceu no projeto…'}
                  {...register('content')}
                />
              </Tabs.Content>
              <Tabs.Content value="preview" className="min-h-28 rounded-lg border border-border bg-surface-2/40 p-4">
                <MarkdownPreview source={content} />
              </Tabs.Content>
            </Tabs.Root>
          </Field>
        </Wide>
        <Wide>
          <CheckboxField label="Publicado" hint="Desmarcado, o post fica como rascunho.">
            {(id, hintId) => (
              <input
                id={id}
                type="checkbox"
                aria-describedby={hintId}
                className="mt-1 h-5 w-5 shrink-0 accent-primary"
                {...register('published')}
              />
            )}
          </CheckboxField>
        </Wide>
      </FormSection>
    </form>
  );
}
