import { eq } from 'drizzle-orm';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalSha256 } from '@raiz/domain/wallet/canonical-hash';
import { certificateMessage } from '@raiz/domain/wallet/certificate-message';
import { deriveWallet } from '@raiz/domain/wallet/derive-wallet';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { signMessage } from '@raiz/domain/wallet/sign-message';
import { reports } from '../../db/schema/index.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import type { ChainService } from '../chain/chain.types.ts';

// The chain is not under test here (it has its own tests against Anvil): a stand-in records the rewards.
const mints: { to: string; amount: bigint }[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.chain = { mintRdx: async (to: string, amount: bigint) => (mints.push({ to, amount }), '0x') } as Partial<ChainService> as ChainService;
  });
}, 60_000);
afterAll(() => t?.close());

type Session = Awaited<ReturnType<typeof signIn>>;
const get = (url: string, s?: Session) => t.app.inject({ method: 'GET', url, headers: s?.headers ?? {} });
const post = (url: string, s: Session, payload: object) => t.app.inject({ method: 'POST', url, headers: s.headers, payload });

/** A person with a CPF and an activated wallet, as the browser would leave them. */
async function personWithWallet(pin = '135790') {
  const s = await signIn(t, { cpf: '39053344705' });
  const salt = (await get('/v1/wallets/evm/get-salt', s)).json().data.salt as string;
  const table = (await get('/v1/wallets/evm', s)).json().data;
  const wallet = deriveWallet({ hashedAuthProviderId: table.hashed_auth_provider_id, hashedCpf: table.hashed_cpf, pin, salt });
  const c = (await post('/v1/wallets/evm/challenge', s, {})).json().data;
  const bound = await post('/v1/wallets/evm/address', s, {
    challengeId: c.challengeId,
    address: wallet.address,
    signature: await signMessage(wallet.privateKey, c.message),
  });
  expect(bound.statusCode).toBe(200);
  return { s, wallet, salt };
}

async function publishedReport(s: Session, status = 'published') {
  const [r] = await t.app.db
    .insert(reports)
    .values({ ownerId: s.user.id, title: 'Restauração da mata ciliar', periodStart: '2026-01-01', periodEnd: '2026-06-30', summary: 'Seis meses de plantio.', status, co2eTonnes: 12.75, treesPlanted: 1500, publishedAt: new Date().toISOString() })
    .returning();
  return r!;
}

describe('certificates', () => {
  it('certifies a published report signed by its author, freezes it and rewards 10 RDX', async () => {
    const { s, wallet, salt } = await personWithWallet();
    const report = await publishedReport(s);

    const draft = (await get(`/v1/reports/${report.id}/certificate-draft`, s)).json().data;
    // The browser recomputes the hash itself before signing.
    expect(canonicalSha256(draft.snapshot)).toBe(draft.sha256);
    expect(draft.message).toBe(certificateMessage(report.id, draft.sha256));
    expect(draft.snapshot).toMatchObject({ title: 'Restauração da mata ciliar', indicators: { co2eTonnes: 12.75, treesPlanted: 1500 } });

    const res = await post('/v1/certificates', s, { reportId: report.id, sha256: draft.sha256, signature: await signMessage(wallet.privateKey, draft.message) });
    expect(res.statusCode).toBe(201);
    const cert = res.json().data;
    expect(cert.code).toMatch(/^[0-9A-Z]{10}$/);
    expect(cert.signerAddress).toBe(wallet.address);
    expect(cert.signerRef).toBe(hashUserId(s.user.id, salt));
    expect(mints).toContainEqual({ to: wallet.address, amount: 10_000_000n });

    const [stored] = await t.app.db.select().from(reports).where(eq(reports.id, report.id));
    expect(stored!.status).toBe('certified');
    const edit = await t.app.inject({ method: 'PATCH', url: `/v1/reports/${report.id}`, headers: s.headers, payload: { title: 'Outro', version: stored!.version } });
    expect(edit.statusCode).toBe(409);

    // Anyone can read it, without a session, by its code (any case).
    const pub = await get(`/v1/public/certificates/${cert.code.toLowerCase()}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data).toMatchObject({ code: cert.code, sha256: draft.sha256, signerAddress: wallet.address });
    expect(pub.body).not.toContain(s.user.email);

    const mine = (await get('/v1/certificates', s)).json().data;
    expect(mine.map((c: { code: string }) => c.code)).toEqual([cert.code]);
    const again = await post('/v1/certificates', s, { reportId: report.id, sha256: draft.sha256, signature: cert.signature });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a tampered hash', async () => {
    const { s, wallet } = await personWithWallet();
    const report = await publishedReport(s);
    const draft = (await get(`/v1/reports/${report.id}/certificate-draft`, s)).json().data;
    const tampered = canonicalSha256({ ...draft.snapshot, indicators: { ...draft.snapshot.indicators, co2eTonnes: 9999 } });
    const res = await post('/v1/certificates', s, {
      reportId: report.id,
      sha256: tampered,
      signature: await signMessage(wallet.privateKey, certificateMessage(report.id, tampered)),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('O relatório mudou desde que foi assinado. Revise-o e assine novamente.');
  });

  it('refuses a signature by another key, e.g. a wrong PIN', async () => {
    const { s, wallet } = await personWithWallet();
    const report = await publishedReport(s);
    const draft = (await get(`/v1/reports/${report.id}/certificate-draft`, s)).json().data;
    for (const key of [Wallet.createRandom().privateKey]) {
      const res = await post('/v1/certificates', s, { reportId: report.id, sha256: draft.sha256, signature: await signMessage(key, draft.message) });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('A assinatura não corresponde à carteira do autor do relatório.');
    }
    expect(wallet.address).toBeTruthy();
  });

  it("refuses drafts, others' reports, missing wallets and bad input", async () => {
    const { s } = await personWithWallet();
    const draft = await publishedReport(s, 'draft');
    const res = await get(`/v1/reports/${draft.id}/certificate-draft`, s);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Publique o relatório antes de certificá-lo.');

    const other = await signIn(t);
    const mine = await publishedReport(s);
    expect((await get(`/v1/reports/${mine.id}/certificate-draft`, other)).statusCode).toBe(404);

    const otherReport = await publishedReport(other);
    const d = (await get(`/v1/reports/${otherReport.id}/certificate-draft`, other)).json().data;
    const noWallet = await post('/v1/certificates', other, { reportId: otherReport.id, sha256: d.sha256, signature: `0x${'1'.repeat(130)}` });
    expect(noWallet.statusCode).toBe(400);
    expect(noWallet.json().error.message).toBe('Ative sua carteira antes de certificar um relatório.');

    const bad = await post('/v1/certificates', s, { reportId: 'x', sha256: 'y', signature: 'z' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['reportId', 'sha256', 'signature']);
    expect((await get('/v1/public/certificates/!!')).statusCode).toBe(400);
    expect((await get('/v1/public/certificates/ZZZZZZZZZZ')).statusCode).toBe(404);
    expect((await get('/v1/certificates')).statusCode).toBe(401);
  });
});
