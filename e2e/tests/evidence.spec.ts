// Evidence bound to a certificate (docs/evidence.md) in a real browser: a person attaches two photos (one with a GPS
// position, offered to keep) and a PDF to a published report, watching each upload's progress bar; certifies it;
// logged out, the verification page shows the photos from their WebP copies, fetches every original and re-hashes it
// in a Web Worker with a progress per file ("Conferindo… 45 %", then "Evidência conferida"); then one stored file is
// altered on the server's disk and the page says "Evidência alterada". Runs at 390 and 1280 px.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { api, createProject, signInNewPerson, uniqueTag } from '../fixtures/auth';
import { noisePhoto } from '../fixtures/photos';
import { activateWallet, certifyFromReports } from '../fixtures/wallet';

const PIN = '731594';

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    '% Nota fiscal do viveiro\nxref\n0 3\n0000000000 65535 f \ntrailer << /Size 3 /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
);

/** Uploads (or downloads) crawl at about 400 KB/s while `slow`, so the progress bars can be watched. */
async function throttleUploads(page: Page, slow: boolean, direction: 'upload' | 'download' = 'upload') {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const rate = slow ? 400 * 1024 : -1;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: direction === 'download' ? rate : -1,
    uploadThroughput: direction === 'upload' ? rate : -1,
  });
}

