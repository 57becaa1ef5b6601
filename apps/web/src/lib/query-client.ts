import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Spec §9: data fresh for 5 minutes, 1 retry, unused data collected after 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

export const queryClient = createQueryClient();
