import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccessTokenVerifier } from './access-token.ts';

const issuer = 'http://127.0.0.1:3000';
let privateKey: CryptoKey;
let otherKey: CryptoKey;
let verify: (token: string) => Promise<{ sub: string }>;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair('ES256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256' };
  verify = createAccessTokenVerifier({ jwks: { keys: [jwk] }, issuer }, { cacheSize: 2 });
});

afterEach(() => {
  vi.useRealTimers();
});

function token(sub: string, { key = privateKey, lifetime = '15m' }: { key?: CryptoKey; lifetime?: string } = {}) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
    .setSubject(sub)
    .setIssuer(issuer)
    .setAudience('raiz')
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(key);
}

describe('access token verification', () => {
  it('accepts a good token again and again, and refuses it once expired although it passed before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const good = await token('ana', { lifetime: '60s' });
    expect((await verify(good)).sub).toBe('ana');
    expect((await verify(good)).sub).toBe('ana');
    vi.setSystemTime(Date.now() + 61_000);
    await expect(verify(good)).rejects.toThrow();
  });

  it('never remembers a refusal: a token signed by another key fails every time', async () => {
    const forged = await token('ana', { key: otherKey });
    await expect(verify(forged)).rejects.toThrow();
    await expect(verify(forged)).rejects.toThrow();
  });

  it('keeps verifying tokens beyond its memory (the oldest forgotten first)', async () => {
    const tokens = await Promise.all(['a', 'b', 'c', 'd'].map((sub) => token(sub)));
    for (const t of [...tokens, ...tokens]) expect((await verify(t)).sub).toMatch(/^[a-d]$/);
  });
});
