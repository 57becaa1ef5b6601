// The outbox (docs/ARCHITECTURE.md "Outbox") in a real browser against the real server: a report and three photos made
// with the network cut (`context.setOffline`) wait as "Aguardando envio", survive closing the page, and reach the
// server exactly once when the network is back, even with every other answer lost on the way (the request done, its
// answer dropped); pendências exported on one device and imported on another are still created once; an item the
// server refuses shows its messages in /envios and on its form.
// The first test works as a field team does: after one visit online, the app is reloaded and used with no network
// (the service worker and the copy kept on the device), and opened again offline before the signal returns.
import fs from 'node:fs';
import { zipSync } from 'fflate';
import { expect, test, type Page } from '@playwright/test';
import { api, createProject, signInNewPerson, uniqueTag } from '../fixtures/auth';
import { noisePhoto } from '../fixtures/photos';
import { axeViolations } from '../fixtures/axe';
import { readyOffline } from '../fixtures/offline';

interface Row {
  id: string;
  title: string;
}

/** From the project's reports (loaded online, so its screens are in memory), the new report's form. */
async function openReportForm(page: Page, projectId: string) {
  await page.goto(`/projetos/${projectId}/relatorios`);
  await page.getByRole('link', { name: 'Criar relatório' }).first().click();
  await expect(page.getByLabel('Projeto', { exact: true })).toHaveValue(projectId);
}

async function fillAndSave(page: Page, title: string) {
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Início do período').fill('2025-01-01');
  await page.getByLabel('Fim do período').fill('2025-03-31');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Salvo neste aparelho')).toBeVisible();
}

async function reportsTitled(page: Page, projectId: string, title: string): Promise<Row[]> {
  const list = await api<{ items: Row[] }>(page, 'GET', `/v1/projects/${projectId}/reports?pageSize=100`);
  return list.items.filter((r) => r.title === title);
}

async function attachmentCount(page: Page, reportId: string): Promise<number> {
  return (await api<{ attachments: unknown[] }>(page, 'GET', `/v1/reports/${reportId}/attachments`)).attachments.length;
}

