// Access tokens shaped like the API's (docs/design.md §3.4) for tests. Unsigned: the web app only decodes the payload.

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function makeToken(payload: Record<string, unknown>): string {
  return `${base64url(JSON.stringify({ alg: 'ES256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

export function apiToken(user: {
  id: string;
  username?: string;
  email?: string;
  roles?: string[];
  legacyUserId?: string;
}): string {
  return makeToken({
    sub: user.id,
    username: user.username,
    email: user.email,
    'https://hasura.io/jwt/claims': {
      'x-hasura-user-id': user.id,
      ...(user.legacyUserId ? { 'x-hasura-legacy-user-id': user.legacyUserId } : {}),
      'x-hasura-allowed-roles': user.roles ?? ['user'],
      'x-hasura-default-role': 'user',
    },
  });
}
