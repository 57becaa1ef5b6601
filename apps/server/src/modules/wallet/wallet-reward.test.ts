import { beforeAll, describe, expect, it } from 'vitest';
import { deriveWallet } from '@raiz/domain/wallet/derive-wallet';
import { signMessage } from '@raiz/domain/wallet/sign-message';
import { uniqueCpf } from '../../db/factories.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

// With the bundled dev chain: activating a wallet leaves 100 RDX on it, as the wallet screen will show.
const t = useTestApp({ DEV_CHAIN: 'on' });
beforeAll(async () => {}, 120_000);

describe('wallet activation on the dev chain', () => {
  it('grants 100 RDX to a newly activated wallet, and nothing more when it is bound again', async () => {
    const s = await signIn(t, { cpf: uniqueCpf() });
    const get = (url: string) => t.app.inject({ url, headers: s.headers });
    const salt = (await get('/v1/wallets/evm/get-salt')).json().data.salt;
    const table = (await get('/v1/wallets/evm')).json().data;
    const wallet = deriveWallet({
      hashedAuthProviderId: table.hashed_auth_provider_id,
      hashedCpf: table.hashed_cpf,
      pin: '135790',
      salt,
    });

    const bind = async () => {
      const c = (await t.app.inject({ method: 'POST', url: '/v1/wallets/evm/challenge', headers: s.headers })).json()
        .data;
      const signature = await signMessage(wallet.privateKey, c.message);
      return t.app.inject({
        method: 'POST',
        url: '/v1/wallets/evm/address',
        headers: s.headers,
        payload: { challengeId: c.challengeId, address: wallet.address, signature },
      });
    };

    const first = await bind();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.reward_pending).toBe(true);
    await t.app.rewards.drain();
    expect(await t.app.chain!.balanceOf(wallet.address)).toBe(100_000_000n);
    expect((await get('/v1/wallets/evm')).json().data.rewards_pending).toBe(0);

    expect((await bind()).statusCode).toBe(200);
    await t.app.rewards.drain();
    expect(await t.app.chain!.balanceOf(wallet.address)).toBe(100_000_000n);
  });
});
