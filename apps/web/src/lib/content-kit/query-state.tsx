// A record screen's states before its record is there: loading, not found (missing or someone else's: the API
// answers 404 for both), failed with "Tentar novamente"; then `children(record)`. A screen that edits waits for a
// fetch made after it mounted (refetchOnMount: 'always'), so the form starts from the current version.
import type { ReactNode } from 'react';
import { Loading } from '../../components/ui/loading';
import { ErrorState, NotFoundState } from '../../components/ui/states';
import { isNotFound } from '../api-errors';

interface RecordQuery<T> {
  data: T | undefined;
  error: Error | null;
  isError: boolean;
  isFetchedAfterMount: boolean;
  refetch: () => unknown;
}

export function QueryState<T>({
  query,
  notFound,
  children,
}: {
  query: RecordQuery<T>;
  notFound: { title: string; backHref: string; backLabel: string };
  children: (record: T) => ReactNode;
}) {
  if (isNotFound(query.error)) return <NotFoundState {...notFound} />;
  if (query.isError) return <ErrorState message={query.error?.message ?? ''} onRetry={() => void query.refetch()} />;
  if (!query.data || !query.isFetchedAfterMount) return <Loading />;
  return children(query.data);
}
