/**
 * A long page's table of contents: one numbered anchor link a section, in a navigation region named by its title.
 * Pair it with useScrollToHash (lib/use-scroll-to-hash.ts) so a link to a section works from another page too.
 */
export function TableOfContents({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: { id: string; title: string }[];
}) {
  return (
    <nav aria-labelledby={id} className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <h2 id={id} className="text-sm font-semibold tracking-wide text-muted uppercase">
        {title}
      </h2>
      <ol className="mt-3 flex flex-col gap-1">
        {items.map((item, index) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="flex gap-2 rounded-lg px-2 py-1.5 text-fg transition-colors hover:bg-surface-2"
            >
              <span aria-hidden="true" className="w-5 shrink-0 text-right font-semibold text-primary tabular-nums">
                {index + 1}.
              </span>
              <span>{item.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
