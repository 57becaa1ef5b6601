// What a screen shows instead of its content: nothing yet, a failure, or a record that is not there (or not yours:
// the API answers 404 for both, and so does the screen).
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Button, ButtonLink } from './button';
import { AlertIcon } from './icons';
import { useDocumentTitle } from './page';

export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border bg-surface px-6 py-10 text-center">
      {Icon && (
        <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-accent text-accent-fg">
          <Icon width={24} height={24} />
        </span>
      )}
      <p className="mt-4 font-semibold text-fg">{title}</p>
      {children && <div className="mt-1 max-w-md text-muted">{children}</div>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

/** A request that failed for a reason other than "not found": says so and offers to try again. */
export function ErrorState({
  title = 'Não foi possível carregar os dados.',
  message,
  onRetry,
  children,
}: {
  title?: string;
  /** The error's own words, under the title. */
  message?: string;
  onRetry?: () => void;
  /** What to do about it, when it is more than a retry. */
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-2xl border border-danger/40 bg-danger-soft p-5 text-fg">
      <AlertIcon width={22} height={22} className="mt-0.5 shrink-0 text-danger" />
      <div>
        <p className="font-semibold">{title}</p>
        {message && <p className="mt-1 text-sm text-muted">{message}</p>}
        {children && <div className="mt-1 text-sm text-muted">{children}</div>}
        {onRetry && (
          <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
            Tentar novamente
          </Button>
        )}
      </div>
    </div>
  );
}

/** The screen of a record that does not exist or belongs to someone else. */
export function NotFoundState({
  title,
  children,
  backHref,
  backLabel,
}: {
  title: string;
  children?: ReactNode;
  backHref: string;
  backLabel: string;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-surface-2 text-muted">
        <AlertIcon width={28} height={28} />
      </span>
      <h1 className="mt-4 font-display text-2xl font-semibold text-fg md:text-3xl">{title}</h1>
      <p className="mt-2 text-muted">
        {children ?? 'Ele pode ter sido excluído, o endereço pode estar incompleto ou você não tem acesso a ele.'}
      </p>
      <ButtonLink to={backHref} className="mt-6">
        {backLabel}
      </ButtonLink>
    </div>
  );
}
