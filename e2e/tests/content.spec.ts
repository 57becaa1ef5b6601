// The content screens of issue 4, driven as a person does: signed in through the real IdP, on the real server.
// Demo accounts are shared by parallel tests and both viewports, so every name carries a unique tag and the lists
// are checked through their search.
import { expect, test, type Page } from '@playwright/test';
import { api, createProject, signInAs, uniqueTag } from '../fixtures/auth';
import { axeViolations } from '../fixtures/axe';

interface Row {
  id: string;
  version: number;
}
interface ProjectRow extends Row {
  name: string;
}

/** The one visible "Salvar" (the bottom bar's in editor mode; the header's on project/report forms otherwise). */
const save = (page: Page) => page.getByRole('button', { name: 'Salvar', exact: true }).click();

/** Types in the list's search box and waits for the debounced search to reach the address. */
async function search(page: Page, label: string, text: string) {
  await page.getByLabel(label).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
}

test.describe('conteúdo', () => {
  test('cria, edita, encontra e exclui um projeto', async ({ page }) => {
    const t = uniqueTag();
    await signInAs(page, 'ana');
    await page.goto('/projetos');
    await page.getByRole('banner').getByRole('link', { name: 'Criar Projeto' }).click();
    await expect(page.getByRole('heading', { name: 'Novo projeto', level: 1 })).toBeVisible();

    // Saving empty shows the field messages in Portuguese, under each field.
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Informe o nome do projeto.')).toBeVisible();
    await expect(page.getByText('Escolha uma categoria.')).toBeVisible();
    await expect(page.getByLabel('Nome do projeto')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Nome do projeto').fill(`Nascentes ${t}`);
    await page.getByLabel('Descrição (opcional)').fill('Recuperação de nascentes com mudas nativas.');
    await page.getByLabel('Categoria').selectOption({ label: 'Recursos hídricos' });
    await page.getByLabel('Bioma').selectOption({ label: 'Cerrado' });
    await page.getByLabel('Situação').selectOption({ label: 'Em andamento' });
    await page.getByLabel('Área em hectares (opcional)').fill('1.234,5');
    await page.getByLabel('Município').fill('Brasília');
    await page.getByLabel('UF').selectOption('DF');
    await page.getByLabel('Latitude (opcional)').fill('-15,7942');
    await page.getByLabel('Longitude (opcional)').fill('-47.8822');
    await page.getByLabel('Início (opcional)').fill('2025-01-10');
    await page.getByLabel('Término (opcional)').fill('2025-01-09');
    await save(page);
    await expect(page.getByText('A data de término deve ser igual ou posterior à de início.')).toBeVisible();
    await page.getByLabel('Término (opcional)').fill('2026-12-31');
    await save(page);

    await expect(page.getByText('Projeto criado')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Nascentes ${t}`, level: 1 })).toBeVisible();
    const facts = page.getByRole('region', { name: 'Dados do projeto' });
    await expect(facts).toContainText('Recursos hídricos');
    await expect(facts).toContainText('Cerrado');
    await expect(facts).toContainText('DF — Distrito Federal');
    await expect(facts).toContainText('1.234,50 ha');
    await expect(facts).toContainText('Latitude −15,7942 · Longitude −47,8822');
    await expect(facts).toContainText('10/01/2025');
    await expect(facts).toContainText('31/12/2026');

    await page.getByRole('link', { name: 'Editar o projeto' }).click();
    await expect(page.getByLabel('Nome do projeto')).toHaveValue(`Nascentes ${t}`);
    await expect(page.getByLabel('Área em hectares (opcional)')).toHaveValue('1234,5');
    await page.getByLabel('Nome do projeto').fill(`Nascentes Vivas ${t}`);
    await save(page);
    await expect(page.getByText('Alterações salvas')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Nascentes Vivas ${t}`, level: 1 })).toBeVisible();

    await page.goto('/projetos');
    await search(page, 'Buscar projetos', `Vivas ${t}`);
    const card = page.getByRole('article').filter({ hasText: `Nascentes Vivas ${t}` });
    await expect(card).toContainText('Em andamento');
    await expect(card).toContainText('Recursos hídricos · Cerrado · Brasília/DF');
    await expect(page.getByText('1 projeto para')).toBeVisible();

    // Deleting asks first; Cancelar keeps the project.
    await card.getByRole('button', { name: `Excluir o projeto Nascentes Vivas ${t}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Excluir “Nascentes Vivas ${t}”?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Excluir o projeto Nascentes Vivas ${t}` }).click();
    await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(page.getByText('Projeto excluído')).toBeVisible();
    await expect(page.getByText(`Nenhum projeto encontrado para “Vivas ${t}”.`)).toBeVisible();
  });

  test('cria e edita um relatório do projeto com indicadores e o encontra nas listas', async ({ page }) => {
    const t = uniqueTag();
    await signInAs(page, 'ana');
    const project = await createProject(page, `Mata Viva ${t}`);

    await page.goto(`/projetos/${project.id}`);
    await page.getByRole('link', { name: 'Criar relatório' }).first().click();
    await expect(page.getByRole('heading', { name: 'Novo relatório', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Projeto', { exact: true })).toHaveValue(project.id);
    await page.getByLabel('Título').fill(`Trimestre ${t}`);
    await page.getByLabel('Início do período').fill('2025-01-01');
    await page.getByLabel('Fim do período').fill('2025-03-31');
    await page.getByLabel('Resumo (opcional)').fill('Plantio e monitoramento.');
    await page.getByLabel('Carbono evitado/sequestrado').fill('1234,5');
    await page.getByLabel('Árvores plantadas').fill('1.200,5');
    await save(page);
    await expect(page.getByText('Use um número inteiro.')).toBeVisible();
    await page.getByLabel('Árvores plantadas').fill('1.200');
    await page.getByLabel('Pessoas beneficiadas').fill('85');
    await page.getByLabel('Situação').selectOption({ label: 'Publicado' });
    await save(page);
    await expect(page.getByText('Relatório publicado')).toBeVisible();

    // The project's reports and the person's reports both list it, with units and the status badge.
    await page.goto(`/projetos/${project.id}/relatorios`);
    const inProject = page.getByRole('article').filter({ hasText: `Trimestre ${t}` });
    await expect(inProject).toContainText('Publicado');
    await expect(inProject).toContainText('1.234,50 tCO2e');
    await expect(inProject).toContainText('1.200 árvores');
    await expect(inProject).toContainText('85 pessoas');
    await expect(inProject).toContainText('01/01/2025 a 31/03/2025');

    await page.goto('/relatorios');
    await search(page, 'Buscar relatórios', t);
    const item = page.getByRole('article').filter({ hasText: `Trimestre ${t}` });
    await expect(item).toContainText(`Mata Viva ${t}`);
    await item.getByRole('link', { name: `Editar o relatório Trimestre ${t}` }).click();
    await expect(page.getByLabel('Carbono evitado/sequestrado')).toHaveValue('1234,5');
    await page.getByLabel('Título').fill(`Primeiro trimestre ${t}`);
    await page.getByLabel('Água').fill('500');
    await save(page);
    await expect(page.getByText('Alterações salvas')).toBeVisible();
    await expect(page).toHaveURL(/\/relatorios\?q=/);
    const edited = page.getByRole('article').filter({ hasText: `Primeiro trimestre ${t}` });
    await expect(edited).toContainText('500,00 m³');

    await page.goto(`/projetos/${project.id}`);
    await expect(page.getByRole('region', { name: 'Relatórios' })).toContainText('1 relatório');
  });

  test('escreve um post em Markdown com pré-visualização segura, edita e busca', async ({ page }) => {
    const t = uniqueTag();
    await signInAs(page, 'ana');
    const project = await createProject(page, `Agrofloresta ${t}`);
    await page.goto(`/projetos/${project.id}`);
    await page.getByRole('link', { name: 'Escrever post' }).click();
    await page.getByLabel('Título').fill(`Mutirão ${t}`);
    await page
      .getByRole('textbox', { name: 'Conteúdo' })
      .fill(
        'Plantamos **120 mudas**.\n\n<img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>\n\n[link](javascript:window.__xss=3)',
      );
    await page.getByRole('tab', { name: 'Pré-visualizar' }).click();
    const preview = page.getByRole('tabpanel', { name: 'Pré-visualizar' });
    await expect(preview.locator('strong')).toHaveText('120 mudas');
    await expect(preview.locator('script')).toHaveCount(0);
    await expect(preview.locator('[onerror]')).toHaveCount(0);
    await expect(preview.getByText('link')).not.toHaveAttribute('href', /javascript/i);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.getByRole('tab', { name: 'Escrever' }).click();
    await page.getByLabel('Publicado').check();
    await save(page);
    await expect(page.getByText('Post publicado')).toBeVisible();

    const card = page.getByRole('article').filter({ hasText: `Mutirão ${t}` });
    await expect(card).toContainText('Publicado');
    await card.getByRole('button', { name: 'Ler post' }).click();
    await expect(card.locator('strong')).toHaveText('120 mudas');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    await card.getByRole('link', { name: `Editar o post Mutirão ${t}` }).click();
    await page.getByLabel('Título').fill(`Mutirão de março ${t}`);
    await save(page);
    await expect(page.getByText('Alterações salvas')).toBeVisible();
    await search(page, 'Buscar posts', `março ${t}`);
    await expect(page.getByRole('article').filter({ hasText: `Mutirão de março ${t}` })).toBeVisible();
    await expect(page.getByText('1 post para')).toBeVisible();
  });

  test('cria um evento com data e hora locais, edita e busca', async ({ page }) => {
    const t = uniqueTag();
    await signInAs(page, 'ana');
    const project = await createProject(page, `Conservação ${t}`);
    await page.goto(`/projetos/${project.id}/eventos`);
    await expect(page.getByText('Este projeto ainda não tem eventos')).toBeVisible();
    await page.getByRole('link', { name: 'Criar evento' }).first().click();
    await page.getByLabel('Título').fill(`Oficina ${t}`);
    await page.getByLabel('Início').fill('2026-05-01T08:00');
    await page.getByLabel('Término (opcional)').fill('2026-05-01T07:00');
    await save(page);
    await expect(page.getByText('O término deve ser igual ou posterior ao início.')).toBeVisible();
    await page.getByLabel('Término (opcional)').fill('2026-05-01T12:00');
    await page.getByLabel('Local (opcional)').fill('Sede da associação');
    await page.getByLabel('Vagas (opcional)').fill('30');
    await save(page);
    await expect(page.getByText('Evento criado')).toBeVisible();

    const card = page.getByRole('article').filter({ hasText: `Oficina ${t}` });
    await expect(card).toContainText('01/05/2026 08:00 – 12:00');
    await expect(card).toContainText('Sede da associação');
    await expect(card).toContainText('30 vagas');
    // Stored as the instant with the browser's offset (America/Sao_Paulo in these tests).
    const stored = await api<{ items: { startsAt: string }[] }>(page, 'GET', `/v1/projects/${project.id}/events`);
    expect(stored.items[0]?.startsAt).toBe('2026-05-01T11:00:00.000Z');

    await card.getByRole('link', { name: `Editar o evento Oficina ${t}` }).click();
    await expect(page.getByLabel('Início')).toHaveValue('2026-05-01T08:00');
    await page.getByLabel('Vagas (opcional)').fill('');
    await save(page);
    await expect(page.getByText('Alterações salvas')).toBeVisible();
    await search(page, 'Buscar eventos', `Oficina ${t}`);
    await expect(page.getByRole('article').filter({ hasText: `Oficina ${t}` })).toContainText('Vagas ilimitadas');
  });

  test('cadastra um produto em reais, edita, busca e exclui com confirmação', async ({ page }) => {
    const t = uniqueTag();
    await signInAs(page, 'ana');
    const project = await createProject(page, `Sementes ${t}`);
    await page.goto(`/projetos/${project.id}/produtos/criar`);
    await page.getByLabel('Nome').fill(`Muda de ipê ${t}`);
    await page.getByLabel('Preço (R$)').fill('12,505');
    await page.getByLabel('Unidade').fill('muda');
    await save(page);
    await expect(page.getByText('Use no máximo 2 casas decimais nos centavos.')).toBeVisible();
    await page.getByLabel('Preço (R$)').fill('12,50');
    await page.getByLabel('Estoque', { exact: true }).fill('200');
    await save(page);
    await expect(page.getByText('Produto cadastrado')).toBeVisible();

    const card = page.getByRole('article').filter({ hasText: `Muda de ipê ${t}` });
    await expect(card).toContainText('R$ 12,50');
    await expect(card).toContainText('/ muda');
    await expect(card).toContainText('Estoque: 200');
    await expect(card).toContainText('Ativo');
    const stored = await api<{ items: { priceCents: number }[] }>(page, 'GET', `/v1/projects/${project.id}/products`);
    expect(stored.items[0]?.priceCents).toBe(1250);

    await card.getByRole('link', { name: `Editar o produto Muda de ipê ${t}` }).click();
    await expect(page.getByLabel('Preço (R$)')).toHaveValue('12,50');
    await page.getByLabel('Preço (R$)').fill('1.234,56');
    await page.getByLabel('Ativo').uncheck();
    await save(page);
    await expect(page.getByText('Alterações salvas')).toBeVisible();
    await expect(card).toContainText('R$ 1.234,56');
    await expect(card).toContainText('Inativo');

    await search(page, 'Buscar produtos', `ipê ${t}`);
    await card.getByRole('button', { name: `Excluir o produto Muda de ipê ${t}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Excluir “Muda de ipê ${t}”?` });
    await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(page.getByText('Produto excluído')).toBeVisible();
    await page.goto(`/projetos/${project.id}`);
    await expect(page.getByRole('region', { name: 'Produtos' })).toContainText('Nenhum produto ainda');
  });

  test('o rascunho sobrevive a recarregar a página e a uma falha ao salvar', async ({ page }) => {
    const t = uniqueTag();
    await signInAs(page, 'ana');
    await page.goto('/projetos/criar');
    await page.getByLabel('Nome do projeto').fill(`Rascunho ${t}`);
    await page.getByLabel('Município').fill('Manaus');
    await page.reload();
    await expect(page.getByText('Rascunho restaurado')).toBeVisible();
    await expect(page.getByLabel('Nome do projeto')).toHaveValue(`Rascunho ${t}`);
    await expect(page.getByLabel('Município')).toHaveValue('Manaus');

    // The server fails: the message shows, and what was typed is still there after another reload.
    await page.route('**/v1/projects', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, json: { error: { code: 'internal_error', message: 'Serviço indisponível.' } } })
        : route.fallback(),
    );
    await page.getByLabel('Categoria').selectOption({ label: 'Conservação' });
    await page.getByLabel('Bioma').selectOption({ label: 'Amazônia' });
    await page.getByLabel('UF').selectOption('AM');
    await save(page);
    await expect(page.getByText('Não foi possível salvar')).toBeVisible();
    await page.unroute('**/v1/projects');
    await page.reload();
    await expect(page.getByText('Rascunho restaurado')).toBeVisible();
    await expect(page.getByLabel('Nome do projeto')).toHaveValue(`Rascunho ${t}`);
    await expect(page.getByLabel('Bioma')).toHaveValue('amazonia');

    // "Descartar rascunho" empties the form for good.
    await page.getByRole('button', { name: 'Descartar rascunho' }).click();
    await expect(page.getByLabel('Nome do projeto')).toHaveValue('');
    await page.reload();
    await expect(page.getByLabel('Nome do projeto')).toHaveValue('');
    await expect(page.getByText('Rascunho restaurado')).toBeHidden();
  });

  test('uma edição desatualizada mostra o conflito e mantém o texto digitado', async ({ page }) => {
    const t = uniqueTag();
    await signInAs(page, 'ana');
    const project = await createProject<ProjectRow>(page, `Conflito ${t}`);
    await page.goto(`/projetos/editar/${project.id}`);
    await page.getByLabel('Nome do projeto').fill(`Meu nome ${t}`);
    // Someone else (another tab) saves meanwhile.
    await api(page, 'PATCH', `/v1/projects/${project.id}`, { version: project.version, name: `Outro nome ${t}` });
    await save(page);

    const notice = page.getByRole('alert').filter({ hasText: 'Conflito de edição' });
    await expect(notice).toBeVisible();
    await expect(page.getByLabel('Nome do projeto')).toHaveValue(`Meu nome ${t}`);

    // Recarregar confirms before replacing what was typed.
    await notice.getByRole('button', { name: 'Recarregar' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Descartar suas alterações?' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByLabel('Nome do projeto')).toHaveValue(`Meu nome ${t}`);
    await notice.getByRole('button', { name: 'Recarregar' }).click();
    await dialog.getByRole('button', { name: 'Descartar e recarregar' }).click();
    await expect(page.getByLabel('Nome do projeto')).toHaveValue(`Outro nome ${t}`);
    await expect(notice).toBeHidden();
  });

  test('outra pessoa não vê nem altera os itens de quem os criou', async ({ browser }) => {
    const t = uniqueTag();
    const anaPage = await (await browser.newContext()).newPage();
    await signInAs(anaPage, 'ana');
    const project = await createProject<ProjectRow>(anaPage, `Privado ${t}`);
    const report = await api<Row>(anaPage, 'POST', '/v1/reports', {
      title: `Relatório privado ${t}`,
      projectId: project.id,
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
    });
    const post = await api<Row>(anaPage, 'POST', `/v1/projects/${project.id}/posts`, { title: `Post privado ${t}` });
    const product = await api<Row>(anaPage, 'POST', `/v1/projects/${project.id}/products`, {
      name: `Produto privado ${t}`,
      priceCents: 100,
      unit: 'kg',
    });
    await anaPage.context().close();

    const brunoPage = await (await browser.newContext()).newPage();
    await signInAs(brunoPage, 'bruno');
    await brunoPage.goto('/projetos');
    await expect(brunoPage.getByRole('heading', { name: 'Projetos', level: 1 })).toBeVisible();
    await brunoPage.goto(`/projetos?q=${t}`);
    await expect(brunoPage.getByText(`Nenhum projeto encontrado para “${t}”.`)).toBeVisible();
    await brunoPage.goto(`/relatorios?q=${t}`);
    await expect(brunoPage.getByText(`Nenhum relatório encontrado para “${t}”.`)).toBeVisible();

    await brunoPage.goto(`/projetos/${project.id}`);
    await expect(brunoPage.getByRole('heading', { name: 'Projeto não encontrado' })).toBeVisible();
    await brunoPage.goto(`/projetos/editar/${project.id}`);
    await expect(brunoPage.getByRole('heading', { name: 'Projeto não encontrado' })).toBeVisible();
    await brunoPage.goto(`/projetos/${project.id}/posts`);
    await expect(brunoPage.getByRole('heading', { name: 'Projeto não encontrado' })).toBeVisible();
    await brunoPage.goto(`/relatorios/editar/${report.id}`);
    await expect(brunoPage.getByRole('heading', { name: 'Relatório não encontrado' })).toBeVisible();
    await brunoPage.goto(`/projetos/${project.id}/posts/editar/${post.id}`);
    await expect(brunoPage.getByRole('heading', { name: 'Post não encontrado' })).toBeVisible();
    await brunoPage.goto(`/produtos/editar/${product.id}`);
    await expect(brunoPage.getByRole('heading', { name: 'Produto não encontrado' })).toBeVisible();
    await expect(brunoPage.getByText(project.name)).toHaveCount(0);

    // Nor through the API the screens use.
    await expect(
      api(brunoPage, 'PATCH', `/v1/projects/${project.id}`, { version: project.version, name: 'x' }),
    ).rejects.toThrow(/→ 404/);
    await expect(api(brunoPage, 'DELETE', `/v1/reports/${report.id}`)).rejects.toThrow(/→ 404/);
    await brunoPage.context().close();
  });

  test('/events e /produtos perguntam o projeto; os apelidos levam ao mesmo lugar', async ({ page }) => {
    const t = uniqueTag();
    await signInAs(page, 'ana');
    const project = await createProject(page, `Apelidos ${t}`);
    const event = await api<Row>(page, 'POST', `/v1/projects/${project.id}/events`, {
      title: `Visita ${t}`,
      startsAt: '2026-06-01T09:00:00-03:00',
    });
    const product = await api<Row>(page, 'POST', `/v1/projects/${project.id}/products`, {
      name: `Mel ${t}`,
      priceCents: 3500,
      unit: 'pote',
    });

    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(`Apelidos ${t}`) }).click();
    await expect(page).toHaveURL(`/projetos/${project.id}/eventos`);
    await expect(page.getByRole('article').filter({ hasText: `Visita ${t}` })).toBeVisible();

    await page.goto(`/projetos/${project.id}/events`);
    const aliased = page.getByRole('article').filter({ hasText: `Visita ${t}` });
    await aliased.getByRole('link', { name: `Editar o evento Visita ${t}` }).click();
    await expect(page).toHaveURL(`/projetos/${project.id}/events/editar/${event.id}`);
    await expect(page.getByLabel('Título')).toHaveValue(`Visita ${t}`);

    await page.goto(`/products/editar/${product.id}`);
    await expect(page).toHaveURL(`/projetos/${project.id}/produtos/editar/${product.id}`);
    await expect(page.getByLabel('Nome')).toHaveValue(`Mel ${t}`);

    await page.goto('/produtos/criar');
    await page.getByRole('link', { name: new RegExp(`Apelidos ${t}`) }).click();
    await expect(page).toHaveURL(`/projetos/${project.id}/produtos/criar`);
    await expect(page.getByRole('heading', { name: 'Novo produto', level: 1 })).toBeVisible();
  });

  test('listas, página do projeto e formulários sem violações de acessibilidade (axe), claro e escuro', async ({
    page,
  }) => {
    test.slow(); // axe on 14 screens
    const t = uniqueTag();
    await signInAs(page, 'ana');
    const project = await createProject(page, `Acessível ${t}`);
    await api(page, 'POST', '/v1/reports', {
      title: `Relatório ${t}`,
      projectId: project.id,
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
      co2eTonnes: 3.5,
    });
    await api(page, 'POST', `/v1/projects/${project.id}/products`, {
      name: `Mel ${t}`,
      priceCents: 3500,
      unit: 'pote',
    });
    const screens: [string, string][] = [
      [`/projetos?q=${t}`, `Acessível ${t}`],
      [`/projetos/${project.id}`, 'Dados do projeto'],
      [`/relatorios?q=${t}`, `Relatório ${t}`],
      [`/projetos/${project.id}/produtos`, `Mel ${t}`],
      ['/relatorios/criar', 'Indicadores de impacto'],
      [`/projetos/${project.id}/posts/criar`, 'Pré-visualizar'],
      [`/projetos/${project.id}/eventos/criar`, 'Quando e onde'],
    ];
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [url, ready] of screens) {
        await page.goto(url);
        await expect(page.getByText(ready).first()).toBeVisible();
        expect(await axeViolations(page), `${url} (${scheme})`).toEqual([]);
      }
    }
  });
});
