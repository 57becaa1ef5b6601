import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** scrypt is memory-hard: N=2^15, r=8 needs 32 MiB per guess. maxmem leaves headroom above 128·N·r. */
export const PASSWORD_HASH_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;

/**
 * The test runs' cost, 32 times cheaper: for the server tests (useCheapPasswordHashingInTests) and the accounts the
 * end-to-end run's people factory makes (src/test/people-factory.ts). A hash carries its parameters, so the login that
 * checks it pays the same small cost; production's cost stays for every other hash.
 */
export const TEST_PASSWORD_HASH_PARAMS: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

let params: ScryptParams = PASSWORD_HASH_PARAMS;

/**
 * For the test runner only: new hashes at N=2^10, 32 times cheaper, since every server test file seeds the demo
 * accounts and many sign people up. Not a setting: nothing but the server tests' Vitest setup file
 * (src/test/setup.ts) calls it, and it refuses to act unless Vitest runs this process in test mode, so no configuration
 * or environment of a running server can lower the cost. Hashes keep their parameters, so they verify as before.
 */
export function useCheapPasswordHashingInTests(): void {
  if (!process.env.VITEST || process.env.NODE_ENV !== 'test') {
    throw new Error('Cheap password hashing is for the test runner only.');
  }
  params = TEST_PASSWORD_HASH_PARAMS;
}

function derive(password: string, salt: Buffer, cost: ScryptParams, keyLength: number) {
  const options: ScryptOptions = { ...cost, maxmem: MAX_MEM };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, cost: ScryptParams = params): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64url');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Number.isInteger(params.N) || !Number.isInteger(params.r) || !Number.isInteger(params.p)) return false;
  const key = await derive(password, Buffer.from(saltText, 'base64url'), params, expected.length);
  return timingSafeEqual(key, expected);
}

/** A hash of nothing in particular, so an unknown e-mail costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
