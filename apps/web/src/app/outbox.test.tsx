// The outbox (docs/ARCHITECTURE.md "Outbox"): its store in IndexedDB (fake-indexeddb is only the engine jsdom lacks),
// the sender through the app's real transport against the fake API (answers through the domain's response schemas,
// honouring Idempotency-Key as the server does), export/import, and /envios as a person sees it.
import { IDBFactory } from 'fake-indexeddb';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import exifr from 'exifr';
import { withGpsExif } from '../features/outbox/gps-exif';
import { exportOutbox, readOutboxExport } from '../features/outbox/outbox-archive';
import { retryDelayMs, sendOutbox } from '../features/outbox/outbox-sender';
import {
  addOutboxItems,
  closeOutbox,
  listOutbox,
  readOutboxFiles,
  removeOutboxItem,
  restoreOutboxItems,
} from '../features/outbox/outbox-store';
import { queueFiles } from '../features/outbox/queue-record';
import { createQueryClient } from '../lib/query-client';
import { ANA_ID, apiError, projectFields, type FakeContentApi } from '../test/fake-content-api';
import { setUpContentScreens } from '../test/content-screens';
import { fillForm } from '../test/fill-form';
import { renderApp } from '../test/render-app';
import { outboxTransport } from './outbox-transport';
import { AppProviders } from './providers';
import OutboxRoute from './routes/outbox-route';

let api: FakeContentApi;
setUpContentScreens((fake) => {
  api = fake;
  fake.uploads.auto = true;
});
beforeEach(async () => {
  await closeOutbox();
  vi.stubGlobal('indexedDB', new IDBFactory());
});

const jpeg = (bytes = 64) => {
  const data = new Uint8Array(bytes);
  data.set([0xff, 0xd8, 0xff, 0xdb]);
  return { name: 'foto.jpg', type: 'image/jpeg', data: data.buffer };
};

async function queueReport(projectId: string, title = 'Plantio de março', photos = 2) {
  const [report] = await addOutboxItems([
    {
      kind: 'report',
      userId: ANA_ID,
      projectId,
      body: { title, projectId, periodStart: '2025-03-01', periodEnd: '2025-03-31', status: 'draft' },
    },
  ]);
  await queueFiles(
    report!,
    Array.from({ length: photos }, (_, i) => ({ ...jpeg(64 + i), name: `foto-${i + 1}.jpg` })),
  );
  return report!;
}

const send = () => sendOutbox(outboxTransport, ANA_ID);

describe('the store', () => {
  it('keeps items in the order stored, files after their record; discarding a record discards its files', async () => {
    const report = await queueReport('p-1', 'Primeiro', 2);
    const [post] = await addOutboxItems([
      { kind: 'post', userId: ANA_ID, projectId: 'p-1', body: { title: 'Depois' } },
    ]);
    const items = await listOutbox();
    expect(items.map((i) => [i.kind, i.state])).toEqual([
      ['report', 'pending'],
      ['attachment', 'pending'],
      ['attachment', 'pending'],
      ['post', 'pending'],
    ]);
    // The list carries each file's name and size; its bytes are read apart.
    expect(items[1]!.files).toEqual([{ name: 'foto-1.jpg', type: 'image/jpeg', size: 64 }]);
    expect(new Uint8Array((await readOutboxFiles(items[1]!))[0]!.data)[0]).toBe(0xff);
    await removeOutboxItem(report.id);
    expect((await listOutbox()).map((i) => i.id)).toEqual([post!.id]);
  });
});

