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
