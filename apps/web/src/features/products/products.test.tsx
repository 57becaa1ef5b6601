import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocalSession, loginSession } from '../../lib/session/session-store';
import { dispatchToast } from '../../lib/toast';
import { FakeContentApi, projectFields } from '../../test/fake-content-api';
import { renderApp } from '../../test/render-app';

// Whole route modules render here (lazy chunks compiled on first use, real providers): on a busy machine the first
// screen of a file can take several seconds to appear.
configure({ asyncUtilTimeout: 15_000 });
const ana = { id: 'u-ana', legacyUserId: null, username: 'ana', email: 'ana@raiz.dev', roles: ['user'], role: 'user' };
let api: FakeContentApi;

beforeEach(() => {
  clearLocalSession();
  loginSession(ana);
  dispatchToast({ type: 'REMOVE_TOAST' });
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  api = new FakeContentApi().install();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('products of a project', { timeout: 20_000 }, () => {
  it('takes the price in reais and sends cents', async () => {
    const project = api.seed('projects', projectFields());
    const user = userEvent.setup();
    renderApp(`/projetos/${project.id}/produtos/criar`);
    await user.type(await screen.findByLabelText('Nome'), 'Muda de ipê');
    await user.type(screen.getByLabelText('Preço (R$)'), 'R$ 1.234,5');
    await user.type(screen.getByLabelText('Unidade'), 'muda');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.sent('POST')).toHaveLength(1));
    expect(api.sent('POST')[0]?.body).toEqual({
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
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.sent('PATCH')).toHaveLength(1));
    expect(api.sent('PATCH')[0]?.body).toMatchObject({ version: 1, priceCents: 4000, stock: 3 });
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
});
