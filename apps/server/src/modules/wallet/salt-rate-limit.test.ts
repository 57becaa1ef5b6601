import { beforeAll, describe, expect, it } from 'vitest';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { recoveryRateLimits } from '@raiz/recovery/rate-limits';
import { signIn, useTestApp } from '../../test/test-app.ts';

// The recovery API mounted in process (the default): both routes that answer a salt count in one limiter.
const t = useTestApp();
beforeAll(async () => {
  // The embedded recovery database opens on first use (seconds): open it here, from an address no test uses.
  const warm = await t.app.inject({
    url: '/v1/wallets/evm/get-salt',
    headers: (await signIn(t)).headers,
    remoteAddress: '192.0.2.1',
  });
  expect(warm.statusCode).toBe(200);
}, 60_000);

type Session = Awaited<ReturnType<typeof signIn>>;
const viaWallet = (s: Session, ip: string) =>
  t.app.inject({ method: 'GET', url: '/v1/wallets/evm/get-salt', headers: s.headers, remoteAddress: ip });
const viaRecovery = (s: Session, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/recovery/get-salt-by-hashed-user-id-unsalted',
    headers: s.headers,
    payload: { hashed_user_id_unsalted: hashUserId(s.user.id) },
    remoteAddress: ip,
  });

function expectTooMany(res: Awaited<ReturnType<typeof viaWallet>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    error: { code: 'too_many_requests', message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' },
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('salt rate limits', () => {
  it('counts one bucket per person across both salt routes', async () => {
    const ana = await signIn(t);
    const ip = '198.51.100.1';
    for (let i = 0; i < recoveryRateLimits.saltPerPerson.max; i++) {
      const res = await (i % 2 ? viaRecovery(ana, ip) : viaWallet(ana, ip));
      expect(res.statusCode, `read ${i + 1}`).toBe(200);
    }
    expectTooMany(await viaWallet(ana, ip));
    expectTooMany(await viaRecovery(ana, ip));
    // Nor does another address help the same person.
    expectTooMany(await viaWallet(ana, '198.51.100.2'));

    // Someone else, from the same address, is not held back by ana's bucket.
    const bruno = await signIn(t);
    expect((await viaWallet(bruno, ip)).statusCode).toBe(200);
  });

  it('caps one address whatever the number of accounts behind it', async () => {
    const ip = '203.0.113.9';
    const perAccount = 20; // under the per-person limit, so only the address ceiling can refuse
    const accounts = Math.ceil(recoveryRateLimits.saltPerAddress.max / perAccount);
    let served = 0;
    for (let a = 0; a < accounts; a++) {
      const s = await signIn(t);
      for (let i = 0; i < perAccount && served < recoveryRateLimits.saltPerAddress.max; i++, served++) {
        const res = await (i % 2 ? viaRecovery(s, ip) : viaWallet(s, ip));
        expect(res.statusCode, `account ${a + 1}, read ${i + 1}`).toBe(200);
      }
    }
    const fresh = await signIn(t);
    expectTooMany(await viaWallet(fresh, ip));
    expectTooMany(await viaRecovery(fresh, ip));
    // The same new account from another address is served.
    expect((await viaWallet(fresh, '203.0.113.10')).statusCode).toBe(200);
  });
});