test('a report with three photos made offline is sent once, even with every other answer lost', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signInNewPerson(page, { name: 'Rita do Campo' });
  const t = uniqueTag();
  const title = `Plantio sem sinal ${t}`;
  const project = await createProject(page, `Viveiro ${t}`);
  await openReportForm(page, project.id);
  // The project and the form's list of projects kept on the device.
  await readyOffline(page, project.id, '["projects","list","all"]');

  // No signal from here: the form is reloaded, typed and saved on the device.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByLabel('Projeto', { exact: true })).toHaveValue(project.id);
  // The device's position needs no network either; it travels in the queued body.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -14.1333, longitude: -47.5167, accuracy: 12 });
  await page.getByRole('button', { name: 'Usar a posição deste aparelho' }).click();
  await expect(page.getByText('Precisão de cerca de 12 m')).toBeVisible();
  await fillAndSave(page, title);
  const card = page.getByTestId('queued-record').filter({ hasText: title });
  await expect(card.getByText('Aguardando envio')).toBeVisible();
  const photos = await Promise.all([1, 2, 3].map((seed) => noisePhoto(seed)));
  await card
    .getByLabel(/Anexar fotos ou PDFs/)
    .setInputFiles(photos.map((buffer, i) => ({ name: `muda-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
  await expect(card.getByText('3 arquivos aguardando envio')).toBeVisible();
  await page.close();

  // The page closed and opened again, still with no signal: everything is there, waiting.
  const offline = await context.newPage();
  await offline.goto('/envios');
  // (The sender tries on opening: an item may read "Enviando..." for a moment, never "Enviado".)
  await expect(offline.getByTestId('outbox-item')).toHaveCount(4);
  await expect(offline.getByTestId('outbox-item').filter({ hasText: 'Enviado' })).toHaveCount(0);
  await offline.close();

  // Back online, the page opened again: the sender starts on opening; every other POST is done by the server but
  // its answer is dropped, so each create is sent twice with its key.
  await context.setOffline(false);
  const again = await context.newPage();
  let posts = 0;
  await again.route(
    (url) => /^\/v1\/(reports|reports\/[^/]+\/attachments)$/.test(url.pathname),
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts += 1;
      if (posts % 2 === 1) {
        await route.fetch();
        return route.abort('connectionreset');
      }
      return route.continue();
    },
  );
  await again.goto('/envios');
  const items = again.getByTestId('outbox-item');
  await expect(items).toHaveCount(4);
  await expect(items.filter({ hasText: 'Enviado' })).toHaveCount(4, { timeout: 120_000 });
  expect(posts).toBe(8);

  const reports = await reportsTitled(again, project.id, title);
  expect(reports).toHaveLength(1);
  expect(reports[0]).toMatchObject({ latitude: -14.1333, longitude: -47.5167, locationAccuracyM: 12 });
  expect(await attachmentCount(again, reports[0]!.id)).toBe(3);
});

test('pendências exported on one device and imported on another are created once', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInNewPerson(page, { name: 'Davi Dois Aparelhos' });
  const t = uniqueTag();
  const title = `Relatório exportado ${t}`;
  const project = await createProject(page, `Nascente ${t}`);
  await openReportForm(page, project.id);

  // The server out of reach while saving: the report waits on this device with its photo.
  const unreachable = (url: URL) => url.pathname === '/v1/reports';
  await page.route(unreachable, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await fillAndSave(page, title);
  const card = page.getByTestId('queued-record').filter({ hasText: title });
  await card
    .getByLabel(/Anexar fotos ou PDFs/)
    .setInputFiles([{ name: 'nascente.jpg', mimeType: 'image/jpeg', buffer: await noisePhoto(7) }]);
  await expect(card.getByText('1 arquivo aguardando envio')).toBeVisible();

  await card.getByRole('link', { name: 'Ver envios' }).click();
  await expect(page.getByTestId('outbox-item')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar pendências' }).click();
  const zip = await (await download).path();
  expect(fs.statSync(zip).size).toBeGreaterThan(1000);

  // This device sends them once the server is reachable.
  await page.unroute(unreachable);
  const first = page.getByTestId('outbox-item').first();
  await expect(first.getByRole('button', { name: /Tentar de novo/ })).toBeVisible();
  await first.getByRole('button', { name: /Tentar de novo/ }).click();
  await expect(page.getByTestId('outbox-item').filter({ hasText: 'Enviado' })).toHaveCount(2, { timeout: 60_000 });

  // Another device of the same person: its own (empty) outbox, the export imported and sent.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const device = await other.newPage();
  await device.goto('/envios');
  await expect(device.getByText('Nada aguardando envio')).toBeVisible();
  await device.getByLabel('Importar pendências').setInputFiles(zip);
  await expect(device.getByText('2 itens importados.')).toBeVisible();
  await expect(device.getByTestId('outbox-item').filter({ hasText: 'Enviado' })).toHaveCount(2, { timeout: 60_000 });

  const reports = await reportsTitled(device, project.id, title);
  expect(reports).toHaveLength(1);
  expect(await attachmentCount(device, reports[0]!.id)).toBe(1);
  await other.close();
});

test("an item the server refuses stays with the server's messages", async ({ page }) => {
  await signInNewPerson(page, { name: 'Lia Recusada' });
  const t = uniqueTag();
  const project = await createProject(page, `Cerrado ${t}`);
  // An export from an older version of the app, whose form let an inverted period through.
  const manifest = {
    format: 'raiz-pendencias/1',
    items: [
      {
        id: crypto.randomUUID(),
        seq: 1,
        kind: 'report',
        userId: 'outro-aparelho',
        projectId: project.id,
        body: {
          title: `Período invertido ${t}`,
          projectId: project.id,
          periodStart: '2025-06-30',
          periodEnd: '2025-01-01',
        },
        files: [],
        createdAt: new Date().toISOString(),
        state: 'pending',
        attempts: 0,
      },
    ],
  };
  const zip = zipSync({ 'pendencias.json': new TextEncoder().encode(JSON.stringify(manifest)) });
  await page.goto('/envios');
  await page
    .getByLabel('Importar pendências')
    .setInputFiles({ name: 'pendencias.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
  const item = page.getByTestId('outbox-item');
  await expect(item.getByText('Recusado')).toBeVisible({ timeout: 30_000 });
  await expect(item.getByRole('alert')).toContainText('periodEnd');
  // /envios on a phone: nothing wider than the screen, and accessible.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
  await item.getByRole('link', { name: /Editar/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Fim do período' })).toBeVisible();
  expect(await reportsTitled(page, project.id, `Período invertido ${t}`)).toHaveLength(0);
});
