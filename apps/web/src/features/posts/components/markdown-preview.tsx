import { useAsyncValue } from '../../../lib/use-async-value';

// Typography of rendered Markdown, scoped to this box (no typography plugin in the app).
const prose =
  'min-w-0 break-words text-fg leading-relaxed ' +
  '[&_h1]:mt-4 [&_h1]:mb-2 [&_h1]:font-display [&_h1]:text-2xl [&_h1]:font-semibold ' +
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:font-display [&_h2]:text-xl [&_h2]:font-semibold ' +
  '[&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold ' +
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-0.5 ' +
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 ' +
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted ' +
  '[&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm ' +
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-2 [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0 ' +
  '[&_table]:my-3 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1 ' +
  '[&_th]:border [&_th]:border-border [&_th]:bg-surface-2 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left ' +
  '[&_img]:my-2 [&_img]:max-w-full [&_img]:rounded-lg [&_hr]:my-4 [&_hr]:border-border ' +
  '[&>*:first-child]:mt-0 [&>*:last-child]:mb-0';

/** Post content rendered from Markdown, sanitized (the renderer loads on first use). */
export function MarkdownPreview({
  source,
  emptyText = 'Nada para mostrar ainda.',
}: {
  source: string;
  emptyText?: string;
}) {
  const { value: html, failed } = useAsyncValue(source, () =>
    import('../markdown').then(({ renderMarkdown }) => renderMarkdown(source)),
  );

  if (!source.trim()) return <p className="text-muted">{emptyText}</p>;
  if (failed) return <p className="text-danger">Não foi possível mostrar a pré-visualização. Recarregue a página.</p>;
  if (html === undefined) return <p className="text-muted">Preparando a pré-visualização...</p>;
  // The HTML comes from renderMarkdown, which sanitizes it with DOMPurify.
  return <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
