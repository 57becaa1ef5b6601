import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { geolocationMessages } from '@raiz/domain';
import type { FakeContentApi } from '../../test/fake-content-api';
import { BRUNO_ID, projectFields } from '../../test/fake-content-api';
import { saveAndSend, setUpContentScreens } from '../../test/content-screens';
import { renderApp } from '../../test/render-app';
import { fillForm } from '../../test/fill-form';

let api: FakeContentApi;
setUpContentScreens((fake) => (api = fake));

/** A report as stored (the fake fills the columns left out as the server does: no project, draft, no indicators). */
const report = (fields: Record<string, unknown>) => ({
  title: 'Relatório',
  periodStart: '2025-01-01',
  periodEnd: '2025-03-31',
  ...fields,
});

/** Stores a report and opens its page; the stored row is returned. */
function openReport(fields: Record<string, unknown>) {
  const stored = api.seed('reports', report(fields));
  renderApp(`/relatorios/editar/${stored.id}`);
  return stored;
}

/** Opens the new-report form and types the given fields into it. */
async function newReport(fields: Parameters<typeof fillForm>[1]) {
  const user = userEvent.setup();
  renderApp('/relatorios/criar');
  await fillForm(user, fields);
  return user;
}

/**
 * The browser's geolocation (jsdom has none) answering with a position or an error code (1 denied, 2 unavailable,
 * 3 timeout). Set on the real navigator, so its other properties (onLine…) stay as they are.
 */
