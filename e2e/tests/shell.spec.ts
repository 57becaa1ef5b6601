// The shell of docs/product.md §2/§4 with a session: header buttons, bottom bar, editor mode, fade, themes, toasts, version
// label, error screen, accessibility. Runs at 390 px and 1280 px (both Playwright projects).
import { expect, test } from '@playwright/test';
import { axeViolations } from '../fixtures/axe';
import { expectHeaderButtons } from '../fixtures/header';
import { test as loggedIn } from '../fixtures/logged-in';

loggedIn.describe('logged in', () => {
  const test = loggedIn;

  test('header buttons of the route table', async ({ page }) => {
    await expectHeaderButtons(page, [
      ['/painel', 'Gerenciar Dados', '/relatorios'],
      ['/projetos', 'Criar Projeto', '/projetos/criar'],
      ['/relatorios', 'Criar Relatório', '/relatorios/criar'],
      ['/reports', 'Criar Relatório', '/relatorios/criar'],
      ['/carteira', 'Painel', '/painel'],
      ['/conta', 'Painel', '/painel'],
      ['/tokens', 'Painel', '/painel'],
      ['/certs', 'Painel', '/painel'],
      ['/como-se-faz', 'Painel', '/painel'],
      ['/events', 'Painel', '/painel'],
      ['/produtos', 'Painel', '/painel'],
      ['/products', 'Painel', '/painel'],
      ['/verificar/RAIZ-7K2Q', 'Painel', '/painel'],
    ]);
    const header = page.getByRole('banner');
    // Create screens: "Salvar" saves the form on the screen. Edit screens show it too (here over unknown ids).
    for (const route of ['/relatorios/criar', '/projetos/criar']) {
      await page.goto(route);
      await expect(header.getByRole('button', { name: 'Salvar' }), `${route} shows Salvar`).toBeEnabled();
    }
    for (const route of ['/relatorios/editar/r-1', '/projetos/editar/p-1']) {
      await page.goto(route);
      await expect(header.getByRole('button', { name: 'Salvar' }), `${route} shows Salvar`).toBeVisible();
    }
  });

  test('"Sair" is in the header of every logged-in screen, and the header fits the width', async ({ page }) => {
    const header = page.getByRole('banner');
    for (const route of ['/painel', '/projetos', '/relatorios', '/carteira', '/organizacoes', '/conta', '/como-se-faz']) {
      await page.goto(route);
      await expect(header.getByRole('button', { name: 'Sair', exact: true }), `${route} offers Sair`).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${route} fits`).toBeLessThanOrEqual(0);
    }
    // With the longest action button of the route table, every header control stays clear of the screen's edge.
    await page.goto('/painel');
    await expect(header.getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
    const width = page.viewportSize()!.width;
    for (const control of await header.getByRole('button').or(header.getByRole('link')).all()) {
      const box = (await control.boundingBox())!;
      if (box.width > 0) expect(box.x + box.width, await control.innerText()).toBeLessThanOrEqual(width - 12);
    }
  });

  test('/ and /auth send a logged-in user to /painel', async ({ page }) => {
    for (const route of ['/', '/auth', '/#login', '/#painel']) {
      await page.goto(route);
      await expect(page, `${route} → /painel`).toHaveURL('/painel');
      await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
    }
  });

  test('bottom bar: Projetos, Relatórios, Painel, Carteira, Conta', async ({ page }) => {
    await page.goto('/painel');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(nav.getByRole('link')).toHaveText(['Projetos', 'Relatórios', 'Painel', 'Carteira', 'Conta']);
    await expect(nav.getByRole('link', { name: 'Painel' })).toHaveAttribute('aria-current', 'page');
    for (const [name, url, heading] of [
      ['Projetos', '/projetos', 'Projetos'],
      ['Relatórios', '/relatorios', 'Relatórios'],
      ['Carteira', '/carteira', 'Carteira'],
      ['Conta', '/conta', 'Conta'],
      ['Painel', '/painel', 'Painel'],
    ] as const) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('pages fade out for 250 ms on navigation and the new page starts at the top', async ({ page }) => {
    await page.goto('/como-se-faz');
    await expect(page.getByRole('heading', { level: 1, name: 'Como se faz' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Watched inside the page: the fade is too short to sample reliably from the test process.
    await page.evaluate(() => {
      const seen: { state: string; opacityClass: boolean; duration: string; at: number }[] = [];
      (window as unknown as { fade: typeof seen }).fade = seen;
      new MutationObserver(() => {
        const el = document.querySelector<HTMLElement>('[data-page-state]');
        if (!el || seen.at(-1)?.state === el.dataset.pageState) return;
        seen.push({
          state: el.dataset.pageState!,
          opacityClass: el.classList.contains('opacity-0'),
          duration: getComputedStyle(el).transitionDuration,
          at: performance.now(),
        });
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Conta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Conta' })).toBeVisible();
    const fade = await page.evaluate(
      () => (window as unknown as { fade: { state: string; opacityClass: boolean; duration: string; at: number }[] }).fade,
    );
    const leaving = fade.find((f) => f.state === 'leaving');
    const shown = fade.find((f) => f.state === 'shown' && f.at > (leaving?.at ?? Infinity));
    expect(leaving).toMatchObject({ opacityClass: true, duration: '0.25s' });
    expect(shown!.at - leaving!.at).toBeGreaterThanOrEqual(240);
    await expect(page.locator('[data-page-state="shown"]')).toHaveCSS('opacity', '1');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('editor mode: thin header bar with the form’s text, bottom bar Cancelar and Salvar', async ({ page }) => {
    await page.goto('/projetos/criar');
    const header = page.getByRole('banner');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(header.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    await expect(nav).toBeVisible();

    await page.getByLabel('Nome do projeto').fill('Viveiro de mudas nativas');
    await expect(header).toHaveText('Novo projeto — alterações não salvas');
    expect((await header.boundingBox())!.height).toBeLessThan(60);
    await expect(nav).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible();

    // Cancelar with changes asks first.
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('alertdialog', { name: 'Descartar alterações?' }).getByRole('button', { name: 'Descartar' }).click();
    await expect(page).toHaveURL('/projetos');
    await expect(nav).toBeVisible();
    await expect(header.getByRole('link', { name: 'Criar Projeto' })).toBeVisible();
  });

  test('/conta: profile from the API, theme picker surviving a reload', async ({ page, person }) => {
    await page.goto('/conta');
    const profile = page.getByRole('region', { name: 'Perfil' });
    await expect(profile.getByText(person.name)).toBeVisible();
    await expect(profile.getByText(person.email)).toBeVisible();
    await expect(profile.getByText('Usuário', { exact: true })).toBeVisible();

    await page.getByText('Meia-noite').click();
    await page.getByText('Escuro', { exact: true }).click();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'midnight');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('radio', { name: 'Meia-noite' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Escuro' })).toBeChecked();
  });

  test('the shell is accessible (axe, WCAG A/AA) in light and dark', async ({ page }) => {
    test.slow(); // axe on many screens
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode });
      await page.goto('/conta');
      await expect(page.getByText('E-mail', { exact: true })).toBeVisible();
      expect(await axeViolations(page), `/conta (${mode})`).toEqual([]);
      for (const route of ['/painel', '/projetos/criar']) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await axeViolations(page, ['header', 'nav[aria-label="Navegação principal"]', 'footer']), `${route} (${mode})`).toEqual([]);
      }
    }
  });
});

test('a theme survives a reload, applied before first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/como-se-faz');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Usar tema escuro' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('raiz-theme'))).toBe(JSON.stringify({ name: 'forest', mode: 'dark' }));

  // Before any script of the app runs, index.html has already applied it.
  await page.route(/\/assets\/index-.*\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'forest');
  await page.unroute(/\/assets\/index-.*\.js$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Usar tema claro' })).toBeVisible();
});

test('until a mode is picked, light or dark follows the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('version label at the bottom right shows the web app version', async ({ page }) => {
  await page.goto('/auth');
  const label = page.getByTestId('version-label');
  await expect(label).toHaveText('Versão v0.1.50');
  const box = (await label.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 20);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 20);
});

test('a route whose code fails to load ends on the error screen', async ({ page }) => {
  await page.route(/\/assets\/how-to-route-.*\.js$/, (route) => route.abort());
  await page.goto('/como-se-faz');
  await expect(page.getByRole('heading', { name: 'Algo deu errado' })).toBeVisible();
  await expect(page.getByText('Ocorreu um erro inesperado na aplicação.')).toBeVisible();
  await page.getByText('Detalhes técnicos').click();
  await expect(page.locator('details pre')).toContainText(/import|fetch|module/i);
  await expect(page.getByText('Se o problema persistir, entre em contato com o suporte.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recarregar Página' })).toBeVisible();
  await expect(page.getByTestId('version-label')).toBeVisible();

  await page.unroute(/\/assets\/how-to-route-.*\.js$/);
  await page.getByRole('button', { name: 'Voltar ao Início' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Impacto ambiental');
});

test('public screens are accessible (axe, WCAG A/AA) in light and dark', async ({ page }) => {
  test.slow(); // axe on many screens
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode });
    for (const route of ['/', '/auth', '/como-se-faz']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), `${route} (${mode})`).toEqual([]);
    }
  }
});

test('every theme, light and dark, keeps WCAG AA contrast', async ({ page }) => {
  test.slow(); // axe on many screens
  await page.goto('/auth');
  for (const name of ['earthy', 'forest', 'air', 'sea', 'midnight']) {
    for (const mode of ['light', 'dark']) {
      await page.evaluate((theme) => localStorage.setItem('raiz-theme', JSON.stringify(theme)), { name, mode });
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', name);
      await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
      expect(await axeViolations(page), `${name} ${mode}`).toEqual([]);
    }
  }
});
