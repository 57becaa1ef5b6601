import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  calculateJwkThumbprint,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importPKCS8,
  type CryptoKey,
  type JWK,
} from 'jose';
import { isClusterMode } from '../config.ts';
import type { Db } from '../db/client.ts';
import { serverKeys } from '../db/schema/index.ts';

export const ACCESS_TOKEN_ALG = 'ES256';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where this deployment keeps the keys the environment does not give (see keyStoreFor). */
    keyStore: KeyStore;
  }
}

// Where the server's own keys live when the environment does not give them (docs/operations.md#key-rotation): files
// under DATA_DIR/keys for one instance, or the shared database's server_keys table in cluster mode, so a second
// instance needs no setting. Either way a key is generated once; the first writer wins and everyone reads its value.

/** Reads the named key, or stores the value of `create` when there is none yet (and answers what was stored). */
export type KeyStore = (name: string, create: () => string | Promise<string>) => Promise<string>;

/** Files under DATA_DIR/keys, created once with owner-only permissions. */
export function fileKeyStore(dataDir: string): KeyStore {
  return async (name, create) => {
    const file = path.join(dataDir, 'keys', name);
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
    const value = await create();
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      // 'wx': when two processes start together, the first writer wins and both read its value.
      fs.writeFileSync(file, value, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      return fs.readFileSync(file, 'utf8');
    }
    return value;
  };
}

/** Rows of server_keys in the shared database: instances starting together all end up with the first one's key. */
export function databaseKeyStore(db: Db): KeyStore {
  return async (name, create) => {
    const read = async () =>
      (await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name)))[0];
    const known = await read();
    if (known) return known.value;
    await db
      .insert(serverKeys)
      .values({ name, value: await create() })
      .onConflictDoNothing();
    return (await read())!.value;
  };
}

/** The key store of this deployment: the shared database in cluster mode (DATABASE_URL), DATA_DIR/keys otherwise. */
export function keyStoreFor(config: { databaseUrl?: string; dataDir: string }, db: Db): KeyStore {
  return isClusterMode(config) ? databaseKeyStore(db) : fileKeyStore(config.dataDir);
}

export interface SigningKeys {
  privateKey: CryptoKey;
  publicJwk: JWK;
  kid: string;
}

/** The access-token signing key: JWT_PRIVATE_KEY when given, else generated once into the key store. */
export async function loadSigningKeys(store: KeyStore, pem?: string): Promise<SigningKeys> {
  const pkcs8 =
    pem?.replace(/\\n/g, '\n') ??
    (await store('jwt-es256.pem', async () => {
      const { privateKey } = await generateKeyPair(ACCESS_TOKEN_ALG, { extractable: true });
      return exportPKCS8(privateKey);
    }));
  const privateKey = await importPKCS8(pkcs8, ACCESS_TOKEN_ALG, { extractable: true });
  const { d: _d, ...publicJwk } = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return { privateKey, publicJwk: { ...publicJwk, alg: ACCESS_TOKEN_ALG, use: 'sig', kid }, kid };
}

/** Secret that signs our own cookies (the short-lived login state): COOKIE_SECRET, else generated once into the store. */
export async function loadCookieSecret(store: KeyStore, fromEnv?: string): Promise<string> {
  return fromEnv ?? (await store('cookie-secret', () => randomBytes(32).toString('base64url'))).trim();
}
