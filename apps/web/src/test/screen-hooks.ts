// The hooks every screen test starts with: nobody signed in (or the given person), no toast left over from the test
// before, a matchMedia that prefers nothing (jsdom has none); the globals stubbed and the spies set are undone after.
import { afterEach, beforeEach, vi } from 'vitest';
import { clearLocalSession, loginSession } from '../lib/session/session-store';
import type { SessionUser } from '../lib/session/session-user';
import { dispatchToast } from '../lib/toast';

/** Registers the hooks; call it before the file's own beforeEach, which then runs after them. */
export function setUpScreens(signedIn?: SessionUser): void {
  beforeEach(() => {
    clearLocalSession();
    if (signedIn) loginSession(signedIn);
    dispatchToast({ type: 'REMOVE_TOAST' });
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
