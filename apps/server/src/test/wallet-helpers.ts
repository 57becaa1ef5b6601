import { expect } from 'vitest';
import type { Certificate } from '@raiz/domain';
import { deriveWallet } from '@raiz/domain/wallet/derive-wallet';
import { signMessage } from '@raiz/domain/wallet/sign-message';
import type { TestApp } from './test-app.ts';

type Headers = Record<string, string>;

/** Activates the person's wallet as the browser does: salt and hashes fetched, key derived, a challenge signed, bound. */
export async function activateWallet(t: TestApp, headers: Headers, pin = '135790') {
  const get = (url: string) => t.app.inject({ url, headers });
  const salt = (await get('/v1/wallets/evm/get-salt')).json().data.salt as string;
  const table = (await get('/v1/wallets/evm')).json().data;
  const wallet = deriveWallet({
    hashedAuthProviderId: table.hashed_auth_provider_id,
    hashedCpf: table.hashed_cpf,
    pin,
    salt,
  });
  const challenge = (
    await t.app.inject({ method: 'POST', url: '/v1/wallets/evm/challenge', headers, payload: {} })
  ).json().data;
  const bound = await t.app.inject({
    method: 'POST',
    url: '/v1/wallets/evm/address',
    headers,
    payload: {
      challengeId: challenge.challengeId,
      address: wallet.address,
      signature: await signMessage(wallet.privateKey, challenge.message),
    },
  });
  expect(bound.statusCode).toBe(200);
  return { wallet, salt };
}

let certifications = 0;

/**
 * Certifies a published report as its author's browser does: the draft, with its default public name, signed. Each from
 * an address of its own: POST /v1/certificates counts 20 a minute per address (rateLimits.certificateIssue), and a test
 * file certifies more than that.
 */
export async function certifyReport(
  t: TestApp,
  headers: Headers,
  privateKey: string,
  reportId: string,
): Promise<Certificate> {
  const draft = (await t.app.inject({ url: `/v1/reports/${reportId}/certificate-draft`, headers })).json().data;
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/certificates',
    headers,
    remoteAddress: `10.20.${Math.floor(++certifications / 250) % 250}.${(certifications % 250) + 1}`,
    payload: {
      reportId,
      signerName: draft.snapshot.signerName,
      sha256: draft.sha256,
      signature: await signMessage(privateKey, draft.message),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
