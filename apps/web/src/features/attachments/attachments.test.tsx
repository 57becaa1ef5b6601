import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { attachmentMessages, serviceUnavailableMessage } from '@raiz/domain';
import { setUpContentScreens } from '../../test/content-screens';
import { attachmentError } from '../../test/fake-attachments';
import { BRUNO_ID, projectFields, type FakeContentApi } from '../../test/fake-content-api';
import { renderApp } from '../../test/render-app';

let api: FakeContentApi;
setUpContentScreens((fake) => (api = fake));

const MB = 1024 * 1024;
const draftReport = (fields: Record<string, unknown> = {}) =>
  api.seed('reports', { title: 'Plantio de 2025', periodStart: '2025-01-01', periodEnd: '2025-06-30', ...fields });
/** A file of that size (one over the limit only says so: it is refused before being sent or read). */
const file = (name: string, type: string, size = 1000) => {
  const f = new File([new Uint8Array(Math.min(size, 8 * MB))], name, { type });
  if (size > 8 * MB) Object.defineProperty(f, 'size', { value: size });
  return f;
};
const choose = (...files: File[]) => fireEvent.change(screen.getByTestId('escolher-arquivos'), { target: { files } });
const evidence = () => screen.findByRole('region', { name: 'Evidências' });
const names = () =>
  within(screen.getByRole('list', { name: 'Arquivos: Evidências' }))
    .getAllByTestId('attachment')
    .map((item) => item.querySelector('p')?.textContent);

