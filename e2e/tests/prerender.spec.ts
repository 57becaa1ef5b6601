// The public screens come prerendered (issue 11 item 6): readable before and without JavaScript, then hydrated by React
// without a mismatch (the markup on screen is kept, not redrawn) and without a console warning, in light and dark.
import { expect, test } from '@playwright/test';

const pages = [
  { url: '/', heading: 'Impacto ambiental registrado, medido e certificado.' },
  { url: '/auth', heading: 'Entrar na Raiz' },
  { url: '/como-se-faz', heading: 'Como se faz' },
  { url: '/privacidade', heading: 'Privacidade' },
];

test('the public screens are readable with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { url, heading } of pages) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(heading);
    await expect(page.getByRole('link', { name: 'Raiz — página inicial' }), url).toBeVisible();
  }
  await page.goto('/verificar/RAIZ7K2Q9X');
  await expect(page.getByText('Carregando certificado...')).toBeVisible();
  // "Entrar" works before the app runs (a slow phone taps it as soon as it is drawn): it reaches the provider.
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar', exact: true })).toBeVisible();
  await context.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`React hydrates the prerendered screens without a mismatch (${colorScheme})`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || (m.type() === 'error' && !/Failed to load resource/.test(m.text()))) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(String(e)));
    for (const { url, heading } of pages) {
      await page.goto(url, { waitUntil: 'commit' });
      // The heading drawn from the HTML, before the app runs, is the very element the hydrated app keeps.
      const prerendered = await page.getByRole('heading', { level: 1 }).elementHandle();
      await page.waitForLoadState('networkidle');
      // Hydrated: the theme switch answers (a click handler React attached) and says what the theme is.
      const toggle = page.getByRole('button', { name: colorScheme === 'dark' ? 'Usar tema claro' : 'Usar tema escuro' });
      await expect(toggle, url).toBeVisible();
      expect(await prerendered?.evaluate((h) => h.isConnected && h.textContent), url).toBe(heading);
      await toggle.click();
      await expect(page.locator('html'), url).toHaveClass(colorScheme === 'dark' ? /^(?!.*\bdark\b)/ : /\bdark\b/);
      await page.getByRole('banner').getByRole('button', { name: /^Usar tema/ }).click();
      await expect(toggle, url).toBeVisible();
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}
