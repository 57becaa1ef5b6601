import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { startSessionSync } from '../lib/session/session-sync';
import { getSession, subscribeSession } from '../lib/session/session-store';
import { watchSystemTheme } from '../lib/theme';

/** App-wide providers and the background duties of the shell (session re-sync, system theme). */
export function AppProviders({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  useEffect(() => startSessionSync(), []);
  useEffect(() => watchSystemTheme(), []);
  // Cached answers (the wallet, the balance, the content…) belong to the user who fetched them: drop them all at
  // logout, and when another person signs in (in another tab).
  useEffect(() => {
    let userId = getSession().user.id;
    return subscribeSession(() => {
      const session = getSession();
      if (!session.isLoggedIn || session.user.id !== userId) queryClient.clear();
      userId = session.user.id;
    });
  }, [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
