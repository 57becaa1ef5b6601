// Where a logged-out visitor was going when the guard sent them to /auth; restored after login (DESIGN.md §3.1).
// sessionStorage: it must survive the full-page round trip through the identity provider, but not outlive the tab.

const KEY = 'raiz-return-to';

/** Only same-site paths: never "//host" or a URL, so the value cannot become an open redirect. */
function isSafePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !value.startsWith('/auth');
}

export function saveReturnTo(path: string): void {
  try {
    if (isSafePath(path)) sessionStorage.setItem(KEY, path);
  } catch {
    // Storage can be disabled (private mode); the user then lands on /painel, which is fine.
  }
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
