import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './update-prompt';

/** How often an open app asks whether a new version was deployed (the browser also checks on each navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (vite.config.ts) once the page has loaded. In prompt mode a new version waits: the
 * toast of update-prompt.ts applies it (the waiting worker takes over, then the page reloads).
 */
export function registerAppWorker(): void {
  const updateWorker = registerSW({
    onNeedRefresh: () => offerUpdate(() => updateWorker(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => {});
      }, UPDATE_CHECK_MS);
    },
    onRegisterError: (error: unknown) => console.warn('Service worker não registrado:', error),
  });
}
