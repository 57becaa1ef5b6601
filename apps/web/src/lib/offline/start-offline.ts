// The offline side of the app's query client (docs/ARCHITECTURE.md#offline), started with it (lib/query-client.ts),
// so none of it is on the first screen: the browser's network state, the person's saved queries, the service worker.
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { getSession, subscribeSession } from '../session/session-store';
import { clearPersistedQueries, persistQueries } from './query-persistence';

/** The longest the first data screen waits for the saved queries (IndexedDB answers in milliseconds). */
export const RESTORE_WAIT_MS = 1500;

/**
 * Follows the session: the logged-in person's saved queries are restored and then kept; at logout, or when another
 * person logs in on this browser, the saved copy is deleted before anything of the next person is saved. `restored`
 * resolves once the first restore is done (or after RESTORE_WAIT_MS); `stop` ends it all (tests).
 */
export function startOffline(client: QueryClient): { restored: Promise<void>; stop: () => void } {
  // TanStack Query assumes it is online until told otherwise: a reload without network would fail every query
  // (an error screen over the saved data) instead of pausing them until the network is back.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

  let userId: string | undefined;
  let started = false;
  let chain: Promise<{ userId: string; stop: () => void } | undefined> = Promise.resolve(undefined);
  const follow = () => {
    const { isLoggedIn, user } = getSession();
    const next = isLoggedIn ? user.id : undefined;
    if (started && next === userId) return chain;
    const first = !started;
    started = true;
    userId = next;
    const forget = !first || !next;
    // Nobody's data survives a change of person, on screen (AppProviders clears its client too) or on the device;
    // cleared here at once, so nothing of the previous person is saved under the next one's name.
    if (forget) client.clear();
    chain = chain.then(async (running) => {
      running?.stop();
      if (forget) await clearPersistedQueries().catch(() => {});
      return next ? persistQueries(client, next) : undefined;
    });
    return chain;
  };
  const unsubscribe = subscribeSession(() => void follow());
  const restored = follow().then(() => {});

  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    void import('./register-worker').then((m) => m.registerAppWorker());
  }
  return {
    restored: Promise.race([restored, new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]),
    stop: () => {
      unsubscribe();
      void chain.then((running) => running?.stop());
    },
  };
}
