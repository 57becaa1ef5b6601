import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime, organizationMessages, type OrganizationRole } from '@raiz/domain';
import { setUpContentScreens } from '../../test/content-screens';
import { BRUNO_ID, projectFields, type FakeContentApi } from '../../test/fake-content-api';
import type { FakePerson } from '../../test/fake-organizations';
import { renderApp } from '../../test/render-app';
import { fillForm, optionTexts } from '../../test/fill-form';

let api: FakeContentApi;
setUpContentScreens((fake) => (api = fake));

const location = () => screen.getByTestId('location').textContent ?? '';
const bruno: FakePerson = { id: BRUNO_ID, name: 'Bruno Lima', username: 'bruno', email: 'bruno@raiz.dev' };
const carla: FakePerson = {
  id: '00000000-0000-4000-8000-00000000c0c0',
  name: 'Carla Dias',
  username: 'carla',
  email: 'carla@exemplo.com.br',
};
/** Instituto Mata Viva, made by the person signed in (its owner), with these other members. */
const mataVivaOwnedWith = (...members: [FakePerson, OrganizationRole][]) =>
  api.organizations.seed({ name: 'Instituto Mata Viva' }, [[api.organizations.me, 'owner'], ...members]);

describe('/organizacoes', { timeout: 20_000 }, () => {
  it('lists my organisations with their type, place, my role and how many members', async () => {
    const orgs = api.organizations;
    orgs.seed({ name: 'Instituto Mata Viva', type: 'ngo', municipality: 'Paraty', state: 'RJ' }, [
      [orgs.me, 'owner'],
      [bruno, 'editor'],
    ]);
    orgs.seed({ name: 'Cooperativa do Cerrado', type: 'cooperative' }, [
      [bruno, 'owner'],
      [orgs.me, 'viewer'],
    ]);
    orgs.seed({ name: 'Empresa Alheia', type: 'company' }, [[bruno, 'owner']]);
    renderApp('/organizacoes');

    const mataViva = (await screen.findByRole('heading', { name: 'Instituto Mata Viva' })).closest('article')!;
    expect(mataViva).toHaveTextContent('ONG / associação · Paraty/RJ');
    expect(mataViva).toHaveTextContent('Seu papel: Proprietário');
    expect(mataViva).toHaveTextContent('2 membros');
    const cooperativa = screen.getByRole('heading', { name: 'Cooperativa do Cerrado' }).closest('article')!;
    expect(cooperativa).toHaveTextContent('Seu papel: Leitor');
    expect(screen.getByText('2 organizações')).toBeInTheDocument();
    // Only the person's own: not one they are not in.
    expect(screen.queryByText('Empresa Alheia')).not.toBeInTheDocument();
    expect(within(mataViva).getByRole('link', { name: 'Abrir a organização Instituto Mata Viva' })).toHaveAttribute(
      'href',
      `/organizacoes/${orgs.organizations[0]!.id}`,
    );
  });

  it('has an empty state that leads to creating one', async () => {
    renderApp('/organizacoes');
    expect(await screen.findByText('Você ainda não faz parte de nenhuma organização')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Criar organização' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/organizacoes/criar');
  });
});

