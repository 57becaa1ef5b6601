// The session user of docs/product.md §3 and how it is built from an access token (docs/design.md §3.4, Hasura-style claims).

export const HASURA_CLAIMS = 'https://hasura.io/jwt/claims';

export interface SessionUser {
  id: string | undefined;
  /** Integer id of the legacy system, when the token carries one; null when it does not. */
  legacyUserId: number | null | undefined;
  username: string | undefined;
  email: string | undefined;
  roles: string[];
  role: string;
}

/** Logged out: every field undefined, no roles, role "user". */
export function emptyUser(): SessionUser {
  return { id: undefined, legacyUserId: undefined, username: undefined, email: undefined, roles: [], role: 'user' };
}

export function isLoggedInUser(user: Pick<SessionUser, 'id'> | null | undefined): boolean {
  return typeof user?.id === 'string' && user.id.length > 0;
}

type Claims = Record<string, unknown>;

/** base64url → UTF-8 text (names and e-mails may carry accents). */
function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The JSON payload of a JWT, decoded from its middle segment (not verified: the API verifies every call). */
export function decodeTokenPayload(token: string): Claims | null {
  try {
    const middle = token.split('.')[1];
    if (!middle) throw new Error('o token não tem três partes');
    const payload: unknown = JSON.parse(decodeBase64Url(middle));
    if (!payload || typeof payload !== 'object' || Array.isArray(payload))
      throw new Error('o conteúdo não é um objeto');
    return payload as Claims;
  } catch (error) {
    console.error('Token de acesso inválido:', error instanceof Error ? error.message : error);
    return null;
  }
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);

/**
 * Builds the session user exactly as docs/product.md §3/§5 say: id from the Hasura user-id claim, else userId, else sub;
 * legacyUserId parsed from the legacy claim, else null; username from the token, else the e-mail's local part;
 * roles from the allowed-roles claim, else the roles of the login response, else [].
 * Returns null when the token cannot be decoded or names no user.
 */
export function sessionUserFromToken(token: string, responseUser?: { roles?: string[] }): SessionUser | null {
  const payload = decodeTokenPayload(token);
  if (!payload) return null;
  const hasura = (
    payload[HASURA_CLAIMS] && typeof payload[HASURA_CLAIMS] === 'object' ? payload[HASURA_CLAIMS] : {}
  ) as Claims;

  const id = str(hasura['x-hasura-user-id']) ?? str(payload.userId) ?? str(payload.sub);
  if (!id) {
    console.error('Token de acesso sem usuário.');
    return null;
  }
  const legacyRaw = hasura['x-hasura-legacy-user-id'];
  const legacy =
    typeof legacyRaw === 'string' || typeof legacyRaw === 'number' ? Number.parseInt(String(legacyRaw), 10) : NaN;
  const email = str(payload.email);
  const allowedRoles = hasura['x-hasura-allowed-roles'];
  const roles = Array.isArray(allowedRoles)
    ? allowedRoles.filter((r): r is string => typeof r === 'string')
    : (responseUser?.roles ?? []);

  return {
    id,
    legacyUserId: Number.isFinite(legacy) ? legacy : null,
    username: str(payload.username) ?? (email ? email.split('@')[0] : undefined),
    email,
    roles,
    role: str(hasura['x-hasura-default-role']) ?? 'user',
  };
}
