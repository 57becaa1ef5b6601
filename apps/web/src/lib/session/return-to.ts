// The page one login attempt returns to (docs/design.md §3.1). The route guard hands it to /auth with the navigation;
// "Entrar" keeps it in sessionStorage, which survives the full-page round trip through the identity provider but not
// the tab; the login return takes it. It belongs to that attempt only: a plain "Entrar" (nothing handed over) and
// "Sair" forget any earlier one, so the next person on this browser lands on /painel, not on someone else's page.

const KEY = 'raiz-return-to';

/** Only same-site paths: never "//host" or a URL, so the value cannot become an open redirect. */
function isSafePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !value.startsWith('/auth');
}

/** Starts a login attempt that returns to `path`; without one (or an unsafe one) it returns to /painel. */
export function saveReturnTo(path: string | undefined): void {
  try {
    if (path && isSafePath(path)) sessionStorage.setItem(KEY, path);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage can be disabled (private mode); the user then lands on /painel, which is fine.
  }
}

/** Sair: whoever logs in next starts afresh. */
export function forgetReturnTo(): void {
  saveReturnTo(undefined);
}

/** Reads and forgets the saved page. */
export function takeReturnTo(): string | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return value && isSafePath(value) ? value : null;
  } catch {
    return null;
  }
}
