import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { JWK } from 'jose';
import { loadOrCreateKeyFile } from '../keys.ts';

export interface IdpKeys {
  /** Private signing keys of the bundled IdP (ID tokens), published without their private parts at /idp/jwks. */
  jwks: { keys: JWK[] };
  /** Keys that sign the IdP's cookies; the first one signs, all verify. */
  cookieKeys: string[];
}

/** The bundled IdP's keys, generated once into DATA_DIR/keys so sessions and ID tokens survive restarts. */
export function loadIdpKeys(dataDir: string): IdpKeys {
  const jwks = JSON.parse(
    loadOrCreateKeyFile(dataDir, 'idp-jwks.json', () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const jwk = privateKey.export({ format: 'jwk' }) as JWK;
      const kid = createHash('sha256').update(String(jwk.n)).digest('base64url').slice(0, 16);
      return JSON.stringify({ keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] });
    }),
  ) as { keys: JWK[] };
  const cookieKeys = JSON.parse(
    loadOrCreateKeyFile(dataDir, 'idp-cookie-keys.json', () => JSON.stringify([randomBytes(32).toString('base64url')])),
  ) as string[];
  return { jwks, cookieKeys };
}
