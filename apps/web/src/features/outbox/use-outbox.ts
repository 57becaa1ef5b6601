// The outbox as the screens read it: every item in sending order, read again after each change.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { listOutbox, outboxVersion, subscribeOutbox, type OutboxItem } from './outbox-store';

/** Every item (null while the first read runs). */
export function useOutbox(): OutboxItem[] | null {
  const version = useSyncExternalStore(subscribeOutbox, outboxVersion);
  const [items, setItems] = useState<OutboxItem[] | null>(null);
  useEffect(() => {
    let live = true;
    // No IndexedDB (an old or locked-down browser): nothing was kept, nothing to show.
    listOutbox().then(
      (all) => live && setItems(all),
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
  }, [version]);
  return items;
}
