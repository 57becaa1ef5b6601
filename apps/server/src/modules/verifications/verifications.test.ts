import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { Wallet } from 'ethers';
import { hashMessage, recoverMessageAddress, verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accreditationAt,
  accreditationProblem,
  organizationMessages,
  publicCertificateSchema,
  verificationMessages,
  verificationRequestSchema,
  type VerificationRequest,
} from '@raiz/domain';
import { canonicalSha256 } from '@raiz/domain/wallet/canonical-hash';
import { signMessage } from '@raiz/domain/wallet/sign-message';
import { verificationMessage } from '@raiz/domain/wallet/verification-message';
import { uniqueCpf } from '../../db/factories.ts';
import { accreditationHistory, memberships, organizationHistory } from '../../db/schema/index.ts';
import { errorShapeProblem } from '../../test/error-shape.ts';
import { createOrganization, createTeam, organizationInput, type Team } from '../../test/organization-helpers.ts';
import { createTestApp, signIn, type Session, type TestApp } from '../../test/test-app.ts';
import { activateWallet, certifyReport } from '../../test/wallet-helpers.ts';
import { minimalPdf, postMultipart } from '../attachments/attachment-test-helpers.ts';
import { projectInput, reportInput } from '../content-common/content-factories.ts';

// Independent verification end to end through the real app: accreditation by an admin, a request from the report's
// organisation, the review by the verifier's members, the co-signed statement and the public answer.

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, { roles: ['user', 'admin'], name: 'Administradora Raiz' });
}, 60_000);
afterAll(() => t?.close());

