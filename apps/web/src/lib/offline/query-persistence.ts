// Reads offline (docs/ARCHITECTURE.md#offline): the person's own data queries are kept on the device, in IndexedDB,
// and put back into the query client when the app starts, so the screens they opened show without network.
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { openDB, type IDBPDatabase } from 'idb';
import { env } from '../../config/env';
import { projectChildRoots, queryRoots } from '../query-keys';

/** Saved data older than this is dropped rather than shown. */
export const PERSISTED_MAX_AGE = 7 * 24 * 60 * 60 * 1000;
/** Writes are grouped: a screen that loads ten queries costs one write. */
export const PERSIST_THROTTLE_MS = 1000;
const KEY = 'queries';
let opened: Promise<IDBPDatabase> | undefined;
/** One connection for every read and write: IndexedDB then runs them in the order they were made. */
const store = () => (opened ??= openDB('raiz-query-cache', 1, { upgrade: (db) => void db.createObjectStore('cache') }));
const set = async (value: PersistedClient) => void (await store()).put('cache', value, KEY);
const get = async () => (await store()).get('cache', KEY) as Promise<PersistedClient | undefined>;
const del = async () => (await store()).delete('cache', KEY);

/**
 * What is kept: the person's work (projects, what they opened inside them, their panel), their organisations (the
 * capture forms offer them as the item's space) and the map's settings those screens need. Never the session, the
 * account, the wallet and tokens, certificates or the public registry.
 */
export const persistedRoots: readonly (readonly string[])[] = [
  queryRoots.projects,
  queryRoots.reports,
  ...projectChildRoots,
  queryRoots.organizations,
  queryRoots.attachments,
  queryRoots.dashboard,
  queryRoots.mapConfig,
];

export function isPersistedQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return (
    query.state.status === 'success' &&
    persistedRoots.some((root) => root.every((part, index) => query.queryKey[index] === part))
  );
}

/**
 * The permissions a copy restored from the device keeps: what reading it needs (an organisation's sections) and what
 * capturing without signal needs (adding to a project, choosing the space a new item goes in). The others — delete,
 * publish, move, certify, a new version, members, settings… — are withdrawn.
 */
const OFFLINE_OFFERS: ReadonlySet<string> = new Set(['read', 'readHistory', 'edit', 'editContent']);

/**
 * A row's `can` is what the server allowed when it answered, and the device's copy may be days old: a report certified
 * since, a role taken away. So a restored copy offers only `OFFLINE_OFFERS` (other permissions false, roles one may give
 * empty) until the server answers again, which a screen asks for at once when online. Changes `value` in place (the
 * restored copy is the cache's own, read afresh from IndexedDB).
 */
export function withdrawServerOffers(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) withdrawServerOffers(item);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const [key, field] of Object.entries(record)) {
    if (key === 'can' && typeof field === 'object' && field !== null && !Array.isArray(field)) {
      const offers = field as Record<string, unknown>;
      for (const [offer, allowed] of Object.entries(offers)) {
        if (typeof allowed === 'boolean') offers[offer] = allowed && OFFLINE_OFFERS.has(offer);
        else if (Array.isArray(allowed)) offers[offer] = [];
      }
    } else withdrawServerOffers(field);
  }
}

async function restoreWithoutServerOffers(): Promise<PersistedClient | undefined> {
  const saved = await get();
  for (const query of saved?.clientState.queries ?? []) withdrawServerOffers(query.state.data);
  return saved;
}

/** The saved cache belongs to one person and one version of the app: another one's is discarded, never shown. */
export const persistBuster = (userId: string) => `${env.appVersion}:${userId}`;

interface Persistence {
  userId: string;
  /** Stops saving (a write still waiting is dropped). */
  stop: () => void;
}

function idbPersister(): { persister: Persister; cancel: () => void } {
  let waiting: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting) void set(waiting).catch(() => {});
    waiting = undefined;
  };
  // The page this persister listens to, kept: stopping may run after the session changed, on the same page.
  const page = document;
  // A page closed or sent to the background within the throttle still saves what it last fetched.
  const onHide = () => {
    if (page.visibilityState === 'hidden') write();
  };
  page.addEventListener('visibilitychange', onHide);
  return {
    persister: {
      persistClient: (client) => {
        waiting = client;
        timer ??= setTimeout(write, PERSIST_THROTTLE_MS);
      },
      restoreClient: restoreWithoutServerOffers,
      removeClient: del,
    },
    cancel: () => {
      page.removeEventListener('visibilitychange', onHide);
      clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
    },
  };
}

/** Without IndexedDB (an old browser, some private windows, jsdom) nothing is kept and reading offline is lost. */
const hasIndexedDb = () => typeof indexedDB !== 'undefined';

/** Forgets what was saved on this device (logout, another person). */
export async function clearPersistedQueries(): Promise<void> {
  if (hasIndexedDb()) await del();
}

/**
 * Puts the person's saved queries back into the client, then keeps saving them. The persisted queries are kept in
 * memory as long as they are kept on the device (an unused query collected after 5 minutes would be dropped from
 * the saved cache at the next write).
 */
export async function persistQueries(client: QueryClient, userId: string): Promise<Persistence> {
  if (!hasIndexedDb()) return { userId, stop: () => {} };
  for (const root of persistedRoots) client.setQueryDefaults(root, { gcTime: PERSISTED_MAX_AGE });
  const { persister, cancel } = idbPersister();
  const options = {
    queryClient: client,
    persister,
    buster: persistBuster(userId),
    dehydrateOptions: { shouldDehydrateQuery: isPersistedQuery, shouldDehydrateMutation: () => false },
  };
  // A device without IndexedDB (or a broken store) only loses the offline copy.
  await persistQueryClientRestore({ ...options, maxAge: PERSISTED_MAX_AGE }).catch(() => {});
  // The device's copy shows at once (with only the offers that work offline) but is never taken as fresh: each screen
  // asks the server again when it can (a reload online shows what changed meanwhile and the offers the server makes
  // now; offline the queries wait with the copy on screen).
  await client.invalidateQueries({ predicate: isPersistedQuery, refetchType: 'none' });
  const unsubscribe = persistQueryClientSubscribe(options);
  return {
    userId,
    stop: () => {
      unsubscribe();
      cancel();
    },
  };
}
