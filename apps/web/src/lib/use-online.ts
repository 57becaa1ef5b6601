// Whether the browser says it has a network, following its online/offline events (navigator.onLine, which the outbox
// also reads before sending).
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;

export function useOnline(): boolean {
  // The prerendered HTML is made online.
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
