// Issue 9, items 4, 6 and 7 in real Chromium at 390 px and 1280 px: leaving a form with unsaved changes asks first
// (Cancelar, Back, closing the tab), results of an action are brought into view and focused, the version label and
// toasts cover nothing, and certifying is offered where reports are listed.
import { test as loggedOut, expect, type Locator, type Page } from '@playwright/test';
import { api, signInNewPerson, uniqueTag } from '../fixtures/auth';
import { test } from '../fixtures/logged-in';
import { fillRequiredProjectFields } from '../fixtures/project-form';
const PIN = '731904';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const drafts = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('raiz:rascunho:')));

test.describe('leaving a form with unsaved changes', () => {
  test('Back and Cancelar ask "Descartar alterações?"; without changes they leave at once', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    const ask = page.getByRole('alertdialog', { name: 'Descartar alterações?' });
    await page.goto('/projetos');
    await page.getByRole('banner').getByRole('link', { name: 'Criar Projeto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Novo projeto' })).toBeVisible();

    // Nothing typed: Back leaves at once.
    await page.evaluate(() => history.back());
    await expect(page).toHaveURL('/projetos');
    await expect(page.getByRole('heading', { level: 1, name: 'Projetos' })).toBeVisible();
    await expect(ask).toHaveCount(0);

    await page.getByRole('banner').getByRole('link', { name: 'Criar Projeto' }).click();
    await page.getByLabel('Nome do projeto').click();
    await page.keyboard.type('Viveiro');
    await expect.poll(() => drafts(page)).toHaveLength(1);

    // Back with changes: the page stays until the person decides.
    await page.evaluate(() => history.back());
    await expect(ask).toBeVisible();
    await expect(page).toHaveURL('/projetos/criar');
    await ask.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(ask).toHaveCount(0);
    await expect(page).toHaveURL('/projetos/criar');
    await expect(page.getByLabel('Nome do projeto')).toHaveValue('Viveiro');

    // Cancelar in the bottom bar asks the same; "Continuar editando" keeps everything.
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await ask.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(page.getByLabel('Nome do projeto')).toHaveValue('Viveiro');

    // Back again, "Descartar": the previous page, and the draft is gone with the changes.
    await page.evaluate(() => history.back());
    await ask.getByRole('button', { name: 'Descartar' }).click();
    await expect(page).toHaveURL('/projetos');
    await expect(page.getByRole('heading', { level: 1, name: 'Projetos' })).toBeVisible();
    await expect(nav).toBeVisible();
    expect(await drafts(page)).toEqual([]);
    // Forward lands on an empty form.
    await page.evaluate(() => history.forward());
    await expect(page).toHaveURL('/projetos/criar');
    await expect(page.getByLabel('Nome do projeto')).toHaveValue('');
  });

  test('closing or reloading the tab with changes gets the browser’s warning; without changes it does not', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await page.goto('/relatorios/criar');
    await page.getByLabel('Título').click();
    await page.reload();
    await expect(page.getByLabel('Título')).toBeVisible();
    expect(dialogs).toEqual([]);

    await page.getByLabel('Título').click();
    await page.keyboard.type('Trimestre');
    // Reload: the browser asks; dismissed, the page stays with what was typed.
    await page.reload({ timeout: 5_000 }).catch(() => undefined);
    await expect.poll(() => dialogs).toEqual(['beforeunload']);
    await expect(page.getByLabel('Título')).toHaveValue('Trimestre');
    // Closing the tab: the same question; dismissed, the tab stays open.
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs).toEqual(['beforeunload', 'beforeunload']);
    expect(page.isClosed()).toBe(false);
  });
});

test('the version label and toasts never cover the page', async ({ page }) => {
  // The label ends the page: scrolled to the end, where it rests, nothing lies under it (the bottom bar included).
  // On the way there it passes under the fixed bottom bar like any content, so only the end is checked.
  await page.goto('/como-se-faz');
  await expect(page.getByRole('heading', { level: 1, name: 'Como se faz' })).toBeVisible();
  const label = page.getByTestId('version-label');
  let seen = 0;
  for (let pass = 0; pass < 2; pass++) {
    // Twice: lazy screenshots that load on the way may make the page longer.
    const y = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const under = await label.evaluate((el) => {
      const box = el.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= window.innerHeight) return null;
      const points = [
        [box.left + 1, box.top + 1],
        [box.right - 1, box.top + 1],
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 1, box.bottom - 1],
        [box.right - 1, box.bottom - 1],
      ];
      return points.flatMap(([x, y]) =>
        document
          .elementsFromPoint(x!, y!)
          .filter((other) => !other.contains(el) && !el.contains(other))
          .map((other) => other.tagName.toLowerCase() + (other.id ? `#${other.id}` : '')),
      );
    });
    if (under === null) continue;
    seen += 1;
    expect(under, `under the version label, scrolled to the end (${y})`).toEqual([]);
  }
  expect(seen).toBeGreaterThan(0);
  const bar = page.getByRole('navigation', { name: 'Navegação principal' });
  expect(overlaps((await label.boundingBox())!, (await bar.boundingBox())!)).toBe(false);

  // A toast after a save: the page's title (and the header) stay readable while it shows.
  const name = `Toast ${uniqueTag()}`;
  await page.goto('/projetos/criar');
  await fillRequiredProjectFields(page, {
    name,
    category: 'Conservação',
    biome: 'Pantanal',
    municipality: 'Corumbá',
    state: 'MS',
  });
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  const toast = page.getByTestId('toast-container').getByRole('status');
  await expect(toast).toContainText('Projeto criado');
  const title = page.getByRole('heading', { level: 1, name });
  await expect(title).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  expect(overlaps(toastBox, (await title.boundingBox())!), 'toast over the title').toBe(false);
  expect(overlaps(toastBox, (await page.getByRole('banner').boundingBox())!), 'toast over the header').toBe(false);
  expect(overlaps(toastBox, (await bar.boundingBox())!), 'toast over the bottom bar').toBe(false);
  expect(toastBox.width).toBeLessThanOrEqual(600);
});