describe('/organizacoes/criar', { timeout: 20_000 }, () => {
  it('checks the fields with the domain rules, formats the CNPJ and creates the organisation', async () => {
    const user = userEvent.setup();
    renderApp('/organizacoes/criar');
    await screen.findByLabelText('Nome da organização');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o nome da organização.')).toBeInTheDocument();
    expect(screen.getByText('Escolha o tipo de organização.')).toBeInTheDocument();
    expect(api.sent('POST', /organizations/)).toHaveLength(0);
    // The types come from the domain's list, independent verifiers included (docs/design.md §8).
    expect(
      within(screen.getByLabelText('Tipo')).getByRole('option', { name: 'Verificadora independente' }),
    ).toHaveValue('verifier');

    await fillForm(user, {
      'Nome da organização': 'Instituto Mata Viva',
      Tipo: 'ONG / associação',
      'CNPJ (opcional)': '11222333000180',
    });
    await user.tab();
    expect(screen.getByLabelText('CNPJ (opcional)')).toHaveValue('11222333000180');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('CNPJ inválido.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('CNPJ (opcional)'));
    await user.type(screen.getByLabelText('CNPJ (opcional)'), '11222333000181');
    await user.tab();
    expect(screen.getByLabelText('CNPJ (opcional)')).toHaveValue('11.222.333/0001-81');
    await fillForm(user, {
      'Município (opcional)': 'Paraty',
      'UF (opcional)': 'RJ',
      'Site (opcional)': 'matavida.org',
    });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe um endereço completo, começando com https://.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Site (opcional)'));
    await user.type(screen.getByLabelText('Site (opcional)'), 'https://matavida.org');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(api.sent('POST', /organizations/)).toHaveLength(1));
    expect(api.sent('POST', /organizations/)[0]?.body).toEqual({
      name: 'Instituto Mata Viva',
      type: 'ngo',
      cnpj: '11222333000181',
      municipality: 'Paraty',
      state: 'RJ',
      description: '',
      website: 'https://matavida.org',
    });
    expect(await screen.findByText('Organização criada')).toBeInTheDocument();
    const created = api.organizations.organizations[0]!;
    await waitFor(() => expect(location()).toBe(`/organizacoes/${created.id}?secao=convites`));
    expect(await screen.findByRole('heading', { name: 'Instituto Mata Viva', level: 1 })).toBeInTheDocument();
    const facts = screen.getByText('CNPJ 11.222.333/0001-81').parentElement!;
    expect(facts).toHaveTextContent('ONG / associação · CNPJ 11.222.333/0001-81 · Paraty/RJ');
    // Whole on one line at 390 px: a CNPJ broken at its "/" is hard to read.
    expect(screen.getByText('CNPJ 11.222.333/0001-81')).toHaveClass('whitespace-nowrap');
    expect(localStorage.length).toBe(0);
  });

  it('puts the server’s refusal of a taken address under its field, and keeps the draft on reload', async () => {
    api.organizations.seed({ name: 'Outra', slug: 'mata-viva' });
    const user = userEvent.setup();
    const first = renderApp('/organizacoes/criar');
    await fillForm(user, {
      'Nome da organização': 'Mata Viva',
      Tipo: 'Cooperativa',
      'Endereço público (opcional)': 'mata-viva',
    });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Este endereço público já está em uso. Escolha outro.')).toBeInTheDocument();
    expect(screen.getByLabelText('Endereço público (opcional)')).toHaveAttribute('aria-invalid', 'true');

    first.unmount();
    renderApp('/organizacoes/criar');
    expect(await screen.findByText('Rascunho restaurado')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome da organização')).toHaveValue('Mata Viva');
    expect(screen.getByLabelText('Tipo')).toHaveValue('cooperative');
  });
});

describe('/organizacoes/:id — Membros', { timeout: 20_000 }, () => {
  it('lets an owner change a role (only to roles allowed) and remove a member after confirming', async () => {
    const org = mataVivaOwnedWith([bruno, 'editor'], [carla, 'viewer']);
    const user = userEvent.setup();
    renderApp(`/organizacoes/${org.id}`);
    const sections = await screen.findByRole('navigation', { name: 'Seções da organização' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Membros', 'Convites', 'Histórico', 'Configurações']);
    const brunoRole = await screen.findByRole('combobox', { name: 'Papel de Bruno Lima' });
    expect(screen.getByText('@bruno', { exact: false })).toBeInTheDocument();
    await user.selectOptions(brunoRole, 'Administrador');
    expect(await screen.findByText('Papel alterado')).toBeInTheDocument();
    expect(api.sent('PATCH', /members/)[0]).toMatchObject({
      path: `/v1/organizations/${org.id}/members/${BRUNO_ID}`,
      body: { role: 'admin' },
    });

    await user.click(screen.getByRole('button', { name: 'Remover Carla Dias' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remover Carla Dias da organização?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Membro removido')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Carla Dias')).not.toBeInTheDocument());
    expect(screen.getByText('2 membros')).toBeInTheDocument();
  });

  it('offers the only owner neither another role nor leaving, as the server says (`can`), and tells them why', async () => {
    const org = mataVivaOwnedWith([bruno, 'editor']);
    renderApp(`/organizacoes/${org.id}`);
    expect(await screen.findByRole('combobox', { name: 'Papel de Bruno Lima' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Papel de Ana Souza' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair da organização' })).toBeDisabled();
    expect(
      screen.getByText('Você é o único proprietário: para sair, passe antes o papel de proprietário a outra pessoa.'),
    ).toBeInTheDocument();
  });

  it('tells apart two members of the same name by their username and e-mail domain, never the whole e-mail', async () => {
    const orgs = api.organizations;
    const twin = (id: string, username: string, email: string): FakePerson => ({
      id,
      name: 'Bruno Lima',
      username,
      email,
    });
    const org = orgs.seed({ name: 'Rede Sementes' }, [
      [orgs.me, 'owner'],
      [twin(BRUNO_ID, 'bruno', 'bruno@raiz.dev'), 'editor'],
      [twin('00000000-0000-4000-8000-00000000b2b2', 'bruno.lima', 'bruno.lima@gmail.com'), 'viewer'],
    ]);
    renderApp(`/organizacoes/${org.id}`);
    const [first, second] = await screen.findAllByRole('combobox', { name: 'Papel de Bruno Lima' });
    const rowOf = (select: HTMLElement | undefined) => select!.closest('li')!.textContent ?? '';
    expect(rowOf(first)).toContain('@bruno · e-mail em raiz.dev');
    expect(rowOf(second)).toContain('@bruno.lima · e-mail em gmail.com');
    expect(document.body.textContent).not.toContain('bruno@raiz.dev');
  });

  it('shows a leitor the members without controls, and lets them leave after confirming', async () => {
    const orgs = api.organizations;
    const org = orgs.seed({ name: 'Cooperativa do Cerrado' }, [
      [bruno, 'owner'],
      [orgs.me, 'viewer'],
    ]);
    const user = userEvent.setup();
    renderApp(`/organizacoes/${org.id}`);
    expect(await screen.findByText('Bruno Lima')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Seções da organização' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remover/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sair da organização' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sair de “Cooperativa do Cerrado”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sair da organização' }));
    expect(await screen.findByText('Você saiu da organização')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/organizacoes'));
    expect(await screen.findByText('Você ainda não faz parte de nenhuma organização')).toBeInTheDocument();
  });

  it('tells the sole proprietário before any dialog that they cannot leave, and lets one of two proprietários leave', async () => {
    const orgs = api.organizations;
    const sole = orgs.seed({ name: 'Viveiro Ipê' }, [
      [orgs.me, 'owner'],
      [bruno, 'editor'],
    ]);
    const user = userEvent.setup();
    const view = renderApp(`/organizacoes/${sole.id}`);
    const leave = await screen.findByRole('button', { name: 'Sair da organização' });
    expect(leave).toBeDisabled();
    expect(leave).toHaveAccessibleDescription(
      'Você é o único proprietário: para sair, passe antes o papel de proprietário a outra pessoa.',
    );
    await user.click(leave);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    view.unmount();

    const shared = orgs.seed({ name: 'Viveiro Jatobá' }, [
      [orgs.me, 'owner'],
      [bruno, 'owner'],
    ]);
    renderApp(`/organizacoes/${shared.id}`);
    const leaveShared = await screen.findByRole('button', { name: 'Sair da organização' });
    expect(leaveShared).toBeEnabled();
    expect(screen.queryByText(/Você é o único proprietário/)).not.toBeInTheDocument();
    await user.click(leaveShared);
    expect(await screen.findByRole('alertdialog', { name: 'Sair de “Viveiro Jatobá”?' })).toBeInTheDocument();
  });

  it('answers an organisation the person is not in with the not-found screen', async () => {
    const org = api.organizations.seed({ name: 'Alheia' }, [[bruno, 'owner']]);
    renderApp(`/organizacoes/${org.id}`);
    expect(await screen.findByRole('heading', { name: 'Organização não encontrada' })).toBeInTheDocument();
  });
});

describe('/organizacoes/:id — Convites', { timeout: 20_000 }, () => {
  it('invites by e-mail and role, shows the link with “Copiar link” once, lists and cancels pending ones', async () => {
    const orgs = api.organizations;
    const org = orgs.seed({ name: 'Instituto Mata Viva' });
    const user = userEvent.setup();
    renderApp(`/organizacoes/${org.id}?secao=convites`);
    expect(await screen.findByText('Nenhum convite pendente.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Convidar' }));
    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();

    await fillForm(user, { 'E-mail': ' Bruno@Raiz.dev ', Papel: 'Leitor' });
    expect(screen.getByText('Vê a organização e seu conteúdo, sem alterar nada.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Convidar' }));

    const notice = await screen.findByText(/Convite criado para bruno@raiz.dev/);
    const box = notice.closest<HTMLElement>('[role="status"]')!;
    expect(box).toHaveTextContent('O link não foi enviado por e-mail');
    const link = within(box).getByLabelText('Link do convite');
    expect((link as HTMLInputElement).value).toMatch(/^http:\/\/localhost\/convite\/convite-/);
    expect(within(box).getByRole('button', { name: 'Copiar link do convite' })).toHaveTextContent('Copiar link');
    expect(api.sent('POST', /invitations/)[0]?.body).toEqual({ email: 'bruno@raiz.dev', role: 'viewer' });

    const pending = await screen.findByRole('region', { name: 'Convites pendentes' });
    expect(await within(pending).findByText('bruno@raiz.dev')).toBeInTheDocument();
    expect(within(pending).getByText('Leitor')).toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Cancelar convite de bruno@raiz.dev' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar este convite?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar convite' }));
    expect(await screen.findByText('Convite cancelado')).toBeInTheDocument();
    expect(await within(pending).findByText('Nenhum convite pendente.')).toBeInTheDocument();
  });

  it('offers an administrator every role but proprietário', async () => {
    const orgs = api.organizations;
    const org = orgs.seed({ name: 'Instituto Mata Viva' }, [
      [bruno, 'owner'],
      [orgs.me, 'admin'],
    ]);
    renderApp(`/organizacoes/${org.id}?secao=convites`);
    const role = await screen.findByLabelText('Papel');
    expect(optionTexts(role)).toEqual(['Administrador', 'Editor', 'Leitor']);
  });
});

