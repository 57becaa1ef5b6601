import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { startOffline } from './offline/start-offline';

const FIVE_MINUTES = 5 * 60 * 1000;

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * What a successful mutation makes stale, declared where the mutation is defined (a project's save: the
       * report lists that show its name) rather than remembered at each call site. Every key is invalidated (its
       * active queries refetched) before the mutation settles.
       */
      invalidates?: readonly QueryKey[];
    };
  }
}

/** Data fresh for 5 minutes, 1 retry, unused data collected after 5 minutes. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: async (_data, _variables, _context, mutation) => {
        const keys = mutation.options.meta?.invalidates ?? [];
        await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        gcTime: FIVE_MINUTES,
        // One retry, but not for answers that will not change by asking again (4xx: invalid, forbidden, missing).
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

export const queryClient = createQueryClient();

let ready: Promise<QueryClient> | undefined;
/**
 * The app's client with its offline side started (lib/offline/start-offline.ts), once the person's saved queries are
 * back from the device. Started on the first call (lib/deferred-query-client.ts), not on import: tests make their own
 * clients from this module.
 */
export function readyQueryClient(): Promise<QueryClient> {
  ready ??= startOffline(queryClient).restored.then(() => queryClient);
  return ready;
}
