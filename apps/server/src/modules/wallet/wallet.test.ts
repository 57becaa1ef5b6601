import { eq, sql } from 'drizzle-orm';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveWallet } from '@raiz/domain/wallet/derive-wallet';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { hashAuthProviderId, hashCpf } from '@raiz/domain/wallet/identity-hashes';
import { decryptPinBackup, encryptPinBackup } from '@raiz/domain/wallet/pin-backup';
import { signMessage } from '@raiz/domain/wallet/sign-message';
import { rewardOutbox, walletChallenges } from '../../db/schema/index.ts';
import { uniqueCpf } from '../../db/factories.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import type { ChainService } from '../chain/chain.types.ts';

// The chain is not what these tests are about: a stand-in records the mints (or fails on demand).
const mints: { to: string; amount: bigint }[] = [];
let chainFails = false;
const recordingChain = {
  mintRdx: async (to: string, amount: bigint) => {
    if (chainFails) throw new Error('RPC fora do ar');
    mints.push({ to, amount });
    return `0x${'ab'.repeat(32)}`;
  },
} as Partial<ChainService> as ChainService;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.chain = recordingChain;
  });
}, 60_000);
afterAll(() => t?.close());

type Session = Awaited<ReturnType<typeof signIn>>;

const getJson = (url: string, s: Session) => t.app.inject({ method: 'GET', url, headers: s.headers });
const postJson = (url: string, s: Session, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: s.headers, ...(payload ? { payload } : {}) });

/** What the browser does: salt + data table A + PIN → key; then sign a fresh challenge with it. */
async function walletOf(s: Session, pin = '482916') {
  const salt = (await getJson('/v1/wallets/evm/get-salt', s)).json().data.salt as string;
  const table = (await getJson('/v1/wallets/evm', s)).json().data;
  return deriveWallet({ hashedAuthProviderId: table.hashed_auth_provider_id, hashedCpf: table.hashed_cpf, pin, salt });
}

async function challenge(s: Session) {
  const res = await postJson('/v1/wallets/evm/challenge', s);
  expect(res.statusCode).toBe(200);
  return res.json().data as { challengeId: string; message: string; expiresAt: string };
}

async function bind(s: Session, wallet: { privateKey: string; address: string }, address = wallet.address) {
  const c = await challenge(s);
  const signature = await signMessage(wallet.privateKey, c.message);
  return postJson('/v1/wallets/evm/address', s, { challengeId: c.challengeId, address, signature });
}

describe('GET /v1/wallets/evm/get-salt', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/wallets/evm/get-salt' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Faça login para continuar.');
  });

  it('answers a stable 32-byte salt, by Bearer or by cookie, the same the recovery API keeps for that user', async () => {
    const s = await signIn(t);
    const first = await getJson('/v1/wallets/evm/get-salt', s);
    expect(first.statusCode).toBe(200);
    const { salt } = first.json().data;
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    const byCookie = await t.app.inject({ method: 'GET', url: '/v1/wallets/evm/get-salt', headers: s.cookieHeaders });
    expect(byCookie.json().data.salt).toBe(salt);

    const fromRecovery = await postJson('/v1/recovery/get-salt-by-hashed-user-id-unsalted', s, {
      hashed_user_id_unsalted: hashUserId(s.user.id),
    });
    expect(fromRecovery.json()).toEqual({ data: { salt } });
  });

  it("gives each user their own salt, and one user cannot read another's from the recovery API", async () => {
    const [ana, bruno] = [await signIn(t), await signIn(t)];
    const anaSalt = (await getJson('/v1/wallets/evm/get-salt', ana)).json().data.salt;
    const brunoSalt = (await getJson('/v1/wallets/evm/get-salt', bruno)).json().data.salt;
    expect(anaSalt).not.toBe(brunoSalt);

    const stolen = await postJson('/v1/recovery/get-salt-by-hashed-user-id-unsalted', ana, {
      hashed_user_id_unsalted: hashUserId(bruno.user.id),
    });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().error.message).toBe('Este identificador não pertence à sua conta.');
    expect(stolen.body).not.toContain(brunoSalt);
  });
});

