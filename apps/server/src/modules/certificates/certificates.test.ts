import { and, eq } from 'drizzle-orm';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalSha256 } from '@raiz/domain/wallet/canonical-hash';
import { certificateMessage } from '@raiz/domain/wallet/certificate-message';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { signMessage } from '@raiz/domain/wallet/sign-message';
import { certificates, organizationHistory, reports } from '../../db/schema/index.ts';
import { uniqueCpf } from '../../db/factories.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { createTeam } from '../../test/organization-helpers.ts';
import { activateWallet } from '../../test/wallet-helpers.ts';
import type { ChainService } from '../chain/chain.types.ts';

// The chain is not under test here (it has its own tests against Anvil): a stand-in records the rewards.
const mints: { to: string; amount: bigint }[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.chain = {
      mintRdx: async (to: string, amount: bigint) => (mints.push({ to, amount }), '0x'),
    } as Partial<ChainService> as ChainService;
  });
}, 60_000);
afterAll(() => t?.close());

type Session = Awaited<ReturnType<typeof signIn>>;
const get = (url: string, s?: Session) => t.app.inject({ method: 'GET', url, headers: s?.headers ?? {} });
const post = (url: string, s: Session, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: s.headers, payload });

/** A person with a CPF and an activated wallet, as the browser would leave them. */
async function personWithWallet(pin = '135790', name = 'Joana Ribeiro da Silva') {
  const s = await signIn(t, { cpf: uniqueCpf(), name });
  return { s, ...(await activateWallet(t, s.headers, pin)) };
}