/** In view (inside the viewport, clear of the sticky header and the bottom bar) and focused. */
async function expectRevealed(page: Page, result: Locator) {
  await expect(result).toBeFocused();
  await expect(result).toBeInViewport();
  // The smooth scroll has settled when two reads in a row agree.
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await result.boundingBox());
        const settled = now === last;
        last = now;
        return settled;
      },
      { intervals: [200] },
    )
    .toBe(true);
  const box = (await result.boundingBox())!;
  const header = (await page.getByRole('banner').boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(box.y).toBeLessThan(viewport.height - 64);
}

// A person of their own (a wallet per person): a fresh browser, signed up here.
loggedOut(
  'results come into view and take the focus; certifying is offered in the list and a certified report links its certificate',
  async ({ page }) => {
    // scrypt (N = 131072) runs in the page for the keystore.
  loggedOut.setTimeout(300_000);
    await signInNewPerson(page);

    // Activation: at 390 px the button is far below the card that replaces the form.
    await page.goto('/carteira');
    const activate = page.getByRole('form', { name: 'Ativar carteira' });
    await activate.getByLabel('Crie um PIN de 6 dígitos').fill(PIN);
    await activate.getByLabel('Repita o PIN').fill(PIN);
    await activate.getByRole('button', { name: 'Ativar carteira' }).click();
    await expectRevealed(page, page.getByRole('region', { name: 'Sua carteira', exact: true }));

    // Signing: the signature shows under the form.
    const sign = page.getByRole('form', { name: 'Assinar dados' });
    await sign.getByLabel('Dados a assinar').fill('Medição de campo: 1.200 mudas');
    await sign.getByLabel('PIN').fill(PIN);
    await page.evaluate(() => window.scrollTo(0, 0));
    await sign.getByRole('button', { name: 'Assinar dados' }).click();
    await expectRevealed(page, page.getByRole('status', { name: 'Assinatura' }));

    // The keystore export: the file downloads, and the result is said under the button.
  const exportForm = page.getByRole('form', { name: 'Exportar arquivo de chave' });
  await exportForm.getByLabel('PIN').fill(PIN);
  await exportForm.getByLabel('Senha do arquivo', { exact: true }).fill('arquivo-seguro-123');
  await exportForm.getByLabel('Repita a senha do arquivo').fill('arquivo-seguro-123');
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await exportForm.getByRole('button', { name: 'Exportar arquivo de chave' }).click();
  await downloading;
  await expectRevealed(page, page.getByTestId('keystore-result'));

  // Certificar from the reports list.
    const title = `Relatório publicado ${uniqueTag()}`;
    await api(page, 'POST', '/v1/reports', {
      title,
      periodStart: '2025-01-01',
      periodEnd: '2025-06-30',
      treesPlanted: 800,
      status: 'published',
    });
    await page.goto(`/relatorios?q=${encodeURIComponent(title)}`);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await card.getByRole('button', { name: `Certificar o relatório ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Certificar relatório' });
    await dialog.getByLabel('PIN da carteira').fill(PIN);
    await dialog.getByRole('button', { name: 'Assinar e certificar' }).click();
    const issued = dialog.getByRole('status').filter({ hasText: 'Relatório certificado' });
    await expect(issued).toBeFocused({ timeout: 20_000 });
    await expect(issued).toBeInViewport();
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).first().click();

    // The card now links the certificate; the report's screen puts it in the header instead of a dead "Salvar".
    const certificate = card.getByRole('link', { name: /^Ver certificado/ });
    const code = (await certificate.getAttribute('href'))!.replace('/verificar/', '');
    expect(code).toMatch(/^[0-9A-Z]{10}$/);
    await expect(certificate).toHaveText(`Ver certificado ${code}`);
    await expect(card.getByRole('button', { name: /Certificar/ })).toHaveCount(0);
    await card.getByRole('link', { name: title, exact: true }).click();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /^Ver certificado/ })).toHaveAttribute('href', `/verificar/${code}`);
    await expect(header.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'foi certificado' })).toContainText(code);
    await header.getByRole('link', { name: /^Ver certificado/ }).click();
    await expect(page.getByTestId('certificate-verdict')).toContainText('Certificado válido');
  },
);