describe('recovery API mounted in the main process', () => {
  it('verifies the main API tokens and keeps the PIN backup of their owner', async () => {
    const s = await signIn(t);
    const hashed = hashUserId(s.user.id);
    const encrypted = await encryptPinBackup('135790', 'senha de recuperação longa');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/v1/recovery/pin-backup',
      headers: s.cookieHeaders,
      payload: { hashed_user_id_unsalted: hashed, encrypted_pin: encrypted },
    });
    expect(saved.json()).toEqual({ data: { ok: true } });
    const recovered = await postJson('/v1/recovery/recover-pin', s, { hashed_user_id_unsalted: hashed });
    expect(await decryptPinBackup(recovered.json().data.encrypted_pin, 'senha de recuperação longa')).toBe('135790');

    const noToken = await t.app.inject({
      method: 'POST',
      url: '/v1/recovery/recover-pin',
      payload: { hashed_user_id_unsalted: hashed },
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/recovery/get-salt-by-hashed-user-id-unsalted',
        '/v1/recovery/pin-backup',
        '/v1/wallets/evm/address',
      ]),
    );
  });
});

describe('GET /v1/wallets/evm', () => {
  it("answers the caller's data table A and its pending rewards", async () => {
    const cpf = uniqueCpf();
    const s = await signIn(t, { cpf, issuer: 'http://localhost:3000/idp', subject: `sub-${Date.now()}` });
    const res = await getJson('/v1/wallets/evm', s);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        hashed_auth_provider_id: hashAuthProviderId('http://localhost:3000/idp', s.user.subject),
        hashed_cpf: hashCpf(cpf),
        evm_address: null,
        rewards_pending: 0,
      },
    });
  });
});

