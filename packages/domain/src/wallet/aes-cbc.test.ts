import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DecryptionError, aesCbcPayloadPattern, decryptAesCbc, encryptAesCbc } from './aes-cbc.ts';
import { decryptPinBackup, encryptPinBackup } from './pin-backup.ts';
import { encryptedPinSchema } from './wallet-schemas.ts';

const password = 'senha de recuperação forte';
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest();

// An independent implementation of the documented format (node:crypto, not WebCrypto) with a fixed IV.
function nodeEncrypt(plaintext: string, pass: string, ivHex: string): string {
  const cipher = createCipheriv('aes-256-cbc', sha256(pass), Buffer.from(ivHex, 'hex'));
  return `${ivHex}:${Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]).toString('hex')}`;
}

/** Flips one bit of the byte at `index` of the ciphertext half. */
function flipCiphertextByte(payload: string, index: number): string {
  const [iv, data] = payload.split(':') as [string, string];
  const bytes = Buffer.from(data, 'hex');
  bytes[index] = bytes[index]! ^ 0x01;
  return `${iv}:${bytes.toString('hex')}`;
}

describe('AES-CBC with a password (WebCrypto)', () => {
  it('round-trips text, including accents and emoji, in "iv:ciphertext" lowercase hex', async () => {
    for (const text of ['482916', 'Ação ambiental na Amazônia 🌳', '', 'x'.repeat(100)]) {
      const payload = await encryptAesCbc(text, password);
      expect(payload).toMatch(aesCbcPayloadPattern);
      expect(payload.split(':')[0]).toHaveLength(32);
      expect(await decryptAesCbc(payload, password)).toBe(text);
    }
  });

  it('uses a fresh random IV each time', async () => {
    const a = await encryptAesCbc('482916', password);
    const b = await encryptAesCbc('482916', password);
    expect(a.split(':')[0]).not.toBe(b.split(':')[0]);
    expect(a).not.toBe(b);
  });

  it('matches an independent AES-256-CBC whose key is SHA-256 of the password, both ways', async () => {
    const fromNode = nodeEncrypt('135790', password, '000102030405060708090a0b0c0d0e0f');
    expect(await decryptAesCbc(fromNode, password)).toBe('135790');

    const ours = await encryptAesCbc('Raiz 2025', password);
    const [iv, data] = ours.split(':') as [string, string];
    const decipher = createDecipheriv('aes-256-cbc', sha256(password), Buffer.from(iv, 'hex'));
    expect(Buffer.concat([decipher.update(Buffer.from(data, 'hex')), decipher.final()]).toString('utf8')).toBe('Raiz 2025');
  });

  it('fails with the wrong password', async () => {
    const payload = nodeEncrypt('482916', password, 'a0a1a2a3a4a5a6a7a8a9aaabacadaeaf');
    await expect(decryptAesCbc(payload, 'outra senha qualquer')).rejects.toBeInstanceOf(DecryptionError);
  });

  it('fails when the last block was tampered with', async () => {
    const payload = nodeEncrypt('482916', password, 'a0a1a2a3a4a5a6a7a8a9aaabacadaeaf');
    await expect(decryptAesCbc(flipCiphertextByte(payload, 15), password)).rejects.toBeInstanceOf(DecryptionError);
  });

  it('refuses malformed payloads with a clear error', async () => {
    for (const bad of ['', 'abc', '00:11', `${'0'.repeat(32)}:${'1'.repeat(31)}`, `${'0'.repeat(32)}${'1'.repeat(32)}`]) {
      await expect(decryptAesCbc(bad, password)).rejects.toThrow('Formato de dados criptografados inválido.');
    }
  });
});

describe('PIN backup', () => {
  it('round-trips a PIN and its payload passes the recovery API schema', async () => {
    const encrypted = await encryptPinBackup('000123', password);
    expect(encryptedPinSchema.safeParse(encrypted).success).toBe(true);
    expect(await decryptPinBackup(encrypted, password)).toBe('000123');
  });

  it('refuses to back up something that is not a 6-digit PIN', () => {
    expect(() => encryptPinBackup('12345', password)).toThrow(TypeError);
  });

  it('never returns a PIN for a wrong recovery password', async () => {
    const encrypted = await encryptPinBackup('482916', password);
    for (let i = 0; i < 40; i++) {
      await expect(decryptPinBackup(encrypted, `${password}-${i}`)).rejects.toThrow(
        'Senha de recuperação incorreta ou backup corrompido.',
      );
    }
  });

  it('detects a tampered IV that would turn the PIN into something else', async () => {
    const encrypted = await encryptPinBackup('482916', password);
    // CBC lets an attacker flip plaintext bits through the IV; flipping 0x40 makes the first digit a letter.
    const iv = Buffer.from(encrypted.slice(0, 32), 'hex');
    iv[0] = iv[0]! ^ 0x40;
    await expect(decryptPinBackup(`${iv.toString('hex')}${encrypted.slice(32)}`, password)).rejects.toBeInstanceOf(
      DecryptionError,
    );
  });

  it('rejects payloads the recovery API must not store', () => {
    for (const bad of ['ABCDEF', `${'A'.repeat(32)}:${'B'.repeat(32)}`, `${'0'.repeat(32)}:`, `${'0'.repeat(30)}:${'1'.repeat(32)}`]) {
      expect(encryptedPinSchema.safeParse(bad).success).toBe(false);
    }
  });
});
