import { screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FakeContentApi } from '../../test/fake-content-api';
import { apiError, projectFields } from '../../test/fake-content-api';
import { saveAndSend, setUpContentScreens } from '../../test/content-screens';
import { renderApp } from '../../test/render-app';
import { fillForm } from '../../test/fill-form';

let api: FakeContentApi;
setUpContentScreens((fake) => (api = fake));

const location = () => screen.getByTestId('location').textContent ?? '';

describe('/projetos', { timeout: 20_000 }, () => {
  it('shows each project with Portuguese labels and pt-BR numbers and dates', async () => {
    api.seed(
      'projects',
      projectFields({ areaHa: 1234.5, status: 'in_progress', startDate: '2025-01-10', endDate: '2026-12-31' }),
    );
    renderApp('/projetos');
    const card = (await screen.findByRole('heading', { name: 'Nascentes do Cerrado' })).closest('article')!;
    expect(within(card).getByText('Em andamento')).toBeInTheDocument();
    expect(within(card).getByText('Recursos hídricos · Cerrado · Brasília/DF')).toBeInTheDocument();
    expect(within(card).getByText('1.234,50 ha')).toBeInTheDocument();
    expect(within(card).getByText('10/01/2025 a 31/12/2026')).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows each project's cover on its card: its first image, lazy, in both WebP sizes, alt from the caption", async () => {
    const project = api.seed('projects', projectFields());
    api.attachments.seed('projects', project.id as string, { name: 'plano.pdf', type: 'application/pdf' });
    const cover = api.attachments.seed('projects', project.id as string, {
      name: 'viveiro.jpg',
      caption: 'Viveiro de mudas nativas',
    });
    api.attachments.seed('projects', project.id as string, { name: 'outra.jpg', caption: 'Outra foto' });
    renderApp('/projetos');
    const card = (await screen.findByRole('heading', { name: 'Nascentes do Cerrado' })).closest('article')!;
    const image = within(card).getByRole('img', { name: 'Viveiro de mudas nativas' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('srcset', `${cover.thumbnailUrl} 320w, ${cover.previewUrl} 1280w`);
    expect(within(card).getAllByRole('img')).toHaveLength(1);
  });

  it('has a friendly empty state with a way to create the first project', async () => {
    renderApp('/projetos');
    expect(await screen.findByText('Você ainda não tem projetos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar projeto' })).toHaveAttribute('href', '/projetos/criar');
  });

  it('pages with Anterior/Próxima and searches (accents aside) after a pause in typing, keeping both in the address', async () => {
    for (let i = 1; i <= 12; i++)
      api.seed('projects', projectFields({ name: `Projeto ${String(i).padStart(2, '0')}` }));
    api.seed('projects', projectFields({ name: 'Mata Viva', municipality: 'São Luiz do Paraitinga' }));
    const user = userEvent.setup();
    renderApp('/projetos');
    expect(await screen.findByText('13 projetos')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
    expect(location()).toBe('/projetos?page=2');
    expect(
      api
        .sent('GET', /^\/v1\/projects$/)
        .at(-1)
        ?.query.get('page'),
    ).toBe('2');

    const searches = () => api.sent('GET', /^\/v1\/projects$/).filter((r) => r.query.get('q'));
    await user.type(screen.getByLabelText('Buscar projetos'), 'sao luiz');
    expect(searches()).toHaveLength(0); // not one request per key
    await waitFor(() => expect(location()).toBe('/projetos?q=sao+luiz'));
    expect(await screen.findByText('1 projeto para “sao luiz”')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mata Viva' })).toBeInTheDocument();
    expect(searches().map((r) => r.query.get('q'))).toEqual(['sao luiz']);

    await user.clear(screen.getByLabelText('Buscar projetos'));
    await user.type(screen.getByLabelText('Buscar projetos'), 'nada disso');
    expect(await screen.findByText('Nenhum projeto encontrado para “nada disso”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(await screen.findByText('13 projetos')).toBeInTheDocument();
  });

  it('asks before deleting and sends the version it showed', async () => {
    const project = api.seed('projects', projectFields({ name: 'Mata Viva' }));
    const user = userEvent.setup();
    renderApp('/projetos');
    await user.click(await screen.findByRole('button', { name: 'Excluir o projeto Mata Viva' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir “Mata Viva”?' });
    expect(dialog).toHaveTextContent('Os posts, eventos e produtos do projeto também serão excluídos.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.sent('DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Excluir o projeto Mata Viva' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Projeto excluído')).toBeInTheDocument();
    expect(api.sent('DELETE')[0]).toMatchObject({ path: `/v1/projects/${project.id}` });
    expect(api.sent('DELETE')[0]?.query.get('version')).toBe('1');
    expect(await screen.findByText('Você ainda não tem projetos')).toBeInTheDocument();
  });
});

describe('/projetos/criar', { timeout: 20_000 }, () => {
  it('shows the field messages in Portuguese and sends what the domain schema accepts', async () => {
    const user = userEvent.setup();
    renderApp('/projetos/criar');
    await screen.findByLabelText('Nome do projeto');
    // The header's Salvar (no editor mode yet: nothing typed).
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o nome do projeto.')).toBeInTheDocument();
    expect(screen.getByText('Escolha uma categoria.')).toBeInTheDocument();
    expect(screen.getByText('Escolha uma UF.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome do projeto')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST')).toHaveLength(0);

    await fillForm(user, {
      'Nome do projeto': 'Nascentes',
      Categoria: 'Recursos hídricos',
      Bioma: 'Cerrado',
      Município: 'Brasília',
      UF: 'DF',
      'Área em hectares (opcional)': '12,5',
      'Latitude (opcional)': '-15.7942',
    });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe a latitude e a longitude juntas.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Longitude (opcional)'), '-47,8822');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(api.sent('POST')).toHaveLength(1));
    // Everything else as projectFields has it: water_resources, cerrado, Brasília/DF with the code matched in IBGE's
    // list (docs/places.md), planned, no dates, no CAR.
    expect(api.sent('POST')[0]?.body).toEqual(
      projectFields({
        name: 'Nascentes',
        latitude: -15.7942,
        longitude: -47.8822,
        areaHa: 12.5,
        // No organisation to choose from: the personal space.
        organizationId: null,
      }),
    );
    expect(await screen.findByText('Projeto criado')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`/projetos/${api.tables.projects![0]!.id}`));
    // Its cover and documents can be added at once: the files panel has the focus.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Capa e documentos' })).toHaveFocus());
  });

  it("takes the municipality from IBGE's list of the chosen state, with its code, and checks a CAR number", async () => {
    const user = userEvent.setup();
    renderApp('/projetos/criar');
    await fillForm(user, { 'Nome do projeto': 'Campos', Categoria: 'Conservação', Bioma: 'Pampa', UF: 'RS' });
    // A name off the list: said on the field, nothing sent.
    await user.type(screen.getByLabelText('Município'), 'Porto Alegrinho');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Escolha o município na lista do IBGE.')).toBeInTheDocument();
    expect(screen.getByLabelText('Município')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST')).toHaveLength(0);
    // Typed in lower case, matched to the list's spelling and code.
    await user.clear(screen.getByLabelText('Município'));
    await user.type(screen.getByLabelText('Município'), 'porto alegre');
    expect(await screen.findByText('Código IBGE 4314902.')).toBeInTheDocument();
    expect(screen.getByLabelText('Município')).toHaveValue('Porto Alegre');
    await user.type(screen.getByLabelText('Número do CAR (opcional)'), 'RS-4300406-0123456789abcdef0123456789abcdef');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O CAR informado é de outro município.')).toBeInTheDocument();
    expect(api.sent('POST')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Número do CAR (opcional)'));
    await user.type(screen.getByLabelText('Número do CAR (opcional)'), 'RS-4314902-0123456789abcdef0123456789abcdef');
    expect(await saveAndSend(user, api, 'POST')).toMatchObject({
      municipality: 'Porto Alegre',
      municipalityCode: '4314902',
      carNumber: 'RS-4314902-0123456789ABCDEF0123456789ABCDEF',
      state: 'RS',
    });
  });

  it("suggests the biome of the point from IBGE's biome map, taken with one click", async () => {
    const user = userEvent.setup();
    renderApp('/projetos/criar');
    await user.selectOptions(await screen.findByLabelText('Bioma'), 'Amazônia');
    expect(screen.queryByText(/Pelo ponto no mapa/)).not.toBeInTheDocument();
    await fillForm(user, { 'Latitude (opcional)': '-15,7942', 'Longitude (opcional)': '-47,8822' });
    expect(await screen.findByText(/Pelo ponto no mapa, o bioma é/)).toHaveTextContent(
      'Pelo ponto no mapa, o bioma é Cerrado (mapa de biomas do IBGE).',
    );
    await user.click(screen.getByRole('button', { name: 'Usar Cerrado' }));
    expect(screen.getByLabelText('Bioma')).toHaveValue('cerrado');
    expect(screen.queryByRole('button', { name: 'Usar Cerrado' })).not.toBeInTheDocument();
    // Out at sea: no suggestion.
    await user.clear(screen.getByLabelText('Longitude (opcional)'));
    await user.type(screen.getByLabelText('Longitude (opcional)'), '-30');
    await waitFor(() => expect(screen.queryByText(/Pelo ponto no mapa/)).not.toBeInTheDocument());
  });

  it('turns on editor mode while typing; Cancelar asks before throwing the changes and the draft away', async () => {
    const user = userEvent.setup();
    renderApp('/projetos/criar');
    await user.type(await screen.findByLabelText('Nome do projeto'), 'N');
    expect(await screen.findByText('Novo projeto — alterações não salvas')).toBeInTheDocument();
    expect(localStorage.length).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    await user.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    expect(location()).toBe('/projetos/criar');
    expect(screen.getByLabelText('Nome do projeto')).toHaveValue('N');
    expect(localStorage.length).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Descartar alterações?' })).getByRole('button', {
        name: 'Descartar',
      }),
    );
    await waitFor(() => expect(location()).toBe('/projetos'));
    expect(localStorage.length).toBe(0);
  });

  it('puts server field errors on their fields and keeps the draft after the failed save', async () => {
    api.failNext('POST', /^\/v1\/projects$/, () =>
      apiError(400, 'Verifique os campos destacados.', { municipality: 'Município não encontrado nesta UF.' }),
    );
    const user = userEvent.setup();
    const first = renderApp('/projetos/criar');
    await fillForm(user, {
      'Nome do projeto': 'Mata Viva',
      Categoria: 'Reflorestamento',
      Bioma: 'Mata Atlântica',
      Município: 'Paraty',
      UF: 'RJ',
    });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Município não encontrado nesta UF.')).toBeInTheDocument();
    expect(screen.getByLabelText('Município')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Município')).toHaveFocus();
    // Said above the form and on the field: no toast over the form (it covered the fields it pointed to).
    expect(screen.getByText('Verifique os campos destacados.')).toBeInTheDocument();
    expect(screen.getByTestId('toast-container')).toBeEmptyDOMElement();

    // A reload: the form comes back as it was, with the notice and a way out.
    first.unmount();
    renderApp('/projetos/criar');
    expect(await screen.findByText('Rascunho restaurado')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome do projeto')).toHaveValue('Mata Viva');
    expect(screen.getByLabelText('Bioma')).toHaveValue('mata_atlantica');
    expect(screen.getByLabelText('Município')).toHaveValue('Paraty');
    await user.click(screen.getByRole('button', { name: 'Descartar rascunho' }));
    expect(screen.getByLabelText('Nome do projeto')).toHaveValue('');
    expect(screen.queryByText('Rascunho restaurado')).not.toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('clears the draft once saved', async () => {
    const user = userEvent.setup();
    renderApp('/projetos/criar');
    await user.type(await screen.findByLabelText('Nome do projeto'), 'Mata Viva');
    expect(localStorage.length).toBe(1);
    await fillForm(user, { Categoria: 'Reflorestamento', Bioma: 'Pampa', Município: 'Bagé', UF: 'RS' });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Projeto criado')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });
});

describe('/projetos/editar/:id', { timeout: 20_000 }, () => {
  it('keeps a project saved before the list as it is, until its municipality is chosen from the list', async () => {
    const project = api.seed('projects', projectFields({ municipality: 'Planaltina de Cima', municipalityCode: null }));
    const user = userEvent.setup();
    renderApp(`/projetos/editar/${project.id}`);
    expect(await screen.findByText(/Salvo antes da lista do IBGE, sem código/)).toBeInTheDocument();
    // Opening it changes nothing: no draft, no editor mode.
    expect(localStorage.length).toBe(0);
    const name = screen.getByLabelText('Nome do projeto');
    await user.type(name, '!');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Alterações salvas')).toBeInTheDocument();
    expect(api.sent('PATCH')[0]?.body).not.toHaveProperty('municipalityCode');

    // Changing the municipality asks for one from the list.
    const municipality = screen.getByLabelText('Município');
    await user.clear(municipality);
    await user.type(municipality, 'Brasília');
    expect(await screen.findByText('Código IBGE 5300108.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.sent('PATCH')).toHaveLength(2));
    expect(api.sent('PATCH')[1]?.body).toMatchObject({ municipality: 'Brasília', municipalityCode: '5300108' });
  });

  it('on a 409 keeps what was typed and reloads the current version only after confirming', async () => {
    const project = api.seed('projects', projectFields({ name: 'Nascentes' }));
    const user = userEvent.setup();
    renderApp(`/projetos/editar/${project.id}`);
    const name = await screen.findByLabelText('Nome do projeto');
    await user.clear(name);
    await user.type(name, 'Meu nome');
    api.changeElsewhere('projects', project.id, { name: 'Nome de outra aba' });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const notice = (await screen.findByText('Conflito de edição')).closest<HTMLElement>('[role="alert"]')!;
    expect(notice).toHaveTextContent('O que você digitou continua no formulário.');
    expect(screen.getByLabelText('Nome do projeto')).toHaveValue('Meu nome');
    expect(api.sent('PATCH')[0]?.body).toMatchObject({ version: 1, name: 'Meu nome' });

    await user.click(within(notice).getByRole('button', { name: 'Recarregar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Descartar suas alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Descartar e recarregar' }));
    await waitFor(() => expect(screen.getByLabelText('Nome do projeto')).toHaveValue('Nome de outra aba'));
    expect(screen.queryByText('Conflito de edição')).not.toBeInTheDocument();

    // Saving now goes against the current version.
    await user.type(screen.getByLabelText('Nome do projeto'), '!');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Alterações salvas')).toBeInTheDocument();
    expect(api.sent('PATCH').at(-1)?.body).toMatchObject({ version: 2, name: 'Nome de outra aba!' });
  });

  it('a draft restored over an older version saves against that version (and gets the conflict)', async () => {
    const project = api.seed('projects', projectFields({ name: 'Nascentes' }));
    const user = userEvent.setup();
    const first = renderApp(`/projetos/editar/${project.id}`);
    await user.type(await screen.findByLabelText('Nome do projeto'), ' do Planalto');
    first.unmount();
    api.changeElsewhere('projects', project.id, { description: 'mudou' });

    renderApp(`/projetos/editar/${project.id}`);
    expect(await screen.findByText('Rascunho restaurado')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome do projeto')).toHaveValue('Nascentes do Planalto');
    // Opened over a draft, the screen is in editor mode from its first paint: the bottom bar's Salvar saves.
    expect(screen.getByText('Editando “Nascentes” — alterações não salvas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Conflito de edição')).toBeInTheDocument();
    expect(api.sent('PATCH')[0]?.body).toMatchObject({ version: 1 });
  });

  it('answers a missing or foreign project with the not-found screen', async () => {
    const missing = renderApp('/projetos/editar/00000000-0000-4000-8000-999999999999');
    expect(await screen.findByRole('heading', { name: 'Projeto não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver meus projetos' })).toHaveAttribute('href', '/projetos');
    missing.unmount();

    // A link cut short: the API refuses the address (400), and the screen says not found, not "Verifique os campos".
    renderApp('/projetos/editar/00000000-0000-4000');
    expect(await screen.findByRole('heading', { name: 'Projeto não encontrado' })).toBeInTheDocument();
    expect(screen.queryByText('Verifique os campos destacados.')).not.toBeInTheDocument();
  });
});

describe('/projetos/:projectId', { timeout: 20_000 }, () => {
  it('shows the facts and links to its reports, posts, events and products with counts', async () => {
    const project = api.seed('projects', projectFields({ latitude: -15.7942, longitude: -47.8822 }));
    api.seed('posts', { projectId: project.id, title: 'Um', content: '', published: true });
    api.seed('posts', { projectId: project.id, title: 'Dois', content: '', published: false });
    api.seed('events', { projectId: project.id, title: 'Mutirão', startsAt: '2026-05-01T11:00:00.000Z', endsAt: null });
    renderApp(`/projetos/${project.id}`);
    expect(await screen.findByRole('heading', { name: 'Nascentes do Cerrado', level: 1 })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Dados do projeto' });
    expect(facts).toHaveTextContent('DF — Distrito Federal');
    expect(facts).toHaveTextContent('Latitude −15,7942 · Longitude −47,8822');
    expect(facts).toHaveTextContent('Não informado');
    expect(await within(screen.getByRole('region', { name: 'Posts' })).findByText('2 posts')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Eventos' })).findByText('1 evento')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Produtos' })).findByText('Nenhum produto ainda'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar relatório' })).toHaveAttribute(
      'href',
      `/relatorios/criar?projeto=${project.id}`,
    );
    const sections = screen.getByRole('navigation', { name: 'Seções do projeto' });
    expect(within(sections).getByRole('link', { name: 'Visão geral' })).toHaveAttribute('aria-current', 'page');
    // One request for the project and its counts (the counts come with it); the map of its place asks, once, how to
    // draw maps, and its files panel asks for its own list.
    expect(api.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      [
        `GET /v1/projects/${project.id}`,
        'GET /v1/public/map/config',
        `GET /v1/projects/${project.id}/attachments`,
      ].sort(),
    );
  });

  it('opened with no connection and not saved on this device, says so, and loads when the connection returns', async () => {
    const project = api.seed('projects', projectFields());
    // A page opened offline: the browser says so, and the app tells TanStack Query (lib/offline/start-offline.ts).
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    renderApp(`/projetos/${project.id}`);
    // Not an unexplained, endless "Carregando...".
    const banner = await screen.findByTestId('offline-banner');
    await waitFor(() =>
      expect(banner).toHaveTextContent(
        'Sem conexão — esta tela ainda não foi salva neste aparelho e carrega quando a conexão voltar',
      ),
    );
    expect(screen.getByText('Carregando...')).toBeInTheDocument();

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { name: 'Nascentes do Cerrado', level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
  });
});
