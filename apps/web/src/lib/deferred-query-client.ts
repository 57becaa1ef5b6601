// TanStack Query's client (~10 KB gzip) is not on the first screen: it loads with the first screen part that shows
// server data (a protected page, the certificate check, the figures of "/"), which waits for it (`withQueryClient`).
// The screens that need no data (the landing hero, "Entrar", the guide) paint and hydrate without it.
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

/** Loads the app's query client once; the provider (AppProviders) shows it to the tree before this resolves. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then((m) => {
    client = m.queryClient;
    for (const listener of listeners) listener();
    return client;
  });
  return loading;
}

/** A lazy module loader that also waits for the query client: what it renders may use queries at once. */
export function withQueryClient<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadQueryClient()]).then(([module]) => module);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The app's query client once loaded, else undefined. */
export function useLoadedQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(
    subscribe,
    () => client,
    () => client,
  );
}
