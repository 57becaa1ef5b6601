import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeContentApi } from '../../test/fake-content-api';
import { projectFields } from '../../test/fake-content-api';
import { saveAndSend, setUpContentScreens } from '../../test/content-screens';
import { renderApp } from '../../test/render-app';
import { fillForm } from '../../test/fill-form';

let api: FakeContentApi;
setUpContentScreens((fake) => (api = fake));

describe('products of a project', { timeout: 20_000 }, () => {
  it('takes the price in reais and sends cents', async () => {
    const project = api.seed('projects', projectFields());
    const user = userEvent.setup();
    renderApp(`/projetos/${project.id}/produtos/criar`);
    await fillForm(user, { Nome: 'Muda de ipê', 'Preço (R$)': 'R$ 1.234,5', Unidade: 'muda' });
    expect(await saveAndSend(user, api, 'POST')).toEqual({
      name: 'Muda de ipê',
      description: '',
      priceCents: 123450,
      unit: 'muda',
      stock: 0,
      active: true,
    });
    const card = (await screen.findByRole('heading', { name: 'Muda de ipê' })).closest('article')!;
    expect(card).toHaveTextContent('R$ 1.234,50');
    expect(card).toHaveTextContent('/ muda');
    expect(card).toHaveTextContent('Ativo');
  });

  it('says what is wrong with a price', async () => {
    const project = api.seed('projects', projectFields());
    const user = userEvent.setup();
    renderApp(`/projetos/${project.id}/produtos/criar`);
    await user.type(await screen.findByLabelText('Preço (R$)'), 'doze reais');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Preço inválido: informe em reais, por exemplo 12,50.')).toBeInTheDocument();
    expect(api.sent('POST')).toHaveLength(0);
  });

  it('a huge price names the highest one, and no toast covers the field messages', async () => {
    const project = api.seed('projects', projectFields());
    const user = userEvent.setup();
    renderApp(`/projetos/${project.id}/produtos/criar`);
    await fillForm(user, { Nome: 'Mel', 'Preço (R$)': '99999999999999' });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O preço máximo é R$ 21.474.836,47.')).toBeInTheDocument();
    expect(screen.queryByText('Use um número inteiro.')).not.toBeInTheDocument();
    expect(screen.getByText('Informe a unidade (ex.: kg, muda, unidade).')).toBeInTheDocument();
    expect(screen.getByLabelText('Preço (R$)')).toHaveFocus();
    // Said above the form, not in a toast over it.
    expect(screen.getByText('Verifique os campos destacados.')).toBeInTheDocument();
    expect(screen.getByTestId('toast-container')).toBeEmptyDOMElement();
    expect(api.sent('POST')).toHaveLength(0);
  });

  it('edits with the price shown in reais', async () => {
    const project = api.seed('projects', projectFields());
    const product = api.seed('products', {
      projectId: project.id,
      name: 'Mel',
      description: '',
      priceCents: 3550,
      unit: 'pote',
      stock: 3,
      active: true,
    });
    const user = userEvent.setup();
    renderApp(`/projetos/${project.id}/produtos/editar/${product.id}`);
    const price = await screen.findByLabelText('Preço (R$)');
    expect(price).toHaveValue('35,50');
    await user.clear(price);
    await user.type(price, '40');
    expect(await saveAndSend(user, api, 'PATCH')).toMatchObject({ version: 1, priceCents: 4000, stock: 3 });
    const card = (await screen.findByRole('heading', { name: 'Mel' })).closest('article')!;
    expect(within(card).getByText('R$ 40,00')).toBeInTheDocument();
  });

  it('/produtos asks which project, linking to its products', async () => {
    const project = api.seed('projects', projectFields({ name: 'Mata Viva' }));
    renderApp('/produtos');
    expect(await screen.findByRole('heading', { name: 'Produtos', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Mata Viva/ })).toHaveAttribute(
      'href',
      `/projetos/${project.id}/produtos`,
    );
  });

  it('/produtos filters many projects by name or municipality, accents and case aside, as the lists search', async () => {
    for (let i = 1; i <= 6; i++) api.seed('projects', projectFields({ name: `Projeto ${i}` }));
    api.seed('projects', projectFields({ name: 'Água Viva', municipality: 'São Luiz do Paraitinga' }));
    const user = userEvent.setup();
    renderApp('/produtos');
    await user.type(await screen.findByLabelText('Filtrar projetos'), 'SAO LUIZ');
    const list = screen.getByRole('list', { name: 'Seus projetos' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(1));
    expect(within(list).getByRole('link', { name: /Água Viva/ })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Filtrar projetos'));
    await user.type(screen.getByLabelText('Filtrar projetos'), 'agua');
    expect(within(list).getByRole('link', { name: /Água Viva/ })).toBeInTheDocument();
  });
});
