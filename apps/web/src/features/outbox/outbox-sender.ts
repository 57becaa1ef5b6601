// Sending the outbox (docs/ARCHITECTURE.md "Outbox"): one item at a time, in the order stored, a record before the
// files queued under it. Each create carries the item's id as its Idempotency-Key, so an item sent again after a lost
// answer, an abort, a reload or an import is still created once. What each answer does:
// - 2xx: sent (the server's id kept: the files under it go to that id);
// - 400/422 and other refusals: refused, with the server's messages under their fields, for the person to edit;
// - 409: the person chooses "manter a minha versão" or "usar a do servidor" (a create still running elsewhere with the
//   same key is only waited for);
// - 401 (after the api client's one renewal of the session failed): waits for the person to sign in again;
// - no answer, 408, 429, 5xx: tried again later, waiting longer each time.
import { idempotencyMessages } from '@raiz/domain';
import { ApiError } from '../../lib/api-errors';
import {
  listOutbox,
  readOutboxFiles,
  updateOutboxItem,
  type OutboxError,
  type OutboxFile,
  type OutboxItem,
  type RecordKind,
} from './outbox-store';

/** How the outbox reaches the API: the features' own fetchers, combined by the app (features do not meet here). */
export interface OutboxTransport {
  /** POST of a report, post or event with the item's id as its Idempotency-Key; answers the created row. */
  create: (item: OutboxItem & { kind: RecordKind }) => Promise<{ id: string }>;
  /** The attachment's file, to its parent's row on the server, with the item's id as its key. */
  upload: (item: OutboxItem, file: OutboxFile, parent: { kind: RecordKind; serverId: string }) => Promise<unknown>;
}

/** The wait before the next try after the n-th failure: 5 s, 10 s, 20 s… up to 10 minutes. */
export const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000);

const errorOf = (error: unknown): OutboxError =>
  error instanceof ApiError
    ? { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) }
    : { code: 'network_error', message: error instanceof Error ? error.message : String(error) };

/** A failure that passes: nobody answered, or the server could not answer now. */
const isPassing = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500 ||
  (error.status === 409 && error.message === idempotencyMessages.inProgress);

/** Where an attachment goes: its parent's row, once the parent is on the server. */
function parentOf(item: OutboxItem, items: OutboxItem[]): { kind: RecordKind; serverId: string } | null {
  if (!item.parent) return null;
  if ('serverId' in item.parent) return item.parent;
  const { outboxId } = item.parent;
  const parent = items.find((i) => i.id === outboxId);
  return parent?.serverId && parent.kind !== 'attachment' ? { kind: parent.kind, serverId: parent.serverId } : null;
}

/** The next item to send: the first waiting one whose turn has come (a file only after its parent was sent). */
function nextOf(items: OutboxItem[], userId: string, now: number): OutboxItem | null {
  for (const item of items) {
    if (item.userId !== userId || (item.state !== 'pending' && item.state !== 'sending')) continue;
    if (item.kind === 'attachment' && !parentOf(item, items)) continue;
    // A failure is waited out before anything after it: the network or the server is not there yet.
    return (item.nextAttemptAt ?? 0) <= now ? item : null;
  }
  return null;
}

export interface SendResult {
  sent: number;
  /** The earliest time worth trying again (a failure's wait), if anything is left waiting. */
  retryAt: number | null;
}

let running: Promise<SendResult> | null = null;

/** Sends what waits, for this person; a call while sending joins the one in progress. */
export function sendOutbox(transport: OutboxTransport, userId: string, now = Date.now): Promise<SendResult> {
  running ??= drain(transport, userId, now).finally(() => {
    running = null;
  });
  return running;
}

async function drain(transport: OutboxTransport, userId: string, now: () => number): Promise<SendResult> {
  let sent = 0;
  for (;;) {
    const items = await listOutbox();
    const item = nextOf(items, userId, now());
    if (!item) {
      const waits = items.filter((i) => i.userId === userId && i.state === 'pending' && i.nextAttemptAt);
      const retryAt = waits.length > 0 ? Math.min(...waits.map((i) => i.nextAttemptAt!)) : null;
      return { sent, retryAt };
    }
    await updateOutboxItem(item.id, { state: 'sending', attempts: item.attempts + 1 });
    try {
      const parent = parentOf(item, items);
      if (item.kind === 'attachment' && parent) {
        const [file] = await readOutboxFiles(item);
        if (!file) throw new ApiError(400, 'missing_file', 'O arquivo deste item não está mais neste aparelho.');
        await transport.upload(item, file, parent);
        await updateOutboxItem(item.id, { state: 'sent', lastError: undefined, needsLogin: false });
      } else {
        const row = await transport.create(item as OutboxItem & { kind: RecordKind });
        await updateOutboxItem(item.id, { state: 'sent', serverId: row.id, lastError: undefined, needsLogin: false });
      }
      sent += 1;
    } catch (error) {
      const lastError = errorOf(error);
      if (error instanceof ApiError && error.status === 401) {
        await updateOutboxItem(item.id, { state: 'pending', needsLogin: true, lastError });
        return { sent, retryAt: null };
      }
      if (isPassing(error)) {
        const retryAt = now() + retryDelayMs(item.attempts + 1);
        await updateOutboxItem(item.id, { state: 'pending', nextAttemptAt: retryAt, lastError });
        return { sent, retryAt };
      }
      const state = error instanceof ApiError && error.status === 409 ? 'conflict' : 'refused';
      await updateOutboxItem(item.id, { state, lastError });
    }
  }
}
