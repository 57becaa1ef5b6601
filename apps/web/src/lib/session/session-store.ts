// The session of docs/product.md §4: logged in means the `user` cookie holds a user with an id. The cookie is the source of
// truth shared by tabs; this store mirrors it for React (useSyncExternalStore) and writes it back on every change.
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { env } from '../../config/env';
import { forgetReturnTo } from './return-to';
import { emptyUser, isLoggedInUser, type SessionUser } from './session-user';

export const USER_COOKIE = 'user';
/** Set httpOnly by the API; cleared here too in case a deployment ever makes it readable. */
export const ACCESS_TOKEN_COOKIE = 'accessToken';
const COOKIE_DAYS = 7;

export interface SessionState {
  user: SessionUser;
  isLoggedIn: boolean;
  /** Why the session just ended, when it was not a plain logout: the login screen says so. */
  endedBy?: SessionEnd;
}

/** A session that ended because the person deleted their account (docs/product.md#excluir-minha-conta). */
export type SessionEnd = 'account-deletion';

function cookieAttributes(): Cookies.CookieAttributes {
  return {
    expires: COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
    ...(env.cookieDomain ? { domain: env.cookieDomain } : {}),
  };
}

function normalizeUser(value: unknown): SessionUser {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('o cookie não contém um objeto');
  const v = value as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' ? x : undefined);
  return {
    id: text(v.id),
    legacyUserId: typeof v.legacyUserId === 'number' && Number.isInteger(v.legacyUserId) ? v.legacyUserId : null,
    username: text(v.username),
    email: text(v.email),
    roles: Array.isArray(v.roles) ? v.roles.filter((r): r is string => typeof r === 'string') : [],
    role: text(v.role) ?? 'user',
  };
}

/** The user stored in the cookie; the empty user when there is none or it is corrupt (logged, then removed). */
export function readUserCookie(): SessionUser {
  const raw = Cookies.get(USER_COOKIE);
  if (raw === undefined || raw === '') return emptyUser();
  try {
    return normalizeUser(JSON.parse(raw));
  } catch (error) {
    console.error('Cookie de sessão inválido:', error instanceof Error ? error.message : error);
    Cookies.remove(USER_COOKIE, cookieAttributes());
    return emptyUser();
  }
}

function writeUserCookie(user: SessionUser): void {
  Cookies.set(USER_COOKIE, JSON.stringify(user), cookieAttributes());
}

function stateFrom(user: SessionUser): SessionState {
  return { user, isLoggedIn: isLoggedInUser(user) };
}

let state: SessionState = stateFrom(readUserCookie());
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-reads the cookie (done once on start; exported for the re-sync and for tests). */
export function restoreSession(): SessionState {
  setState(stateFrom(readUserCookie()));
  return state;
}

/** Login: sets the user, marks logged in and writes the cookie. */
export function loginSession(user: SessionUser): void {
  writeUserCookie(user);
  setState(stateFrom(user));
}

/** Merges fields into the current user and rewrites the cookie (no-op when logged out). */
export function updateSession(fields: Partial<SessionUser>): void {
  if (!state.isLoggedIn) return;
  const user = { ...state.user, ...fields, id: state.user.id };
  writeUserCookie(user);
  setState(stateFrom(user));
}

/**
 * The local half of logout: clears the cookies this app can reach, forgets any return-to page, resets to the empty user.
 * `endedBy` tells the login screen why, when it was not a plain logout.
 */
export function clearLocalSession(endedBy?: SessionEnd): void {
  forgetReturnTo();
  Cookies.remove(USER_COOKIE, cookieAttributes());
  Cookies.remove(ACCESS_TOKEN_COOKIE, { path: '/' });
  if (env.cookieDomain) Cookies.remove(ACCESS_TOKEN_COOKIE, { path: '/', domain: env.cookieDomain });
  setState({ ...stateFrom(emptyUser()), ...(endedBy ? { endedBy } : {}) });
}

export type ResyncResult = 'unchanged' | 'restored' | 'cookie-gone';

/**
 * The re-sync rules of docs/product.md §4, comparing the store with the cookie (another tab may have logged in or out):
 * cookie gone while logged in → 'cookie-gone' (the caller logs out); cookie present while logged out, or naming
 * another user → re-initialised from the cookie ('restored').
 */
export function resyncSession(): ResyncResult {
  const cookieUser = readUserCookie();
  const cookieLoggedIn = isLoggedInUser(cookieUser);
  if (state.isLoggedIn && !cookieLoggedIn) return 'cookie-gone';
  if (cookieLoggedIn && (!state.isLoggedIn || cookieUser.id !== state.user.id)) {
    setState(stateFrom(cookieUser));
    return 'restored';
  }
  return 'unchanged';
}

/** The prerendered public pages show a visitor: React hydrates as one, then re-renders with the cookie's session. */
const prerenderedSession: SessionState = stateFrom(emptyUser());

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, () => prerenderedSession);
}
