import { expect, test } from '@playwright/test';

test('the app answers in Portuguese', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('Playwright runs on Node 24 (the pinned node_modules/.bin/node), as does the server it starts', () => {
  // The webServer command is process.execPath: the runner's Node is the server's.
  expect(process.version).toMatch(/^v24\./);
});
