// Creating while offline: the create goes into the outbox instead of failing, and its files after it. Storing never
// touches the network, so it works with no signal and with an expired session alike.
import { ApiError } from '../../lib/api-client';
import { itemTitle, outboxTexts } from './messages';
import { addOutboxItems, type OutboxFile, type OutboxItem, type RecordKind } from './outbox-store';
import { requestOutboxSend } from './outbox-runner';

/** What a create answers when it was kept on the device instead (RecordForm's onSaved tells it by `queued`). */
export interface QueuedRecord {
  queued: OutboxItem;
}

export const isQueued = (result: unknown): result is QueuedRecord =>
  typeof result === 'object' && result !== null && 'queued' in result;

/** The toast of a create kept on the device. */
export const queuedToast = ({ queued }: QueuedRecord) => ({
  title: outboxTexts.queuedTitle,
  description: outboxTexts.queuedText(itemTitle(queued)),
});

/** No network: the browser says so, or a request found nobody at the other end. */
export const isOfflineFailure = (error: unknown) => error instanceof ApiError && error.status === 0;

const PERSIST_ASKED = 'raiz-outbox-persist';

/** The browser's answer to "keep this site's data" (asked on the first offline save), as stored: null if never asked. */
export function persistAnswer(): boolean | null {
  const answer = localStorage.getItem(PERSIST_ASKED);
  return answer === null ? null : answer === 'true';
}

/** On the first offline save: asks the browser not to clear the outbox under storage pressure. */
async function askPersistence() {
  if (persistAnswer() !== null || !navigator.storage?.persist) return;
  const granted = await navigator.storage.persist().catch(() => false);
  localStorage.setItem(PERSIST_ASKED, String(granted));
}

export async function queueRecord(record: {
  id: string;
  kind: RecordKind;
  userId: string;
  projectId: string | null;
  body: Record<string, unknown>;
}): Promise<QueuedRecord> {
  const [queued] = await addOutboxItems([record]);
  void askPersistence();
  return { queued: queued! };
}

/** Files chosen for a record: queued after it (and after anything queued before), in the order chosen. */
export async function queueFiles(parent: OutboxItem, files: OutboxFile[]): Promise<void> {
  await addOutboxItems(
    files.map((file) => ({
      kind: 'attachment' as const,
      userId: parent.userId,
      projectId: parent.projectId,
      body: {},
      files: [file],
      parent: { outboxId: parent.id },
    })),
  );
  void askPersistence();
  requestOutboxSend();
}

/**
 * A create that goes to the outbox when there is no network: before trying when the browser knows it is offline,
 * after trying when nobody answered (with the attempt's own key: if the server did get it, sending again answers
 * that same row).
 */
export function saveOrQueue<I, T>(
  save: (input: I) => Promise<T>,
  queue: { kind: RecordKind; userId: string; projectId: (input: I) => string | null; attemptKey: (input: I) => string },
): (input: I) => Promise<T | QueuedRecord> {
  return async (input) => {
    const record = () =>
      queueRecord({
        id: queue.attemptKey(input),
        kind: queue.kind,
        userId: queue.userId,
        projectId: queue.projectId(input),
        body: input as Record<string, unknown>,
      });
    if (!navigator.onLine) return record();
    try {
      return await save(input);
    } catch (error) {
      if (isOfflineFailure(error)) return record();
      throw error;
    }
  };
}
