import { expect, test } from '@playwright/test';

test('the app answers in Portuguese', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});
