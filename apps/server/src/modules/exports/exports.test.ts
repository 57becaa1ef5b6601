import { beforeAll, describe, expect, it } from 'vitest';
import { formatIndicator } from '@raiz/domain';
import { certificates, events, products, projects, reports } from '../../db/schema/index.ts';
import { requester, signIn, useTestApp } from '../../test/test-app.ts';

describe('CSV exports', () => {
  const t = useTestApp();
  const { inject } = requester(t);
  let ana: Awaited<ReturnType<typeof signIn>>;
  let bruno: Awaited<ReturnType<typeof signIn>>;
  let projectId: string;

  beforeAll(async () => {
    ana = await signIn(t);
    bruno = await signIn(t);
    const [p] = await t.app.db
      .insert(projects)
      .values({
        ownerId: ana.user.id,
        name: 'Água Limpa; Cerrado',
        category: 'water_resources',
        biome: 'cerrado',
        municipality: 'Brasília',
        state: 'DF',
        status: 'planned',
      })
      .returning();
    projectId = p!.id;
    await t.app.db.insert(reports).values({
      ownerId: ana.user.id,
      projectId,
      title: 'Relatório de março',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      status: 'published',
      co2eTonnes: 1234.5,
      treesPlanted: 300,
    });
    await t.app.db.insert(events).values({
      ownerId: ana.user.id,
      projectId,
      title: 'Mutirão',
      startsAt: '2026-04-10T12:00:00Z',
      location: 'Sede',
      capacity: 40,
    });
    await t.app.db
      .insert(products)
      .values({ ownerId: ana.user.id, projectId, name: 'Muda de ipê', priceCents: 1250, unit: 'unidade', stock: 80 });
  }, 60_000);

  it('exports reports with semicolons, decimal commas, ISO 8601 dates, the certificate code and a BOM', async () => {
    const res = await inject(ana, 'GET', '/v1/exports/reports.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('relatorios.csv');
    const [header, row] = res.body.split('\r\n');
    expect(header).toBe(
      '\uFEFFTítulo;Projeto;Início do período;Fim do período;Situação;Código do certificado;Verificado por;' +
        'Carbono evitado/sequestrado (tCO2e);Árvores plantadas;Área restaurada (ha);Água (m³);Resíduos (t);Pessoas beneficiadas;Resumo',
    );
    expect(row).toBe('Relatório de março;"Água Limpa; Cerrado";2026-03-01;2026-03-31;Publicado;;;1234,50;300;;;;;');

    // A certified report carries its certificate's code, the one /verificar/<code> checks.
    const [certified] = await t.app.db
      .insert(reports)
      .values({
        ownerId: ana.user.id,
        title: 'Abril certificado',
        periodStart: '2026-04-01',
        periodEnd: '2026-04-30',
        status: 'certified',
      })
      .returning();
    await t.app.db.insert(certificates).values({
      code: 'RAIZ-ABCD-EFGH',
      reportId: certified!.id,
      ownerId: ana.user.id,
      snapshot: {},
      sha256: '0'.repeat(64),
      signature: '0x00',
      signerAddress: '0x0000000000000000000000000000000000000000',
      signerRef: 'ref',
    });
    const rows = (await inject(ana, 'GET', '/v1/exports/reports.csv')).body.split('\r\n');
    expect(rows.find((r) => r.startsWith('Abril certificado'))).toBe(
      'Abril certificado;;2026-04-01;2026-04-30;Certificado;RAIZ-ABCD-EFGH;;;;;;;;',
    );
  });

  it('keeps the stored precision of every figure (3.125 t stays 3,125), while screens show 2 decimals', async () => {
    const [r] = await t.app.db
      .insert(reports)
      .values({
        ownerId: bruno.user.id,
        title: 'Precisão',
        periodStart: '2026-02-01',
        periodEnd: '2026-02-28',
        status: 'published',
        co2eTonnes: 0.005,
        restoredAreaHa: 12.3456,
        waterM3: 1500,
        wasteTonnes: 3.125,
      })
      .returning();
    const res = await inject(bruno, 'GET', '/v1/exports/reports.csv');
    const row = res.body.split('\r\n')[1]!.split(';');
    expect(row.slice(7, 12)).toEqual(['0,005', '', '12,3456', '1500,00', '3,125']);
    const shown = (await inject(bruno, 'GET', `/v1/reports/${r!.id}`)).json().data;
    expect(formatIndicator('wasteTonnes', shown.wasteTonnes)).toBe('3,13 t');
  });

  it("exports a project's reports, events and products", async () => {
    const reportsCsv = await inject(ana, 'GET', `/v1/exports/reports.csv?projectId=${projectId}`);
    expect(reportsCsv.body).toContain('Relatório de março');
    const ev = await inject(ana, 'GET', `/v1/exports/projects/${projectId}/events.csv`);
    expect(ev.headers['content-disposition']).toContain('eventos-agua-limpa-cerrado.csv');
    // 12:00 UTC is 09:00 in Brasília, and the header says which time it is.
    expect(ev.body.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFTítulo;Início (horário de Brasília, UTC−03:00);Término (horário de Brasília, UTC−03:00);Local;Vagas;Descrição',
      'Mutirão;2026-04-10 09:00;;Sede;40;',
    ]);
    const pr = await inject(ana, 'GET', `/v1/exports/projects/${projectId}/products.csv`);
    expect(pr.body.split('\r\n')[1]).toBe('Muda de ipê;12,50;unidade;80;Sim;');
  });

  it("refuses another person's project with 404 and an invalid id with 400", async () => {
    const other = await inject(bruno, 'GET', `/v1/exports/projects/${projectId}/events.csv`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('Projeto não encontrado.');
    const bad = await inject(ana, 'GET', '/v1/exports/projects/nao-e-uuid/products.csv');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.projectId).toBe('Projeto inválido.');
    const mine = await inject(bruno, 'GET', '/v1/exports/reports.csv');
    expect(mine.body).not.toContain('Relatório de março');
  });
});
