import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveAndSend, setUpContentScreens } from '../../test/content-screens';
import { ANA_ID, BRUNO_ID, projectFields, type FakeContentApi } from '../../test/fake-content-api';
import type { FakePerson } from '../../test/fake-organizations';
import { renderApp } from '../../test/render-app';
import { fillForm, optionTexts } from '../../test/fill-form';

let api: FakeContentApi;
setUpContentScreens((fake) => (api = fake));

const location = () => screen.getByTestId('location').textContent ?? '';
const bruno: FakePerson = { id: BRUNO_ID, name: 'Bruno Lima', username: 'bruno', email: 'bruno@raiz.dev' };
const projectLists = () => api.sent('GET', /^\/v1\/projects$/);

function twoOrganisations() {
  const orgs = api.organizations;
  const mine = orgs.seed({ name: 'Instituto Mata Viva' });
  const reading = orgs.seed({ name: 'Cooperativa do Cerrado' }, [
    [bruno, 'owner'],
    [orgs.me, 'viewer'],
  ]);
  return { mine, reading };
}

describe('space switcher', { timeout: 20_000 }, () => {
  it('on /projetos: asks the API for the space chosen, keeps it in the address and remembers it', async () => {
    const { mine } = twoOrganisations();
    api.seed('projects', projectFields({ name: 'Horta pessoal' }));
    api.seed('projects', projectFields({ name: 'Nascentes', organizationId: mine.id }));
    const user = userEvent.setup();
    const first = renderApp('/projetos');
    const select = await screen.findByLabelText('Espaço');
    expect(optionTexts(select)).toEqual([
      'Todos os espaços',
      'Pessoal',
      'Cooperativa do Cerrado',
      'Instituto Mata Viva',
    ]);
    expect(await screen.findByText('2 projetos')).toBeInTheDocument();
    expect(projectLists()[0]?.query.has('space')).toBe(false);

    await user.selectOptions(select, 'Instituto Mata Viva');
    expect(await screen.findByText('1 projeto')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nascentes' })).toBeInTheDocument();
    expect(projectLists().at(-1)?.query.get('space')).toBe(mine.id);
    expect(location()).toBe(`/projetos?space=${mine.id}`);

    await user.selectOptions(select, 'Pessoal');
    expect(await screen.findByRole('heading', { name: 'Horta pessoal' })).toBeInTheDocument();
    expect(projectLists().at(-1)?.query.get('space')).toBe('personal');
    first.unmount();

    // Another visit, without the address: the space chosen last.
    renderApp('/relatorios');
    expect(await screen.findByLabelText('Espaço')).toHaveValue('personal');
    await waitFor(() =>
      expect(
        api
          .sent('GET', /^\/v1\/reports$/)
          .at(-1)
          ?.query.get('space'),
      ).toBe('personal'),
    );
  });

  it('is not shown to someone without organisations', async () => {
    api.seed('projects', projectFields());
    renderApp('/projetos');
    expect(await screen.findByText('1 projeto')).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET', /^\/v1\/organizations$/)).toHaveLength(1));
    expect(screen.queryByLabelText('Espaço')).not.toBeInTheDocument();
  });

  it('falls back to every space when the remembered organisation is no longer the person’s', async () => {
    twoOrganisations();
    localStorage.setItem(`raiz:espaco:${ANA_ID}`, '00000000-0000-4000-9000-999999999999');
    renderApp('/projetos');
    await waitFor(() => expect(screen.getByLabelText('Espaço')).toHaveValue('all'));
    await waitFor(() => expect(projectLists().at(-1)?.query.has('space')).toBe(false));
    expect(location()).toBe('/projetos?space=all');
  });
});

describe('spaces of a project', { timeout: 20_000 }, () => {
  it('/projetos/criar asks “Espaço” among the spaces where the person may create, starting from the one last shown', async () => {
    const { mine } = twoOrganisations();
    localStorage.setItem(`raiz:espaco:${ANA_ID}`, mine.id);
    const user = userEvent.setup();
    renderApp('/projetos/criar');
    const space = await screen.findByLabelText('Espaço');
    // Not the organisation where Ana only reads.
    expect(optionTexts(space)).toEqual(['Pessoal', 'Instituto Mata Viva']);
    expect(space).toHaveValue(mine.id);
    await fillForm(user, {
      'Nome do projeto': 'Viveiro',
      Categoria: 'Reflorestamento',
      Bioma: 'Cerrado',
      Município: 'Goiânia',
      UF: 'GO',
    });
    expect(await saveAndSend(user, api, 'POST', /^\/v1\/projects$/)).toMatchObject({
      name: 'Viveiro',
      organizationId: mine.id,
    });
  });

  it('“Criar projeto” from an organisation’s list starts the new project in that organisation', async () => {
    const { mine } = twoOrganisations();
    localStorage.setItem(`raiz:espaco:${ANA_ID}`, 'personal');
    const user = userEvent.setup();
    // The organisation's page links to its list; nothing of it is remembered yet (the last list shown was Pessoal).
    const empty = renderApp(`/projetos?space=${mine.id}`);
    await user.click(await screen.findByRole('link', { name: 'Criar projeto' }));
    expect(await screen.findByLabelText('Espaço')).toHaveValue(mine.id);
    expect(location()).toBe(`/projetos/criar?space=${mine.id}`);
    empty.unmount();

    // The header's button, with the organisation's projects listed.
    api.seed('projects', projectFields({ name: 'Nascentes', organizationId: mine.id }));
    renderApp(`/projetos?space=${mine.id}`);
    expect(await screen.findByRole('heading', { name: 'Nascentes' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Criar Projeto' }));
    expect(await screen.findByLabelText('Espaço')).toHaveValue(mine.id);
  });

  it('/relatorios/criar offers only projects the person may add to, and asks “Espaço” for a report without one', async () => {
    const { mine, reading } = twoOrganisations();
    api.seed('projects', projectFields({ name: 'Do instituto', organizationId: mine.id }));
    api.seed('projects', projectFields({ name: 'Da cooperativa', organizationId: reading.id, ownerId: BRUNO_ID }));
    const user = userEvent.setup();
    renderApp('/relatorios/criar');
    const project = await screen.findByLabelText('Projeto');
    expect(optionTexts(project)).toEqual(['Sem projeto', 'Do instituto']);
    const space = screen.getByLabelText('Espaço');
    expect(optionTexts(space)).toEqual(['Pessoal', 'Instituto Mata Viva']);
    // With a project, the report is in the project's space: no question.
    await user.selectOptions(project, 'Do instituto');
    expect(screen.queryByLabelText('Espaço')).not.toBeInTheDocument();
    await user.selectOptions(project, 'Sem projeto');

    await fillForm(user, {
      Espaço: 'Instituto Mata Viva',
      Título: 'Semestre',
      'Início do período': '2025-01-01',
      'Fim do período': '2025-06-30',
    });
    expect(await saveAndSend(user, api, 'POST', /^\/v1\/reports$/)).toMatchObject({
      title: 'Semestre',
      projectId: null,
      organizationId: mine.id,
    });
  });

  it('the project page names its organisation, and a leitor gets neither Editar nor Excluir nor Mover', async () => {
    const { reading } = twoOrganisations();
    const project = api.seed(
      'projects',
      projectFields({ name: 'Nascentes', organizationId: reading.id, ownerId: BRUNO_ID }),
    );
    renderApp(`/projetos/${project.id}`);
    expect(await screen.findByRole('heading', { name: 'Nascentes', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cooperativa do Cerrado' })).toHaveAttribute(
      'href',
      `/organizacoes/${reading.id}`,
    );
    expect(screen.queryByRole('link', { name: 'Editar o projeto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mover para…' })).not.toBeInTheDocument();
  });

  it('a leitor’s lists name the organisation and offer no Editar nor Excluir; a report opens read-only', async () => {
    const { mine, reading } = twoOrganisations();
    api.seed('projects', projectFields({ name: 'Da cooperativa', organizationId: reading.id, ownerId: BRUNO_ID }));
    api.seed('projects', projectFields({ name: 'Do instituto', organizationId: mine.id }));
    const report = api.seed('reports', {
      title: 'Safra 2025',
      periodStart: '2025-01-01',
      periodEnd: '2025-06-30',
      organizationId: reading.id,
      ownerId: BRUNO_ID,
    });
    const first = renderApp('/projetos');
    const theirs = (await screen.findByRole('heading', { name: 'Da cooperativa' })).closest('article')!;
    await waitFor(() => expect(theirs).toHaveTextContent('Organização: Cooperativa do Cerrado'));
    expect(within(theirs).queryByRole('link', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
    const ours = screen.getByRole('heading', { name: 'Do instituto' }).closest('article')!;
    expect(within(ours).getByRole('link', { name: 'Editar o projeto Do instituto' })).toBeInTheDocument();
    first.unmount();

    const second = renderApp('/relatorios');
    const card = (await screen.findByRole('heading', { name: 'Safra 2025' })).closest('article')!;
    await waitFor(() =>
      expect(within(card).getByRole('link', { name: 'Ver o relatório Safra 2025' })).toBeInTheDocument(),
    );
    expect(within(card).queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
    second.unmount();

    renderApp(`/relatorios/editar/${report.id}`);
    expect(
      await screen.findByText('Seu papel na organização deste relatório permite vê-lo, mas não alterá-lo.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Título')).not.toBeInTheDocument();
  });

  it('a leitor sees a project’s posts and content without any way to add, edit or delete', async () => {
    const { reading } = twoOrganisations();
    const project = api.seed(
      'projects',
      projectFields({ name: 'Nascentes', organizationId: reading.id, ownerId: BRUNO_ID }),
    );
    api.seed('posts', {
      projectId: project.id,
      title: 'Diário de campo',
      organizationId: reading.id,
      ownerId: BRUNO_ID,
    });
    const first = renderApp(`/projetos/${project.id}`);
    const posts = await screen.findByRole('region', { name: 'Posts' });
    await screen.findByRole('link', { name: 'Cooperativa do Cerrado' });
    expect(within(posts).getByRole('link', { name: 'Ver posts' })).toBeInTheDocument();
    expect(within(posts).queryByRole('link', { name: 'Escrever post' })).not.toBeInTheDocument();
    first.unmount();

    renderApp(`/projetos/${project.id}/posts`);
    const card = (await screen.findByRole('heading', { name: 'Diário de campo' })).closest('article')!;
    await screen.findByText('1 post');
    // Once the person's organisations are known (before that, an organisation's rows are read-only anyway).
    await waitFor(() => expect(api.sent('GET', /^\/v1\/organizations$/).length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(card).queryByRole('link', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Escrever post' })).not.toBeInTheDocument();
  });

  // The server's table test (content-permissions.test.ts) proves that each row's `can` is what the API accepts; this one,
  // that the project's page offers exactly what `can` says, for every role.
  it.each([
    ['owner', { edit: true, publish: true, move: true }],
    ['admin', { edit: true, publish: true, move: true }],
    ['editor', { edit: true, publish: false, move: false }],
    ['viewer', { edit: false, publish: false, move: false }],
  ] as const)('the project page offers a %s exactly what the row’s `can` allows', async (role, offered) => {
    const orgs = api.organizations;
    const organization = orgs.seed({ name: 'Cooperativa do Cerrado' }, [
      [bruno, 'owner'],
      [orgs.me, role],
    ]);
    const project = api.seed(
      'projects',
      projectFields({ name: 'Nascentes', organizationId: organization.id, ownerId: BRUNO_ID }),
    );
    renderApp(`/projetos/${project.id}`);
    const publication = await screen.findByRole('region', { name: 'Registro público' });
    await screen.findByRole('link', { name: 'Cooperativa do Cerrado' });
    const shown = {
      edit: screen.queryByRole('link', { name: 'Editar o projeto' }) !== null,
      publish: within(publication).queryByRole('button', { name: 'Publicar no registro público' }) !== null,
      move: screen.queryByRole('button', { name: 'Mover para…' }) !== null,
    };
    expect(shown).toEqual(offered);
  });

  it('a leitor who opens an edit address is told at once that they cannot edit, with no field to type in', async () => {
    const { reading } = twoOrganisations();
    const project = api.seed(
      'projects',
      projectFields({ name: 'Nascentes', organizationId: reading.id, ownerId: BRUNO_ID }),
    );
    const post = api.seed('posts', {
      projectId: project.id,
      title: 'Diário de campo',
      organizationId: reading.id,
      ownerId: BRUNO_ID,
    });
    for (const address of [`/projetos/editar/${project.id}`, `/projetos/${project.id}/posts/editar/${post.id}`]) {
      const view = renderApp(address);
      expect(await screen.findByText('Você não pode editar este item.')).toBeInTheDocument();
      expect(screen.getByText(/Seu papel na organização dele permite vê-lo, mas não alterá-lo/)).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('“Mover para…” moves an organisation’s project to the manager’s personal space', async () => {
    const { mine } = twoOrganisations();
    const project = api.seed('projects', projectFields({ name: 'Nascentes', organizationId: mine.id }));
    const user = userEvent.setup();
    renderApp(`/projetos/${project.id}`);
    expect(await screen.findByRole('link', { name: 'Editar o projeto' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mover para…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mover “Nascentes”' });
    const destination = await within(dialog).findByLabelText('Destino');
    // Not the organisation it is in, nor one Ana does not manage.
    expect(optionTexts(destination)).toEqual(['Escolha o espaço', 'Meu espaço pessoal']);
    expect(within(dialog).getByRole('button', { name: 'Mover' })).toBeDisabled();
    await user.selectOptions(destination, 'Meu espaço pessoal');
    await user.click(within(dialog).getByRole('button', { name: 'Mover' }));
    expect(await screen.findByText('Projeto movido')).toBeInTheDocument();
    expect(api.sent('PATCH', /projects/)[0]?.body).toEqual({ organizationId: null, version: 1 });
    expect(await screen.findByText('Espaço pessoal')).toBeInTheDocument();
  });
});