describe('attachments panel', { timeout: 30_000 }, () => {
  it('uploads several files with a progress bar each; "Cancelar" aborts one and the next is stored', async () => {
    const report = draftReport();
    api.attachments.otherBytes = Math.round(12.3 * MB);
    renderApp(`/relatorios/editar/${report.id}`);
    const panel = await evidence();
    expect(await within(panel).findByTestId('storage-usage')).toHaveTextContent('Usando 12,3 MB de 1 GB');
    expect(within(panel).getByText('Nenhuma evidência anexada ainda.')).toBeInTheDocument();
    expect(screen.getByTestId('escolher-arquivos')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,application/pdf',
    );
    expect(screen.getByTestId('tirar-foto')).toHaveAttribute('capture', 'environment');
    expect(within(panel).getByRole('button', { name: 'Tirar foto' })).toBeInTheDocument();

    choose(file('mudas.jpg', 'image/jpeg', 2 * MB), file('nota-fiscal.pdf', 'application/pdf', 3 * MB));
    const bars = await within(panel).findAllByRole('progressbar');
    expect(bars).toHaveLength(2);
    // One transfer at a time, in the order chosen; the next waits its turn.
    await waitFor(() => expect(api.uploads.sent).toHaveLength(1));
    expect(api.uploads.sent[0]!.body?.get('file')).toBeInstanceOf(File);
    expect(api.uploads.sent[0]!.withCredentials).toBe(true);

    api.uploads.sent[0]!.progress(MB, 2 * MB);
    const first = within(panel).getByRole('progressbar', { name: 'Enviando mudas.jpg' });
    await waitFor(() => expect(first).toHaveAttribute('aria-valuenow', '50'));
    expect(first).toHaveAttribute('aria-valuemin', '0');
    expect(first).toHaveAttribute('aria-valuemax', '100');

    // Cancelled while sending: the browser's request is aborted, and its row goes.
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancelar o envio de mudas.jpg' }));
    expect(api.uploads.sent[0]!.aborted).toBe(true);
    await waitFor(() => expect(within(panel).getAllByRole('progressbar')).toHaveLength(1));

    // The next one goes on and is stored.
    await waitFor(() => expect(api.uploads.sent).toHaveLength(2));
    api.uploads.sent[1]!.progress(3 * MB, 3 * MB);
    api.uploads.sent[1]!.finish();
    await waitFor(() => expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(await within(panel).findByRole('link', { name: 'Baixar PDF nota-fiscal.pdf' })).toBeInTheDocument();
    expect(api.attachments.rows.map((r) => r.name)).toEqual(['nota-fiscal.pdf']);
    expect(within(panel).getByTestId('storage-usage')).toHaveTextContent('Usando 15,3 MB de 1 GB');
  });

  it('shows each refusal beside its file (checked here first, else the server’s words) without losing the others', async () => {
    const project = api.seed('projects', projectFields());
    const post = api.seed('posts', { projectId: project.id, title: 'Mutirão' });
    api.uploads.auto = true;
    renderApp(`/projetos/${project.id}/posts/editar/${post.id}`);
    const panel = await screen.findByRole('region', { name: 'Imagens' });
    await within(panel).findByText('Nenhuma imagem ainda.');
    expect(screen.getByTestId('escolher-arquivos')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    api.attachments.quotaBytes = 5 * MB;
    choose(
      file('relatorio.pdf', 'application/pdf'),
      file('enorme.jpg', 'image/jpeg', 25 * MB),
      file('grande.png', 'image/png', 6 * MB),
      file('roda.jpg', 'image/jpeg'),
    );
    const upload = (name: string) =>
      within(panel)
        .getAllByTestId('upload')
        .find((row) => row.textContent?.includes(name))!;
    await waitFor(() => expect(within(panel).getAllByRole('alert')).toHaveLength(3));
    expect(upload('relatorio.pdf')).toHaveTextContent(attachmentMessages.imageOnly);
    expect(upload('enorme.jpg')).toHaveTextContent(attachmentMessages.tooLarge);
    // Sent (it passes the quick check) and refused by the server: its message, next to it.
    expect(upload('grande.png')).toHaveTextContent(attachmentMessages.quotaFull);
    expect(await within(panel).findByRole('img', { name: 'roda.jpg' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/thumbnail$/),
    );
    expect(api.uploads.sent).toHaveLength(2);

    await userEvent.click(within(panel).getByRole('button', { name: 'Dispensar o aviso de enorme.jpg' }));
    expect(within(panel).getAllByRole('alert')).toHaveLength(2);
  });

  it('a failed upload offers "Tentar de novo", which sends the same file again without choosing it', async () => {
    const report = draftReport();
    api.uploads.auto = true;
    api.uploads.failures.push(attachmentError(503, 'service_unavailable', serviceUnavailableMessage));
    renderApp(`/relatorios/editar/${report.id}`);
    const panel = await evidence();
    await within(panel).findByText('Nenhuma evidência anexada ainda.');
    choose(file('mudas.jpg', 'image/jpeg', 2 * MB), file('enorme.jpg', 'image/jpeg', 25 * MB));
    const row = await within(panel).findByText(serviceUnavailableMessage);
    expect(row.closest('li')).toHaveTextContent('mudas.jpg');
    expect(api.uploads.sent).toHaveLength(1);
    // A file refused for what it is (too large) is not offered again: choosing another is the way.
    expect(
      within(panel).queryByRole('button', { name: 'Tentar de novo o envio de enorme.jpg' }),
    ).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Tentar de novo o envio de mudas.jpg' }));
    expect(await within(panel).findByRole('img', { name: 'mudas.jpg' })).toBeInTheDocument();
    expect(api.uploads.sent).toHaveLength(2);
    const again = api.uploads.sent[1]!.body?.get('file') as File;
    expect([again.name, again.type, again.size]).toEqual(['mudas.jpg', 'image/jpeg', 2 * MB]);
    expect(api.attachments.rows.map((r) => r.name)).toEqual(['mudas.jpg']);
    expect(within(panel).queryByText(serviceUnavailableMessage)).not.toBeInTheDocument();
  });

  it('saves a caption on leaving the field, with a toast', async () => {
    const report = draftReport();
    api.attachments.seed('reports', report.id, { name: 'mudas.jpg' });
    const user = userEvent.setup();
    renderApp(`/relatorios/editar/${report.id}`);
    const caption = await screen.findByLabelText('Legenda de mudas.jpg');
    await user.type(caption, 'Mudas de ipê na área 2');
    await user.tab();
    expect(await screen.findByText('Legenda salva')).toBeInTheDocument();
    expect(api.sent('PATCH', /\/attachments\//).map((r) => r.body)).toEqual([{ caption: 'Mudas de ipê na área 2' }]);
    expect(api.attachments.rows[0]!.caption).toBe('Mudas de ipê na área 2');

    // Enter saves too; nothing changed, nothing sent.
    await user.type(caption, '{Enter}');
    expect(api.sent('PATCH', /\/attachments\//)).toHaveLength(1);
  });

  it('moves a file up or down with buttons (every id sent in the new order)', async () => {
    const report = draftReport();
    const a = api.attachments.seed('reports', report.id, { name: 'antes.jpg' });
    const b = api.attachments.seed('reports', report.id, { name: 'depois.jpg' });
    const c = api.attachments.seed('reports', report.id, { name: 'recibo.pdf', type: 'application/pdf' });
    const user = userEvent.setup();
    renderApp(`/relatorios/editar/${report.id}`);
    await screen.findByLabelText('Legenda de recibo.pdf');
    expect(names()).toEqual(['antes.jpg', 'depois.jpg', 'recibo.pdf']);
    expect(screen.getByRole('button', { name: 'Mover antes.jpg para cima' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Baixar PDF recibo.pdf' })).toHaveAttribute('href', c.url);

    await user.click(screen.getByRole('button', { name: 'Mover recibo.pdf para cima' }));
    await waitFor(() => expect(names()).toEqual(['antes.jpg', 'recibo.pdf', 'depois.jpg']));
    expect(api.sent('PUT', /\/attachments\/order$/).map((r) => r.body)).toEqual([{ ids: [a.id, c.id, b.id] }]);

    await user.click(screen.getByRole('button', { name: 'Mover antes.jpg para baixo' }));
    await waitFor(() => expect(names()).toEqual(['recibo.pdf', 'antes.jpg', 'depois.jpg']));

    // To the end by keyboard: the button keeps the focus there (now unusable, so pressing it again sends nothing).
    const down = screen.getByRole('button', { name: 'Mover antes.jpg para baixo' });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(names()).toEqual(['recibo.pdf', 'depois.jpg', 'antes.jpg']));
    expect(down).toHaveAttribute('aria-disabled', 'true');
    expect(down).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(api.sent('PUT', /\/attachments\/order$/)).toHaveLength(3);
  });

  it('deletes a file after the confirmation', async () => {
    const report = draftReport();
    api.attachments.seed('reports', report.id, { name: 'antes.jpg' });
    api.attachments.seed('reports', report.id, { name: 'depois.jpg' });
    const user = userEvent.setup();
    renderApp(`/relatorios/editar/${report.id}`);
    await user.click(await screen.findByRole('button', { name: 'Excluir o arquivo antes.jpg' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir “antes.jpg”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Arquivo excluído')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['depois.jpg']));
    expect(api.sent('DELETE', /\/attachments\//)).toHaveLength(1);
  });

  it('offers to keep the place read from a photo, saved only when confirmed', async () => {
    const report = draftReport();
    api.uploads.auto = true;
    api.attachments.nextDetectedLocation = { latitude: -18.8545, longitude: -41.9555 };
    const user = userEvent.setup();
    renderApp(`/relatorios/editar/${report.id}`);
    await screen.findByText('Nenhuma evidência anexada ainda.');
    choose(file('campo.jpg', 'image/jpeg'));
    const offer = await screen.findByRole('group', { name: 'Localização de campo.jpg' });
    expect(offer).toHaveTextContent('Usar a localização da foto (−18,8545, −41,9555)?');
    expect(api.attachments.rows[0]!.location).toBeNull();
    await user.click(within(offer).getByRole('button', { name: 'Usar localização' }));
    expect(await screen.findByText('Localização salva')).toBeInTheDocument();
    expect(api.sent('PATCH', /\/attachments\//).map((r) => r.body)).toEqual([
      { location: { latitude: -18.8545, longitude: -41.9555 } },
    ]);
    expect(await screen.findByText(/Local: −18,8545, −41,9555/)).toBeInTheDocument();
  });

  it('keeps the offer of a photo’s place over a reload, and says how far from the project it was taken', async () => {
    const project = api.seed('projects', { ...projectFields(), latitude: -15.7939, longitude: -47.8828 });
    const report = draftReport({ projectId: project.id });
    api.uploads.auto = true;
    // Manaus, about 1.937 km from the project in Brasília.
    api.attachments.nextDetectedLocation = { latitude: -3.119, longitude: -60.0217 };
    const user = userEvent.setup();
    const first = renderApp(`/relatorios/editar/${report.id}`);
    await screen.findByText('Nenhuma evidência anexada ainda.');
    choose(file('longe.jpg', 'image/jpeg'));
    const offer = await screen.findByRole('group', { name: 'Localização de longe.jpg' });
    expect(offer).toHaveTextContent('Esta foto foi tirada a 1.937 km do local do projeto.');
    first.unmount();

    // The page again (a reload): the question still stands, with its warning, until answered.
    const second = renderApp(`/relatorios/editar/${report.id}`);
    const again = await screen.findByRole('group', { name: 'Localização de longe.jpg' });
    expect(again).toHaveTextContent('Usar a localização da foto (−3,1190, −60,0217)?');
    expect(again).toHaveTextContent('Esta foto foi tirada a 1.937 km do local do projeto.');
    await user.click(within(again).getByRole('button', { name: 'Agora não' }));
    expect(screen.queryByRole('group', { name: 'Localização de longe.jpg' })).not.toBeInTheDocument();
    second.unmount();

    renderApp(`/relatorios/editar/${report.id}`);
    await screen.findByRole('list', { name: 'Arquivos: Evidências' });
    expect(screen.queryByRole('group', { name: 'Localização de longe.jpg' })).not.toBeInTheDocument();
    expect(api.attachments.rows[0]!.location).toBeNull();
  });

  it('says nothing of distance for a photo taken at the project', async () => {
    const project = api.seed('projects', { ...projectFields(), latitude: -15.7939, longitude: -47.8828 });
    const report = draftReport({ projectId: project.id });
    api.uploads.auto = true;
    api.attachments.nextDetectedLocation = { latitude: -15.8, longitude: -47.9 };
    renderApp(`/relatorios/editar/${report.id}`);
    await screen.findByText('Nenhuma evidência anexada ainda.');
    choose(file('perto.jpg', 'image/jpeg'));
    const offer = await screen.findByRole('group', { name: 'Localização de perto.jpg' });
    expect(offer).toHaveTextContent('Usar a localização da foto (−15,8000, −47,9000)?');
    expect(offer).not.toHaveTextContent(/foi tirada a/);
  });

  it('says when the space is full', async () => {
    const report = draftReport();
    api.attachments.quotaBytes = 10 * MB;
    api.attachments.otherBytes = 10 * MB;
    renderApp(`/relatorios/editar/${report.id}`);
    const panel = await evidence();
    expect(await within(panel).findByRole('alert')).toHaveTextContent(attachmentMessages.quotaFull);
    expect(within(panel).getByTestId('storage-usage')).toHaveTextContent('Usando 10 MB de 10 MB');
  });

  it('a certified report shows its files frozen: no upload, caption, order or delete', async () => {
    const report = draftReport({
      status: 'certified',
      publishedAt: '2025-07-01T12:00:00.000Z',
      certificateCode: 'AB12CD34EF',
    });
    api.attachments.seed('reports', report.id, { name: 'mudas.jpg', caption: 'Mudas de ipê' });
    renderApp(`/relatorios/editar/${report.id}`);
    const panel = await evidence();
    expect(await within(panel).findByRole('img', { name: 'Mudas de ipê' })).toBeInTheDocument();
    expect(within(panel).getByTestId('attachments-frozen')).toHaveTextContent('os arquivos estão congelados');
    expect(within(panel).queryByRole('button', { name: 'Escolher arquivos' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Mover/ })).not.toBeInTheDocument();
    expect(within(panel).queryByLabelText(/^Legenda/)).not.toBeInTheDocument();
  });

  it('a leitor sees a project’s cover and documents without any control; an editor sees "Capa" on the first image', async () => {
    const orgs = api.organizations;
    const reading = orgs.seed({ name: 'Cooperativa do Cerrado' }, [
      [orgs.person({ id: BRUNO_ID, name: 'Bruno Lima', username: 'bruno', email: 'bruno@raiz.dev' }), 'owner'],
      [orgs.me, 'viewer'],
    ]);
    const theirs = api.seed(
      'projects',
      projectFields({ name: 'Nascentes', organizationId: reading.id, ownerId: BRUNO_ID }),
    );
    api.attachments.seed('projects', theirs.id, { name: 'licenca.pdf', type: 'application/pdf' });
    api.attachments.seed('projects', theirs.id, { name: 'vista.webp', type: 'image/webp' });
    const first = renderApp(`/projetos/${theirs.id}`);
    const panel = await screen.findByRole('region', { name: 'Capa e documentos' });
    expect(await within(panel).findByRole('img', { name: 'vista.webp' })).toBeInTheDocument();
    expect(within(panel).getByText('Capa')).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET', /^\/v1\/organizations/).length).toBeGreaterThan(0));
    await screen.findByRole('link', { name: 'Cooperativa do Cerrado' });
    expect(within(panel).queryByRole('button', { name: 'Escolher arquivos' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
    first.unmount();

    const mine = api.seed('projects', projectFields({ name: 'Horta' }));
    api.attachments.seed('projects', mine.id, { name: 'horta.jpg' });
    renderApp(`/projetos/${mine.id}`);
    const own = await screen.findByRole('region', { name: 'Capa e documentos' });
    expect(await within(own).findByRole('button', { name: 'Escolher arquivos' })).toBeInTheDocument();
    expect(within(own).getByText('Capa')).toBeInTheDocument();
  });
});
