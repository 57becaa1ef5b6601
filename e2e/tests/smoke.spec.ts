import { expect, test } from '@playwright/test';

test('the app answers in Portuguese', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('Playwright runs on Node 24 (the pinned node_modules/.bin/node), and so does the server it started', async ({ request }) => {
  expect(process.version).toMatch(/^v24\./);
  // The server names its runtime in its metrics (answered on this machine).
  const metrics = await request.get('/metrics');
  expect(metrics.status()).toBe(200);
  expect(await metrics.text()).toMatch(/^nodejs_version_info\{version="v24\.\d+\.\d+"/m);
});