describe('/organizacoes/:id — Configurações', { timeout: 20_000 }, () => {
  it('lets an owner change the settings: the form, not “Você não pode editar”, and the change saved', async () => {
    const org = mataVivaOwnedWith();
    const user = userEvent.setup();
    renderApp(`/organizacoes/${org.id}?secao=configuracoes`);
    const name = await screen.findByLabelText('Nome da organização');
    expect(screen.queryByText('Você não pode editar este item.')).not.toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Instituto Mata Viva Sul');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Alterações salvas')).toBeInTheDocument();
    expect(api.organizations.organizations.find((o) => o.id === org.id)?.name).toBe('Instituto Mata Viva Sul');
  });

  it('keeps an accredited verifier’s type, saying why; the server’s refusal lands under “Tipo”', async () => {
    const orgs = api.organizations;
    const accredited = orgs.seed({ name: 'Verifica Brasil', type: 'verifier' });
    orgs.accredit(accredited.id, 'suspended');
    const first = renderApp(`/organizacoes/${accredited.id}?secao=configuracoes`);

    const type = await screen.findByLabelText('Tipo');
    expect(optionTexts(type)).toEqual(['Verificadora independente']);
    expect(type).toHaveAccessibleDescription(organizationMessages.typeLockedByAccreditation);
    first.unmount();

    // Not accredited when the page opened, accredited before saving: the server refuses, and says so on the field.
    const candidate = orgs.seed({ name: 'Auditoria Verde', type: 'verifier' });
    const user = userEvent.setup();
    renderApp(`/organizacoes/${candidate.id}?secao=configuracoes`);
    const open = await screen.findByLabelText('Tipo');
    expect(optionTexts(open)).toContain('ONG / associação');
    orgs.accredit(candidate.id, 'active');
    await user.selectOptions(open, 'ONG / associação');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(organizationMessages.typeLockedByAccreditation)).toBeInTheDocument();
    expect(screen.getByLabelText('Tipo')).toHaveAttribute('aria-invalid', 'true');
    expect(orgs.organizations.find((o) => o.id === candidate.id)?.type).toBe('verifier');
  });
});