test('evidence attached with progress, certified, checked logged out, and an altered file flagged', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInNewPerson(page, { name: 'Júlia Evidência' });
  const tag = uniqueTag();
  const title = `Plantio com evidências ${tag}`;
  // The project is in Porto Alegre; the photo was taken in Minas Gerais, about 1.556 km away.
  const project = await createProject(page, `Nascentes ${tag}`, {
    biome: 'pampa',
    municipality: 'Porto Alegre',
    state: 'RS',
    latitude: -30.0346,
    longitude: -51.2177,
  });
  const report = await api<{ id: string }>(page, 'POST', '/v1/reports', {
    projectId: project.id,
    title,
    periodStart: '2025-01-01',
    periodEnd: '2025-06-30',
    summary: '400 mudas nativas plantadas na nascente.',
    treesPlanted: 400,
    status: 'published',
  });
  await activateWallet(page, PIN, 'senha de recuperação das evidências');

  await page.goto(`/relatorios/editar/${report.id}`);
  const panel = page.getByRole('region', { name: 'Evidências' });
  await expect(panel.getByTestId('storage-usage')).toContainText('Usando');
  await expect(panel.getByText('Nenhuma evidência anexada ainda.')).toBeVisible();

  await throttleUploads(page, true);
  await page.getByTestId('escolher-arquivos').setInputFiles([
    { name: 'mudas.jpg', mimeType: 'image/jpeg', buffer: await noisePhoto(1, true) },
    { name: 'nascente.jpg', mimeType: 'image/jpeg', buffer: await noisePhoto(2, false) },
    { name: 'nota-fiscal.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  const bar = panel.getByRole('progressbar', { name: 'Enviando nascente.jpg' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow').catch(() => '100')), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await expect(panel.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
  await throttleUploads(page, false);

  const files = panel.getByTestId('attachment');
  await expect(files).toHaveCount(3);
  await expect(panel.getByRole('img', { name: 'mudas.jpg' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Baixar PDF nota-fiscal.pdf' })).toBeVisible();

  // The photo's GPS position is offered, with how far from the project it was taken; the question survives a reload,
  // and the position is kept only once confirmed.
  const offer = panel.getByRole('group', { name: 'Localização de mudas.jpg' });
  await expect(offer).toContainText('Usar a localização da foto (−18,8500, −41,9500)?');
  await expect(offer).toContainText('Esta foto foi tirada a 1.556 km do local do projeto.');
  await page.reload();
  await expect(offer).toContainText('Usar a localização da foto (−18,8500, −41,9500)?');
  await expect(offer).toContainText('Esta foto foi tirada a 1.556 km do local do projeto.');
  await offer.getByRole('button', { name: 'Usar localização' }).click();
  await expect(page.getByText('Localização salva')).toBeVisible();

  const caption = panel.getByLabel('Legenda de mudas.jpg');
  await caption.fill('Mudas de ipê na área 2');
  await caption.press('Enter');
  await expect(page.getByText('Legenda salva')).toBeVisible();

  const code = await certifyFromReports(page, title, PIN);

  // Logged out, in a fresh browser, on a slow connection: each original is hashed in a worker as it downloads, with
  // its progress, and the headline says "em andamento" until all are; then every file is conferida.
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const verify = await visitor.newPage();
  const workers: string[] = [];
  verify.on('worker', (worker) => workers.push(worker.url()));
  const originals: string[] = [];
  verify.on('request', (request) => {
    if (/\/evidence\/[0-9a-f]{64}$/.test(request.url())) originals.push(request.url());
  });
  await verify.setViewportSize(page.viewportSize()!);
  await throttleUploads(verify, true, 'download');
  await verify.goto(`/verificar/${code}`);
  const evidence = verify.getByRole('list', { name: 'Evidências' }).getByTestId('evidence');
  await expect(evidence).toHaveCount(3);
  const nascente = evidence.filter({ hasText: 'nascente.jpg' });
  await expect(nascente.getByTestId('evidence-progress')).toContainText(/Conferindo… [1-9]\d? %/, { timeout: 30_000 });
  await expect(nascente.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
  await expect(verify.getByTestId('certificate-verdict-checking')).toContainText(
    'Em andamento: assinatura e conteúdo conferem; falta conferir',
  );
  await expect(verify.getByText('Certificado válido')).toHaveCount(0);
  await expect(verify.getByTestId('certificate-verdict')).toContainText('Certificado válido', { timeout: 60_000 });
  await throttleUploads(verify, false, 'download');
  await expect(evidence.filter({ hasText: 'mudas.jpg' })).toContainText('Mudas de ipê na área 2');
  const statuses = verify.getByTestId('evidence-status');
  await expect(statuses).toHaveCount(3);
  for (const status of await statuses.all()) await expect(status).toHaveText('Evidência conferida');
  await expect(verify.getByTestId('evidence-progress')).toHaveCount(0);
  expect(workers.filter((url) => url.includes('evidence-hash-worker'))).toHaveLength(3);
  expect(originals).toHaveLength(3);
  // The photos are shown from their WebP copies, never from the originals the workers hashed.
  const picture = verify.getByRole('img', { name: 'Mudas de ipê na área 2' });
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /\/evidence\/[0-9a-f]{64}\?variant=thumbnail$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const box = await picture.boundingBox();
  expect([box?.width, box?.height]).toEqual([128, 96]);

  // One stored file altered on the server's disk (DATA_DIR/files/<aa>/<bb>/<sha256>): the page says so.
  const certificate = await (await verify.request.get(`/v1/public/certificates/${code}`)).json();
  const entries = certificate.data.snapshot.evidence as { name: string; sha256: string }[];
  const target = entries.find((e) => e.name === 'nascente.jpg')!;
  const stored = path.join(
    process.env.E2E_DATA_DIR!,
    'files',
    target.sha256.slice(0, 2),
    target.sha256.slice(2, 4),
    target.sha256,
  );
  expect(fs.existsSync(stored), stored).toBe(true);
  const bytes = fs.readFileSync(stored);
  bytes[bytes.length - 10] = bytes[bytes.length - 10]! ^ 0xff;
  fs.writeFileSync(stored, bytes);

  await verify.reload();
  const altered = verify.getByTestId('evidence').filter({ hasText: 'nascente.jpg' }).getByTestId('evidence-status');
  await expect(altered).toContainText('Evidência alterada', { timeout: 30_000 });
  await expect(altered).toContainText(`hash esperado ${target.sha256.slice(0, 10)}…${target.sha256.slice(-6)}`);
  await expect(verify.getByTestId('evidence-status').filter({ hasText: 'Evidência conferida' })).toHaveCount(2);
  // Not "válido" any more: the headline and the list of checks say which file does not match.
  await expect(verify.getByTestId('certificate-verdict')).toContainText('Evidência não confere');
  await expect(verify.getByRole('list', { name: 'Verificações' })).toContainText(
    'Evidência alterada: “nascente.jpg” não é o arquivo assinado',
  );
  await visitor.close();
});