async function publishedReport(s: Session, status = 'published') {
  const [r] = await t.app.db
    .insert(reports)
    .values({
      ownerId: s.user.id,
      title: 'Restauração da mata ciliar',
      periodStart: '2026-01-01',
      periodEnd: '2026-06-30',
      summary: 'Seis meses de plantio.',
      status,
      co2eTonnes: 12.75,
      treesPlanted: 1500,
      publishedAt: new Date().toISOString(),
    })
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
    expect(draft.snapshot).toMatchObject({
      title: 'Restauração da mata ciliar',
      indicators: { co2eTonnes: 12.75, treesPlanted: 1500 },
    });

    const res = await post('/v1/certificates', s, {
      reportId: report.id,
      signerName: draft.snapshot.signerName,
      sha256: draft.sha256,
      signature: await signMessage(wallet.privateKey, draft.message),
    });
    expect(res.statusCode).toBe(201);
    const cert = res.json().data;
    expect(cert.code).toMatch(/^[0-9A-Z]{10}$/);
    expect(cert.signerAddress).toBe(wallet.address);
    expect(cert.signerRef).toBe(hashUserId(s.user.id, salt));
    // Queued with the certificate, minted by the outbox worker.
    await t.app.rewards.drain();
    expect(mints).toContainEqual({ to: wallet.address, amount: 10_000_000n });

    const [stored] = await t.app.db.select().from(reports).where(eq(reports.id, report.id));
    expect(stored!.status).toBe('certified');
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/v1/reports/${report.id}`,
      headers: s.headers,
      payload: { title: 'Outro', version: stored!.version },
    });
    expect(edit.statusCode).toBe(409);

    // Anyone can read it, without a session, by its code (any case).
    const pub = await get(`/v1/public/certificates/${cert.code.toLowerCase()}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data).toMatchObject({ code: cert.code, sha256: draft.sha256, signerAddress: wallet.address });
    expect(pub.body).not.toContain(s.user.email);

    const mine = (await get('/v1/certificates', s)).json().data;
    expect(mine.map((c: { code: string }) => c.code)).toEqual([cert.code]);
    const again = await post('/v1/certificates', s, {
      reportId: report.id,
      signerName: draft.snapshot.signerName,
      sha256: draft.sha256,
      signature: cert.signature,
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a tampered hash', async () => {
    const { s, wallet } = await personWithWallet();
    const report = await publishedReport(s);
    const draft = (await get(`/v1/reports/${report.id}/certificate-draft`, s)).json().data;
    const tampered = canonicalSha256({
      ...draft.snapshot,
      indicators: { ...draft.snapshot.indicators, co2eTonnes: 9999 },
    });
    const res = await post('/v1/certificates', s, {
      reportId: report.id,
      signerName: draft.snapshot.signerName,
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
      const res = await post('/v1/certificates', s, {
        reportId: report.id,
        signerName: draft.snapshot.signerName,
        sha256: draft.sha256,
        signature: await signMessage(key, draft.message),
      });
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
    const noWallet = await post('/v1/certificates', other, {
      reportId: otherReport.id,
      signerName: 'Outra Pessoa',
      sha256: d.sha256,
      signature: `0x${'1'.repeat(130)}`,
    });
    expect(noWallet.statusCode).toBe(400);
    expect(noWallet.json().error.message).toBe('Ative sua carteira antes de certificar um relatório.');

    const bad = await post('/v1/certificates', s, { reportId: 'x', sha256: 'y', signature: 'z' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['reportId', 'sha256', 'signature', 'signerName']);
    expect((await get('/v1/public/certificates/!!')).statusCode).toBe(400);
    expect((await get('/v1/public/certificates/ZZZZZZZZZZ')).statusCode).toBe(404);
    expect((await get('/v1/certificates')).statusCode).toBe(401);
  });

  it('signs the public name the signer chose into the snapshot, and the public page shows it verified', async () => {
    const { s, wallet } = await personWithWallet();
    const report = await publishedReport(s);
    const draft = (await get(`/v1/reports/${report.id}/certificate-draft`, s)).json().data;
    // The author's full name is offered as the public name, signed with the rest.
    expect(draft.snapshot.signerName).toBe('Joana Ribeiro da Silva');
    expect(canonicalSha256(draft.snapshot)).toBe(draft.sha256);

    // They choose another one; the browser hashes the snapshot with it and signs.
    const snapshot = { ...draft.snapshot, signerName: 'Cooperativa Verde Vale' };
    const sha256 = canonicalSha256(snapshot);
    const signature = await signMessage(wallet.privateKey, certificateMessage(report.id, sha256));
    const res = await post('/v1/certificates', s, {
      reportId: report.id,
      signerName: '  Cooperativa Verde Vale ',
      sha256,
      signature,
    });
    expect(res.statusCode).toBe(201);

    const answer = await get(`/v1/public/certificates/${res.json().data.code}`);
    const pub = answer.json().data;
    expect(pub.snapshot.signerName).toBe('Cooperativa Verde Vale');
    expect(canonicalSha256(pub.snapshot)).toBe(pub.sha256);
    expect(pub.sha256).toBe(sha256);
    expect(answer.body).not.toContain(s.user.email);
  });

  it('refuses a public name other than the one signed, and names carrying an e-mail or a CPF', async () => {
    const { s, wallet } = await personWithWallet();
    const report = await publishedReport(s);
    const draft = (await get(`/v1/reports/${report.id}/certificate-draft`, s)).json().data;
    const signature = await signMessage(wallet.privateKey, draft.message);

    // Signed with the full name, submitted with another: the hash no longer matches what was signed.
    const swapped = await post('/v1/certificates', s, {
      reportId: report.id,
      signerName: 'Outro Nome',
      sha256: draft.sha256,
      signature,
    });
    expect(swapped.statusCode).toBe(409);

    const refused: [string | undefined, string][] = [
      [undefined, 'Campo obrigatório.'],
      ['   ', 'Informe o nome público de quem emite o certificado.'],
      ['Jo', 'O nome público deve ter entre 3 e 120 caracteres.'],
      ['x'.repeat(121), 'O nome público deve ter entre 3 e 120 caracteres.'],
      ['joana@exemplo.com.br', 'O nome público não pode conter um e-mail.'],
      ['Joana 390.533.447-05', 'O nome público não pode conter um CPF.'],
      ['Joana 39053344705', 'O nome público não pode conter um CPF.'],
      ['Joana\nRibeiro', 'O nome público não pode ter quebras de linha nem caracteres de controle.'],
    ];
    for (const [signerName, message] of refused) {
      const res = await post('/v1/certificates', s, {
        reportId: report.id,
        signerName,
        sha256: draft.sha256,
        signature,
      });
      expect(res.statusCode, String(signerName)).toBe(400);
      expect(res.json().error.fields.signerName).toBe(message);
    }
    const [stored] = await t.app.db.select().from(reports).where(eq(reports.id, report.id));
    expect(stored!.status).toBe('published');
  });

  it('offers no public name when the full name cannot be one (e.g. it is an e-mail)', async () => {
    const { s } = await personWithWallet('135790', 'joana@exemplo.com.br');
    const report = await publishedReport(s);
    const draft = (await get(`/v1/reports/${report.id}/certificate-draft`, s)).json().data;
    expect(draft.snapshot).not.toHaveProperty('signerName');
    expect(canonicalSha256(draft.snapshot)).toBe(draft.sha256);
  });

  it('still serves certificates issued before public names, unchanged and verifiable', async () => {
    const { s, wallet } = await personWithWallet();
    const report = await publishedReport(s);
    const draft = (await get(`/v1/reports/${report.id}/certificate-draft`, s)).json().data;
    const { signerName: _, ...oldSnapshot } = draft.snapshot;
    const sha256 = canonicalSha256(oldSnapshot);
    const signature = await signMessage(wallet.privateKey, certificateMessage(report.id, sha256));
    await t.app.db.insert(certificates).values({
      code: 'OLDCERT001',
      reportId: report.id,
      ownerId: s.user.id,
      snapshot: oldSnapshot,
      sha256,
      signature,
      signerAddress: wallet.address,
      signerRef: 'ab'.repeat(32),
    });
    const pub = (await get('/v1/public/certificates/OLDCERT001')).json().data;
    expect(pub.snapshot).toEqual(oldSnapshot);
    expect(canonicalSha256(pub.snapshot)).toBe(pub.sha256);
  });

  it("certifies an organisation's report with the signer's own wallet, naming the organisation and the role, in its history", async () => {
    const team = await createTeam(t, 'Instituto Certificador');
    const { wallet } = await activateWallet(t, team.owner.headers, '135790');
    const [report] = await t.app.db
      .insert(reports)
      .values({
        ownerId: team.editor.user.id,
        organizationId: team.organization.id,
        title: 'Mutirão de plantio',
        periodStart: '2026-01-01',
        periodEnd: '2026-03-31',
        status: 'published',
        treesPlanted: 400,
        publishedAt: new Date().toISOString(),
      })
      .returning();

    // The owner signs a report an editor wrote: the organisation and her role are in what she signs.
    const draft = (await get(`/v1/reports/${report!.id}/certificate-draft`, team.owner)).json().data;
    expect(draft.snapshot.organization).toEqual({ name: 'Instituto Certificador', signerRole: 'owner' });
    const signature = await signMessage(wallet.privateKey, draft.message);
    const res = await post('/v1/certificates', team.owner, {
      reportId: report!.id,
      signerName: draft.snapshot.signerName,
      sha256: draft.sha256,
      signature,
    });
    expect(res.statusCode, res.body).toBe(201);
    const pub = (await get(`/v1/public/certificates/${res.json().data.code}`)).json().data;
    expect(pub.snapshot.organization).toEqual({ name: 'Instituto Certificador', signerRole: 'owner' });
    expect(canonicalSha256(pub.snapshot)).toBe(pub.sha256);

    const [stored] = await t.app.db.select().from(certificates).where(eq(certificates.reportId, report!.id));
    expect(stored!.organizationId).toBe(team.organization.id);
    const history = await t.app.db
      .select()
      .from(organizationHistory)
      .where(
        and(eq(organizationHistory.organizationId, team.organization.id), eq(organizationHistory.action, 'certify')),
      );
    expect(history.map((e) => [e.entityId, e.summary])).toEqual([[report!.id, 'Mutirão de plantio']]);

    // A viewer does not reach the draft at all.
    expect((await get(`/v1/reports/${report!.id}/certificate-draft`, team.viewer)).statusCode).toBe(404);
  });
});
