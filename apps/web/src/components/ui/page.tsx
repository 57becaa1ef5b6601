import { useEffect, useRef, type ReactNode } from 'react';
import { useDocumentTitle } from './document-title';

export { useDocumentTitle };

/** A page's title block: one h1 per screen, with an optional lead sentence and actions. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="font-display text-2xl font-semibold tracking-tight text-fg md:text-3xl">{title}</h1>
        {description && <p className="mt-1 max-w-2xl text-muted">{description}</p>}
      </div>
      {actions && <div className="flex gap-2">{actions}</div>}
    </div>
  );
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-2xl border border-border bg-surface p-5 shadow-sm md:p-6 ${className}`}>{children}</div>;
}

const panelHeading = 'font-display text-lg font-semibold text-fg';

/**
 * A titled panel of a detail page (a card as a region named by its heading). `aside` stands beside the title;
 * `spaced` leaves room under a title that its content does not follow with a margin of its own; `focused` moves the
 * focus (and the view) to its heading when it appears, for a screen opened to use that panel.
 */
export function Panel({
  id,
  title,
  aside,
  spaced = false,
  focused = false,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  spaced?: boolean;
  focused?: boolean;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focused) headingRef.current?.focus();
  }, [focused]);
  const heading = (
    <h2
      ref={headingRef}
      id={id}
      tabIndex={focused ? -1 : undefined}
      className={spaced ? `mb-4 ${panelHeading}` : panelHeading}
    >
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface p-5 shadow-sm md:p-6">
      {aside ? (
        <div className="flex items-start justify-between gap-3">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
