import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, type Post } from '@raiz/domain';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { DeleteAction } from '../../../components/ui/delete-action';
import { ReportIcon } from '../../../components/ui/icons';
import { PagedList } from '../../../components/ui/paged-list';
import { EmptyState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { LIST_PAGE_SIZE, useListParams } from '../../../lib/list-params';
import { useDeletePost, usePosts } from '../api/posts-api';
import { postExcerpt } from '../post-excerpt';
import { MarkdownPreview } from './markdown-preview';

const sorts = ['createdAt:desc', 'createdAt:asc', 'title:asc'] as const;
type PostSort = (typeof sorts)[number];
const sortOptions: { value: PostSort; label: string }[] = [
  { value: 'createdAt:desc', label: 'Mais recentes' },
  { value: 'createdAt:asc', label: 'Mais antigos' },
  { value: 'title:asc', label: 'Título (A–Z)' },
];

/** The posts of one project, with search, order and pages kept in the address. */
export function PostList({ projectId }: { projectId: string }) {
  const params = useListParams(sorts, 'createdAt:desc');
  const query = usePosts(projectId, {
    page: params.page,
    pageSize: LIST_PAGE_SIZE,
    q: params.q || undefined,
    sort: params.sort,
  });
  return (
    <PagedList
      query={query}
      params={params}
      searchLabel="Buscar posts"
      searchPlaceholder="Título ou conteúdo"
      sortOptions={sortOptions}
      count={(n) => (n === 1 ? '1 post' : `${n} posts`)}
      noResults={(q) => `Nenhum post encontrado para “${q}”.`}
      empty={
        <EmptyState
          icon={ReportIcon}
          title="Este projeto ainda não tem posts"
          action={<ButtonLink to={paths.projectPostCreate.href(projectId)}>Escrever post</ButtonLink>}
        >
          Conte as novidades: um mutirão que deu certo, uma espécie que voltou, quem está participando.
        </EmptyState>
      }
    >
      {(items) => (
        <ul className="flex flex-col gap-4">
          {items.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function PostCard({ post }: { post: Post }) {
  const remove = useDeletePost(post.projectId);
  const [reading, setReading] = useState(false);
  const excerpt = postExcerpt(post.content);
  const editHref = paths.projectPostEdit.href(post.projectId, post.id);
  return (
    <article className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-fg">
            <Link to={editHref} className="rounded-sm underline-offset-4 hover:underline">
              {post.title}
            </Link>
          </h2>
          <p className="text-sm text-muted">
            Criado em {formatDate(post.createdAt)}
            {post.updatedAt !== post.createdAt && ` · Atualizado em ${formatDate(post.updatedAt)}`}
          </p>
        </div>
        <Badge tone={post.published ? 'info' : 'neutral'}>{post.published ? 'Publicado' : 'Rascunho'}</Badge>
      </div>
      {reading ? (
        <div className="mt-3 rounded-xl border border-border bg-surface-2/40 p-4">
          <MarkdownPreview source={post.content} emptyText="Este post ainda não tem conteúdo." />
        </div>
      ) : (
        excerpt && <p className="mt-3 text-fg">{excerpt}</p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {post.content.trim() && (
          <button
            type="button"
            aria-expanded={reading}
            onClick={() => setReading((r) => !r)}
            className="h-9 rounded-lg px-3 text-sm font-semibold text-primary hover:bg-surface-2"
          >
            {reading ? 'Recolher' : 'Ler post'}
          </button>
        )}
        <ButtonLink to={editHref} variant="outline" size="sm">
          Editar<span className="sr-only"> o post {post.title}</span>
        </ButtonLink>
        <DeleteAction
          name={post.title}
          kindLabel="o post"
          onDelete={() => remove.mutateAsync({ id: post.id, version: post.version })}
          success={{ title: 'Post excluído', description: `“${post.title}” foi excluído.` }}
        />
      </div>
    </article>
  );
}
