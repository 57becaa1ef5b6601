// The panel, the public home page, the CSV export and the how-to guide (issue 6), against the real server: a fresh
// person creates data through the API and checks what the screens show. Runs at 390 px and 1280 px.
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, createProject, signInNewPerson } from '../fixtures/auth';
import { axeViolations } from '../fixtures/axe';

const pt = (value: number, decimals: number) =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);

interface Indicators {
  co2eTonnes: number;
  treesPlanted: number;
  restoredAreaHa: number;
  waterM3: number;
  wasteTonnes: number;
  peopleBenefited: number;
}

function report(title: string, projectId: string | null, period: [string, string], figures: Partial<Indicators>, status = 'published') {
  return { title, projectId, periodStart: period[0], periodEnd: period[1], summary: `Resumo de ${title}`, status, ...figures };
}

/** The cells of a table row whose header is `label`, as shown. */
async function rowCells(page: Page, region: string, label: string) {
  const row = page.getByRole('region', { name: region }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  return row.getByRole('cell').allInnerTexts();
}

test('the panel shows the figures of the published reports, in cards, charts and their tables', async ({ page }) => {
  await signInNewPerson(page);
  await expect(page).toHaveURL(/\/painel$/);
  await expect(page.getByText('Nenhum relatório publicado ainda')).toBeVisible();
  await expect(page.getByTestId('rdx-balance')).toHaveText('Carteira não ativada');
  await expect(page.getByRole('link', { name: 'Ativar carteira' })).toHaveAttribute('href', '/carteira');

  const project = await createProject(page, 'Nascentes do Painel', { status: 'in_progress' });
  await api(page, 'POST', '/v1/reports', report('Março', project.id, ['2025-03-01', '2025-03-31'], {
    co2eTonnes: 10.5, treesPlanted: 100, restoredAreaHa: 2.25, waterM3: 1000, wasteTonnes: 0.5, peopleBenefited: 12,
  }));
  await api(page, 'POST', '/v1/reports', report('Maio', project.id, ['2025-05-01', '2025-05-31'], {
    co2eTonnes: 4.25, treesPlanted: 50, waterM3: 250.5, wasteTonnes: 1.25, peopleBenefited: 3,
  }));
  await api(page, 'POST', '/v1/reports', report('Avulso de maio', null, ['2025-05-10', '2025-05-20'], { co2eTonnes: 1, treesPlanted: 10, peopleBenefited: 1 }));
  // A draft counts as a report but not in the impact figures.
  await api(page, 'POST', '/v1/reports', report('Rascunho', project.id, ['2025-04-01', '2025-04-30'], { co2eTonnes: 999, treesPlanted: 9999 }, 'draft'));
  await api(page, 'POST', `/v1/projects/${project.id}/posts`, { title: 'Primeiro post', content: 'Olá', published: true });
  await api(page, 'POST', `/v1/projects/${project.id}/events`, { title: 'Mutirão', startsAt: '2026-03-14T08:00:00-03:00' });
  await api(page, 'POST', `/v1/projects/${project.id}/products`, { name: 'Muda', priceCents: 1250, unit: 'muda', stock: 3 });

  await page.reload();
  const cards = { projects: '1', reports: '4', posts: '1', events: '1', products: '1', certificates: '0' };
  for (const [key, value] of Object.entries(cards)) await expect(page.getByTestId(`count-${key}`)).toHaveText(value);
  await expect(page.getByText('Rascunhos não entram nestes números.')).toBeVisible();
  const totals = { co2eTonnes: '15,75', treesPlanted: '160', restoredAreaHa: '2,25', waterM3: '1.250,50', wasteTonnes: '1,75', peopleBenefited: '16' };
  for (const [key, value] of Object.entries(totals)) await expect(page.getByTestId(`total-${key}`)).toHaveText(value);

  // The charts draw (recharts SVG with bars), with pt-BR month names on the axis.
  const byMonth = page.getByTestId('chart-time');
  await expect(byMonth.locator('svg.recharts-surface')).toBeVisible();
  await expect(byMonth.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  await expect(byMonth.getByText('mar/2025')).toBeVisible();
  const byProject = page.getByTestId('chart-category');
  await expect(byProject.locator('svg.recharts-surface')).toBeVisible();
  await expect(byProject.getByText('Nascentes do Painel')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carbono', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: 'Árvores', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Árvores', pressed: true })).toBeVisible();

  // The table alternative of each chart holds the same figures, every indicator, with the months in between.
  const monthCard = page.getByRole('region', { name: 'Por mês', exact: true });
  await monthCard.getByRole('button', { name: 'Ver tabela' }).click();
  await expect(monthCard.getByRole('button', { name: 'Ocultar tabela' })).toHaveAttribute('aria-expanded', 'true');
  const monthTable = 'Por mês: todos os indicadores';
  expect(await rowCells(page, monthTable, 'mar/2025')).toEqual(['10,50', '100', '2,25', '1.000,00', '0,50', '12']);
  expect(await rowCells(page, monthTable, 'abr/2025')).toEqual(['0,00', '0', '0,00', '0,00', '0,00', '0']);
  expect(await rowCells(page, monthTable, 'mai/2025')).toEqual(['5,25', '60', '0,00', '250,50', '1,25', '4']);
  expect(await rowCells(page, monthTable, 'Total')).toEqual(['15,75', '160', '2,25', '1.250,50', '1,75', '16']);

  const projectCard = page.getByRole('region', { name: 'Por projeto', exact: true });
  await projectCard.getByRole('button', { name: 'Ver tabela' }).click();
  const projectTable = 'Por projeto: todos os indicadores';
  expect(await rowCells(page, projectTable, 'Nascentes do Painel')).toEqual(['14,75', '150', '2,25', '1.250,50', '1,75', '15']);
  expect(await rowCells(page, projectTable, 'Sem projeto')).toEqual(['1,00', '10', '0,00', '0,00', '0,00', '1']);

  // Recent activity links to what changed.
  const recent = page.getByRole('region', { name: 'Atividade recente' });
  await expect(recent.getByRole('link', { name: /Rascunho.*Relatório · Rascunho/ })).toHaveAttribute('href', /\/relatorios\/editar\//);
  await expect(recent.getByRole('link', { name: /Nascentes do Painel.*Projeto/ })).toHaveAttribute('href', `/projetos/${project.id}`);
  await expect(page.getByRole('link', { name: 'Gerenciar Dados' })).toHaveAttribute('href', '/relatorios');

  expect(await axeViolations(page)).toEqual([]);
});

async function readImpact(request: APIRequestContext): Promise<{ totals: Indicators; counts: { certifiedReports: number } }> {
  const res = await request.get('/v1/public/impact', { headers: { 'cache-control': 'no-cache' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { totals: Indicators; counts: { certifiedReports: number } } }).data;
}

/**
 * The home page shows the platform's figure of now. Other tests certify reports in parallel, so the figure is read
 * from the API before and after the page loads, and compared only when it did not move meanwhile.
 */
async function expectHomeShowsApiFigures(visitor: Page) {
  let shown: Awaited<ReturnType<typeof readImpact>> | undefined;
  await expect(async () => {
    const before = await readImpact(visitor.request);
    await visitor.reload();
    const trees = visitor.getByTestId('impact-treesPlanted');
    await expect(trees).toBeVisible();
    const texts = {
      trees: await trees.innerText(),
      co2e: await visitor.getByTestId('impact-co2eTonnes').innerText(),
      reports: await visitor.getByTestId('impact-count-certifiedReports').innerText(),
    };
    const after = await readImpact(visitor.request);
    expect(after).toEqual(before);
    expect(texts).toEqual({
      trees: pt(after.totals.treesPlanted, 0),
      co2e: pt(after.totals.co2eTonnes, 2),
      reports: pt(after.counts.certifiedReports, 0),
    });
    shown = after;
  }).toPass({ timeout: 40_000 });
  return shown!;
}

// Only certified reports of projects in the public registry count: registry.spec.ts certifies one and sees them grow.
test('the public home page shows the platform’s certified impact, and a report only published adds nothing', async ({ page, browser, baseURL }) => {
  await signInNewPerson(page);
  const project = await createProject(page, 'Projeto da página inicial', { status: 'in_progress' });

  const visitorContext = await browser.newContext({ baseURL, locale: 'pt-BR' });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Impacto ambiental registrado, medido e certificado.');
  await expect(visitor.getByRole('link', { name: 'Login' }).first()).toHaveAttribute('href', '/auth');
  await expect(visitor.getByRole('heading', { name: 'Do projeto ao certificado em quatro passos' })).toBeVisible();
  await expect(visitor.getByRole('main').getByRole('link', { name: 'Conheça os projetos do registro público' })).toHaveAttribute('href', '/registro');
  const before = await expectHomeShowsApiFigures(visitor);

  // A huge figure in a published (not certified) report of a project not in the registry: other tests only add
  // certified reports of a few trees at a time, so the total cannot have grown by this much.
  const published = { treesPlanted: 987_654_321 };
  await api(page, 'POST', '/v1/reports', report('Relatório novo', project.id, ['2025-06-01', '2025-06-30'], published));

  const after = await expectHomeShowsApiFigures(visitor);
  expect(after.totals.treesPlanted - before.totals.treesPlanted).toBeLessThan(published.treesPlanted);

  expect(await axeViolations(visitor)).toEqual([]);
  await visitorContext.close();
});

test('"Exportar CSV" downloads the person’s reports for Brazilian spreadsheets', async ({ page }) => {
  await signInNewPerson(page);
  const project = await createProject(page, 'Agrofloresta; Vale "Verde"', { status: 'in_progress' });
  await api(page, 'POST', '/v1/reports', report('Plantio de março', project.id, ['2025-03-01', '2025-03-31'], {
    co2eTonnes: 1234.5, treesPlanted: 1200, restoredAreaHa: 2.25, waterM3: 10, wasteTonnes: 0.5, peopleBenefited: 7,
  }));
  await api(page, 'POST', '/v1/reports', report('Ação avulsa', null, ['2025-04-02', '2025-04-09'], { co2eTonnes: 0.1 }, 'draft'));
  await page.goto('/painel');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Exportar CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('relatorios.csv');
  const csv = fs.readFileSync((await file.path())!, 'utf8');

  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Título;Projeto;Início do período;Fim do período;Situação;Código do certificado;Verificado por;Carbono evitado/sequestrado (tCO2e);Árvores plantadas;Área restaurada (ha);Água (m³);Resíduos (t);Pessoas beneficiadas;Resumo',
  );
  expect(lines).toHaveLength(3);
  expect(lines).toContain('Ação avulsa;;2025-04-02;2025-04-09;Rascunho;;;0,10;;;;;;Resumo de Ação avulsa');
  expect(lines).toContain(
    'Plantio de março;"Agrofloresta; Vale ""Verde""";2025-03-01;2025-03-31;Publicado;;;1234,50;1200;2,25;10,00;0,50;7;Resumo de Plantio de março',
  );

  // The reports list has the same button; a project's page downloads its reports, events and products.
  await page.goto('/relatorios');
  await expect(page.getByRole('link', { name: /Exportar CSV/ })).toHaveAttribute('href', '/v1/exports/reports.csv');
  await api(page, 'POST', `/v1/projects/${project.id}/products`, { name: 'Muda de ipê', priceCents: 123456, unit: 'muda', stock: 300 });
  await page.goto(`/projetos/${project.id}`);
  const exports = page.getByRole('region', { name: 'Exportar para planilha' });
  await expect(exports.getByRole('link', { name: /Relatórios \(CSV\)/ })).toHaveAttribute(
    'href',
    `/v1/exports/reports.csv?projectId=${project.id}`,
  );
  await expect(exports.getByRole('link', { name: /Eventos \(CSV\)/ })).toHaveAttribute(
    'href',
    `/v1/exports/projects/${project.id}/events.csv`,
  );
  const products = page.waitForEvent('download');
  await exports.getByRole('link', { name: /Produtos \(CSV\)/ }).click();
  const productsCsv = fs.readFileSync((await (await products).path())!, 'utf8');
  expect(productsCsv).toBe('\uFEFFNome;Preço (R$);Unidade;Estoque;Ativo;Descrição\r\nMuda de ipê;1234,56;muda;300;Sim;\r\n');
});

const guideSections = [
  ['conta', 'Criar a conta e entrar'],
  ['projeto', 'Criar um projeto'],
  ['relatorio', 'Publicar um relatório com indicadores'],
  ['evidencias', 'Anexar evidências ao relatório'],
  ['posts-eventos-produtos', 'Posts, eventos e produtos'],
  ['carteira', 'Ativar a carteira e escolher o PIN'],
  ['assinar', 'Assinar dados'],
  ['certificar', 'Certificar um relatório e verificar o certificado'],
  ['recuperar-pin', 'Recuperar o PIN'],
  ['exportar', 'Exportar para planilha (CSV)'],
] as const;

test('/como-se-faz has every section, a table of contents whose links work, and its screenshots', async ({ page }) => {
  await page.goto('/como-se-faz');
  await expect(page.getByRole('heading', { level: 1, name: 'Como se faz' })).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'Neste guia' });
  await expect(toc.getByRole('link')).toHaveCount(guideSections.length);
  for (const [id, title] of guideSections) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(toc.getByRole('link', { name: title })).toHaveAttribute('href', `#${id}`);
  }

  await toc.getByRole('link', { name: 'Ativar a carteira e escolher o PIN' }).click();
  await expect(page).toHaveURL(/\/como-se-faz#carteira$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Ativar a carteira e escolher o PIN' })).toBeInViewport();

  // A shared link opens at its section, even though the page loads lazily.
  await page.goto('/como-se-faz#recuperar-pin');
  await expect(page.getByRole('heading', { level: 2, name: 'Recuperar o PIN' })).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Como se faz' })).not.toBeInViewport();

  // Every screenshot exists, is small, and says what it shows.
  const images = page.locator('main img');
  expect(await images.count()).toBeGreaterThanOrEqual(guideSections.length);
  let total = 0;
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute('loading', 'lazy');
    expect(await img.getAttribute('alt')).toBeTruthy();
    const res = await page.request.get((await img.getAttribute('src'))!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^image\//);
    total += (await res.body()).length;
  }
  expect(total).toBeLessThan(1.5 * 1024 * 1024);

  expect(await axeViolations(page)).toEqual([]);
});
