import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { JWK } from 'jose';
import type { KeyStore } from '../keys.ts';

export interface IdpKeys {
  /** Private signing keys of the bundled IdP (ID tokens), published without their private parts at /idp/jwks. */
  jwks: { keys: JWK[] };
  /** Keys that sign the IdP's cookies; the first one signs, all verify. */
  cookieKeys: string[];
}

/**
 * The bundled IdP's keys: IDP_JWKS and IDP_COOKIE_KEYS when given (JSON), else generated once into the key store
 * (DATA_DIR/keys, or the shared database in cluster mode), so logins and ID tokens survive restarts and work whichever
 * instance answers.
 */
export async function loadIdpKeys(
  store: KeyStore,
  fromEnv: { jwks?: string; cookieKeys?: string } = {},
): Promise<IdpKeys> {
  const jwks = JSON.parse(
    fromEnv.jwks ??
      (await store('idp-jwks.json', () => {
        const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
        const jwk = privateKey.export({ format: 'jwk' }) as JWK;
        const kid = createHash('sha256').update(String(jwk.n)).digest('base64url').slice(0, 16);
        return JSON.stringify({ keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] });
      })),
  ) as { keys: JWK[] };
  const cookieKeys = JSON.parse(
    fromEnv.cookieKeys ??
      (await store('idp-cookie-keys.json', () => JSON.stringify([randomBytes(32).toString('base64url')]))),
  ) as string[];
  return { jwks, cookieKeys };
}