describe('sending', () => {
  it('sends a report, then its photos to its new id, each once even when an answer is lost', async () => {
    const project = api.seed('projects', projectFields({ name: 'Mata Viva' }));
    await queueReport(project.id);
    // The first POST reaches the server but its answer never comes back.
    const fakeFetch = globalThis.fetch;
    let lost = false;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const response = await fakeFetch(url, init);
      if (init.method === 'POST' && !lost) {
        lost = true;
        throw new TypeError('Failed to fetch');
      }
      return response;
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const first = await send();
    expect(first.sent).toBe(0);
    expect(first.retryAt).toBeGreaterThan(Date.now());
    expect(api.tables.reports).toHaveLength(1);
    const [report] = await listOutbox();
    expect(report).toMatchObject({ state: 'pending', attempts: 1, lastError: { code: 'network_error' } });

    // Its turn again (the wait is over): the same key answers the same row; then the photos go.
    await sendOutbox(outboxTransport, ANA_ID, () => Date.now() + retryDelayMs(1) + 1);
    expect(api.tables.reports).toHaveLength(1);
    const serverId = api.tables.reports![0]!.id;
    const items = await listOutbox();
    expect(items.map((i) => i.state)).toEqual(['sent', 'sent', 'sent']);
    expect(items[0]!.serverId).toBe(serverId);
    const posts = api.sent('POST', /^\/v1\/reports$/).map((r) => r.headers.get('Idempotency-Key'));
    expect(posts).toEqual([report!.id, report!.id]);
    const uploads = api.uploads.sent.map((x) => new URL(x.url, 'http://localhost').pathname);
    expect(uploads).toEqual([`/v1/reports/${serverId}/attachments`, `/v1/reports/${serverId}/attachments`]);
    expect(api.uploads.sent.map((x) => x.headers['Idempotency-Key'])).toEqual([items[1]!.id, items[2]!.id]);
  });

  it("keeps a refused record with the server's field messages; its photos wait; a 5xx is tried later", async () => {
    const project = api.seed('projects', projectFields({ name: 'Mata Viva' }));
    await queueReport(project.id, 'Recusado', 1);
    const [post] = await addOutboxItems([
      { kind: 'post', userId: ANA_ID, projectId: project.id, body: { title: 'Notícia' } },
    ]);
    api.failNext('POST', /^\/v1\/reports$/, () =>
      apiError(400, 'Dados inválidos.', { periodEnd: 'O fim do período deve ser depois do início.' }),
    );
    api.failNext('POST', /\/posts$/, () => new Response('', { status: 503 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await send();
    const items = await listOutbox();
    expect(items.map((i) => [i.kind, i.state])).toEqual([
      ['report', 'refused'],
      ['attachment', 'pending'],
      ['post', 'pending'],
    ]);
    expect(items[0]!.lastError).toEqual({
      code: 'validation_error',
      message: 'Dados inválidos.',
      fields: { periodEnd: 'O fim do período deve ser depois do início.' },
    });
    expect(items[2]).toMatchObject({ id: post!.id, attempts: 1, nextAttemptAt: result.retryAt });
    expect(api.uploads.sent).toHaveLength(0);
    expect(api.tables.reports).toHaveLength(0);
  });

  it('waits for a new login when the session cannot be renewed, losing nothing', async () => {
    const project = api.seed('projects', projectFields({ name: 'Mata Viva' }));
    await queueReport(project.id, 'Depois do login', 0);
    const expired = () =>
      new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Sessão expirada.' } }), { status: 401 });
    api.failNext('POST', /^\/v1\/reports$/, expired);
    api.failNext('POST', /^\/v1\/auth\/refresh$/, expired);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await send();
    expect(await listOutbox()).toMatchObject([{ state: 'pending', needsLogin: true }]);
    expect(api.tables.reports).toHaveLength(0);
  });

  it('exported and imported on another device, sent from both: each record and file is created once', async () => {
    const project = api.seed('projects', projectFields({ name: 'Mata Viva' }));
    await queueReport(project.id, 'Dois aparelhos', 2);
    const zip = await exportOutbox(await listOutbox());
    await send();
    expect(api.tables.reports).toHaveLength(1);

    // Another device: an empty outbox, then the import.
    await closeOutbox();
    vi.stubGlobal('indexedDB', new IDBFactory());
    const read = (await readOutboxExport(zip))!;
    expect(read.map((i) => i.kind)).toEqual(['report', 'attachment', 'attachment']);
    expect(await restoreOutboxItems(read)).toBe(3);
    expect(await restoreOutboxItems(read)).toBe(0);
    await send();
    expect((await listOutbox()).map((i) => i.state)).toEqual(['sent', 'sent', 'sent']);
    expect(api.tables.reports).toHaveLength(1);
    expect(api.attachments.rows.filter((r) => r.parentId === api.tables.reports![0]!.id)).toHaveLength(2);
    expect(await readOutboxExport(new Blob(['não é um zip']))).toBeNull();
  });
});

describe('photos', () => {
  it("the reduced copy carries the original's GPS position for the server to read", async () => {
    const bytes = withGpsExif(new Uint8Array(jpeg(32).data), { latitude: -15.793889, longitude: -47.882778 });
    const gps = (await exifr.gps(bytes)) as { latitude: number; longitude: number };
    expect(gps.latitude).toBeCloseTo(-15.793889, 5);
    expect(gps.longitude).toBeCloseTo(-47.882778, 5);
  });
});

describe('/envios', () => {
  it("shows each item's state and a refusal's messages; discarding asks first", async () => {
    const project = api.seed('projects', projectFields({ name: 'Mata Viva' }));
    await queueReport(project.id, 'Sem data', 1);
    api.failNext('POST', /^\/v1\/reports$/, () => apiError(400, 'Dados inválidos.', { periodEnd: 'Data inválida.' }));
    await send();
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/envios']}>
        <AppProviders queryClient={createQueryClient()}>
          <Routes>
            <Route path="/envios" element={<OutboxRoute />} />
          </Routes>
        </AppProviders>
      </MemoryRouter>,
    );
    const cards = await screen.findAllByTestId('outbox-item');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Recusado')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('alert')).toHaveTextContent('Dados inválidos.periodEnd: Data inválida.');
    expect(within(cards[1]!).getByText('Aguardando envio')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Editar Sem data' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/envios\?editar=/),
    );

    await user.click(within(cards[0]!).getByRole('button', { name: 'Descartar Sem data' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Descartar este item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('Nada aguardando envio')).toBeInTheDocument();
    await waitFor(async () => expect(await listOutbox()).toEqual([]));
  });
});

describe('creating with no connection', () => {
  it("a report made from /relatorios/criar waits in the person's list, the screen it was opened from", async () => {
    const project = api.seed('projects', projectFields({ name: 'Mata Viva' }));
    const user = userEvent.setup();
    renderApp('/relatorios/criar');
    await fillForm(user, {
      Título: 'Vistoria sem sinal',
      Projeto: project.id,
      'Início do período': '2025-04-01',
      'Fim do período': '2025-04-30',
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!);
    expect(await screen.findByText('Salvo neste aparelho')).toBeInTheDocument();
    // Not the project's list, which this device may never have opened (offline it could only keep loading).
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/relatorios'));
    const card = await screen.findByTestId('queued-record');
    expect(card).toHaveTextContent('Vistoria sem sinal');
    expect(within(card).getByLabelText('Anexar fotos ou PDFs em Vistoria sem sinal')).toBeInTheDocument();
    expect(api.sent('POST')).toHaveLength(0);
  });

  it('a post waits in its list as "Aguardando envio" and is sent once when the connection returns', async () => {
    const project = api.seed('projects', projectFields({ name: 'Mata Viva' }));
    const user = userEvent.setup();
    renderApp(`/projetos/${project.id}/posts/criar`);
    // The form was opened with signal; it dropped while the person typed.
    await user.type(await screen.findByLabelText('Título'), 'Mutirão sem sinal');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Salvo neste aparelho')).toBeInTheDocument();
    const card = await screen.findByTestId('queued-record');
    expect(card).toHaveTextContent('Mutirão sem sinal');
    expect(within(card).getByText('Aguardando envio')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '1 aguardando envio' })).toHaveAttribute('href', '/envios');
    expect(api.sent('POST')).toHaveLength(0);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('link', { name: 'Mutirão sem sinal' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('queued-record')).not.toBeInTheDocument());
    expect(api.tables.posts).toHaveLength(1);
    expect(api.sent('POST')[0]!.headers.get('Idempotency-Key')).toBe((await listOutbox())[0]!.id);
  });
});
