import { and, asc, eq, sql } from 'drizzle-orm';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalSha256 } from '@raiz/domain/wallet/canonical-hash';
import { certificateMessage } from '@raiz/domain/wallet/certificate-message';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { recoverMessageSigner, signMessage } from '@raiz/domain/wallet/sign-message';
import { reportRevisionMessages } from '@raiz/domain';
import {
  attachments,
  certificates,
  organizationHistory,
  projects,
  reports,
  rewardOutbox,
} from '../../db/schema/index.ts';
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

/** A report of the person's, published unless `fields` say otherwise, stored as the API would leave it. */
async function publishedReport(s: Session, fields: Partial<typeof reports.$inferInsert> = {}) {
  const [r] = await t.app.db
    .insert(reports)
    .values({
      ownerId: s.user.id,
      title: 'Restauração da mata ciliar',
      periodStart: '2026-01-01',
      periodEnd: '2026-06-30',
      summary: 'Seis meses de plantio.',
      status: 'published',
      co2eTonnes: 12.75,
      treesPlanted: 1500,
      publishedAt: new Date().toISOString(),
      ...fields,
    })
    .returning();
  return r!;
}

/** An organisation whose owner has an activated wallet, and a published report of it that `author` wrote. */
async function teamReport(name: string, author: 'owner' | 'editor', title: string) {
  const team = await createTeam(t, name);
  const { wallet } = await activateWallet(t, team.owner.headers, '135790');
  const report = await publishedReport(team[author], { organizationId: team.organization.id, title });
  return { team, wallet, report };
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
    const draft = await publishedReport(s, { status: 'draft' });
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
    const { team, wallet, report } = await teamReport('Instituto Certificador', 'editor', 'Mutirão de plantio');

    // The owner signs a report an editor wrote: the organisation and her role are in what she signs.
    const draft = (await get(`/v1/reports/${report.id}/certificate-draft`, team.owner)).json().data;
    expect(draft.snapshot.organization).toEqual({ name: 'Instituto Certificador', signerRole: 'owner' });
    const signature = await signMessage(wallet.privateKey, draft.message);
    const res = await post('/v1/certificates', team.owner, {
      reportId: report.id,
      signerName: draft.snapshot.signerName,
      sha256: draft.sha256,
      signature,
    });
    expect(res.statusCode, res.body).toBe(201);
    const pub = (await get(`/v1/public/certificates/${res.json().data.code}`)).json().data;
    expect(pub.snapshot.organization).toEqual({ name: 'Instituto Certificador', signerRole: 'owner' });
    expect(canonicalSha256(pub.snapshot)).toBe(pub.sha256);

    const [stored] = await t.app.db.select().from(certificates).where(eq(certificates.reportId, report.id));
    expect(stored!.organizationId).toBe(team.organization.id);
    const history = await t.app.db
      .select()
      .from(organizationHistory)
      .where(
        and(eq(organizationHistory.organizationId, team.organization.id), eq(organizationHistory.action, 'certify')),
      );
    expect(history.map((e) => [e.entityId, e.summary])).toEqual([[report.id, 'Mutirão de plantio']]);

    // A viewer does not reach the draft at all.
    expect((await get(`/v1/reports/${report.id}/certificate-draft`, team.viewer)).statusCode).toBe(404);
  });
});

