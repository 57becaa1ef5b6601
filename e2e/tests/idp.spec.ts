import { expect, test, type Page } from '@playwright/test';
import { randomCpf } from '../fixtures/auth';
import { deleteAtTeardown } from '../fixtures/created-people';

// The bundled identity provider's own pages, in a real browser: what the person sees between "Entrar" on /auth and
// the return to the app. The app's side (toasts, session) is covered by the web specs. The only spec that signs a
// person up through these pages: the others make people with the e2e server's factory (fixtures/people.ts).

/** Waits for the API's callback and answers where it sends the browser back to. */
function callbackReturn(page: Page) {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === '/v1/auth/callback')
    .then((r) => new URL(r.headers().location ?? 'http://invalid/'));
}

async function openSignIn(page: Page) {
  await page.goto('/v1/auth/login');
  await expect(page.getByRole('heading', { name: 'Entrar', exact: true })).toBeVisible();
}

test('a demo account signs in and comes back with a session', async ({ page, context }) => {
  await openSignIn(page);
  await page.getByLabel('E-mail').fill('ana@raiz.dev');
  await page.getByLabel('Senha').fill('raiz-demo-1');
  const back = callbackReturn(page);
  await page.getByRole('button', { name: 'Entrar' }).click();
  const url = await back;
  expect(url.pathname).toBe('/auth');
  expect(url.searchParams.get('auth')).toBe('success');
  expect(url.searchParams.get('isNewUser')).toBe('false');
  const cookies = await context.cookies();
  const access = cookies.find((c) => c.name === 'accessToken');
  expect(access?.httpOnly).toBe(true);
  expect(access?.sameSite).toBe('Lax');
  expect(cookies.find((c) => c.name === 'refreshToken')?.path).toBe('/v1/auth');
});

test('a wrong password is answered in Portuguese and the e-mail stays typed', async ({ page }) => {
  await openSignIn(page);
  await page.getByLabel('E-mail').fill('bruno@raiz.dev');
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  await expect(page.getByLabel('E-mail')).toHaveValue('bruno@raiz.dev');
  await expect(page.getByLabel('Senha')).toHaveValue('');
});

test('a new person creates an account, with errors shown next to the fields first', async ({ page }) => {
  await openSignIn(page);
  await page.getByRole('link', { name: 'Criar conta' }).click();
  await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();

  const email = `pessoa-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;
  await page.getByLabel('Nome completo').fill('Pessoa Nova');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('CPF').fill('123.456.789-00');
  await page.getByLabel('Senha', { exact: true }).fill('curta');
  await page.getByLabel('Confirmar senha').fill('curta');
  await page.getByRole('button', { name: 'Criar conta' }).click();

  await expect(page.getByLabel('CPF')).toHaveAccessibleDescription(/CPF inválido\./);
  await expect(page.getByLabel('Senha', { exact: true })).toHaveAccessibleDescription(
    /A senha deve ter pelo menos 10 caracteres\./,
  );
  await expect(page.getByLabel('Nome completo')).toHaveValue('Pessoa Nova');
  await expect(page.getByLabel('Senha', { exact: true })).toHaveValue('');

  // A CPF belongs to one account: each run (and each viewport) signs up with its own.
  await page.getByLabel('CPF').fill(randomCpf());
  await page.getByLabel('Senha', { exact: true }).fill('uma-senha-segura');
  await page.getByLabel('Confirmar senha').fill('uma-senha-segura');
  const back = callbackReturn(page);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  const url = await back;
  expect(url.searchParams.get('auth')).toBe('success');
  expect(url.searchParams.get('isNewUser')).toBe('true');
  await expect(page.getByText('Conta criada!')).toBeVisible();
  await expect(page.getByText('Sua conta foi criada com sucesso.')).toBeVisible();
  await expect(page).toHaveURL('/painel');
  expect(page.url()).not.toContain('accessToken');
  await deleteAtTeardown(page, email, 'uma-senha-segura');
});

test('the sign-in page fits the screen and is keyboard reachable', async ({ page }) => {
  await openSignIn(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Senha')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeFocused();
});

test('the sign-in and sign-up pages look like the app, light and dark, and say "a Raiz"', async ({ page }) => {
  /** What a person sees of the look: page and card colours, the heading's font, the main button. */
  const look = () =>
    page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === 'Entrar')!;
      return {
        page: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.body).color,
        heading: style('h1').fontFamily,
        body: getComputedStyle(document.body).fontFamily,
        button: getComputedStyle(button).backgroundColor,
        buttonText: getComputedStyle(button).color,
      };
    });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Entrar na Raiz' })).toBeVisible();
    const app = await look();
    await openSignIn(page);
    expect(await look(), colorScheme).toEqual(app);
    await expect(page.getByRole('banner')).toHaveText('Raiz');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const text of [await page.locator('body').innerText(), await page.title()])
      expect(text).not.toMatch(/\bo Raiz\b/i);
    await page.getByRole('link', { name: 'Criar conta' }).click();
    await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();
    expect(await page.locator('body').innerText()).toMatch(/a Raiz/);
    expect(await page.locator('body').innerText()).not.toMatch(/\bo Raiz\b/i);
  }
});
