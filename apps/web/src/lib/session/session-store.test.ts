import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logoutResponseSchema } from '@raiz/domain';
import {
  clearLocalSession,
  getSession,
  loginSession,
  readUserCookie,
  restoreSession,
  resyncSession,
  updateSession,
  USER_COOKIE,
} from './session-store';
import { startSessionSync, syncSessionNow } from './session-sync';
import { emptyUser, type SessionUser } from './session-user';
import { sessionUser } from '../../test/session-users';

const ana: SessionUser = sessionUser('ana');

function cookieUser(): unknown {
  const raw = Cookies.get(USER_COOKIE);
  return raw === undefined ? undefined : JSON.parse(raw);
}

beforeEach(() => {
  clearLocalSession();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('session model (docs/product.md §3–§4)', () => {
  it('restores a logged-in session from the user cookie on start', () => {
    Cookies.set(USER_COOKIE, JSON.stringify(ana));
    expect(restoreSession()).toEqual({ user: ana, isLoggedIn: true });
  });

  it('is logged out with the empty user when there is no cookie, or the cookie has no id', () => {
    expect(restoreSession()).toEqual({ user: emptyUser(), isLoggedIn: false });
    Cookies.set(USER_COOKIE, JSON.stringify({ username: 'sem-id' }));
    expect(restoreSession().isLoggedIn).toBe(false);
  });

  it('logs a corrupt cookie, uses the empty user and removes the cookie', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.cookie = `${USER_COOKIE}=%7Bnot-json; Path=/`;
    expect(restoreSession()).toEqual({ user: emptyUser(), isLoggedIn: false });
    expect(log).toHaveBeenCalledOnce();
    expect(Cookies.get(USER_COOKIE)).toBeUndefined();
  });

  it('login writes the cookie for 7 days on path /, SameSite=Lax, not Secure on http', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    loginSession(ana);
    expect(getSession()).toEqual({ user: ana, isLoggedIn: true });
    const written = writes.find((w) => w.startsWith(`${USER_COOKIE}=`))!;
    expect(written).toMatch(/; path=\//);
    expect(written).toMatch(/; sameSite=Lax/i);
    expect(written).not.toMatch(/secure/i);
    const expires = new Date(/expires=([^;]+)/.exec(written)![1]!).getTime();
    expect(expires - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    expect(cookieUser()).toEqual(ana);
  });

  it('update merges fields into the user and rewrites the cookie', () => {
    loginSession(ana);
    updateSession({ username: 'ana.souza', roles: ['user', 'admin'] });
    expect(getSession().user).toEqual({ ...ana, username: 'ana.souza', roles: ['user', 'admin'] });
    expect(cookieUser()).toEqual({ ...ana, username: 'ana.souza', roles: ['user', 'admin'] });
  });

  it('clearing the session removes the cookie and resets to the empty user', () => {
    loginSession(ana);
    clearLocalSession();
    expect(getSession()).toEqual({ user: emptyUser(), isLoggedIn: false });
    expect(readUserCookie()).toEqual(emptyUser());
    expect(Cookies.get(USER_COOKIE)).toBeUndefined();
  });

  describe('re-sync with the cookie', () => {
    it('cookie present while logged out → re-initialised from the cookie', () => {
      Cookies.set(USER_COOKIE, JSON.stringify(ana));
      expect(getSession().isLoggedIn).toBe(false);
      expect(resyncSession()).toBe('restored');
      expect(getSession()).toEqual({ user: ana, isLoggedIn: true });
    });

    it('cookie naming another user (another tab logged in) → re-initialised', () => {
      loginSession(ana);
      Cookies.set(USER_COOKIE, JSON.stringify({ ...ana, id: 'u-bruno', username: 'bruno' }));
      expect(resyncSession()).toBe('restored');
      expect(getSession().user.username).toBe('bruno');
    });

    it('nothing changes while state and cookie agree', () => {
      loginSession(ana);
      expect(resyncSession()).toBe('unchanged');
      clearLocalSession();
      expect(resyncSession()).toBe('unchanged');
    });

    it('is checked when the window regains focus, when the tab becomes visible and on an interval', () => {
      vi.useFakeTimers();
      const stop = startSessionSync(10_000);
      try {
        Cookies.set(USER_COOKIE, JSON.stringify(ana));
        window.dispatchEvent(new Event('focus'));
        expect(getSession().user.id).toBe('u-ana');

        Cookies.set(USER_COOKIE, JSON.stringify({ ...ana, id: 'u-bruno' }));
        document.dispatchEvent(new Event('visibilitychange'));
        expect(getSession().user.id).toBe('u-bruno');

        Cookies.set(USER_COOKIE, JSON.stringify({ ...ana, id: 'u-carla' }));
        vi.advanceTimersByTime(9_999);
        expect(getSession().user.id).toBe('u-bruno');
        vi.advanceTimersByTime(1);
        expect(getSession().user.id).toBe('u-carla');
      } finally {
        stop();
        vi.useRealTimers();
      }
    });

    it('cookie gone while logged in → logout: the server is told and the session is cleared', async () => {
      const fetch = vi.fn(
        async () => new Response(JSON.stringify(logoutResponseSchema.parse({ data: { ok: true } })), { status: 200 }),
      );
      vi.stubGlobal('fetch', fetch);
      vi.spyOn(console, 'info').mockImplementation(() => {});
      loginSession(ana);
      Cookies.remove(USER_COOKIE, { path: '/' });
      syncSessionNow();
      await vi.waitFor(() => expect(getSession().isLoggedIn).toBe(false));
      expect(fetch).toHaveBeenCalledWith(
        '/v1/auth/logout',
        expect.objectContaining({ method: 'POST', credentials: 'include' }),
      );
    });
  });
});
