// The outbox (docs/ARCHITECTURE.md "Outbox"): what was created on this device and not yet accepted by the server —
// reports, posts and events, and the files attached to them — kept in IndexedDB, so a reload, a closed browser or an
// expired session loses nothing. Each item's id is made on the device and is its Idempotency-Key: however many times
// it is sent, the server creates it once. Storing never touches the network.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AttachmentLocation } from '@raiz/domain';

export const outboxKinds = ['report', 'post', 'event', 'attachment'] as const;
export type OutboxKind = (typeof outboxKinds)[number];
export type RecordKind = Exclude<OutboxKind, 'attachment'>;
/** `conflict`: the server answered 409; the person chooses their version or the server's. */
export const outboxStates = ['pending', 'sending', 'sent', 'refused', 'conflict'] as const;
export type OutboxState = (typeof outboxStates)[number];

/** A file as the lists show it; its bytes are kept apart (readOutboxFiles), so reading the list stays light. */
export interface OutboxFileInfo {
  name: string;
  type: string;
  size: number;
  /** The photo's GPS position, read before it was reduced. */
  location?: AttachmentLocation | null;
}

export interface OutboxFile extends Omit<OutboxFileInfo, 'size'> {
  /** The bytes (an ArrayBuffer clones into IndexedDB and into the export the same everywhere). */
  data: ArrayBuffer;
}

export interface OutboxError {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export interface OutboxItem {
  /** Made on the device; the Idempotency-Key of its create. */
  id: string;
  /** Its place in the sending order. */
  seq: number;
  kind: OutboxKind;
  /** Whose it is: only that person's session sends it. */
  userId: string;
  projectId: string | null;
  /** The create's request body (an attachment's: its caption, if any). */
  body: Record<string, unknown>;
  /** An attachment's file. */
  files: OutboxFileInfo[];
  /** An attachment's parent: an outbox item (sent first), or a row already on the server. */
  parent?: { outboxId: string } | { kind: RecordKind; serverId: string };
  createdAt: string;
  state: OutboxState;
  attempts: number;
  /** Not before (ms since epoch): the backoff after a failure of the network or the server. */
  nextAttemptAt?: number;
  lastError?: OutboxError;
  /** The session ended and could not be renewed: waits for the person to sign in again. */
  needsLogin?: boolean;
  /** The server's id once sent. */
  serverId?: string;
}

interface OutboxDb extends DBSchema {
  items: { key: string; value: OutboxItem; indexes: { seq: number } };
  /** The bytes of each item's files, by the item's id. */
  bytes: { key: string; value: ArrayBuffer[] };
}

/** An item with its files' bytes: what is stored, exported and imported. */
export type OutboxItemWithFiles = Omit<OutboxItem, 'files'> & { files: OutboxFile[] };

const infoOf = ({ data, ...file }: OutboxFile): OutboxFileInfo => ({ ...file, size: data.byteLength });

const DB_NAME = 'raiz-outbox';
let opened: Promise<IDBPDatabase<OutboxDb>> | null = null;

function db() {
  opened ??= openDB<OutboxDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('items', { keyPath: 'id' }).createIndex('seq', 'seq');
      database.createObjectStore('bytes');
    },
  });
  return opened;
}

/** Closes the database (tests start each from nothing). */
export async function closeOutbox() {
  if (opened) (await opened).close();
  opened = null;
}

const listeners = new Set<() => void>();
let version = 0;

/** Called after every change (the screens read the outbox again). */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes with every write: a screen's cue to read again. */
export const outboxVersion = () => version;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

export type NewOutboxItem = Pick<OutboxItem, 'kind' | 'userId' | 'projectId' | 'body'> &
  Partial<Pick<OutboxItemWithFiles, 'id' | 'files' | 'parent' | 'createdAt'>>;

/** Stores new items, in the order given, after every item already there; answers them. */
export async function addOutboxItems(news: NewOutboxItem[]): Promise<OutboxItem[]> {
  const tx = (await db()).transaction(['items', 'bytes'], 'readwrite');
  const items = tx.objectStore('items');
  const last = await items.index('seq').openCursor(null, 'prev');
  let seq = last?.value.seq ?? 0;
  const added: OutboxItem[] = [];
  for (const { files = [], ...n } of news) {
    const item: OutboxItem = {
      createdAt: new Date().toISOString(),
      ...n,
      files: files.map(infoOf),
      id: n.id ?? crypto.randomUUID(),
      seq: ++seq,
      state: 'pending',
      attempts: 0,
    };
    await items.put(item);
    if (files.length > 0)
      await tx.objectStore('bytes').put(
        files.map((f) => f.data),
        item.id,
      );
    added.push(item);
  }
  await tx.done;
  changed();
  return added;
}

/** Puts items back as they were (an import): those already here are left alone. Answers how many were added. */
export async function restoreOutboxItems(restored: OutboxItemWithFiles[]): Promise<number> {
  const tx = (await db()).transaction(['items', 'bytes'], 'readwrite');
  const items = tx.objectStore('items');
  const last = await items.index('seq').openCursor(null, 'prev');
  let seq = last?.value.seq ?? 0;
  let added = 0;
  for (const { files, ...item } of [...restored].sort((a, b) => a.seq - b.seq)) {
    if (await items.get(item.id)) continue;
    const state = item.state === 'sending' ? 'pending' : item.state;
    await items.put({ ...item, files: files.map(infoOf), seq: ++seq, state });
    if (files.length > 0)
      await tx.objectStore('bytes').put(
        files.map((f) => f.data),
        item.id,
      );
    added += 1;
  }
  await tx.done;
  changed();
  return added;
}

/** An item's files with their bytes. */
export async function readOutboxFiles(item: OutboxItem): Promise<OutboxFile[]> {
  const bytes = (await (await db()).get('bytes', item.id)) ?? [];
  return item.files.flatMap(({ size: _size, ...file }, i) => {
    const data = bytes[i];
    return data ? [{ ...file, data }] : [];
  });
}

/** Every item, in sending order. */
export async function listOutbox(): Promise<OutboxItem[]> {
  return (await db()).getAllFromIndex('items', 'seq');
}

export async function getOutboxItem(id: string): Promise<OutboxItem | undefined> {
  return (await db()).get('items', id);
}

/** Changes one item (none when it is gone); answers it. */
export async function updateOutboxItem(
  id: string,
  change: Partial<Omit<OutboxItem, 'id' | 'seq'>>,
): Promise<OutboxItem | undefined> {
  const tx = (await db()).transaction('items', 'readwrite');
  const item = await tx.store.get(id);
  const next = item && { ...item, ...change };
  if (next) await tx.store.put(next);
  await tx.done;
  changed();
  return next;
}

/** Removes an item and the files queued under it. */
export async function removeOutboxItem(id: string): Promise<void> {
  const tx = (await db()).transaction(['items', 'bytes'], 'readwrite');
  for (const item of await tx.objectStore('items').getAll()) {
    if (item.id === id || (item.parent && 'outboxId' in item.parent && item.parent.outboxId === id)) {
      await tx.objectStore('items').delete(item.id);
      await tx.objectStore('bytes').delete(item.id);
    }
  }
  await tx.done;
  changed();
}

/** The items still to send (or that need the person): not sent. */
export const isOpen = (item: OutboxItem) => item.state !== 'sent';
