// Issue 3's story in a real browser: sign-in through the bundled IdP (a new account's first, a demo account's), the
// app's toasts, the logged-in shell, and logout clearing both httpOnly cookies. The sign-up pages: idp.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { signInAs, signInNewPerson } from '../fixtures/auth';

async function expectLoggedInShell(page: Page) {
  for (const [route, button] of [
    ['/painel', 'Gerenciar Dados'],
    ['/projetos', 'Criar Projeto'],
    ['/relatorios', 'Criar Relatório'],
  ] as const) {
    await page.goto(route);
    await expect(page.getByRole('banner').getByRole('link', { name: button, exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link')).toHaveText([
      'Projetos',
      'Relatórios',
      'Painel',
      'Carteira',
      'Conta',
    ]);
  }
}

test('the first sign-in of a brand-new account is greeted with "Conta criada!"', async ({ page }) => {
  await signInNewPerson(page);
  await expect(page.getByText('Sua conta foi criada com sucesso.')).toBeVisible();
  await expect(page).toHaveURL('/painel');
  expect(page.url()).not.toContain('accessToken');
});

test('a demo account signs in, uses the app, and logs out clearing both cookies', async ({ page, context }) => {
  await signInAs(page, 'bruno');
  await expect(page.getByText('Você está conectado.')).toBeVisible();
  await expect(page).toHaveURL('/painel');
  expect(page.url()).not.toContain('accessToken');

  await expectLoggedInShell(page);
  for (const route of ['/', '/auth']) {
    await page.goto(route);
    await expect(page).toHaveURL('/painel');
  }
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(['accessToken', 'refreshToken', 'user']));

  await page.goto('/conta');
  await page.getByRole('main').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect
    .poll(async () =>
      (await context.cookies()).map((c) => c.name).filter((n) => ['accessToken', 'refreshToken', 'user'].includes(n)),
    )
    .toEqual([]);

  await page.goto('/painel');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Início', exact: true })).toBeVisible();
});
