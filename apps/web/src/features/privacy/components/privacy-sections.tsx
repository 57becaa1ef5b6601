import type { ReactNode } from 'react';
import type { DataCategory, PrivacyRight } from '../privacy-content';

/** One part of the page: a card whose heading the table of contents links to. The section itself is the anchor target. */
export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-titulo`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      className="scroll-mt-24 rounded-2xl border border-border bg-surface p-5 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring md:scroll-mt-28 md:p-8"
    >
      <h2 id={headingId} className="font-display text-2xl font-semibold tracking-tight text-fg">
        {title}
      </h2>
      <div className="mt-4 flex flex-col gap-3 text-fg">{children}</div>
    </section>
  );
}

/** A bulleted list of short paragraphs. */
export function PolicyList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-primary">
      {items.map((item, index) => (
        // A fixed list: its position is its identity.
        <li key={index} className="pl-1">
          {item}
        </li>
      ))}
    </ul>
  );
}

const facts: [key: keyof Omit<DataCategory, 'id' | 'title'>, label: string][] = [
  ['what', 'O quê'],
  ['why', 'Para quê'],
  ['basis', 'Base legal'],
  ['where', 'Onde fica'],
  ['howLong', 'Por quanto tempo'],
  ['who', 'Quem vê'],
];

/** Each kind of data with what, why, legal basis, where, how long and who sees it. */
export function DataCategoryList({ categories }: { categories: DataCategory[] }) {
  return (
    <div className="flex flex-col divide-y divide-border">
      {categories.map((category) => (
        <article
          key={category.id}
          id={category.id}
          aria-labelledby={`${category.id}-titulo`}
          className="py-5 first:pt-1 last:pb-0"
        >
          <h3 id={`${category.id}-titulo`} className="font-display text-lg font-semibold text-fg">
            {category.title}
          </h3>
          <dl className="mt-3 flex flex-col gap-2.5 text-sm sm:grid sm:grid-cols-[9.5rem_1fr] sm:gap-x-6">
            {facts.map(([key, label]) => (
              <div key={key} className="sm:contents">
                <dt className="font-semibold text-fg">{label}</dt>
                <dd className="text-muted">{category[key]}</dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
    </div>
  );
}

/** The rights of LGPD art. 18, each with the way to exercise it in Raiz. */
export function RightsList({ rights }: { rights: PrivacyRight[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {rights.map((right) => (
        <li key={right.id} id={right.id} className="rounded-xl bg-surface-2 p-4">
          <h3 className="font-semibold text-fg">
            {right.title} <span className="text-sm font-normal text-muted">({right.article})</span>
          </h3>
          <p className="mt-1.5 text-sm text-muted">{right.how}</p>
        </li>
      ))}
    </ul>
  );
}
