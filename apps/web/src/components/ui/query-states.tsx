// What a block that reads the API shows before its data: "Carregando…", the failure with "Tentar novamente", "not
// found" (missing or someone else's: the API answers 404 for both), nothing yet; then the data. (A record screen that
// edits has its own, which waits for a fresh fetch: lib/content-kit/query-state.tsx.)
import type { ReactNode } from 'react';
import { isNotFound } from '../../lib/api-errors';
import { Loading } from './loading';
import { ErrorState, NotFoundState } from './states';

interface ReadQuery<T> {
  data: T | undefined;
  error: Error | null;
  isError: boolean;
  refetch: () => unknown;
}

export function QueryStates<T>({
  query,
  loading,
  compact = false,
  failed,
  showReason = true,
  notFound,
  empty,
  children,
}: {
  query: ReadQuery<T>;
  /** What is loading, e.g. "Carregando pedidos...". */
  loading?: string;
  /** Loading inside a card: the height of a few rows, not of a screen. */
  compact?: boolean;
  /** The failure's title (ErrorState's own when not given). */
  failed?: string;
  /** false: the failure without the error's own words. */
  showReason?: boolean;
  /** The screen for a 404: NotFoundState's title, way back and (when not its own) message. */
  notFound?: { title: string; backHref: string; backLabel: string; message?: string };
  /** Shown for an empty list. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (notFound && isNotFound(query.error)) {
    const { message, ...screen } = notFound;
    return <NotFoundState {...screen}>{message}</NotFoundState>;
  }
  if (query.isError) {
    return (
      <ErrorState
        title={failed}
        message={showReason ? query.error?.message : undefined}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data === undefined) {
    return compact ? (
      <div className="[&>[role=status]]:min-h-32">
        <Loading label={loading} />
      </div>
    ) : (
      <Loading label={loading} />
    );
  }
  if (empty && Array.isArray(query.data) && query.data.length === 0) return empty;
  return children(query.data);
}
