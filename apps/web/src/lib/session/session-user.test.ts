import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiToken, makeToken } from '../../test/tokens';
import { decodeTokenPayload, emptyUser, sessionUserFromToken } from './session-user';

afterEach(() => vi.restoreAllMocks());

describe('the session user built from an access token (docs/product.md §3/§5)', () => {
  it('takes id, legacy id, username, e-mail and roles from the Hasura-style claims', () => {
    const token = apiToken({
      id: 'u-1',
      username: 'ana',
      email: 'ana@raiz.dev',
      roles: ['user', 'admin'],
      legacyUserId: '42',
    });
    expect(sessionUserFromToken(token)).toEqual({
      id: 'u-1',
      legacyUserId: 42,
      username: 'ana',
      email: 'ana@raiz.dev',
      roles: ['user', 'admin'],
      role: 'user',
    });
  });

  it('falls back to userId, then sub, for the id', () => {
    expect(sessionUserFromToken(makeToken({ userId: 'from-userId', sub: 'from-sub' }))?.id).toBe('from-userId');
    expect(sessionUserFromToken(makeToken({ sub: 'from-sub' }))?.id).toBe('from-sub');
  });

  it('has legacyUserId null without the legacy claim, and parses it as an integer', () => {
    expect(sessionUserFromToken(apiToken({ id: 'u' }))?.legacyUserId).toBeNull();
    const token = makeToken({ sub: 'u', 'https://hasura.io/jwt/claims': { 'x-hasura-legacy-user-id': '007' } });
    expect(sessionUserFromToken(token)?.legacyUserId).toBe(7);
  });

  it('uses the part of the e-mail before the @ when the token has no username', () => {
    expect(sessionUserFromToken(makeToken({ sub: 'u', email: 'maria.silva@ong.org.br' }))?.username).toBe(
      'maria.silva',
    );
  });

  it('keeps the login response roles, or none, when the token has no allowed-roles claim; role defaults to user', () => {
    const token = makeToken({ sub: 'u' });
    expect(sessionUserFromToken(token)?.roles).toEqual([]);
    expect(sessionUserFromToken(token, { roles: ['user'] })?.roles).toEqual(['user']);
    expect(sessionUserFromToken(token)?.role).toBe('user');
  });

  it('decodes base64url payloads with accents (UTF-8)', () => {
    const token = makeToken({ sub: 'u', username: 'joão_açaí', email: 'joao@raiz.dev' });
    expect(token.split('.')[1]).not.toMatch(/[+/=]/);
    expect(sessionUserFromToken(token)?.username).toBe('joão_açaí');
  });

  it('answers null and logs when the token cannot be decoded', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(sessionUserFromToken('not-a-jwt')).toBeNull();
    expect(sessionUserFromToken('a.%%%.c')).toBeNull();
    expect(decodeTokenPayload(`a.${btoa('[1,2]')}.c`)).toBeNull();
    expect(log).toHaveBeenCalledTimes(3);
  });

  it('answers null when the token names no user', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(sessionUserFromToken(makeToken({ email: 'x@y.z' }))).toBeNull();
  });

  it('the empty user has every field undefined, no roles and role user', () => {
    expect(emptyUser()).toEqual({
      id: undefined,
      legacyUserId: undefined,
      username: undefined,
      email: undefined,
      roles: [],
      role: 'user',
    });
  });
});