describe('/organizacoes/:id — Histórico', { timeout: 20_000 }, () => {
  it('shows who did what and when, each field before → after, and filters by person', async () => {
    const orgs = api.organizations;
    const org = mataVivaOwnedWith([bruno, 'editor']);
    const project = api.seed('projects', projectFields({ name: 'Nascentes', organizationId: org.id }));
    orgs.record(org.id, {
      action: 'member_join',
      entityType: 'member',
      summary: 'Bruno Lima entrou como Editor',
      actor: { id: BRUNO_ID, name: 'Bruno Lima' },
    });
    orgs.record(org.id, {
      action: 'update',
      entityType: 'project',
      summary: 'Nascentes',
      projectId: project.id,
      actor: { id: BRUNO_ID, name: 'Bruno Lima' },
      changes: [
        { field: 'status', before: 'planned', after: 'in_progress' },
        { field: 'areaHa', before: null, after: 12.5 },
      ],
    });
    const user = userEvent.setup();
    renderApp(`/organizacoes/${org.id}?secao=historico`);
    const edit = (await screen.findByText('Projeto “Nascentes”')).closest('li')!;
    expect(edit).toHaveTextContent('Edição');
    expect(edit).toHaveTextContent('Bruno Lima');
    expect(within(edit).getByText('Situação').nextSibling).toHaveTextContent('Planejado → para Em andamento');
    expect(within(edit).getByText('Área (ha)').nextSibling).toHaveTextContent('(vazio) → para 12,50');
    expect(screen.getByText('2 registros')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Pessoa'), 'Ana Souza');
    expect(await screen.findByText('Nada encontrado com estes filtros')).toBeInTheDocument();
    expect(
      api
        .sent('GET', /history/)
        .at(-1)
        ?.query.get('actorId'),
    ).toBe(orgs.me.id);
    expect(location()).toContain(`actorId=${orgs.me.id}`);
  });
});

describe('/organizacoes/:id — Histórico de verificações', { timeout: 20_000 }, () => {
  it('reads a verification request, its verdicts, the signed statement and a withdrawal in Portuguese', async () => {
    const orgs = api.organizations;
    const org = mataVivaOwnedWith();
    const verifier = { id: BRUNO_ID, name: 'Bruno Lima' };
    orgs.record(org.id, {
      action: 'verification_request',
      entityType: 'verification',
      summary: 'Plantio do 1º semestre',
      actor: { id: orgs.me.id, name: 'Ana Souza' },
    });
    orgs.record(org.id, {
      action: 'verification_verdicts',
      entityType: 'verification',
      summary: 'Plantio do 1º semestre',
      actor: verifier,
      changes: [
        {
          field: 'verdicts',
          before: [],
          after: [
            { section: 'indicators', verdict: 'conforming', comment: 'Mudas contadas em campo.' },
            { section: 'methodology', verdict: 'not_evaluated', comment: '' },
          ],
        },
      ],
    });
    orgs.record(org.id, {
      action: 'verification_sign',
      entityType: 'verification',
      summary: 'Plantio do 1º semestre',
      actor: verifier,
      changes: [{ field: 'status', before: 'in_review', after: 'approved' }],
    });
    orgs.record(org.id, {
      action: 'verification_withdraw',
      entityType: 'verification',
      summary: 'Erro de medição descoberto.',
      actor: verifier,
      changes: [{ field: 'status', before: 'approved', after: 'withdrawn' }],
    });
    renderApp(`/organizacoes/${org.id}?secao=historico`);
    const entries = await screen.findAllByText('Relatório “Plantio do 1º semestre”');
    const [signed, verdicts, requested] = entries.map((e) => e.closest('li')!);
    expect(requested).toHaveTextContent('Pedido de verificação');
    expect(within(verdicts!).getByText('Pareceres').nextSibling).toHaveTextContent(
      '(vazio) → para Indicadores: Conforme (Mudas contadas em campo.); Metodologia: Não avaliado',
    );
    expect(signed).toHaveTextContent('Declaração de verificação assinada');
    expect(within(signed!).getByText('Situação').nextSibling).toHaveTextContent('Em análise → para Aprovada');
    const withdrawn = screen.getByText('Motivo: Erro de medição descoberto.').closest('li')!;
    expect(withdrawn).toHaveTextContent('Retirada da verificação');
    expect(within(withdrawn).getByText('Situação').nextSibling).toHaveTextContent('Aprovada → para Retirada');
    // The same requests, with verdicts and statements, as the organisation's CSV.
    expect(screen.getByRole('link', { name: /^Exportar verificações/ })).toHaveAttribute(
      'href',
      `/v1/exports/verifications.csv?organizationId=${org.id}`,
    );
  });
});

describe('/convite/:token', { timeout: 20_000 }, () => {
  const invitedOrg = () => {
    const orgs = api.organizations;
    return orgs.seed({ name: 'Cooperativa do Cerrado' }, [[bruno, 'owner']]);
  };

  it('shows the organisation, the role and the validity; “Aceitar convite” joins and opens it', async () => {
    const org = invitedOrg();
    api.organizations.invite(org.id, {
      email: 'ana@raiz.dev',
      role: 'editor',
      token: 'token-de-convite-1234567890',
      expiresAt: '2025-06-09T15:00:00.000Z',
    });
    const user = userEvent.setup();
    renderApp('/convite/token-de-convite-1234567890');
    expect(await screen.findByRole('heading', { name: 'Cooperativa do Cerrado' })).toBeInTheDocument();
    expect(screen.getByText('Editor')).toBeInTheDocument();
    expect(screen.getByText(formatDateTime('2025-06-09T15:00:00.000Z'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(await screen.findByText('Convite aceito')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`/organizacoes/${org.id}`));
    expect(await screen.findByRole('heading', { name: 'Cooperativa do Cerrado', level: 1 })).toBeInTheDocument();
    expect(api.organizations.roleOf(org.id)).toBe('editor');
  });

  it('says so for another account’s invitation, an expired one, a used one and one already accepted', async () => {
    const org = invitedOrg();
    const orgs = api.organizations;
    orgs.invite(org.id, { email: 'carla@exemplo.com.br', role: 'viewer', token: 'token-de-outra-conta-123456' });
    orgs.invite(org.id, {
      email: 'ana@raiz.dev',
      role: 'viewer',
      token: 'token-expirado-12345678901',
      expiresAt: '2025-05-01T00:00:00.000Z',
    });
    orgs.invite(org.id, {
      email: 'ana@raiz.dev',
      role: 'viewer',
      token: 'token-usado-1234567890123',
      acceptedAt: '2025-05-01T00:00:00.000Z',
    });
    const user = userEvent.setup();
    // Another account's invitation says so before anything is clicked, and offers to change accounts instead.
    const first = renderApp('/convite/token-de-outra-conta-123456');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Este convite foi enviado para outro e-mail, não para a conta com que você entrou.',
    );
    expect(screen.queryByRole('button', { name: 'Aceitar convite' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair para trocar de conta' })).toBeInTheDocument();
    first.unmount();

    const second = renderApp('/convite/token-expirado-12345678901');
    expect(await screen.findByText('Este convite expirou. Peça um novo a quem convidou você.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceitar convite' })).not.toBeInTheDocument();
    second.unmount();

    const third = renderApp('/convite/token-usado-1234567890123');
    expect(await screen.findByText('Este convite já foi usado.')).toBeInTheDocument();
    third.unmount();

    orgs.memberships.push({ organizationId: org.id, userId: orgs.me.id, role: 'viewer', joinedAt: org.createdAt });
    orgs.invite(org.id, { email: 'ana@raiz.dev', role: 'editor', token: 'token-ja-membro-123456789' });
    renderApp('/convite/token-ja-membro-123456789');
    await user.click(await screen.findByRole('button', { name: 'Aceitar convite' }));
    expect(await screen.findByText('Você já faz parte desta organização.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir a organização' })).toHaveAttribute(
      'href',
      `/organizacoes/${org.id}`,
    );
  });

  it('answers an unknown link with “Convite não encontrado”', async () => {
    renderApp('/convite/token-que-nao-existe-1234567');
    expect(await screen.findByRole('heading', { name: 'Convite não encontrado' })).toBeInTheDocument();
  });
});
