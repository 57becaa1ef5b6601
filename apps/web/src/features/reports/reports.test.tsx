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

const report = (fields: Record<string, unknown>) => ({
  projectId: null,
  projectName: null,
  title: 'Relatório',
  periodStart: '2025-01-01',
  periodEnd: '2025-03-31',
  summary: '',
  co2eTonnes: null,
  treesPlanted: null,
  restoredAreaHa: null,
  waterM3: null,
  wasteTonnes: null,
  peopleBenefited: null,
  status: 'draft',
  publishedAt: null,
  ...fields,
});

describe('reports', { timeout: 20_000 }, () => {
  it('lists indicators with their units and the status badge', async () => {
    const project = api.seed('projects', projectFields({ name: 'Mata Viva' }));
    api.seed(
      'reports',
      report({
        title: '1º trimestre',
        projectId: project.id,
        projectName: 'Mata Viva',
        co2eTonnes: 1234.5,
        treesPlanted: 1200,
        status: 'published',
        publishedAt: '2025-04-02T12:00:00.000Z',
      }),
    );
    renderApp('/relatorios');
    const card = (await screen.findByRole('heading', { name: '1º trimestre' })).closest('article')!;
    expect(within(card).getByText('Publicado')).toBeInTheDocument();
    expect(within(card).getByText('1.234,50 tCO2e')).toBeInTheDocument();
    expect(within(card).getByText('1.200 árvores')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Mata Viva' })).toHaveAttribute('href', `/projetos/${project.id}`);
    expect(card).toHaveTextContent('Período: 01/01/2025 a 31/03/2025');
    expect(card).toHaveTextContent('Publicado em 02/04/2025');
  });

  it('creates a report of the project it came from, with indicators typed in pt-BR', async () => {
    const project = api.seed('projects', projectFields({ name: 'Mata Viva' }));
    api.seed('projects', projectFields({ name: 'Outro projeto' }));
    const user = userEvent.setup();
    renderApp(`/relatorios/criar?projeto=${project.id}`);
    expect(await screen.findByLabelText('Projeto')).toHaveValue(project.id);
    await user.type(screen.getByLabelText('Título'), 'Trimestre');
    await user.type(screen.getByLabelText('Início do período'), '2025-01-01');
    await user.type(screen.getByLabelText('Fim do período'), '2025-03-31');
    await user.type(screen.getByLabelText('Carbono evitado/sequestrado (tCO2e)'), '1.234,5');
    await user.type(screen.getByLabelText('Árvores plantadas (árvores)'), '1.200');
    await user.selectOptions(screen.getByLabelText('Situação'), 'Publicado');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.sent('POST')).toHaveLength(1));
    expect(api.sent('POST')[0]?.body).toEqual({
      title: 'Trimestre',
      projectId: project.id,
      periodStart: '2025-01-01',
      periodEnd: '2025-03-31',
      summary: '',
      co2eTonnes: 1234.5,
      treesPlanted: 1200,
      restoredAreaHa: null,
      waterM3: null,
      wasteTonnes: null,
      peopleBenefited: null,
      status: 'published',
    });
    expect(await screen.findByText('Relatório publicado')).toBeInTheDocument();
  });

  it('checks the period like the API does', async () => {
    const user = userEvent.setup();
    renderApp('/relatorios/criar');
    await user.type(await screen.findByLabelText('Título'), 'Trimestre');
    await user.type(screen.getByLabelText('Início do período'), '2025-03-01');
    await user.type(screen.getByLabelText('Fim do período'), '2025-01-01');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O fim do período deve ser igual ou posterior ao início.')).toBeInTheDocument();
    expect(api.sent('POST')).toHaveLength(0);
  });

  it('opens a certified report read-only with its badge', async () => {
    const certified = api.seed('reports', report({ title: 'Certificado 2024', status: 'certified', co2eTonnes: 10 }));
    renderApp(`/relatorios/editar/${certified.id}`);
    expect(await screen.findByRole('heading', { name: 'Certificado 2024', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText('Este relatório foi certificado e não pode mais ser alterado nem excluído.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Certificado').length).toBeGreaterThan(0);
    expect(screen.getByText('10,00 tCO2e')).toBeInTheDocument();
    expect(screen.queryByLabelText('Título')).not.toBeInTheDocument();
  });
});
