/**
 * AES-CBC with a password, as the PIN backup uses it (docs/design.md §4): key = SHA-256 of the password's UTF-8 bytes
 * (AES-256), a fresh 16-byte random IV each time, PKCS#7 padding, output "iv:ciphertext" in lowercase hex.
 * WebCrypto only (`globalThis.crypto.subtle`), so the same code runs in the browser and in Node.
 * CBC has no integrity check: a wrong password or a tampered payload is detected only when the padding (or, for
 * PIN backups, the 6-digit shape) comes out wrong — see decryptPinBackup.
 */

/** "iv:ciphertext": 16-byte IV, then one or more 16-byte blocks, lowercase hex. */
export const aesCbcPayloadPattern = /^[0-9a-f]{32}:(?:[0-9a-f]{32})+$/;

/** Thrown when a payload cannot be decrypted: wrong password, tampered or malformed data. */
export class DecryptionError extends Error {
  constructor(message = 'Não foi possível descriptografar: senha incorreta ou dados corrompidos.') {
    super(message);
    this.name = 'DecryptionError';
  }
}

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto (crypto.subtle) is not available: use HTTPS or localhost');
  return s;
}

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

async function keyFromPassword(password: string, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  const digest = await subtle().digest('SHA-256', new TextEncoder().encode(password));
  return subtle().importKey('raw', digest, { name: 'AES-CBC' }, false, [usage]);
}

/** Encrypts UTF-8 text with a password; returns "iv:ciphertext" lowercase hex. */
export async function encryptAesCbc(plaintext: string, password: string): Promise<string> {
  if (!password) throw new TypeError('encryptAesCbc: password is empty');
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(16));
  const key = await keyFromPassword(password, 'encrypt');
  const ciphertext = await subtle().encrypt({ name: 'AES-CBC', iv }, key, new TextEncoder().encode(plaintext));
  return `${toHex(iv)}:${toHex(new Uint8Array(ciphertext))}`;
}

/** Decrypts an "iv:ciphertext" payload; throws DecryptionError when it cannot (wrong password, bad padding, bad text). */
export async function decryptAesCbc(payload: string, password: string): Promise<string> {
  const normalized = payload.trim().toLowerCase();
  if (!aesCbcPayloadPattern.test(normalized)) throw new DecryptionError('Formato de dados criptografados inválido.');
  const [ivHex, dataHex] = normalized.split(':') as [string, string];
  const key = await keyFromPassword(password, 'decrypt');
  let plain: ArrayBuffer;
  try {
    plain = await subtle().decrypt({ name: 'AES-CBC', iv: fromHex(ivHex) }, key, fromHex(dataHex));
  } catch {
    throw new DecryptionError();
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new DecryptionError();
  }
}
