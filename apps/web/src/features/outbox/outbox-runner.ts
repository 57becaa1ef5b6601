// When the outbox is sent: on opening the app, on `online`, on returning to the tab, every minute while online, after
// a failure's wait, and at once after something is queued while online. One run at a time (sendOutbox).
import { sendOutbox, type OutboxTransport } from './outbox-sender';

const EVERY_MS = 60_000;
let kick: (() => void) | null = null;

/** Sends now if the sender runs (after an item was queued, or "Tentar de novo"). */
export function requestOutboxSend() {
  kick?.();
}

/**
 * Starts the sender for whoever is signed in (`userId()`, null: nobody); answers its stop. `onSent` runs after a run
 * that sent something (the lists then show the rows the server made).
 */
export function startOutboxSender(
  transport: OutboxTransport,
  userId: () => string | null,
  onSent: () => void,
): () => void {
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    const id = userId();
    if (!id || !navigator.onLine) return;
    sendOutbox(transport, id).then(
      ({ sent, retryAt }) => {
        if (sent > 0) onSent();
        clearTimeout(retryTimer);
        if (retryAt !== null) retryTimer = setTimeout(run, Math.max(0, retryAt - Date.now()));
      },
      // The store could not be read (no IndexedDB): nothing was kept to send.
      (error: unknown) => console.warn('Envios: a fila deste aparelho não pôde ser lida.', error),
    );
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') run();
  };
  kick = run;
  window.addEventListener('online', run);
  document.addEventListener('visibilitychange', onVisible);
  const interval = setInterval(run, EVERY_MS);
  run();
  return () => {
    if (kick === run) kick = null;
    window.removeEventListener('online', run);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(interval);
    clearTimeout(retryTimer);
  };
}
