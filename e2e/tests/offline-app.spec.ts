// The installed app without signal (issue 24 items 1–2): after one visit online, the service worker opens the app
// with the network cut — after a reload and in a new page — and the person's projects show from the copy kept on the
// device, under the offline banner, all under the strict CSP.
import { createProject, uniqueTag } from '../fixtures/auth';
import { axeViolations } from '../fixtures/axe';
import { watchViolations } from '../fixtures/csp';
import { readyOffline, savedQueryKeys, savedText } from '../fixtures/offline';
import { expect, test } from '../fixtures/logged-in';

const savedAt = /^Sem conexão — dados salvos em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

test('opens offline after one visit: reload, the projects, a new report form, a new page', async ({ page }) => {
  const violations: string[] = [];
  await watchViolations(page.context(), violations);
  const name = `Viveiro sem sinal ${uniqueTag()}`;

  // Online, once: the projects, then one project.
  await page.goto('/projetos');
  await expect(page.getByRole('heading', { name: 'Projetos', level: 1 })).toBeVisible();
  const project = await createProject(page, name);
  await page.reload();
  await expect(page.getByText(name).first()).toBeVisible();
  // The list with the new project is kept before the page changes (a write still waiting when a page unloads may be
  // lost: the list kept would be the one from before the project existed).
  await expect.poll(() => savedText(page)).toContain(name);
  await expect.poll(() => savedQueryKeys(page)).toContainEqual(expect.stringMatching(/^\["projects","list",\{/));
  await page.goto(`/projetos/${project.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  // Kept on the device (a second after it arrived: writes are grouped).
  await expect.poll(() => savedQueryKeys(page)).toContainEqual(expect.stringContaining(project.id));
  await page.goto('/relatorios/criar');
  await expect(page.getByRole('heading', { name: 'Novo relatório', level: 1 })).toBeVisible();
  await expect.poll(() => savedQueryKeys(page)).toContain('["projects","list","all"]');
  // The worker has installed (every chunk precached) and controls the page.
  await readyOffline(page, project.id, '["projects","list","all"]');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? 'none')).toMatch(/\/sw\.js$/);

  await page.context().setOffline(true);

  // A reload without network: the app opens on the project, from the device, and says so.
  await page.goto(`/projetos/${project.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveText(savedAt);
  await page.reload();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.goto('/projetos');
  await expect(page.getByRole('heading', { name: 'Projetos', level: 1 })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveText(savedAt);
  expect(await axeViolations(page, ['[data-testid="offline-banner"]'])).toEqual([]);

  // A new report's form opens, offering the project.
  await page.goto('/relatorios/criar');
  await expect(page.getByRole('heading', { name: 'Novo relatório', level: 1 })).toBeVisible();
  await expect(page.getByRole('option', { name })).toBeAttached();

  // The page closed, a new one opened without network: still there.
  await page.close();
  const again = await page.context().newPage();
  await again.goto(`/projetos/${project.id}`);
  await expect(again.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(again.getByTestId('offline-banner')).toHaveText(savedAt);

  await again.context().setOffline(false);
  await expect(again.getByTestId('offline-banner')).toBeHidden();
  expect(violations).toEqual([]);
});
