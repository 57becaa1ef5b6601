// Posts of a project, described once for the content kit: form (Markdown with a preview), list, texts.
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  POST_CONTENT_MAX,
  createPostInputSchema,
  formatDate,
  formatNumber,
  postListQuerySchema,
  updatePostInputSchema,
  type Post,
  type PostListQuery,
} from '@raiz/domain';
import { CheckField, TextField, useFieldControl } from '../../lib/content-kit/fields';
import { ResourceCard } from '../../lib/content-kit/resource-card';
import { Badge } from '../../components/ui/badge';
import { Field, Textarea } from '../../components/ui/field';
import { FormSection, Wide } from '../../components/ui/form-layout';
import { ReportIcon } from '../../components/ui/icons';
import { projectResource } from '../../lib/content-kit/project-child-api';
import { projectChildKind } from '../../lib/content-kit/project-child-kind';
import * as kit from '../../lib/content-kit/resource';
import { MarkdownPreview } from './components/markdown-preview';
import { postExcerpt } from './post-excerpt';

const postFormFields = z.object({
  title: z.string(),
  content: z.string(),
  published: z.boolean(),
  version: z.number().optional(),
});
type PostFormValues = z.input<typeof postFormFields>;

const tabClasses =
  'h-10 rounded-t-lg border-b-2 border-transparent px-4 text-sm font-semibold text-muted transition-colors hover:text-fg ' +
  'data-[state=active]:border-primary data-[state=active]:text-fg';

/** The Markdown content with a preview tab; the hint counts the characters. */
function ContentField() {
  const [tab, setTab] = useState('write');
  const content = useWatch<PostFormValues, 'content'>({
    control: useFormContext<PostFormValues>().control,
    name: 'content',
  });
  const hint = `Use Markdown: **negrito**, _itálico_, # título, - lista, [link](https://…). ${formatNumber(content.length, 0)} de ${formatNumber(POST_CONTENT_MAX, 0)} caracteres.`;
  const f = useFieldControl('content', hint);
  return (
    <Field id={f.id} label={f.label} hint={f.hint} error={f.error}>
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
            rows={14}
            className="font-mono text-sm leading-relaxed"
            placeholder={'# Título\n\nConte o que aconteceu no projeto…'}
            {...f.props}
          />
        </Tabs.Content>
        <Tabs.Content value="preview" className="min-h-28 rounded-lg border border-border bg-surface-2/40 p-4">
          <MarkdownPreview source={content} />
        </Tabs.Content>
      </Tabs.Root>
    </Field>
  );
}

function PostFormBody() {
  return (
    <FormSection title="Post">
      <TextField name="title" autoComplete="off" wide />
      <Wide>
        <ContentField />
      </Wide>
      <CheckField name="published" wide />
    </FormSection>
  );
}

function PostCard({ item: post, ...card }: kit.CardProps<Post>) {
  const [reading, setReading] = useState(false);
  const excerpt = postExcerpt(post.content);
  return (
    <ResourceCard
      {...card}
      cover={post.cover}
      name={post.title}
      subtitle={
        <>
          Criado em {formatDate(post.createdAt)}
          {post.updatedAt !== post.createdAt && ` · Atualizado em ${formatDate(post.updatedAt)}`}
        </>
      }
      badge={<Badge tone={post.published ? 'info' : 'neutral'}>{post.published ? 'Publicado' : 'Rascunho'}</Badge>}
      actions={
        post.content.trim() && (
          <button
            type="button"
            aria-expanded={reading}
            onClick={() => setReading((r) => !r)}
            className="h-9 rounded-lg px-3 text-sm font-semibold text-primary hover:bg-surface-2"
          >
            {reading ? 'Recolher' : 'Ler post'}
          </button>
        )
      }
    >
      {reading ? (
        <div className="mt-3 rounded-xl border border-border bg-surface-2/40 p-4">
          <MarkdownPreview source={post.content} emptyText="Este post ainda não tem conteúdo." />
        </div>
      ) : (
        excerpt && <p className="mt-3 text-fg">{excerpt}</p>
      )}
    </ResourceCard>
  );
}

export const postResource: kit.ProjectChildResource<Post, PostFormValues, PostListQuery['sort']> = {
  kind: projectChildKind('posts'),
  api: projectResource<Post>('posts'),
  name: (post) => post.title,
  form: {
    idPrefix: 'post',
    fields: {
      title: { label: 'Título' },
      content: { label: 'Conteúdo' },
      published: { label: 'Publicado', hint: 'Desmarcado, o post fica como rascunho.' },
    },
    ...kit.formSchemas(postFormFields, createPostInputSchema, updatePostInputSchema),
    empty: { title: '', content: '', published: false },
    fromItem: (post) => ({
      title: post.title,
      content: post.content,
      published: post.published,
      version: post.version,
    }),
    Body: PostFormBody,
  },
  list: {
    sorts: kit.sortsOf(postListQuerySchema, {
      'createdAt:desc': 'Mais recentes',
      'createdAt:asc': 'Mais antigos',
      'title:asc': 'Título (A–Z)',
    }),
    searchPlaceholder: 'Título ou conteúdo',
    layout: kit.listLayout.stack,
    empty: {
      icon: ReportIcon,
      title: 'Este projeto ainda não tem posts',
      text: 'Conte as novidades: um mutirão que deu certo, uma espécie que voltou, quem está participando.',
    },
    Card: PostCard,
  },
  texts: {
    listDescription: 'As novidades do projeto, escritas em Markdown.',
    createDescription: 'Conte uma novidade do projeto. Ao digitar, “Salvar” aparece na barra inferior.',
    created: (post) => ({
      title: post.published ? 'Post publicado' : 'Post salvo como rascunho',
      description: `“${post.title}” foi criado.`,
    }),
  },
};