describe('POST /v1/wallets/evm/challenge', () => {
  it('answers a Portuguese one-use message with a random code, valid for 5 minutes', async () => {
    const s = await signIn(t);
    const a = await challenge(s);
    const b = await challenge(s);
    expect(a.message).toMatch(/^Raiz — ativação de carteira\n/);
    expect(a.message).toContain(s.user.username);
    expect(a.message).not.toBe(b.message);
    const ttl = new Date(a.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
    expect(a.message).toContain(`Válido até: ${a.expiresAt}`);
  });
});

describe('POST /v1/wallets/evm/address', () => {
  it('binds the derived address after checking the signature, and grants 100 RDX once, through the outbox', async () => {
    const cpf = uniqueCpf();
    const s = await signIn(t, { cpf });
    const wallet = await walletOf(s);
    await t.app.rewards.drain();
    const before = mints.length;
    const res = await bind(s, wallet);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      evm_address: wallet.address,
      hashed_cpf: hashCpf(cpf),
      reward_pending: true,
    });
    await t.app.rewards.drain();
    expect(mints.slice(before)).toEqual([{ to: wallet.address, amount: 100_000_000n }]);
    expect((await getJson('/v1/wallets/evm', s)).json().data).toMatchObject({
      evm_address: wallet.address,
      rewards_pending: 0,
    });

    // The same wallet again (a new device, say): fine, nothing changes, no second reward.
    const again = await bind(s, wallet);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ evm_address: wallet.address, reward_pending: false });
    await t.app.rewards.drain();
    expect(mints.length).toBe(before + 1);
  });

  it('refuses, with 409, a different wallet once one is bound (a wrong PIN gives another address)', async () => {
    const s = await signIn(t, { cpf: uniqueCpf() });
    expect((await bind(s, await walletOf(s, '111111'))).statusCode).toBe(200);
    const other = await bind(s, await walletOf(s, '222222'));
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe('Sua conta já tem outra carteira vinculada.');
  });

  it('refuses an address already bound to another account', async () => {
    const owner = await signIn(t, { cpf: uniqueCpf() });
    const intruder = await signIn(t, { cpf: uniqueCpf() });
    const wallet = Wallet.createRandom();
    expect((await bind(owner, wallet)).statusCode).toBe(200);
    const res = await bind(intruder, wallet);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Este endereço já está vinculado a outra conta.');
  });

  const refusedBinds: {
    case: string;
    message: string;
    sign?: (wallet: { privateKey: string }, message: string) => Promise<string>;
    expired?: boolean;
    othersChallenge?: boolean;
  }[] = [
    {
      case: 'a signature made by another key',
      message: 'A assinatura não corresponde ao endereço informado.',
      sign: (_wallet, message) => Wallet.createRandom().signMessage(message),
    },
    {
      case: 'a signature over another message',
      message: 'A assinatura não corresponde ao endereço informado.',
      sign: (wallet, message) => signMessage(wallet.privateKey, `${message} `),
    },
    { case: 'a malformed signature', message: 'Assinatura inválida.', sign: async () => `0x${'00'.repeat(65)}` },
    { case: 'an expired challenge', message: 'O desafio expirou. Gere um novo e assine de novo.', expired: true },
    {
      case: "another user's challenge",
      message: 'Desafio não encontrado. Gere um novo e assine de novo.',
      othersChallenge: true,
    },
  ];
  it.each(refusedBinds)(
    'refuses $case (400) and binds nothing',
    async ({ message, sign = (wallet, text) => signMessage(wallet.privateKey, text), expired, othersChallenge }) => {
      const s = await signIn(t, { cpf: uniqueCpf() });
      const wallet = await walletOf(s);
      const c = await challenge(othersChallenge ? await signIn(t, { cpf: uniqueCpf() }) : s);
      if (expired) {
        await t.app.db
          .update(walletChallenges)
          .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
          .where(eq(walletChallenges.id, c.challengeId));
      }
      const res = await postJson('/v1/wallets/evm/address', s, {
        challengeId: c.challengeId,
        address: wallet.address,
        signature: await sign(wallet, c.message),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect((await getJson('/v1/wallets/evm', s)).json().data.evm_address).toBeNull();
    },
  );

  it('refuses a malformed body, naming each field', async () => {
    const s = await signIn(t, { cpf: uniqueCpf() });
    const badShape = await postJson('/v1/wallets/evm/address', s, {
      challengeId: 'x',
      address: '0x12',
      signature: 'abc',
    });
    expect(badShape.statusCode).toBe(400);
    expect(Object.keys(badShape.json().error.fields).sort()).toEqual(['address', 'challengeId', 'signature']);
  });

  it('accepts a challenge once only, even when the first attempt failed', async () => {
    const s = await signIn(t, { cpf: uniqueCpf() });
    const wallet = await walletOf(s);
    const c = await challenge(s);
    const signature = await signMessage(wallet.privateKey, c.message);
    const payload = { challengeId: c.challengeId, address: wallet.address, signature };
    expect((await postJson('/v1/wallets/evm/address', s, payload)).statusCode).toBe(200);
    const replay = await postJson('/v1/wallets/evm/address', s, payload);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe('Este desafio já foi usado. Gere um novo e assine de novo.');
  });

  it('asks for the CPF first when none is set', async () => {
    const s = await signIn(t, { cpf: null });
    const res = await bind(s, Wallet.createRandom());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Informe seu CPF em Conta antes de ativar a carteira.');
  });

  it('still binds when the chain is down; the reward stays pending, is retried later, and is minted once', async () => {
    const s = await signIn(t, { cpf: uniqueCpf() });
    const wallet = await walletOf(s);
    await t.app.rewards.drain();
    const before = mints.length;
    chainFails = true;
    try {
      const res = await bind(s, wallet);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ evm_address: wallet.address, reward_pending: true });
      await t.app.rewards.drain();
    } finally {
      chainFails = false;
    }
    // What the wallet screen shows meanwhile ("Recompensa pendente"), and the retry's time and reason.
    expect((await getJson('/v1/wallets/evm', s)).json().data.rewards_pending).toBe(1);
    const [queued] = await t.app.db.select().from(rewardOutbox).where(eq(rewardOutbox.recipient, wallet.address));
    expect(queued).toMatchObject({ status: 'pending', attempts: 1, lastError: 'RPC fora do ar', txHash: null });
    expect(new Date(queued!.nextAttemptAt).getTime()).toBeGreaterThan(Date.now());

    // Its time comes (made due here rather than waited for): the next run mints it, once.
    await t.app.db
      .update(rewardOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(rewardOutbox.id, queued!.id));
    await Promise.all([t.app.rewards.drain(), t.app.rewards.drain()]);
    expect(mints.slice(before)).toEqual([{ to: wallet.address, amount: 100_000_000n }]);
    const [sent] = await t.app.db.select().from(rewardOutbox).where(eq(rewardOutbox.id, queued!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, txHash: `0x${'ab'.repeat(32)}`, lastError: null });
    expect((await getJson('/v1/wallets/evm', s)).json().data.rewards_pending).toBe(0);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/wallets/evm/challenge' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 to a logged-out call with a bad body, before looking at the body', async () => {
    for (const auth of [{}, { authorization: 'Bearer nao-e-um-token' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/wallets/evm/address',
        headers: auth,
        payload: { challengeId: 'x', address: 'não é endereço' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
      expect(res.json().error.fields).toBeUndefined();
    }
  });
});
