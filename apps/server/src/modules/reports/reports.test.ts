import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { certificates, reports } from '../../db/schema/index.ts';
import { requester, signIn, useTestApp } from '../../test/test-app.ts';
import { projectInput, reportInput } from '../content-common/content-factories.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

const staleMessage = 'Este registro foi alterado por outra pessoa ou em outra aba. Recarregue para ver a versão atual.';

describe('/v1/reports', () => {
  const t = useTestApp();
  let ana: Session;
  let bruno: Session;
  let admin: Session;
  let anaProject: { id: string; name: string };
  let brunoProject: { id: string };

  const { inject, listed } = requester(t);

  const createReport = async (who: Session, body: object = reportInput()) => {
    const res = await inject(who, 'POST', '/v1/reports', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  beforeAll(async () => {
    ana = await signIn(t);
    bruno = await signIn(t);
    admin = await signIn(t, { roles: ['user', 'admin'] });
    anaProject = (await inject(ana, 'POST', '/v1/projects', projectInput({ name: 'Projeto da Ana' }))).json().data;
    brunoProject = (await inject(bruno, 'POST', '/v1/projects', projectInput({ name: 'Projeto do Bruno' }))).json()
      .data;
  });

  it('creates a report of a project with its indicators', async () => {
    const report = await createReport(ana, reportInput({ projectId: anaProject.id }));
    expect(report).toMatchObject({
      ...reportInput({ projectId: anaProject.id }),
      projectName: 'Projeto da Ana',
      publishedAt: null,
      ownerId: ana.user.id,
      version: 1,
    });
    const read = await inject(ana, 'GET', `/v1/reports/${report.id}`);
    expect(read.json()).toEqual({ data: report });
  });

  it('creates a report without project or indicators, and one already published', async () => {
    const bare = await createReport(ana, { title: 'Só o período', periodStart: '2025-01-01', periodEnd: '2025-01-31' });
    expect(bare).toMatchObject({
      projectId: null,
      projectName: null,
      summary: '',
      co2eTonnes: null,
      treesPlanted: null,
    });

    const published = await createReport(ana, reportInput({ status: 'published' }));
    expect(published.status).toBe('published');
    expect(Date.now() - Date.parse(published.publishedAt)).toBeLessThan(60_000);
  });

  it('answers 400 to bad indicators, an inverted period and a "certified" status', async () => {
    let res = await inject(
      ana,
      'POST',
      '/v1/reports',
      reportInput({ co2eTonnes: -1, treesPlanted: 1.5, peopleBenefited: 2 ** 31 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      co2eTonnes: 'O valor não pode ser negativo.',
      treesPlanted: 'Use um número inteiro.',
      peopleBenefited: 'O valor máximo é 2.147.483.647.',
    });

    res = await inject(ana, 'POST', '/v1/reports', reportInput({ periodStart: '2025-07-01', periodEnd: '2025-06-30' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ periodEnd: 'O fim do período deve ser igual ou posterior ao início.' });

    res = await inject(ana, 'POST', '/v1/reports', { ...reportInput(), status: 'certified' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      status: 'Um relatório só fica certificado pela assinatura da carteira.',
    });

    res = await inject(ana, 'POST', '/v1/reports', { periodStart: '2025-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ title: 'Campo obrigatório.', periodEnd: 'Campo obrigatório.' });
  });

  it('answers every field error at once: a wrong type does not hide the inverted period', async () => {
    const res = await inject(ana, 'POST', '/v1/reports', {
      ...reportInput({ periodStart: '2025-07-01', periodEnd: '2025-06-30' }),
      waterM3: 'abc',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['periodEnd', 'waterM3']);
    expect(res.json().error.fields.periodEnd).toBe('O fim do período deve ser igual ou posterior ao início.');
  });

  it("keeps the device's position with its accuracy, refuses a lone coordinate, and clears it on update", async () => {
    const position = { latitude: -15.793889, longitude: -47.882778, locationAccuracyM: 12.5 };
    const report = await createReport(ana, reportInput(position));
    expect(report).toMatchObject(position);
    expect((await inject(ana, 'GET', `/v1/reports/${report.id}`)).json().data).toMatchObject(position);

    let res = await inject(ana, 'POST', '/v1/reports', reportInput({ latitude: -15.79 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ longitude: 'Informe a latitude e a longitude juntas.' });
    res = await inject(
      ana,
      'POST',
      '/v1/reports',
      reportInput({ latitude: 91, longitude: -47.9, locationAccuracyM: -1 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      latitude: 'A latitude vai de -90 a 90.',
      locationAccuracyM: 'O valor não pode ser negativo.',
    });
    // An update that drops one coordinate of the stored pair is checked against the merged row.
    res = await inject(ana, 'PATCH', `/v1/reports/${report.id}`, { version: 1, longitude: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ longitude: 'Informe a latitude e a longitude juntas.' });

    res = await inject(ana, 'PATCH', `/v1/reports/${report.id}`, {
      version: 1,
      latitude: null,
      longitude: null,
      locationAccuracyM: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ latitude: null, longitude: null, locationAccuracyM: null, version: 2 });
  });

  it("refuses another person's project, exactly as a missing one", async () => {
    for (const projectId of [brunoProject.id, crypto.randomUUID()]) {
      const res = await inject(ana, 'POST', '/v1/reports', reportInput({ projectId }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ projectId: 'Projeto não encontrado.' });
    }
    const bad = await inject(ana, 'POST', '/v1/reports', reportInput({ projectId: 'abc' }));
    expect(bad.json().error.fields).toEqual({ projectId: 'Projeto inválido.' });
    // An admin may file a report under anyone's project.
    const byAdmin = await createReport(admin, reportInput({ projectId: brunoProject.id }));
    expect(byAdmin.projectId).toBe(brunoProject.id);
  });

  it('answers 401 without a session', async () => {
    const report = await createReport(ana);
    for (const [method, url] of [
      ['GET', '/v1/reports'],
      ['POST', '/v1/reports'],
      ['GET', `/v1/reports/${report.id}`],
      ['PATCH', `/v1/reports/${report.id}`],
      ['DELETE', `/v1/reports/${report.id}`],
      ['GET', `/v1/projects/${anaProject.id}/reports`],
    ] as const) {
      const res = await inject(null, method, url, method === 'POST' || method === 'PATCH' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("hides another person's report (404) and leaves it intact", async () => {
    const report = await createReport(ana);
    const url = `/v1/reports/${report.id}`;
    expect((await inject(bruno, 'GET', url)).json().error).toEqual({
      code: 'not_found',
      message: 'Relatório não encontrado.',
    });
    expect((await inject(bruno, 'PATCH', url, { version: 1, title: 'Meu' })).statusCode).toBe(404);
    expect((await inject(bruno, 'DELETE', url)).statusCode).toBe(404);
    expect((await inject(ana, 'GET', url)).json().data).toEqual(report);
    expect((await inject(ana, 'GET', '/v1/reports/nao-e-uuid')).statusCode).toBe(400);
  });

  it('publishes (stamping publishedAt), returns to draft, and refuses a stale version', async () => {
    const report = await createReport(ana, reportInput({ projectId: anaProject.id }));
    const url = `/v1/reports/${report.id}`;
    const published = await inject(ana, 'PATCH', url, { version: 1, status: 'published', treesPlanted: 5000 });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({
      status: 'published',
      treesPlanted: 5000,
      version: 2,
      projectName: 'Projeto da Ana',
    });
    expect(published.json().data.publishedAt).toEqual(expect.any(String));

    const stale = await inject(ana, 'PATCH', url, { version: 1, title: 'Outra aba' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: { code: 'conflict', message: staleMessage } });

    const draft = await inject(ana, 'PATCH', url, { version: 2, status: 'draft', projectId: null });
    expect(draft.json().data).toMatchObject({
      status: 'draft',
      publishedAt: null,
      projectId: null,
      projectName: null,
      version: 3,
    });

    const inverted = await inject(ana, 'PATCH', url, { version: 3, periodEnd: '2024-12-31' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().error.fields).toEqual({
      periodEnd: 'O fim do período deve ser igual ou posterior ao início.',
    });

    const toOthers = await inject(ana, 'PATCH', url, { version: 3, projectId: brunoProject.id });
    expect(toOthers.statusCode).toBe(400);
    expect(toOthers.json().error.fields).toEqual({ projectId: 'Projeto não encontrado.' });
  });

  it("lets an admin change anyone's report", async () => {
    const report = await createReport(bruno);
    const res = await inject(admin, 'PATCH', `/v1/reports/${report.id}`, { version: 1, summary: 'Corrigido.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ summary: 'Corrigido.', ownerId: bruno.user.id, version: 2 });
  });

  it('freezes a certified report: no change, no delete', async () => {
    const report = await createReport(ana, reportInput({ status: 'published' }));
    await t.app.db.update(reports).set({ status: 'certified' }).where(eq(reports.id, report.id));
    const url = `/v1/reports/${report.id}`;
    const frozen = { error: { code: 'conflict', message: 'Relatório certificado não pode ser alterado.' } };

    const patch = await inject(ana, 'PATCH', url, { version: 1, title: 'Mudou' });
    expect(patch.statusCode).toBe(409);
    expect(patch.json()).toEqual(frozen);
    const asAdmin = await inject(admin, 'PATCH', url, { version: 1, status: 'draft' });
    expect(asAdmin.json()).toEqual(frozen);
    const del = await inject(ana, 'DELETE', url);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual(frozen);

    const read = (await inject(ana, 'GET', url)).json().data;
    expect(read).toMatchObject({ status: 'certified', title: report.title, version: 1 });
  });

  it("answers a certified report's certificate code (null until then), in the report and in the list", async () => {
    const report = await createReport(ana, reportInput({ status: 'published', title: 'Com certificado' }));
    expect(report.certificateCode).toBeNull();
    await t.app.db.update(reports).set({ status: 'certified' }).where(eq(reports.id, report.id));
    await t.app.db.insert(certificates).values({
      code: 'RAIZ7K2Q9X',
      reportId: report.id,
      ownerId: ana.user.id,
      snapshot: {},
      sha256: 'a'.repeat(64),
      signature: `0x${'b'.repeat(130)}`,
      signerAddress: `0x${'c'.repeat(40)}`,
      signerRef: 'd'.repeat(64),
    });
    expect((await inject(ana, 'GET', `/v1/reports/${report.id}`)).json().data.certificateCode).toBe('RAIZ7K2Q9X');
    const listed = (await inject(ana, 'GET', '/v1/reports?q=Com%20certificado')).json().data.items;
    expect(listed).toEqual([expect.objectContaining({ id: report.id, certificateCode: 'RAIZ7K2Q9X' })]);
  });

  it('deletes a report, checking the version when given', async () => {
    const report = await createReport(ana);
    const url = `/v1/reports/${report.id}`;
    expect((await inject(ana, 'DELETE', `${url}?version=2`)).json().error.message).toBe(staleMessage);
    const res = await inject(ana, 'DELETE', url);
    expect(res.json()).toEqual({ data: { id: report.id } });
    expect((await inject(ana, 'GET', url)).statusCode).toBe(404);
  });

  describe('lists', () => {
    let carla: Session;
    let carlaProject: { id: string };
    beforeAll(async () => {
      carla = await signIn(t);
      carlaProject = (await inject(carla, 'POST', '/v1/projects', projectInput())).json().data;
      await createReport(carla, reportInput({ title: 'Março', periodStart: '2025-03-01', periodEnd: '2025-03-31' }));
      await createReport(
        carla,
        reportInput({
          title: 'Janeiro',
          periodStart: '2025-01-01',
          periodEnd: '2025-01-31',
          projectId: carlaProject.id,
        }),
      );
      await createReport(
        carla,
        reportInput({
          title: 'Fevereiro',
          periodStart: '2025-02-01',
          periodEnd: '2025-02-28',
          projectId: carlaProject.id,
          summary: 'Seca severa no viveiro.',
        }),
      );
    });

    const titles = (who: Session, url: string) => listed(who, url);

    it("shows only the caller's reports; an admin sees everyone's", async () => {
      expect(await titles(carla, '/v1/reports')).toEqual(['Fevereiro', 'Janeiro', 'Março']);
      const anas = await titles(ana, '/v1/reports?pageSize=100');
      expect(anas).not.toContain('Março');
      const all = (await inject(admin, 'GET', '/v1/reports?pageSize=100')).json().data;
      expect(all.items.map((r: { title: string }) => r.title)).toEqual(expect.arrayContaining(['Março', 'Janeiro']));
      expect(new Set(all.items.map((r: { ownerId: string }) => r.ownerId)).size).toBeGreaterThanOrEqual(3);
    });

    it('sorts by period and title, paginates and searches title and summary', async () => {
      expect(await titles(carla, '/v1/reports?sort=periodStart:asc')).toEqual(['Janeiro', 'Fevereiro', 'Março']);
      expect(await titles(carla, '/v1/reports?sort=title:desc')).toEqual(['Março', 'Janeiro', 'Fevereiro']);
      const page2 = (await inject(carla, 'GET', '/v1/reports?sort=periodStart:asc&pageSize=2&page=2')).json().data;
      expect(page2).toMatchObject({ page: 2, pageSize: 2, total: 3 });
      expect(page2.items.map((r: { title: string }) => r.title)).toEqual(['Março']);
      expect(await titles(carla, '/v1/reports?q=SECA')).toEqual(['Fevereiro']);
      expect(await titles(carla, '/v1/reports?q=mar%C3%A7o')).toEqual(['Março']);
      expect(await titles(carla, '/v1/reports?q=MARCO')).toEqual(['Março']);
      expect(await titles(carla, `/v1/reports?q=${encodeURIComponent('SÉCA')}`)).toEqual(['Fevereiro']);
      expect((await inject(carla, 'GET', '/v1/reports?sort=status:asc')).statusCode).toBe(400);
    });

    it('searches without caring for accents or case ("sao" finds "São", "agua" finds "Água"), % and _ literally', async () => {
      const erica = await signIn(t);
      await createReport(erica, reportInput({ title: 'Água da nascente', summary: 'Mutirão em São Paulo.' }));
      await createReport(erica, reportInput({ title: 'sao paulo, sem acentos', summary: '100% das mudas_vivas.' }));
      const found = async (q: string) => titles(erica, `/v1/reports?q=${encodeURIComponent(q)}`);
      for (const q of ['sao', 'SÃO PAULO'])
        expect(await found(q), q).toEqual(['sao paulo, sem acentos', 'Água da nascente']);
      for (const q of ['agua', 'ÁGUA', 'mutirao']) expect(await found(q), q).toEqual(['Água da nascente']);
      for (const q of ['100%', '%', '_']) expect(await found(q), q).toEqual(['sao paulo, sem acentos']);
      for (const q of ['s_o', 'p%o']) expect(await found(q), q).toEqual([]);
    });

    it("lists a project's reports, only for who may see the project", async () => {
      const url = `/v1/projects/${carlaProject.id}/reports`;
      expect(await titles(carla, url)).toEqual(['Fevereiro', 'Janeiro']);
      expect(await titles(carla, `${url}?q=seca`)).toEqual(['Fevereiro']);
      expect(await titles(admin, url)).toEqual(['Fevereiro', 'Janeiro']);
      const other = await inject(bruno, 'GET', url);
      expect(other.statusCode).toBe(404);
      expect(other.json().error.message).toBe('Projeto não encontrado.');
      expect((await inject(carla, 'GET', '/v1/projects/xyz/reports')).json().error.fields).toEqual({
        projectId: 'Identificador de projeto inválido.',
      });
    });

    it("keeps a deleted project's reports, without the link", async () => {
      const project = (await inject(carla, 'POST', '/v1/projects', projectInput({ name: 'Efêmero' }))).json().data;
      const report = await createReport(carla, reportInput({ title: 'Do efêmero', projectId: project.id }));
      expect((await inject(carla, 'DELETE', `/v1/projects/${project.id}`)).statusCode).toBe(200);
      const read = (await inject(carla, 'GET', `/v1/reports/${report.id}`)).json().data;
      expect(read).toMatchObject({ title: 'Do efêmero', projectId: null, projectName: null });
    });
  });
});
