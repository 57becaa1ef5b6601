// The OAuth-style return of docs/product.md §5/§8 (docs/design.md §3.3): `?auth=success&accessToken=<jwt>&isNewUser=<bool>`
// or `?auth=error`. Processed only when auth=success AND an accessToken is present.
import { sessionUserFromToken, type SessionUser } from '../../lib/session/session-user';

export type OAuthReturn =
  | { kind: 'none' }
  | { kind: 'error' }
  | { kind: 'success'; user: SessionUser; isNewUser: boolean };

export function readOAuthReturn(search: string): OAuthReturn {
  const params = new URLSearchParams(search);
  const auth = params.get('auth');
  if (auth === 'error') return { kind: 'error' };
  const accessToken = params.get('accessToken');
  if (auth !== 'success' || !accessToken) return { kind: 'none' };
  const user = sessionUserFromToken(accessToken);
  if (!user) return { kind: 'error' };
  return { kind: 'success', user, isNewUser: params.get('isNewUser') === 'true' };
}

/** True when the query is a login return this page must consume (and then remove from the address bar). */
export function hasOAuthQuery(search: string): boolean {
  return new URLSearchParams(search).has('auth');
}
