import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computePinHash, deriveWallet } from './derive-wallet.ts';
import { hashUserId } from './hash-user-id.ts';
import { hashAuthProviderId, hashCpf } from './identity-hashes.ts';
import { sha256Hex } from './sha256.ts';
import { isSignedBy, recoverMessageSigner, signMessage } from './sign-message.ts';

interface WalletVector {
  input: { userId: string; cpf: string; issuer: string; sub: string; pin: string; salt: string };
  hashed_user_id_unsalted: string;
  hashed_user_id: string;
  hashed_cpf: string;
  hashed_auth_provider_id: string;
  pin_hash: string;
  private_key: string;
  evm_address: string;
  message: string;
  signature: string;
  wrong_pin: string;
  wrong_pin_address: string;
}

const committed = new URL('./fixtures/wallet-vectors.json', import.meta.url);
// The shared design folder sits beside the clone (../shared); the committed copy must not drift from it.
const shared = new URL('../../../../../shared/fixtures/wallet-vectors.json', import.meta.url);
const vectors = JSON.parse(fs.readFileSync(committed, 'utf8')) as WalletVector[];

describe('wallet vectors (docs/design.md §4)', () => {
  it('has the vectors, identical to the shared fixtures when those are present', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(3);
    if (fs.existsSync(shared)) expect(JSON.parse(fs.readFileSync(shared, 'utf8'))).toEqual(vectors);
  });

  describe.each(vectors.map((v) => [v.input.sub, v] as const))('vector %s', (_name, v) => {
    const { input } = v;

    it('hashes the user id, unsalted and salted', () => {
      expect(hashUserId(input.userId)).toBe(v.hashed_user_id_unsalted);
      expect(hashUserId(input.userId, input.salt)).toBe(v.hashed_user_id);
      expect(sha256Hex(v.hashed_user_id_unsalted + input.salt)).toBe(v.hashed_user_id);
    });

    it('hashes the CPF and the auth provider id', () => {
      expect(hashCpf(input.cpf)).toBe(v.hashed_cpf);
      expect(hashAuthProviderId(input.issuer, input.sub)).toBe(v.hashed_auth_provider_id);
    });

    it('hashes the PIN with the salt', () => {
      expect(computePinHash(input.pin, input.salt)).toBe(v.pin_hash);
    });

    it('derives the private key and EIP-55 address', () => {
      const wallet = deriveWallet({
        hashedAuthProviderId: v.hashed_auth_provider_id,
        hashedCpf: v.hashed_cpf,
        pin: input.pin,
        salt: input.salt,
      });
      expect(wallet).toEqual({ privateKey: v.private_key, address: v.evm_address });
    });

    it('signs the message into the vector signature (EIP-191), which recovers to the address', async () => {
      const { privateKey } = deriveWallet({ hashedAuthProviderId: v.hashed_auth_provider_id, hashedCpf: v.hashed_cpf, pin: input.pin, salt: input.salt });
      expect(await signMessage(privateKey, v.message)).toBe(v.signature);
      expect(recoverMessageSigner(v.message, v.signature)).toBe(v.evm_address);
      expect(isSignedBy(v.message, v.signature, v.evm_address.toLowerCase())).toBe(true);
      expect(isSignedBy(`${v.message}.`, v.signature, v.evm_address)).toBe(false);
    });

    it('gives the wrong-PIN address for the wrong PIN', () => {
      const wrong = deriveWallet({ hashedAuthProviderId: v.hashed_auth_provider_id, hashedCpf: v.hashed_cpf, pin: v.wrong_pin, salt: input.salt });
      expect(wrong.address).toBe(v.wrong_pin_address);
      expect(wrong.address).not.toBe(v.evm_address);
    });
  });
});

describe('deriveWallet input checks', () => {
  const base = { hashedAuthProviderId: 'a'.repeat(64), hashedCpf: 'b'.repeat(64), pin: '123456', salt: 'c'.repeat(64) };

  it('refuses an empty part instead of deriving another wallet', () => {
    for (const key of Object.keys(base) as (keyof typeof base)[]) {
      expect(() => deriveWallet({ ...base, [key]: '' })).toThrow(TypeError);
    }
  });

  it('gives a different address for a different salt', () => {
    expect(deriveWallet(base).address).not.toBe(deriveWallet({ ...base, salt: 'd'.repeat(64) }).address);
  });

  it('hashes a punctuated CPF like its digits and refuses a short one', () => {
    expect(hashCpf('529.982.247-25')).toBe(hashCpf('52998224725'));
    expect(() => hashCpf('123')).toThrow(TypeError);
  });

  it('recovers nothing from a malformed signature', () => {
    expect(recoverMessageSigner('x', '0x1234')).toBeNull();
  });
});
