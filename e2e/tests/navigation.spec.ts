// Navigation of docs/product.md §2 for a logged-out visitor: route guard, public header buttons, hash links of reading A,
// and the way back through the login return. Runs at 390 px and 1280 px (both Playwright projects).
import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/auth';
import { expectHeaderButtons } from '../fixtures/header';

const protectedRoutes = [
  '/painel',
  '/relatorios',
  '/relatorios/criar',
  '/relatorios/editar/r-1',
  '/reports',
  '/projetos',
  '/projetos/criar',
  '/projetos/editar/p-1',
  '/projetos/p-1',
  '/projetos/p-1/posts',
  '/projetos/p-1/posts/criar',
  '/projetos/p-1/posts/editar/po-1',
  '/projetos/p-1/eventos',
  '/projetos/p-1/eventos/criar',
  '/projetos/p-1/eventos/editar/e-1',
  '/events',
  '/events/criar',
  '/events/editar/e-1',
  '/projetos/p-1/produtos',
  '/projetos/p-1/produtos/criar',
  '/projetos/p-1/produtos/editar/pr-1',
  '/produtos',
  '/produtos/criar',
  '/produtos/editar/pr-1',
  '/products',
  '/products/criar',
  '/products/editar/pr-1',
  '/projetos/p-1/relatorios',
  '/carteira',
  '/conta',
  '/tokens',
  '/certs',
];

test('every protected route sends a logged-out visitor to /auth', async ({ page }) => {
  // 32 full page loads, each one the whole app booting and redirecting: ~40 s on a loaded 2-core machine.
  test.slow();
  for (const route of protectedRoutes) {
    await page.goto(route);
    await expect(page, `${route} → /auth`).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Entrar na Raiz' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);
  }
});

test('public routes show their header button: Início on /auth, Login elsewhere', async ({ page }) => {
  await expectHeaderButtons(page, [
    ['/', 'Login', '/auth'],
    ['/como-se-faz', 'Login', '/auth'],
    ['/verificar/RAIZ-7K2Q', 'Login', '/auth'],
    ['/auth', 'Início', '/'],
    ['/auth/callback', 'Início', '/'],
  ]);
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Início' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Impacto ambiental');
  await header.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/auth');
});

test('the header is 60 px high on mobile and 80 px from the md breakpoint', async ({ page }) => {
  await page.goto('/como-se-faz');
  const box = await page.getByRole('banner').boundingBox();
  const width = page.viewportSize()!.width;
  expect(box?.height).toBe(width >= 768 ? 80 : 60);
});

test('hash links of reading A land on the same screens under the same guard', async ({ page }) => {
  await page.goto('/#login');
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('heading', { name: 'Entrar na Raiz' })).toBeVisible();

  await page.goto('/#painel');
  await expect(page).toHaveURL('/auth');

  await page.goto('/#painel/relatorios');
  await expect(page).toHaveURL('/auth');

  await page.goto('/#qualquer-outra-coisa');
  await expect(page).toHaveURL('/auth');
});

test('after login the visitor returns to the protected page they asked for, and the token leaves the address bar', async ({ page }) => {
  await page.goto('/projetos/criar?origem=atalho');
  await expect(page).toHaveURL('/auth');
  await signInAs(page, 'bruno');
  await expect(page.getByText('Você está conectado.')).toBeVisible();
  await expect(page).toHaveURL('/projetos/criar?origem=atalho');
  expect(page.url()).not.toContain('accessToken');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo projeto' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  expect((await page.getByTestId('toast-container').boundingBox())!.width).toBeLessThanOrEqual(600);
});

test('a failed login return shows the destructive "Erro" toast and stays on /auth', async ({ page }) => {
  await page.goto('/auth?auth=error');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Erro');
  await expect(alert).toContainText('Falha ao processar autenticação.');
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('"Entrar" goes to the API login with origin + /auth as the way back', async ({ page, baseURL }) => {
  await page.goto('/auth');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/v1/auth/login')),
    page.getByRole('button', { name: 'Entrar' }).click(),
  ]);
  expect(new URL(request.url()).searchParams.get('redirect')).toBe(`${baseURL}/auth`);
});
