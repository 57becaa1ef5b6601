import { formatDateTime } from '@raiz/domain';
import { onlineManager, QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useCallback, useContext, useSyncExternalStore } from 'react';

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** When the data on screen was fetched: the oldest of the queries in use, none when no screen shows data. */
export function shownDataSavedAt(client: QueryClient): number | undefined {
  let oldest: number | undefined;
  for (const query of client.getQueryCache().getAll()) {
    const fetchedAt = query.state.dataUpdatedAt;
    if (query.getObserversCount() > 0 && fetchedAt > 0 && (oldest === undefined || fetchedAt < oldest))
      oldest = fetchedAt;
  }
  return oldest;
}

/**
 * Whether a query on screen waits for the network with nothing saved on this device: its screen can only say
 * "Carregando..." until the connection returns (TanStack Query resumes it then).
 */
export function screenWaitsForNetwork(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .getAll()
    .some((q) => q.getObserversCount() > 0 && q.state.fetchStatus === 'paused' && q.state.data === undefined);
}

/**
 * Offline, above every screen of a logged-in person: the data shown is the copy saved on this device
 * (lib/offline/query-persistence.ts), and this says from when — or, when the screen has nothing saved to show, that it
 * loads when the connection returns. Follows the network state TanStack Query follows.
 */
export function OfflineBanner() {
  // The app's client once loaded (AppProviders), or none yet.
  const client = useContext(QueryClientContext);
  const online = useSyncExternalStore(subscribeOnline, isOnline, isOnline);
  const subscribeCache = useCallback(
    (listener: () => void) => client?.getQueryCache().subscribe(listener) ?? (() => {}),
    [client],
  );
  const savedAt = useSyncExternalStore(subscribeCache, () => (client ? shownDataSavedAt(client) : undefined));
  const waits = useSyncExternalStore(subscribeCache, () => (client ? screenWaitsForNetwork(client) : false));
  if (online) return null;
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className="border-b border-border bg-accent px-4 py-2 text-center text-sm font-medium text-accent-fg"
    >
      {waits
        ? 'Sem conexão — esta tela ainda não foi salva neste aparelho e carrega quando a conexão voltar'
        : savedAt === undefined
          ? 'Sem conexão'
          : `Sem conexão — dados salvos em ${formatDateTime(new Date(savedAt))}`}
    </p>
  );
}
