// Keeps the session in step with the `user` cookie, which other tabs (and cookie expiry) change behind our back:
// checked when the window regains focus or becomes visible, and on an interval (docs/product.md §4 re-sync rules).
import { resyncSession } from './session-store';

export const SESSION_SYNC_INTERVAL_MS = 30_000;

export function syncSessionNow(): void {
  // The API client is loaded only then: it is not part of the first screen.
  if (resyncSession() === 'cookie-gone') void import('../api-client').then(({ logout }) => logout());
}

/** Starts the checks; returns the function that stops them. */
export function startSessionSync(intervalMs = SESSION_SYNC_INTERVAL_MS): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') syncSessionNow();
  };
  window.addEventListener('focus', syncSessionNow);
  document.addEventListener('visibilitychange', onVisibility);
  const timer = window.setInterval(syncSessionNow, intervalMs);
  return () => {
    window.removeEventListener('focus', syncSessionNow);
    document.removeEventListener('visibilitychange', onVisibility);
    window.clearInterval(timer);
  };
}
