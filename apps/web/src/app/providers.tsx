import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useLoadedQueryClient } from '../lib/deferred-query-client';
import { startSessionSync } from '../lib/session/session-sync';
import { getSession, subscribeSession } from '../lib/session/session-store';
import { watchSystemTheme } from '../lib/theme';

/**
 * App-wide providers and the background duties of the shell (session re-sync, system theme). The query client is the
 * given one (tests) or the app's, once loaded (lib/deferred-query-client.ts): the context is always rendered, so the
 * tree below keeps its state when the client arrives.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const loadedClient = useLoadedQueryClient();
  const client = queryClient ?? loadedClient;
  useEffect(() => startSessionSync(), []);
  useEffect(() => watchSystemTheme(), []);
  // What QueryClientProvider does: the client follows window focus and the network while mounted.
  useEffect(() => {
    client?.mount();
    return () => client?.unmount();
  }, [client]);
  // Cached answers (the wallet, the balance, the content…) belong to the user who fetched them: drop them all at
  // logout, and when another person signs in (in another tab).
  useEffect(() => {
    if (!client) return;
    let userId = getSession().user.id;
    return subscribeSession(() => {
      const session = getSession();
      if (!session.isLoggedIn || session.user.id !== userId) client.clear();
      userId = session.user.id;
    });
  }, [client]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}