function deviceGeolocation(answer: { latitude: number; longitude: number; accuracy: number } | { code: 1 | 2 | 3 }) {
  const geolocation = {
    getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
      'code' in answer
        ? fail({
            code: answer.code,
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          } as GeolocationPositionError)
        : ok({ coords: answer, timestamp: Date.now() } as unknown as GeolocationPosition),
  };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
}
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
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
    await fillForm(user, {
      Título: 'Trimestre',
      'Início do período': '2025-01-01',
      'Fim do período': '2025-03-31',
      'Carbono evitado/sequestrado (tCO2e)': '1.234,5',
      'Árvores plantadas (árvores)': '1.200',
      Situação: 'Publicado',
    });
    expect(await saveAndSend(user, api, 'POST')).toEqual({
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
      latitude: null,
      longitude: null,
      locationAccuracyM: null,
      status: 'published',
    });
    expect(await screen.findByText('Relatório publicado')).toBeInTheDocument();
    // On to the report, its evidence panel in focus: photos and documents are added right away.
    const id = api.tables.reports![0]!.id;
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/relatorios/editar/${id}`));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Evidências' })).toHaveFocus());
    expect(screen.getByTestId('escolher-arquivos')).toBeInTheDocument();
  });

  it("offers the device's position with its accuracy, sends it, and says when permission is denied", async () => {
    deviceGeolocation({ code: 1 });
    const user = await newReport({
      Título: 'Visita de campo',
      'Início do período': '2025-01-01',
      'Fim do período': '2025-01-31',
    });
    const locate = screen.getByRole('button', { name: 'Usar a posição deste aparelho' });
    await user.click(locate);
    expect(await screen.findByRole('alert')).toHaveTextContent(geolocationMessages.denied);
    expect(screen.queryByLabelText('Latitude')).not.toBeInTheDocument();

    deviceGeolocation({ latitude: -15.793889, longitude: -47.882778, accuracy: 1234.4 });
    await user.click(locate);
    expect(await screen.findByLabelText('Latitude')).toHaveValue('-15,793889');
    expect(screen.getByLabelText('Longitude')).toHaveValue('-47,882778');
    expect(screen.getByText('Precisão de cerca de 1.234 m')).toBeInTheDocument();
    expect(screen.queryByText(geolocationMessages.denied)).not.toBeInTheDocument();

    // Removed, then taken again: what goes is the last position.
    await user.click(screen.getByRole('button', { name: 'Remover posição' }));
    expect(screen.queryByLabelText('Latitude')).not.toBeInTheDocument();
    expect(screen.queryByText(/Precisão de cerca de/)).not.toBeInTheDocument();
    await user.click(locate);
    await screen.findByText('Precisão de cerca de 1.234 m');
    expect(await saveAndSend(user, api, 'POST')).toMatchObject({
      title: 'Visita de campo',
      latitude: -15.793889,
      longitude: -47.882778,
      locationAccuracyM: 1234.4,
    });
  });

  it('checks the period like the API does', async () => {
    const user = await newReport({
      Título: 'Trimestre',
      'Início do período': '2025-03-01',
      'Fim do período': '2025-01-01',
    });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O fim do período deve ser igual ou posterior ao início.')).toBeInTheDocument();
    expect(api.sent('POST')).toHaveLength(0);
  });

  it('shows every field error of one save at once, the cross-field period included', async () => {
    const user = await newReport({
      Título: 'Trimestre',
      'Início do período': '2025-03-01',
      'Fim do período': '2025-01-01',
      'Água (m³)': 'abc',
    });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O fim do período deve ser igual ou posterior ao início.')).toBeInTheDocument();
    expect(screen.getByLabelText('Água (m³)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Água (m³)')).toHaveAccessibleDescription(/Número inválido/);
    expect(screen.getByLabelText('Fim do período')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST')).toHaveLength(0);
  });

  it('opens a certified report read-only with its badge', async () => {
    openReport({
      title: 'Certificado 2024',
      status: 'certified',
      co2eTonnes: 10,
      latitude: -15.793889,
      longitude: -47.882778,
      locationAccuracyM: 8.2,
    });
    expect(await screen.findByRole('heading', { name: 'Certificado 2024', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText('Este relatório foi certificado e não pode mais ser alterado nem excluído.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Certificado').length).toBeGreaterThan(0);
    expect(screen.getByText('10,00 tCO2e')).toBeInTheDocument();
    expect(screen.getByText('Posição do aparelho').nextElementSibling).toHaveTextContent(
      'Latitude −15,7939 · Longitude −47,8828Precisão de cerca de 8 m',
    );
    expect(screen.queryByLabelText('Título')).not.toBeInTheDocument();
  });

  it('offers "Certificar" on the author\'s published reports in the list, and "Ver certificado" on certified ones', async () => {
    api.seed(
      'reports',
      report({ title: 'Publicado 2025', status: 'published', publishedAt: '2025-04-02T12:00:00.000Z' }),
    );
    api.seed('reports', report({ title: 'Rascunho 2025' }));
    api.seed('reports', report({ title: 'De outra pessoa', status: 'published', ownerId: BRUNO_ID }));
    api.seed('reports', report({ title: 'Certificado 2024', status: 'certified', certificateCode: 'RAIZ7K2Q9X' }));
    renderApp('/relatorios');
    const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('article')!;

    expect(
      within(await card('Publicado 2025')).getByRole('button', { name: 'Certificar o relatório Publicado 2025' }),
    ).toBeVisible();
    expect(within(await card('Rascunho 2025')).queryByRole('button', { name: /Certificar/ })).not.toBeInTheDocument();
    expect(within(await card('De outra pessoa')).queryByRole('button', { name: /Certificar/ })).not.toBeInTheDocument();
    const certified = await card('Certificado 2024');
    expect(within(certified).queryByRole('button', { name: /Certificar/ })).not.toBeInTheDocument();
    expect(within(certified).getByRole('link', { name: 'Ver certificado RAIZ7K2Q9X' })).toHaveAttribute(
      'href',
      '/verificar/RAIZ7K2Q9X',
    );
  });

  it('"Nova versão" on a certified report, offered by the server\'s can, opens the draft of version 2', async () => {
    const user = userEvent.setup();
    const certified = openReport({
      title: 'Plantio 2024',
      status: 'certified',
      certificateCode: 'RAIZ7K2Q9X',
      treesPlanted: 300,
    });
    await user.click(await screen.findByRole('button', { name: 'Nova versão do relatório Plantio 2024' }));

    // The draft of version 2, in its edit form with the same content, and saying which version it will replace.
    expect(await screen.findByRole('heading', { name: 'Editar relatório', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('Plantio 2024');
    const note = screen.getByTestId('report-revision');
    expect(note).toHaveTextContent('Versão 2');
    expect(within(note).getByRole('link', { name: 'versão 1' })).toHaveAttribute(
      'href',
      `/relatorios/editar/${certified.id}`,
    );
    const sent = api.sent('POST', /\/revisions$/);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe(`/v1/reports/${certified.id}/revisions`);
    expect(sent[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('offers no "Nova versão" where the server says no: on a version already replaced', async () => {
    openReport({
      title: 'Plantio 2023',
      status: 'certified',
      certificateCode: 'RAIZ7K2Q9X',
      nextRevision: { id: BRUNO_ID, revision: 2, status: 'certified', certificateCode: 'RAIZ8M3R0Y' },
    });
    expect(await screen.findByRole('heading', { name: 'Plantio 2023', level: 1 })).toBeInTheDocument();
    const note = screen.getByTestId('report-revision');
    expect(note).toHaveTextContent('Versão 1');
    expect(note).toHaveTextContent('Substituída pela versão 2');
    expect(within(note).getByRole('link', { name: 'versão 2' })).toHaveAttribute(
      'href',
      `/relatorios/editar/${BRUNO_ID}`,
    );
    expect(screen.queryByRole('button', { name: /Nova versão/ })).not.toBeInTheDocument();
  });

  it('a certified version 2 says which version it replaces and may get a version 3', async () => {
    openReport({
      title: 'Plantio 2024 (corrigido)',
      status: 'certified',
      certificateCode: 'RAIZ8M3R0Y',
      revision: 2,
      previousReportId: BRUNO_ID,
    });
    const note = await screen.findByTestId('report-revision');
    expect(note).toHaveTextContent('Versão 2');
    expect(note).toHaveTextContent('Substitui a versão 1');
    expect(screen.getByRole('button', { name: 'Nova versão do relatório Plantio 2024 (corrigido)' })).toBeVisible();
  });

  it('a certified report shows "Ver certificado" with its code in the header, not a dead Salvar', async () => {
    openReport({ title: 'Certificado 2024', status: 'certified', certificateCode: 'RAIZ7K2Q9X' });
    expect(await screen.findByRole('heading', { name: 'Certificado 2024', level: 1 })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    await waitFor(() =>
      expect(within(header).getByRole('link', { name: /^Ver certificado/ })).toHaveAttribute(
        'href',
        '/verificar/RAIZ7K2Q9X',
      ),
    );
    expect(within(header).getByRole('link', { name: /^Ver certificado/ })).toHaveTextContent('RAIZ7K2Q9X');
    expect(within(header).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('RAIZ7K2Q9X');
  });

  it('a published report\'s page offers "Certificar" to its author', async () => {
    openReport({ title: 'Publicado 2025', status: 'published' });
    expect(await screen.findByRole('button', { name: 'Certificar o relatório Publicado 2025' })).toBeVisible();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });
});
