// A record screen's states before its record is there: QueryStates (loading, not found — missing or someone else's:
// the API answers 404 for both —, failed with "Tentar novamente"), except that a screen that edits waits for a fetch
// made after it mounted (refetchOnMount: 'always'), so the form starts from the current version.
import type { ReactNode } from 'react';
import { QueryStates } from '../../components/ui/query-states';

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
  const fresh = { ...query, data: query.isFetchedAfterMount ? query.data : undefined };
  return (
    <QueryStates query={fresh} notFound={notFound}>
      {children}
    </QueryStates>
  );
}