describe('versions of a certified report (docs/design.md §5, "Versions")', () => {
  type Person = Awaited<ReturnType<typeof personWithWallet>>;
  const send = (method: 'POST' | 'PATCH', url: string, s: Session, payload?: object, key?: string) =>
    t.app.inject({ method, url, headers: { ...s.headers, ...(key ? { 'idempotency-key': key } : {}) }, payload });
  const revise = (id: string, s: Session, key?: string) =>
    send('POST', `/v1/reports/${id}/revisions`, s, undefined, key);

  let certifications = 0;
  /** Signs the report's draft with the person's wallet, as the browser does, and issues the certificate. */
  async function certify(person: Pick<Person, 's' | 'wallet'>, reportId: string) {
    const draft = (await get(`/v1/reports/${reportId}/certificate-draft`, person.s)).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/certificates',
      headers: person.s.headers,
      // Each from its own address: this file certifies more than the per-address limit allows in a minute.
      remoteAddress: `10.25.4.${++certifications}`,
      payload: {
        reportId,
        signerName: draft.snapshot.signerName,
        sha256: draft.sha256,
        signature: await signMessage(person.wallet.privateKey, draft.message),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }

  const addFile = (
    report: { id: string; ownerId: string; organizationId: string | null },
    name: string,
    byte: string,
  ) =>
    t.app.db.insert(attachments).values({
      parentKind: 'reports',
      parentId: report.id,
      ownerId: report.ownerId,
      organizationId: report.organizationId,
      name,
      type: 'image/jpeg',
      size: 2048,
      sha256: byte.repeat(64),
      caption: `Foto ${name}`,
      position: 0,
    });

  /** A published report with a file, certified: version 1. */
  async function certifiedReport(person: Person) {
    const report = await publishedReport(person.s);
    await addFile(report, 'mudas.jpg', 'a');
    const certificate = await certify(person, report.id);
    return { report, certificate };
  }

  /** Publishes the draft of a version with a corrected value. */
  async function correct(s: Session, id: string, changes: object) {
    const current = (await get(`/v1/reports/${id}`, s)).json().data;
    const res = await send('PATCH', `/v1/reports/${id}`, s, {
      ...changes,
      status: 'published',
      version: current.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  it('"Nova versão" makes a draft of version 2 with the same content and files; once, also when sent again', async () => {
    const person = await personWithWallet();
    const { report } = await certifiedReport(person);
    const before = (await get(`/v1/reports/${report.id}`, person.s)).json().data;
    expect(before).toMatchObject({ revision: 1, previousReportId: null, nextRevision: null });
    expect(before.can).toMatchObject({ edit: false, revise: true });

    const first = await revise(report.id, person.s, 'nova-versao-1');
    expect(first.statusCode, first.body).toBe(201);
    const draft = first.json().data;
    expect(draft).toMatchObject({
      revision: 2,
      previousReportId: report.id,
      status: 'draft',
      title: 'Restauração da mata ciliar',
      summary: 'Seis meses de plantio.',
      co2eTonnes: 12.75,
      treesPlanted: 1500,
      ownerId: person.s.user.id,
      certificateCode: null,
      nextRevision: null,
    });
    expect(draft.can).toMatchObject({ edit: true, certify: false, revise: false });
    // The same request with the same key answers the same draft (a retry after a lost answer).
    const again = await revise(report.id, person.s, 'nova-versao-1');
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(draft.id);

    // The files are the same blobs, now also the draft's (and editable there); the certified version keeps its own.
    const files = (id: string) =>
      t.app.db
        .select({ name: attachments.name, sha256: attachments.sha256, caption: attachments.caption })
        .from(attachments)
        .where(and(eq(attachments.parentKind, 'reports'), eq(attachments.parentId, id)))
        .orderBy(asc(attachments.position));
    expect(await files(draft.id)).toEqual([{ name: 'mudas.jpg', sha256: 'a'.repeat(64), caption: 'Foto mudas.jpg' }]);
    expect(await files(report.id)).toEqual(await files(draft.id));

    // Version 1 now names its next version and offers no other.
    const after = (await get(`/v1/reports/${report.id}`, person.s)).json().data;
    expect(after.nextRevision).toEqual({ id: draft.id, revision: 2, status: 'draft', certificateCode: null });
    expect(after.can.revise).toBe(false);

    // Deleting the draft leaves version 1 with its files, and offers "Nova versão" again.
    const gone = await t.app.inject({ method: 'DELETE', url: `/v1/reports/${draft.id}`, headers: person.s.headers });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await files(report.id)).toHaveLength(1);
    const reopened = (await get(`/v1/reports/${report.id}`, person.s)).json().data;
    expect(reopened).toMatchObject({ nextRevision: null, can: { revise: true } });
  });

  it('refuses a report that is not certified, a second draft, an old version and people who may not edit it', async () => {
    const person = await personWithWallet();
    const published = await publishedReport(person.s);
    const notCertified = await revise(published.id, person.s);
    expect(notCertified.statusCode).toBe(409);
    expect(notCertified.json().error.message).toBe(reportRevisionMessages.notCertified);

    const { report } = await certifiedReport(person);
    const other = await signIn(t);
    expect((await revise(report.id, other)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/v1/reports/${report.id}/revisions` })).statusCode).toBe(401);
    expect((await revise('nao-e-um-id', person.s)).statusCode).toBe(400);

    const draft = (await revise(report.id, person.s)).json().data;
    const second = await revise(report.id, person.s);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(reportRevisionMessages.openDraft);
    // The draft of version 2 itself is not certified yet.
    expect((await revise(draft.id, person.s)).json().error.message).toBe(reportRevisionMessages.notCertified);

    await correct(person.s, draft.id, { treesPlanted: 1400 });
    await certify(person, draft.id);
    const old = await revise(report.id, person.s);
    expect(old.statusCode).toBe(409);
    expect(old.json().error.message).toBe(reportRevisionMessages.notLatest);
    // Version 2 may get a version 3.
    expect((await revise(draft.id, person.s)).json().data.revision).toBe(3);
  });

  it('certifying version 2 supersedes version 1: both verify, each names the other, the reward is paid once', async () => {
    const person = await personWithWallet();
    const { report, certificate: v1 } = await certifiedReport(person);
    const draft = (await revise(report.id, person.s)).json().data;
    await correct(person.s, draft.id, { treesPlanted: 1400, title: 'Restauração da mata ciliar (corrigido)' });

    // What version 2's author signs: its number and the certificate it replaces.
    const signed = (await get(`/v1/reports/${draft.id}/certificate-draft`, person.s)).json().data;
    expect(signed.snapshot).toMatchObject({ revision: 2, replacesCode: v1.code, reportId: draft.id });
    expect(signed.snapshot.evidence).toEqual(v1.snapshot.evidence);
    const v2 = await certify(person, draft.id);

    const pub = async (code: string) => (await get(`/v1/public/certificates/${code}`)).json().data;
    const [one, two] = [await pub(v1.code), await pub(v2.code)];
    expect(one.supersededBy).toEqual({ code: v2.code, revision: 2 });
    expect(one.replaces).toBeNull();
    expect(two.replaces).toEqual({ code: v1.code, revision: 1 });
    expect(two.supersededBy).toBeNull();
    for (const c of [one, two]) {
      expect(canonicalSha256(c.snapshot)).toBe(c.sha256);
      expect(recoverMessageSigner(certificateMessage(c.reportId, c.sha256), c.signature)).toBe(person.wallet.address);
    }
    expect(one.snapshot.indicators.treesPlanted).toBe(1500);
    expect(two.snapshot.indicators.treesPlanted).toBe(1400);
    // The author's list says the same.
    const mine = (await get('/v1/certificates', person.s)).json().data as { code: string; supersededBy: unknown }[];
    expect(mine.find((c) => c.code === v1.code)?.supersededBy).toEqual({ code: v2.code, revision: 2 });

    // The report pages: version 1 names its certified successor.
    const page = (await get(`/v1/reports/${report.id}`, person.s)).json().data;
    expect(page.nextRevision).toEqual({ id: draft.id, revision: 2, status: 'certified', certificateCode: v2.code });

    // Rewarded for version 1 only: no reward is queued for version 2.
    const queued = await t.app.db
      .select({ reference: rewardOutbox.reference })
      .from(rewardOutbox)
      .where(and(eq(rewardOutbox.kind, 'certificate'), eq(rewardOutbox.recipient, person.wallet.address)));
    expect(queued).toEqual([{ reference: v1.code }]);
  });

  it('totals count only the latest certified version: the panel, the registry and the home page', async () => {
    const person = await personWithWallet();
    const [project] = await t.app.db
      .insert(projects)
      .values({
        ownerId: person.s.user.id,
        name: 'Mata ciliar do Jequitinhonha',
        category: 'reforestation',
        biome: 'cerrado',
        municipality: 'Araçuaí',
        state: 'MG',
        status: 'in_progress',
        public: true,
        slug: 'mata-ciliar-do-jequitinhonha',
        publishedAt: sql`now()`,
      })
      .returning();
    const report = await publishedReport(person.s);
    await t.app.db.update(reports).set({ projectId: project!.id }).where(eq(reports.id, report.id));
    await certify(person, report.id);

    const trees = async () => {
      const panel = (await get('/v1/dashboard', person.s)).json().data;
      const card = (await get('/v1/public/projects?q=Jequitinhonha')).json().data.items[0];
      const registry = (await get(`/v1/public/projects/${project!.slug}`)).json().data;
      const home = (await get('/v1/public/impact')).json().data;
      return {
        panel: panel.totals.treesPlanted,
        byProject: panel.byProject.map((p: { treesPlanted: number }) => p.treesPlanted),
        card: [card.certifiedImpact.treesPlanted, card.certifiedReports],
        registry: registry.certifiedImpact.treesPlanted,
        home: [home.totals.treesPlanted, home.counts.certifiedReports],
      };
    };
    const counted = (n: number) => ({ panel: n, byProject: [n], card: [n, 1], registry: n, home: [n, 1] });
    // The home page sums every listed project: this one's part is what changes.
    const homeBefore = (await get('/v1/public/impact')).json().data;
    const mine = async () => {
      const now = await trees();
      return {
        ...now,
        home: [
          now.home[0] - homeBefore.totals.treesPlanted + 1500,
          now.home[1] - homeBefore.counts.certifiedReports + 1,
        ],
      };
    };
    expect(await mine()).toEqual(counted(1500));

    // Version 2 in preparation, even published: version 1 still counts, alone.
    const draft = (await revise(report.id, person.s)).json().data;
    expect(await mine()).toEqual(counted(1500));
    await correct(person.s, draft.id, { treesPlanted: 1400 });
    expect(await mine()).toEqual(counted(1500));

    // Certified: version 2 replaces version 1 in every total.
    await certify(person, draft.id);
    expect(await mine()).toEqual(counted(1400));
  });

  it("an organisation's new version is recorded in its history, and a leitor may not make one", async () => {
    // The owner signs (the factory's editor has no CPF, hence no wallet); the editor makes the new version.
    const { team, wallet, report } = await teamReport('Instituto das Versões', 'owner', 'Viveiro comunitário');
    await certify({ s: team.owner, wallet }, report.id);

    const viewer = await revise(report.id, team.viewer);
    expect([403, 404]).toContain(viewer.statusCode);
    expect((await get(`/v1/reports/${report.id}`, team.viewer)).json().data.can.revise).toBe(false);

    const res = await revise(report.id, team.editor);
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json().data;
    expect(draft).toMatchObject({ organizationId: team.organization.id, ownerId: team.editor.user.id, revision: 2 });
    await correct(team.editor, draft.id, { treesPlanted: 180 });
    await certify({ s: team.owner, wallet }, draft.id);

    const history = await t.app.db
      .select()
      .from(organizationHistory)
      .where(
        and(eq(organizationHistory.organizationId, team.organization.id), eq(organizationHistory.entityId, draft.id)),
      )
      .orderBy(asc(organizationHistory.createdAt));
    expect(history.map((e) => e.action)).toEqual(['create', 'update', 'certify']);
    expect(history[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'revision', before: null, after: 2 },
        { field: 'previousReportId', before: null, after: report.id },
      ]),
    );
    expect(history[2]!.changes).toContainEqual({ field: 'revision', before: null, after: 2 });
  });
});
