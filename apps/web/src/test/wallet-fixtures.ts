// The person, wallet and certified snapshot the wallet and certificate tests share.
import type { CertificateSnapshot } from '@raiz/domain';
import { deriveWallet } from '@raiz/domain/wallet/derive-wallet';
import { sessionUser } from './session-users';

// jsdom swaps in its own Uint8Array, while node:crypto (which ethers uses under Node) returns Node's, so ethers' byte
// checks fail in this environment only; a browser has one realm. Restore Node's: the wallet's real crypto runs here.
globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;

export const userId = '0b9f3c1e-5d2a-4c8b-9e7f-1a2b3c4d5e6f';
export const ana = sessionUser('ana', userId);
export const hashes = { hashed_auth_provider_id: 'a1'.repeat(32), hashed_cpf: 'c2'.repeat(32) };
export const salt = '5a'.repeat(32);
export const PIN = '482916';
/** The wallet Ana's PIN derives: the one bound to her account. */
export const boundWallet = deriveWallet({
  hashedAuthProviderId: hashes.hashed_auth_provider_id,
  hashedCpf: hashes.hashed_cpf,
  pin: PIN,
  salt,
});

export const reportId = '8d2f0c3e-1111-4222-8333-944455556666';
/** A published report's content as a certificate freezes it. */
export const certifiedSnapshot: CertificateSnapshot = {
  reportId,
  title: 'Reflorestamento da nascente',
  projectName: 'Nascentes do Cerrado',
  periodStart: '2025-01-01',
  periodEnd: '2025-06-30',
  summary: 'Plantio de mudas nativas.',
  indicators: {
    co2eTonnes: 35.5,
    treesPlanted: 1200,
    restoredAreaHa: null,
    waterM3: null,
    wasteTonnes: null,
    peopleBenefited: 80,
  },
  publishedAt: '2025-07-01T12:00:00.000Z',
};
