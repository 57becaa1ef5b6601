import type { SessionUser } from '../lib/session/session-user';

/** A signed-in person as the session keeps them: an ordinary user, `<username>@raiz.dev`. */
export function sessionUser(username: string, id = `u-${username}`): SessionUser {
  return { id, legacyUserId: null, username, email: `${username}@raiz.dev`, roles: ['user'], role: 'user' };
}