const send = (
  who: Session | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const today = () => new Date().toISOString().slice(0, 10);
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const scope = { biomes: ['mata_atlantica', 'cerrado'], categories: ['reforestation'] };
const period = () => ({ validFrom: daysFromNow(-30), validUntil: daysFromNow(365) });

/** A verifier organisation: its owner, a reviewer (editor, with a CPF for a wallet) and a viewer. */
async function verifierTeam(name: string) {
  const owner = await signIn(t, { name: `Dona da ${name}`, cpf: uniqueCpf() });
  const organization = await createOrganization(t, owner, organizationInput({ name, type: 'verifier' }));
  const reviewer = await signIn(t, { name: `Revisora Técnica ${name}`, cpf: uniqueCpf() });
  const viewer = await signIn(t, { name: `Leitor da ${name}` });
  await t.app.db.insert(memberships).values([
    { organizationId: organization.id, userId: reviewer.user.id, role: 'editor' },
    { organizationId: organization.id, userId: viewer.user.id, role: 'viewer' },
  ]);
  return { organization, owner, reviewer, viewer };
}

async function accredit(organizationId: string, body: object = { scope, period: period() }) {
  const res = await send(admin, 'POST', '/v1/admin/verifiers', { organizationId, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** A certified report of an organisation's project (Mata Atlântica, reforestation) with one evidence file. */
async function certifiedReport(team: Team, project: object = {}) {
  const { wallet } = await activateWallet(t, team.owner.headers);
  const p = await send(
    team.owner,
    'POST',
    '/v1/projects',
    projectInput({ organizationId: team.organization.id, ...project }),
  );
  expect(p.statusCode, p.body).toBe(201);
  const r = await send(
    team.owner,
    'POST',
    '/v1/reports',
    reportInput({ projectId: p.json().data.id, status: 'published' }),
  );
  expect(r.statusCode, r.body).toBe(201);
  const reportId = r.json().data.id;
  const pdf = minimalPdf(`Laudo ${reportId}`);
  const up = await postMultipart(t, team.owner, `/v1/reports/${reportId}/attachments`, [
    { name: 'file', filename: 'laudo.pdf', type: 'application/pdf', data: pdf },
  ]);
  expect(up.statusCode, up.body).toBe(201);
  const certificate = await certifyReport(t, team.owner.headers, wallet.privateKey, reportId);
  return { certificate, reportId, pdf, authorWallet: wallet };
}

/** A person with a wallet who certified a published report of their own personal project. */
async function personalCertificate(name: string) {
  const author = await signIn(t, { name, cpf: uniqueCpf() });
  const { wallet } = await activateWallet(t, author.headers);
  const p = await send(author, 'POST', '/v1/projects', projectInput());
  const r = await send(
    author,
    'POST',
    '/v1/reports',
    reportInput({ projectId: p.json().data.id, status: 'published' }),
  );
  expect(r.statusCode, r.body).toBe(201);
  const certificate = await certifyReport(t, author.headers, wallet.privateKey, r.json().data.id);
  return { author, wallet, certificate };
}

async function request(who: Session, certificateCode: string, verifierId: string, message?: string) {
  return send(who, 'POST', '/v1/verifications', { certificateCode, verifierId, ...(message ? { message } : {}) });
}

/** Signs the draft as the browser does: the draft fetched, its hash recomputed, its message signed. */
async function sign(who: Session, id: string, privateKey: string) {
  const draft = (await send(who, 'GET', `/v1/verifications/${id}/statement-draft`)).json().data;
  expect(canonicalSha256(draft.statement)).toBe(draft.sha256);
  expect(draft.message).toBe(verificationMessage(draft.statement.certificateCode, draft.sha256));
  return postStatement(who, id, draft, privateKey);
}

interface StatementDraft {
  statement: { date: string; verifierPersonName: string };
  sha256: string;
  message: string;
}

/** Posts the draft's statement signed with `privateKey`; `changes` alter its date, hash or signed message. */
async function postStatement(
  who: Session,
  id: string,
  draft: StatementDraft,
  privateKey: string,
  changes: { date?: string; sha256?: string; message?: string } = {},
) {
  return send(who, 'POST', `/v1/verifications/${id}/statement`, {
    date: changes.date ?? draft.statement.date,
    verifierPersonName: draft.statement.verifierPersonName,
    sha256: changes.sha256 ?? draft.sha256,
    signature: await signMessage(privateKey, changes.message ?? draft.message),
  });
}

describe('accreditation', () => {
  it('an admin accredits, renews, suspends, reinstates and revokes; every change is kept and public', async () => {
    const v = await verifierTeam('Verifica Brasil');
    const accredited = await accredit(v.organization.id);
    expect(accredited).toMatchObject({
      status: 'active',
      scope,
      can: { suspend: true, revoke: true, accredit: false },
    });

    // The same organisation cannot be accredited twice.
    expect(
      (await send(admin, 'POST', '/v1/admin/verifiers', { organizationId: v.organization.id, scope, period: period() }))
        .statusCode,
    ).toBe(409);

    const renewed = await send(admin, 'PUT', `/v1/admin/verifiers/${v.organization.id}`, {
      scope: { biomes: ['amazonia'], categories: ['conservation', 'reforestation'] },
      period: { validFrom: today(), validUntil: daysFromNow(700) },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const noReason = await send(admin, 'POST', `/v1/admin/verifiers/${v.organization.id}/status`, {
      action: 'suspend',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ reason: 'Informe o motivo.' });
    const suspended = await send(admin, 'POST', `/v1/admin/verifiers/${v.organization.id}/status`, {
      action: 'suspend',
      reason: 'Auditoria de conflito de interesse em andamento.',
    });
    expect(suspended.json().data).toMatchObject({ status: 'suspended', can: { reinstate: true, suspend: false } });
    expect(
      (await send(admin, 'POST', `/v1/admin/verifiers/${v.organization.id}/status`, { action: 'reinstate' })).json()
        .data.status,
    ).toBe('active');
    const revoked = await send(admin, 'POST', `/v1/admin/verifiers/${v.organization.id}/status`, {
      action: 'revoke',
      reason: 'Conflito de interesse confirmado.',
    });
    expect(revoked.json().data.status).toBe('revoked');
    // Revocation is final.
    const again = await send(admin, 'POST', `/v1/admin/verifiers/${v.organization.id}/status`, { action: 'reinstate' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('O credenciamento foi revogado e não pode ser renovado nem restabelecido.');

    const pub = await send(null, 'GET', `/v1/public/verifiers/${v.organization.slug}`);
    expect(pub.statusCode).toBe(200);
    const history = pub.json().data.history;
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'accredit',
      'renew',
      'suspend',
      'reinstate',
      'revoke',
    ]);
    expect(history[2]).toMatchObject({
      status: 'suspended',
      reason: 'Auditoria de conflito de interesse em andamento.',
      by: 'Administração Raiz',
    });
    // The admin's own name is never published.
    expect(pub.body).not.toContain('Administradora Raiz');
    expect((await send(null, 'GET', '/v1/public/verifiers')).json().data.map((x: { id: string }) => x.id)).toContain(
      v.organization.id,
    );
    expect(
      await t.app.db
        .select()
        .from(accreditationHistory)
        .where(eq(accreditationHistory.organizationId, v.organization.id)),
    ).toHaveLength(5);
    const orgHistory = await t.app.db
      .select()
      .from(organizationHistory)
      .where(eq(organizationHistory.organizationId, v.organization.id));
    expect(orgHistory.map((h) => h.action)).toEqual(
      expect.arrayContaining([
        'accredit',
        'accreditation_renew',
        'accreditation_suspend',
        'accreditation_reinstate',
        'accreditation_revoke',
      ]),
    );
  });

  it('refuses a non-admin, a non-verifier organisation and bad input with Portuguese messages', async () => {
    const v = await verifierTeam('Auditora Cerrado');
    const byOwner = await send(v.owner, 'POST', '/v1/admin/verifiers', {
      organizationId: v.organization.id,
      scope,
      period: period(),
    });
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().error.message).toBe('Só a administração da plataforma gerencia credenciamentos.');
    const ngo = await createTeam(t, 'ONG Sem Credencial');
    const notVerifier = await send(admin, 'POST', '/v1/admin/verifiers', {
      organizationId: ngo.organization.id,
      scope,
      period: period(),
    });
    expect(notVerifier.statusCode).toBe(400);
    expect(notVerifier.json().error.message).toContain('Verificadora independente');
    const bad = await send(admin, 'POST', '/v1/admin/verifiers', {
      organizationId: v.organization.id,
      scope: { biomes: [], categories: ['floresta'] },
      period: { validFrom: '2026-05-01', validUntil: '2026-01-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorShapeProblem(bad.json())).toBeUndefined();
    expect(bad.json().error.fields).toMatchObject({
      'scope.biomes': 'Escolha pelo menos um bioma.',
      'period.validUntil': 'O fim da vigência deve ser igual ou posterior ao início.',
    });
    // An admin sees the not yet accredited verifier with what they may do; anyone else does not see it.
    const asAdmin = (await send(admin, 'GET', '/v1/verifiers'))
      .json()
      .data.find((x: { id: string }) => x.id === v.organization.id);
    expect(asAdmin).toMatchObject({ status: null, can: { accredit: true } });
    const asOwner = (await send(v.owner, 'GET', '/v1/verifiers')).json().data;
    expect(asOwner.find((x: { id: string }) => x.id === v.organization.id)).toBeUndefined();
  });
  it('an accredited or suspended verifier keeps its type; once revoked, or never accredited, it may change it', async () => {
    const v = await verifierTeam('Verificadora Que Quer Mudar');
    const url = `/v1/organizations/${v.organization.id}`;
    const settings = async () => (await send(v.owner, 'GET', url)).json().data;
    const changeType = async (type: string) =>
      send(v.owner, 'PATCH', url, { type, version: (await settings()).version });
    // Not accredited yet: its type is its own to change (and back).
    expect(await settings()).toMatchObject({ type: 'verifier', can: { updateSettings: true, changeType: true } });
    expect((await changeType('ngo')).statusCode).toBe(200);
    expect((await changeType('verifier')).statusCode).toBe(200);

    await accredit(v.organization.id);
    const listed = async () =>
      (await send(null, 'GET', '/v1/public/verifiers'))
        .json()
        .data.some((x: { id: string }) => x.id === v.organization.id);
    for (const action of [null, 'suspend'] as const) {
      if (action) {
        const res = await send(admin, 'POST', `/v1/admin/verifiers/${v.organization.id}/status`, {
          action,
          reason: 'Auditoria em curso.',
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      expect((await settings()).can).toMatchObject({ updateSettings: true, changeType: false });
      const refused = await changeType('ngo');
      expect(refused.statusCode).toBe(409);
      expect(errorShapeProblem(refused.json())).toBeUndefined();
      expect(refused.json().error.fields).toEqual({ type: organizationMessages.typeLockedByAccreditation });
      // A platform admin, acting as an owner, is held to the same rule.
      const version = (await settings()).version;
      expect((await send(admin, 'PATCH', url, { type: 'company', version })).statusCode).toBe(409);
      expect(await settings()).toMatchObject({ type: 'verifier' });
      expect(await listed()).toBe(true);
    }
    // The rest of the settings still change, the type sent unchanged included.
    const renamed = await send(v.owner, 'PATCH', url, {
      name: 'Verificadora Que Ficou',
      type: 'verifier',
      version: (await settings()).version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    await send(admin, 'POST', `/v1/admin/verifiers/${v.organization.id}/status`, {
      action: 'revoke',
      reason: 'Encerrou as atividades de verificação.',
    });
    expect((await settings()).can).toMatchObject({ changeType: true });
    expect((await changeType('ngo')).statusCode).toBe(200);
  });
});

describe('requests', () => {
  it('refuses a verifier out of scope, out of period, suspended or revoked, and a person who may not ask', async () => {
    const team = await createTeam(t, 'Cooperativa Pampa');
    const { certificate } = await certifiedReport(team, { biome: 'pampa' });
    const cases: [string, (id: string) => Promise<unknown>, string][] = [
      [
        'fora do escopo',
        async (id) => accredit(id),
        'O escopo de credenciamento desta verificadora não cobre o bioma e a categoria deste projeto.',
      ],
      [
        'fora da vigência',
        async (id) =>
          accredit(id, {
            scope: { ...scope, biomes: ['pampa'] },
            period: { validFrom: daysFromNow(10), validUntil: daysFromNow(400) },
          }),
        'O credenciamento desta verificadora não está em vigor nesta data.',
      ],
      [
        'suspensa',
        async (id) => {
          await accredit(id, { scope: { ...scope, biomes: ['pampa'] }, period: period() });
          await send(admin, 'POST', `/v1/admin/verifiers/${id}/status`, {
            action: 'suspend',
            reason: 'Documentação vencida.',
          });
        },
        'O credenciamento desta verificadora está suspenso.',
      ],
      [
        'revogada',
        async (id) => {
          await accredit(id, { scope: { ...scope, biomes: ['pampa'] }, period: period() });
          await send(admin, 'POST', `/v1/admin/verifiers/${id}/status`, { action: 'revoke', reason: 'Fraude.' });
        },
        'O credenciamento desta verificadora foi revogado.',
      ],
      ['sem credenciamento', async () => undefined, 'Esta verificadora não está credenciada.'],
    ];
    for (const [label, prepare, message] of cases) {
      const v = await verifierTeam(`Verificadora ${label}`);
      await prepare(v.organization.id);
      const res = await request(team.owner, certificate.code, v.organization.id);
      expect(res.statusCode, label).toBe(409);
      expect(res.json().error.message, label).toBe(message);
    }

    const ok = await verifierTeam('Verificadora do Pampa');
    await accredit(ok.organization.id, { scope: { ...scope, biomes: ['pampa'] }, period: period() });
    // An editor of the report's organisation may not ask; a stranger does not even learn more.
    const byEditor = await request(team.editor, certificate.code, ok.organization.id);
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json().error.message).toContain('Só proprietários e administradores');
    expect((await request(await signIn(t), certificate.code, ok.organization.id)).statusCode).toBe(403);
    const created = await request(
      team.admin,
      certificate.code,
      ok.organization.id,
      'Pedimos a verificação do semestre.',
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      status: 'requested',
      side: 'author',
      can: { withdraw: true, review: false },
    });
    const twice = await request(team.owner, certificate.code, ok.organization.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Já existe um pedido em aberto para esta verificadora e este certificado.');

    const bad = await send(team.owner, 'POST', '/v1/verifications', { certificateCode: 'xx', verifierId: 'nada' });
    expect(bad.statusCode).toBe(400);
    expect(errorShapeProblem(bad.json())).toBeUndefined();
  });
});

describe('review and co-signature', () => {
  it('reviews, asks for clarification, co-signs with the reviewer wallet; anyone re-checks it with canonicalize and viem alone', async () => {
    const team = await createTeam(t, 'Instituto Rio Doce');
    const { certificate, reportId, pdf } = await certifiedReport(team);
    const v = await verifierTeam('Verde Certa Auditoria');
    await accredit(v.organization.id);
    const { wallet: reviewerWallet } = await activateWallet(t, v.reviewer.headers, '246810');

    const id: string = (await request(team.owner, certificate.code, v.organization.id)).json().data.id;

    // The inbox of the verifier's reviewers; a viewer (no `certify`) is refused, a stranger sees nothing.
    const inbox = (await send(v.reviewer, 'GET', '/v1/verifications?side=verifier')).json().data;
    expect(inbox.map((r: { id: string }) => r.id)).toEqual([id]);
    const byViewer = await send(v.viewer, 'GET', `/v1/verifications/${id}`);
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().error.message).toBe(
      'Só membros da verificadora com permissão para certificar analisam pedidos.',
    );
    expect((await send(await signIn(t), 'GET', `/v1/verifications/${id}`)).statusCode).toBe(404);

    // The review shows the certificate exactly as signed, and the reviewer downloads its evidence by attachment id.
    const detail: VerificationRequest = verificationRequestSchema.parse(
      (await send(v.reviewer, 'GET', `/v1/verifications/${id}`)).json().data,
    );
    expect(detail.certificate.sha256).toBe(certificate.sha256);
    expect(detail.certificate.snapshot).toEqual(certificate.snapshot);
    expect(detail.evidence).toHaveLength(1);
    const file = await send(v.reviewer, 'GET', `/v1/attachments/${detail.evidence[0]!.attachmentId}/file`);
    expect(file.statusCode).toBe(200);
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(certificate.snapshot.evidence![0]!.sha256);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    // …and nothing else of the author's space: the report itself stays theirs.
    expect((await send(v.reviewer, 'GET', `/v1/reports/${reportId}`)).statusCode).toBe(404);
    expect((await send(v.viewer, 'GET', `/v1/attachments/${detail.evidence[0]!.attachmentId}/file`)).statusCode).toBe(
      404,
    );
    expect(detail.can).toMatchObject({ review: true, sign: false, answer: false });
    // The project on the map and its history, read-only.
    expect(detail.project).toMatchObject({ biome: 'mata_atlantica', latitude: -18.85, longitude: -41.95 });
    expect(detail.projectHistory!.map((h) => h.action)).toEqual(expect.arrayContaining(['create', 'certify']));
    expect(detail.projectHistory!.every((h) => h.actor.id === null)).toBe(true);

    // Nothing evaluated yet: nothing to sign.
    expect((await send(v.reviewer, 'GET', `/v1/verifications/${id}/statement-draft`)).statusCode).toBe(409);

    // Clarification: the verifier asks, the author answers in the same thread, the review goes on.
    const asked = await send(v.reviewer, 'POST', `/v1/verifications/${id}/messages`, {
      text: 'Qual a fonte do fator de emissão usado?',
      requestClarification: true,
    });
    expect(asked.json().data.status).toBe('clarification');
    expect((await send(team.viewer, 'POST', `/v1/verifications/${id}/messages`, { text: 'Oi' })).statusCode).toBe(403);
    const answered = await send(team.editor, 'POST', `/v1/verifications/${id}/messages`, {
      text: 'Usamos a metodologia do IPCC, tier 1.',
    });
    expect(answered.json().data.status).toBe('in_review');
    expect(
      answered.json().data.messages.map((m: { side: string; authorName: string }) => [m.side, m.authorName]),
    ).toEqual([
      ['verifier', 'Revisora Técnica Verde Certa Auditoria'],
      ['author', 'editor de Instituto Rio Doce'],
    ]);
    const empty = await send(team.editor, 'POST', `/v1/verifications/${id}/messages`, { text: '   ' });
    expect(empty.json().error.fields).toEqual({ text: 'Escreva a mensagem.' });

    // Verdicts per section, drafts editable; the author may not give them.
    expect(
      (
        await send(team.owner, 'PUT', `/v1/verifications/${id}/verdicts`, {
          verdicts: [{ section: 'evidence', verdict: 'conforming', comment: '' }],
        })
      ).statusCode,
    ).toBe(403);
    await send(v.reviewer, 'PUT', `/v1/verifications/${id}/verdicts`, {
      verdicts: [
        { section: 'indicators', verdict: 'nonconforming', comment: 'CO₂e acima do plausível.' },
        { section: 'evidence', verdict: 'conforming', comment: 'Laudo confere.' },
      ],
    });
    const saved = await send(v.reviewer, 'PUT', `/v1/verifications/${id}/verdicts`, {
      verdicts: [
        { section: 'indicators', verdict: 'conforming', comment: 'Corrigido após esclarecimento.' },
        { section: 'location', verdict: 'conforming', comment: '' },
      ],
    });
    expect(saved.json().data.verdicts).toHaveLength(3);
    const badVerdict = await send(v.reviewer, 'PUT', `/v1/verifications/${id}/verdicts`, {
      verdicts: [{ section: 'indicators', verdict: 'talvez', comment: '' }],
    });
    expect(badVerdict.statusCode).toBe(400);
    expect(errorShapeProblem(badVerdict.json())).toBeUndefined();

    // A signature by another key is refused; the reviewer's own wallet signs.
    const draft = (await send(v.reviewer, 'GET', `/v1/verifications/${id}/statement-draft`)).json().data;
    expect(draft.outcome).toBe('approved');
    expect(draft.statement).toMatchObject({
      type: 'raiz.verification/2',
      certificateCode: certificate.code,
      snapshotSha256: certificate.sha256,
      verifier: { organizationId: v.organization.id, name: 'Verde Certa Auditoria' },
      verifierPersonName: 'Revisora Técnica Verde Certa Auditoria',
      // The project's scope at signing is part of what is signed.
      project: { biome: 'mata_atlantica', category: 'reforestation' },
    });
    const wrong = await postStatement(v.reviewer, id, draft, Wallet.createRandom().privateKey);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe('A assinatura não corresponde à carteira de quem está assinando.');
    const stale = await postStatement(v.reviewer, id, draft, reviewerWallet.privateKey, {
      date: '2020-01-01T00:00:00.000Z',
    });
    expect(stale.statusCode).toBe(409);
    // The scope is re-read on signing: once the project moved to a biome outside the accreditation, the old draft no
    // longer matches, and a new draft is refused as outside the scope, as the review says before anyone tries.
    const projectUrl = `/v1/projects/${detail.project!.id}`;
    const before = (await send(team.owner, 'GET', projectUrl)).json().data;
    const moved = await send(team.owner, 'PATCH', projectUrl, { version: before.version, biome: 'amazonia' });
    expect(moved.statusCode, moved.body).toBe(200);
    const oldDraft = await postStatement(v.reviewer, id, draft, reviewerWallet.privateKey);
    expect(oldDraft.statusCode).toBe(409);
    expect(oldDraft.json().error.message).toBe(verificationMessages.changed);
    const outside = await send(v.reviewer, 'GET', `/v1/verifications/${id}/statement-draft`);
    expect(outside.statusCode).toBe(409);
    expect(outside.json().error.message).toBe(verificationMessages.outOfScope);
    expect((await send(v.reviewer, 'GET', `/v1/verifications/${id}`)).json().data).toMatchObject({
      can: { sign: false },
      signProblem: verificationMessages.outOfScope,
    });
    const back = await send(team.owner, 'PATCH', projectUrl, {
      version: moved.json().data.version,
      biome: 'mata_atlantica',
    });
    expect(back.statusCode, back.body).toBe(200);
    // The viewer of the verifier cannot sign.
    expect((await send(v.viewer, 'GET', `/v1/verifications/${id}/statement-draft`)).statusCode).toBe(403);

    const signed = await sign(v.reviewer, id, reviewerWallet.privateKey);
    expect(signed.statusCode, signed.body).toBe(201);
    expect(signed.json().data).toMatchObject({
      status: 'approved',
      statement: { signerAddress: reviewerWallet.address },
    });
    // Closed: no more verdicts.
    expect(
      (
        await send(v.reviewer, 'PUT', `/v1/verifications/${id}/verdicts`, {
          verdicts: [{ section: 'methodology', verdict: 'conforming', comment: '' }],
        })
      ).statusCode,
    ).toBe(409);

    // The public certificate, logged out, parsed by its schema; checked below with canonicalize + viem only.
    const pub = await send(null, 'GET', `/v1/public/certificates/${certificate.code}`);
    expect(pub.statusCode).toBe(200);
    const answer = publicCertificateSchema.parse(pub.json().data);
    expect(answer.verifications).toHaveLength(1);
    // The project's biome and category, for the browser's check of the verifier's scope.
    expect(answer.project).toEqual({ biome: expect.any(String), category: expect.any(String) });
    const json = pub.json().data;

    // --- An independent implementation: no domain helper below this line. ---
    const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
    const snapshotHash = sha256(canonicalize(json.snapshot)!);
    expect(snapshotHash).toBe(json.sha256);
    const certMessage = `Raiz — certificado de relatório\nrelatorio: ${json.reportId}\nsha256: ${snapshotHash}`;
    expect(json.message).toBe(certMessage);
    expect(await recoverMessageAddress({ message: certMessage, signature: json.signature })).toBe(json.signerAddress);
    expect(await verifyMessage({ address: json.signerAddress, message: certMessage, signature: json.signature })).toBe(
      true,
    );

    const verification = json.verifications[0];
    expect(verification.status).toBe('valid');
    const statementHash = sha256(canonicalize(verification.statement)!);
    expect(statementHash).toBe(verification.sha256);
    expect(verification.statement.snapshotSha256).toBe(snapshotHash);
    expect(sha256(canonicalize(verification.comments)!)).toBe(verification.statement.commentsSha256);
    const statementMessage = `Raiz — verificação de certificado\ncertificado: ${json.code}\nsha256: ${statementHash}`;
    expect(verification.message).toBe(statementMessage);
    expect(hashMessage(statementMessage)).toMatch(/^0x[0-9a-f]{64}$/);
    const recovered = await recoverMessageAddress({ message: statementMessage, signature: verification.signature });
    expect(recovered).toBe(verification.signerAddress);
    expect(recovered).toBe(reviewerWallet.address);
    expect(
      await verifyMessage({
        address: verification.signerAddress,
        message: statementMessage,
        signature: verification.signature,
      }),
    ).toBe(true);
    // Accredited for that scope on that date, from the published history alone.
    const signedAt = Date.parse(verification.statement.date);
    const state = verification.verifier.history.filter((h: { at: string }) => Date.parse(h.at) <= signedAt).at(-1);
    expect(state.status).toBe('active');
    // The scope compared is the one signed in the statement, not the project as it is now.
    expect(verification.statement.project).toEqual({ biome: 'mata_atlantica', category: 'reforestation' });
    expect(state.scope.biomes).toContain(verification.statement.project.biome);
    expect(state.scope.categories).toContain(verification.statement.project.category);
    const day = verification.statement.date.slice(0, 10);
    expect(state.period.validFrom <= day && day <= state.period.validUntil).toBe(true);
    // --- end of the independent check. The domain's helpers agree: ---
    expect(
      accreditationProblem(
        accreditationAt(answer.verifications![0]!.verifier.history, verification.statement.date),
        { biome: 'mata_atlantica', category: 'reforestation' },
        verification.statement.date,
      ),
    ).toBeNull();

    // Withdrawal: an editor of the verifier may not; its owner may, with a reason; it stays public as withdrawn.
    expect((await send(v.reviewer, 'POST', `/v1/verifications/${id}/withdraw`, { reason: 'Erro.' })).statusCode).toBe(
      403,
    );
    const noReason = await send(v.owner, 'POST', `/v1/verifications/${id}/withdraw`, { reason: '' });
    expect(noReason.json().error.fields).toEqual({ reason: 'Informe o motivo.' });
    const withdrawn = await send(v.owner, 'POST', `/v1/verifications/${id}/withdraw`, {
      reason: 'Conflito de interesse descoberto.',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const after = (await send(null, 'GET', `/v1/public/certificates/${certificate.code}`)).json().data.verifications[0];
    expect(after).toMatchObject({
      status: 'withdrawn',
      withdrawalReason: 'Conflito de interesse descoberto.',
      signature: verification.signature,
    });

    // Both organisations' histories and exports carry it.
    for (const organizationId of [team.organization.id, v.organization.id]) {
      const actions = (
        await t.app.db.select().from(organizationHistory).where(eq(organizationHistory.organizationId, organizationId))
      ).map((h) => h.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          'verification_request',
          'verification_message',
          'verification_verdicts',
          'verification_sign',
          'verification_withdraw',
        ]),
      );
    }
    const exported = await send(v.reviewer, 'GET', '/v1/me/export');
    expect(exported.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(exported.rawPayload));
    const rows = JSON.parse(new TextDecoder().decode(zip['verificacoes.json']));
    expect(rows).toMatchObject([{ id, status: 'withdrawn', statement: { signerAddress: reviewerWallet.address } }]);
    expect(rows[0].verdicts).toHaveLength(3);
  });

  it('a statement with a "não conforme" is signed as rejected; the author may withdraw an unsigned request', async () => {
    const team = await createTeam(t, 'Associação Serra Verde');
    const { certificate, reportId, authorWallet } = await certifiedReport(team);
    const v = await verifierTeam('Auditoria Rigorosa');
    await accredit(v.organization.id);
    const { wallet } = await activateWallet(t, v.reviewer.headers);
    const id: string = (await request(team.owner, certificate.code, v.organization.id)).json().data.id;
    await send(v.reviewer, 'PUT', `/v1/verifications/${id}/verdicts`, {
      verdicts: [
        { section: 'indicators', verdict: 'conforming', comment: '' },
        { section: 'methodology', verdict: 'nonconforming', comment: 'Sem linha de base.' },
      ],
    });
    const signed = await sign(v.reviewer, id, wallet.privateKey);
    expect(signed.json().data).toMatchObject({ status: 'rejected', statement: { outcome: 'rejected' } });

    // A new request to the same verifier is possible once the first is closed; the author withdraws it unsigned.
    const second = (await request(team.owner, certificate.code, v.organization.id)).json().data.id;
    expect((await send(v.reviewer, 'POST', `/v1/verifications/${second}/withdraw`, { reason: 'x' })).statusCode).toBe(
      403,
    );
    const gone = await send(team.owner, 'POST', `/v1/verifications/${second}/withdraw`, {
      reason: 'Pedido em duplicidade.',
    });
    expect(gone.json().data).toMatchObject({ status: 'withdrawn', statement: null });

    // A new version is a new certificate: the statement stays with version 1 and does not carry over.
    const draft = await send(team.owner, 'POST', `/v1/reports/${reportId}/revisions`);
    expect(draft.statusCode, draft.body).toBe(201);
    const { id: v2Id, version } = draft.json().data;
    const published = await send(team.owner, 'PATCH', `/v1/reports/${v2Id}`, { status: 'published', version });
    expect(published.statusCode, published.body).toBe(200);
    const v2 = await certifyReport(t, team.owner.headers, authorWallet.privateKey, v2Id);
    const publicV2 = (await send(null, 'GET', `/v1/public/certificates/${v2.code}`)).json().data;
    expect(publicV2).toMatchObject({ replaces: { code: certificate.code, revision: 1 }, verifications: [] });
    const publicV1 = (await send(null, 'GET', `/v1/public/certificates/${certificate.code}`)).json().data;
    expect(publicV1.supersededBy).toEqual({ code: v2.code, revision: 2 });
    expect(publicV1.verifications).toHaveLength(1);
  });

  it('a verifier reads the project’s history without another verifier’s review of it', async () => {
    const team = await createTeam(t, 'ONG Dois Pedidos');
    const { certificate } = await certifiedReport(team);
    const first = await verifierTeam('Primeira Verificadora');
    const second = await verifierTeam('Segunda Verificadora');
    await accredit(first.organization.id);
    await accredit(second.organization.id);
    const firstId: string = (await request(team.owner, certificate.code, first.organization.id)).json().data.id;
    await send(first.reviewer, 'PUT', `/v1/verifications/${firstId}/verdicts`, {
      verdicts: [{ section: 'indicators', verdict: 'nonconforming', comment: 'Rascunho: a contagem parece inflada.' }],
    });
    await send(first.reviewer, 'POST', `/v1/verifications/${firstId}/messages`, {
      text: 'Enviem a planilha de campo, por favor.',
      requestClarification: true,
    });
    await send(team.owner, 'POST', `/v1/verifications/${firstId}/messages`, { text: 'Segue a planilha revisada.' });
    const secondId: string = (await request(team.owner, certificate.code, second.organization.id)).json().data.id;

    const detail = await send(second.reviewer, 'GET', `/v1/verifications/${secondId}`);
    expect(detail.statusCode).toBe(200);
    const history: { action: string; entityId: string | null }[] = detail.json().data.projectHistory;
    // The project's own history is there, with this request; nothing of the first verifier's review.
    expect(history.map((h) => h.action)).toEqual(expect.arrayContaining(['create', 'certify', 'verification_request']));
    expect(history.filter((h) => h.entityId === firstId)).toEqual([]);
    for (const secret of [
      'contagem parece inflada',
      'planilha de campo',
      'planilha revisada',
      'Primeira Verificadora',
    ]) {
      expect(detail.body).not.toContain(secret);
    }
    // The first verifier still sees its own request in the project's history.
    const own = (await send(first.reviewer, 'GET', `/v1/verifications/${firstId}`)).json().data.projectHistory;
    expect(own.filter((h: { entityId: string }) => h.entityId === firstId).length).toBeGreaterThan(0);
  });

  it('nobody on the report’s side reviews it: a member of its organisation, or its author, who also reviews for the verifier', async () => {
    const team = await createTeam(t, 'ONG de Dois Chapéus');
    const v = await verifierTeam('Verificadora de Dois Chapéus');
    await accredit(v.organization.id);
    // The report's organisation's owner is also a reviewer (editor) of the verifier.
    await t.app.db
      .insert(memberships)
      .values({ organizationId: v.organization.id, userId: team.owner.user.id, role: 'editor' });
    const { certificate } = await certifiedReport(team);
    const created = await request(team.owner, certificate.code, v.organization.id);
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().data.id;
    // They see it as who asked, not as a reviewer: no verdicts, no draft to sign.
    expect(created.json().data).toMatchObject({ side: 'author', can: { review: false, sign: false, withdraw: true } });
    const verdicts = {
      verdicts: [{ section: 'indicators', verdict: 'conforming', comment: 'Conferi o meu próprio.' }],
    };
    for (const res of [
      await send(team.owner, 'PUT', `/v1/verifications/${id}/verdicts`, verdicts),
      await send(team.owner, 'GET', `/v1/verifications/${id}/statement-draft`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(verificationMessages.ownReport);
    }
    const inbox = (await send(team.owner, 'GET', '/v1/verifications?side=verifier')).json().data;
    expect(inbox.map((r: { id: string }) => r.id)).not.toContain(id);
    // The verifier's other reviewers still review it.
    expect((await send(v.reviewer, 'PUT', `/v1/verifications/${id}/verdicts`, verdicts)).statusCode).toBe(200);

    // The author of a personal report who reviews for the verifier asks it, and may not sign their own verification.
    const { author, certificate: own } = await personalCertificate('Autora e Revisora');
    await t.app.db
      .insert(memberships)
      .values({ organizationId: v.organization.id, userId: author.user.id, role: 'editor' });
    const ownId: string = (await request(author, own.code, v.organization.id)).json().data.id;
    const selfReview = await send(author, 'PUT', `/v1/verifications/${ownId}/verdicts`, verdicts);
    expect(selfReview.statusCode).toBe(403);
    expect(selfReview.json().error.message).toBe(verificationMessages.ownReport);
    expect((await send(author, 'GET', `/v1/verifications/${ownId}/statement-draft`)).statusCode).toBe(403);
    expect((await send(null, 'GET', `/v1/public/certificates/${own.code}`)).json().data.verifications).toEqual([]);
  });

  it('refuses a statement dated while the accreditation was suspended, even if it is active again now', async () => {
    const team = await createTeam(t, 'ONG Data Antiga');
    const { certificate } = await certifiedReport(team);
    const v = await verifierTeam('Verificadora Data Antiga');
    await accredit(v.organization.id);
    const { wallet } = await activateWallet(t, v.reviewer.headers);
    const id: string = (await request(team.owner, certificate.code, v.organization.id)).json().data.id;
    await send(v.reviewer, 'PUT', `/v1/verifications/${id}/verdicts`, {
      verdicts: [{ section: 'indicators', verdict: 'conforming', comment: '' }],
    });
    const status = (body: object) => send(admin, 'POST', `/v1/admin/verifiers/${v.organization.id}/status`, body);
    await status({ action: 'suspend', reason: 'Documentação em revisão.' });
    const whileSuspended = new Date(Date.now() + 5).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await status({ action: 'reinstate' });

    // A draft carrying an instant inside the suspension (the 15 minutes a draft stays signable allow it).
    const draft = (await send(v.reviewer, 'GET', `/v1/verifications/${id}/statement-draft`)).json().data;
    const statement = { ...draft.statement, date: whileSuspended };
    const sha256 = canonicalSha256(statement);
    const res = await postStatement(v.reviewer, id, draft, wallet.privateKey, {
      date: whileSuspended,
      sha256,
      message: verificationMessage(certificate.code, sha256),
    });
    // What /verificar replays from the public history at that instant: suspended. The server refuses it the same way.
    const history = (await send(null, 'GET', `/v1/public/verifiers/${v.organization.slug}`)).json().data.history;
    expect(accreditationAt(history, whileSuspended)?.status).toBe('suspended');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toBe(verificationMessages.suspended);
    expect((await sign(v.reviewer, id, wallet.privateKey)).statusCode).toBe(201);
  });

  it('offers signing exactly when the server accepts it: not while suspended, never once revoked, and says why', async () => {
    const team = await createTeam(t, 'ONG Quer Saber Por Quê');
    const { certificate } = await certifiedReport(team);
    const v = await verifierTeam('Verificadora Suspensa');
    await accredit(v.organization.id);
    const { wallet } = await activateWallet(t, v.reviewer.headers);
    const id: string = (await request(team.owner, certificate.code, v.organization.id)).json().data.id;
    const verdicts = { verdicts: [{ section: 'indicators', verdict: 'conforming', comment: '' }] };
    expect((await send(v.reviewer, 'PUT', `/v1/verifications/${id}/verdicts`, verdicts)).statusCode).toBe(200);
    const status = (body: object) => send(admin, 'POST', `/v1/admin/verifiers/${v.organization.id}/status`, body);
    const seen = async (who: Session) => {
      const detail = (await send(who, 'GET', `/v1/verifications/${id}`)).json().data;
      const listed = (await send(who, 'GET', '/v1/verifications')).json().data.find((r: { id: string }) => r.id === id);
      expect(listed.can).toEqual(detail.can);
      return detail;
    };
    expect(await seen(v.reviewer)).toMatchObject({ can: { sign: true, review: true }, signProblem: null });

    await status({ action: 'suspend', reason: 'Documentação em revisão.' });
    expect(await seen(v.reviewer)).toMatchObject({
      can: { sign: false, review: true },
      signProblem: verificationMessages.suspended,
    });
    // The author is told too, so they may withdraw and ask another verifier.
    expect(await seen(team.owner)).toMatchObject({ signProblem: verificationMessages.suspended });
    // What `can` offers the server accepts, what it does not the server refuses, with the same reason.
    expect((await send(v.reviewer, 'PUT', `/v1/verifications/${id}/verdicts`, verdicts)).statusCode).toBe(200);
    const draft = await send(v.reviewer, 'GET', `/v1/verifications/${id}/statement-draft`);
    expect(draft.statusCode).toBe(409);
    expect(draft.json().error.message).toBe(verificationMessages.suspended);

    await status({ action: 'reinstate' });
    expect(await seen(v.reviewer)).toMatchObject({ can: { sign: true }, signProblem: null });
    const active = (await send(v.reviewer, 'GET', `/v1/verifications/${id}/statement-draft`)).json().data;

    await status({ action: 'revoke', reason: 'Fraude comprovada.' });
    expect(await seen(v.reviewer)).toMatchObject({
      can: { sign: false, review: true },
      signProblem: verificationMessages.revoked,
    });
    // A draft fetched while accredited, signed after the revocation.
    const refused = await postStatement(v.reviewer, id, active, wallet.privateKey);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(verificationMessages.revoked);
  });

  it('a deleted account is no longer named by the requests and threads it leaves with the verifier', async () => {
    const { author, certificate } = await personalCertificate('Joana Quer Ser Esquecida');
    const team = await createTeam(t, 'ONG Que Fica');
    const { certificate: teamCertificate } = await certifiedReport(team);
    const v = await verifierTeam('Verificadora Que Lembra');
    await accredit(v.organization.id);
    const personal: string = (await request(author, certificate.code, v.organization.id, 'Meu pedido pessoal.')).json()
      .data.id;
    // She also writes, as an editor of an organisation, in that organisation's request.
    await t.app.db
      .insert(memberships)
      .values({ organizationId: team.organization.id, userId: author.user.id, role: 'editor' });
    const ofTeam: string = (await request(team.owner, teamCertificate.code, v.organization.id)).json().data.id;
    await send(v.reviewer, 'POST', `/v1/verifications/${ofTeam}/messages`, {
      text: 'Qual a origem das mudas?',
      requestClarification: true,
    });
    expect(
      (await send(author, 'POST', `/v1/verifications/${ofTeam}/messages`, { text: 'Viveiro municipal.' })).statusCode,
    ).toBe(201);

    expect((await send(author, 'DELETE', '/v1/me')).statusCode).toBe(200);

    const inbox = await send(v.reviewer, 'GET', '/v1/verifications?side=verifier');
    expect(inbox.body).not.toContain('Joana');
    expect(inbox.json().data.find((x: { id: string }) => x.id === personal).requester).toEqual({
      organizationId: null,
      name: 'Pessoa excluída',
    });
    const thread = await send(v.reviewer, 'GET', `/v1/verifications/${ofTeam}`);
    expect(thread.body).not.toContain('Joana');
    expect(
      thread.json().data.messages.map((m: { authorName: string; text: string }) => [m.authorName, m.text]),
    ).toEqual([
      ['Revisora Técnica Verificadora Que Lembra', 'Qual a origem das mudas?'],
      ['Pessoa excluída', 'Viveiro municipal.'],
    ]);
    const csv = await send(v.owner, 'GET', `/v1/exports/verifications.csv?organizationId=${v.organization.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('Joana');
    const exported = unzipSync(new Uint8Array((await send(v.reviewer, 'GET', '/v1/me/export')).rawPayload));
    expect(new TextDecoder().decode(exported['verificacoes.json'])).not.toContain('Joana');
  });

  it('the author of a personal report asks once per Idempotency-Key; nobody else may ask for it', async () => {
    const { author, wallet, certificate } = await personalCertificate('Marta Autora Independente');
    const v = await verifierTeam('Verificadora Pessoal');
    await accredit(v.organization.id);
    expect((await request(await signIn(t), certificate.code, v.organization.id)).statusCode).toBe(403);

    const body = { certificateCode: certificate.code, verifierId: v.organization.id };
    const headers = { ...author.headers, 'idempotency-key': 'pedido-verificacao-1' };
    const first = await t.app.inject({ method: 'POST', url: '/v1/verifications', headers, payload: body });
    const again = await t.app.inject({ method: 'POST', url: '/v1/verifications', headers, payload: body });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(first.json().data.requester).toEqual({ organizationId: null, name: 'Marta Autora Independente' });
    const mine = (await send(author, 'GET', '/v1/verifications?side=author')).json().data;
    expect(mine.map((x: { id: string }) => x.id)).toEqual([first.json().data.id]);

    // Her certificates say which she may have verified: not one of a report without a project (no scope to check).
    const loose = await send(author, 'POST', '/v1/reports', reportInput({ status: 'published' }));
    const unscoped = await certifyReport(t, author.headers, wallet.privateKey, loose.json().data.id);
    const offers = (await send(author, 'GET', '/v1/certificates'))
      .json()
      .data.map((c: { code: string; can: { requestVerification: boolean } }) => [c.code, c.can.requestVerification]);
    expect(Object.fromEntries(offers)).toEqual({ [certificate.code]: true, [unscoped.code]: false });
    expect((await request(author, unscoped.code, v.organization.id)).json().error.message).toBe(
      verificationMessages.noProject,
    );
  });
});

describe('verified impact', () => {
  it('splits verified from self-declared impact in the registry, the panel and the exports, by one rule', async () => {
    const team = await createTeam(t, 'Cooperativa Mata Viva');
    const { wallet } = await activateWallet(t, team.owner.headers);
    const publicProject = async (name: string) => {
      const p = await send(
        team.owner,
        'POST',
        '/v1/projects',
        projectInput({ organizationId: team.organization.id, name }),
      );
      expect(p.statusCode, p.body).toBe(201);
      const published = await send(team.owner, 'PATCH', `/v1/projects/${p.json().data.id}`, {
        public: true,
        version: p.json().data.version,
      });
      expect(published.statusCode, published.body).toBe(200);
      return published.json().data as { id: string; slug: string };
    };
    const certified = async (projectId: string, title: string, treesPlanted: number) => {
      const r = await send(
        team.owner,
        'POST',
        '/v1/reports',
        reportInput({ projectId, title, treesPlanted, status: 'published' }),
      );
      expect(r.statusCode, r.body).toBe(201);
      const reportId: string = r.json().data.id;
      return { reportId, certificate: await certifyReport(t, team.owner.headers, wallet.privateKey, reportId) };
    };
    const mataViva = await publicProject('Mata Viva Verificada');
    const checked = await certified(mataViva.id, 'Plantio verificado', 4200);
    await certified(mataViva.id, 'Plantio autodeclarado', 100);
    const other = await publicProject('Quintal Autodeclarado');
    await certified(other.id, 'Mudas do quintal', 30);

    const panel = async () => (await send(team.owner, 'GET', '/v1/dashboard')).json().data;
    const registry = async (query = '') =>
      (await send(null, 'GET', `/v1/public/projects?organization=${team.organization.slug}${query}`)).json().data;
    const page = async () => (await send(null, 'GET', `/v1/public/projects/${mataViva.slug}`)).json().data;

    // Before any verification everything is self-declared (and the panel is kept in its cache).
    expect(await panel()).toMatchObject({
      verified: { reports: 0, totals: { treesPlanted: 0 } },
      selfDeclared: { reports: 3, totals: { treesPlanted: 4330 } },
    });
    expect((await registry('&verified=true')).items).toEqual([]);

    const v = await verifierTeam('Verificadora Imparcial');
    await accredit(v.organization.id);
    const { wallet: reviewerWallet } = await activateWallet(t, v.reviewer.headers);
    const id: string = (await request(team.owner, checked.certificate.code, v.organization.id)).json().data.id;
    await send(v.reviewer, 'PUT', `/v1/verifications/${id}/verdicts`, {
      verdicts: [
        { section: 'indicators', verdict: 'conforming', comment: 'Contagem de mudas conferida em campo.' },
        { section: 'evidence', verdict: 'conforming', comment: '' },
      ],
    });
    expect((await sign(v.reviewer, id, reviewerWallet.privateKey)).statusCode).toBe(201);

    // The registry: the filter keeps the project with a verified report; its page splits the impact and marks the report.
    const verifiedOnly = await registry('&verified=true');
    expect(verifiedOnly.items.map((p: { name: string }) => p.name)).toEqual(['Mata Viva Verificada']);
    expect(verifiedOnly.total).toBe(1);
    expect((await registry()).total).toBe(2);
    const project = await page();
    expect(project).toMatchObject({
      certifiedReports: 2,
      verifiedReports: 1,
      certifiedImpact: { treesPlanted: 4300 },
      verifiedImpact: { treesPlanted: 4200 },
      selfDeclaredImpact: { treesPlanted: 100 },
    });
    const byTitle = Object.fromEntries(project.reports.map((r: { title: string }) => [r.title, r]));
    expect(byTitle['Plantio verificado']).toMatchObject({
      certificateCode: checked.certificate.code,
      verifiedBy: [{ name: 'Verificadora Imparcial', slug: v.organization.slug }],
    });
    expect(byTitle['Plantio autodeclarado'].verifiedBy).toEqual([]);
    const map = (await send(null, 'GET', '/v1/public/map/projects?verified=true')).json().data;
    expect(map.map((p: { name: string }) => p.name)).toEqual(['Mata Viva Verificada']);
    expect((await send(null, 'GET', '/v1/public/projects?verified=sim')).statusCode).toBe(400);

    // The panel's cache follows the signature (a trigger replaces the stamps of the report's space).
    expect(await panel()).toMatchObject({
      totals: { treesPlanted: 4330 },
      verified: { reports: 1, totals: { treesPlanted: 4200 } },
      selfDeclared: { reports: 2, totals: { treesPlanted: 130 } },
    });

    // Exports: the reports' CSV names the verifier; the organisation's verifications CSV has verdicts and statement.
    const reportsCsv = (await send(team.owner, 'GET', '/v1/exports/reports.csv')).body;
    expect(reportsCsv).toContain('Verificado por');
    expect(reportsCsv.split('\n').find((line) => line.includes('Plantio verificado'))).toContain(
      'Verificadora Imparcial',
    );
    const verificationsCsv = await send(
      team.viewer,
      'GET',
      `/v1/exports/verifications.csv?organizationId=${team.organization.id}`,
    );
    expect(verificationsCsv.statusCode).toBe(200);
    expect(verificationsCsv.body).toContain('Parecer: Indicadores');
    expect(verificationsCsv.body).toContain('Contagem de mudas conferida em campo.');
    expect(verificationsCsv.body).toContain('Aprovada');
    expect(verificationsCsv.body).toContain(reviewerWallet.address);
    const outsider = await send(
      v.reviewer,
      'GET',
      `/v1/exports/verifications.csv?organizationId=${team.organization.id}`,
    );
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().error.message).toBe('Organização não encontrada.');

    // A later revocation does not undo a statement signed while accredited; withdrawing the statement does.
    await send(admin, 'POST', `/v1/admin/verifiers/${v.organization.id}/status`, {
      action: 'revoke',
      reason: 'Fraude em outro processo.',
    });
    expect((await page()).verifiedReports).toBe(1);
    const withdrawn = await send(v.owner, 'POST', `/v1/verifications/${id}/withdraw`, {
      reason: 'Erro de medição descoberto.',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await page()).verifiedReports).toBe(0);
    expect((await registry('&verified=true')).items).toEqual([]);
    expect((await panel()).verified).toMatchObject({ reports: 0, totals: { treesPlanted: 0 } });
  });
});
