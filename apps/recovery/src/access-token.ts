import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK } from 'jose';

/** Where the main API's verification keys come from: its JWKS URL when apart, its public JWK set in process. */
export type JwksSource = URL | { keys: JWK[] };

export interface TokenVerification {
  jwks: JwksSource;
  /** The main API's PUBLIC_URL: the `iss` of its access tokens. */
  issuer: string;
}

/** Same rules as the main API: ES256 only, its issuer, audience "raiz", not expired; answers the subject (user id). */
export function createTokenVerifier({ jwks, issuer }: TokenVerification): (token: string) => Promise<string> {
  const keySet = jwks instanceof URL ? createRemoteJWKSet(jwks) : createLocalJWKSet(jwks);
  return async (token) => {
    const { payload } = await jwtVerify(token, keySet, { issuer, audience: 'raiz', algorithms: ['ES256'] });
    if (!payload.sub) throw new Error('token without subject');
    return payload.sub;
  };
}
