import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, exportPKCS8, generateKeyPair, importPKCS8, type CryptoKey, type JWK } from 'jose';

export const ACCESS_TOKEN_ALG = 'ES256';

export interface SigningKeys {
  privateKey: CryptoKey;
  publicJwk: JWK;
  kid: string;
}

/** The access-token signing key: JWT_PRIVATE_KEY when given, else generated once into DATA_DIR/keys. */
export async function loadSigningKeys(dataDir: string, pem?: string): Promise<SigningKeys> {
  let pkcs8 = pem?.replace(/\\n/g, '\n');
  if (!pkcs8) {
    const file = path.join(dataDir, 'keys', 'jwt-es256.pem');
    if (fs.existsSync(file)) pkcs8 = fs.readFileSync(file, 'utf8');
    else {
      const { privateKey } = await generateKeyPair(ACCESS_TOKEN_ALG, { extractable: true });
      pkcs8 = await exportPKCS8(privateKey);
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      fs.writeFileSync(file, pkcs8, { mode: 0o600 });
    }
  }
  const privateKey = await importPKCS8(pkcs8, ACCESS_TOKEN_ALG, { extractable: true });
  const { d: _d, ...publicJwk } = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return { privateKey, publicJwk: { ...publicJwk, alg: ACCESS_TOKEN_ALG, use: 'sig', kid }, kid };
}

/** A file under DATA_DIR/keys, created once by `create` (owner-only permissions); later starts read it back. */
export function loadOrCreateKeyFile(dataDir: string, name: string, create: () => string): string {
  const file = path.join(dataDir, 'keys', name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  const value = create();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx': when two processes start together, the first writer wins and both read its value.
    fs.writeFileSync(file, value, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return fs.readFileSync(file, 'utf8');
  }
  return value;
}

/** Secret that signs our own cookies (the short-lived login state), generated once into DATA_DIR/keys. */
export function loadCookieSecret(dataDir: string): string {
  return loadOrCreateKeyFile(dataDir, 'cookie-secret', () => randomBytes(32).toString('base64url')).trim();
}
