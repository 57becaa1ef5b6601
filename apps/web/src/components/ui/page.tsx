import { useEffect, type ReactNode } from 'react';
import { ToolsIcon } from './icons';

/** The browser tab names the page, so people (and screen readers) know where a navigation landed. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Raiz` : 'Raiz';
  }, [title]);
}

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

/**
 * The placeholder of a section a later release builds: says plainly what is coming, never a blank screen.
 * `what` completes "Em construção: …".
 */
export function UnderConstruction({ what, children, extra }: { what: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Card className="border-dashed">
      <div className="flex items-start gap-4">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-fg">
          <ToolsIcon width={22} height={22} />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-fg">Em construção: {what}</p>
          <div className="mt-1 text-muted">{children}</div>
        </div>
      </div>
      {extra && <div className="mt-6">{extra}</div>}
    </Card>
  );
}
