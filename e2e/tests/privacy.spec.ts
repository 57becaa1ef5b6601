// Privacy (docs/product.md §10) in a real browser: /privacidade from the footer and from sign-up, and "Baixar meus dados"
// on /conta saving the ZIP of everything Raiz keeps about the person.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { axeViolations } from '../fixtures/axe';
import { createProject, signInNewPerson } from '../fixtures/auth';

test('a visitor opens /privacidade from the footer; once signed up, downloads their data as a ZIP', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacidade' }).click();
  await expect(page).toHaveURL('/privacidade');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacidade');
  await page
    .getByRole('navigation', { name: 'Nesta página' })
    .getByRole('link', { name: 'Seus direitos e como exercê-los' })
    .click();
  const rights = page.getByRole('region', { name: 'Seus direitos e como exercê-los' });
  await expect(rights).toBeInViewport();
  await expect(rights.getByRole('heading', { name: /^Portabilidade/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const person = await signInNewPerson(page, { name: 'Beatriz Baixa Dados' });
  await createProject(page, 'Viveiro de mudas da Beatriz', {
    biome: 'mata_atlantica',
    municipality: 'Niterói',
    state: 'RJ',
  });

  await page.goto('/conta');
  const section = page.getByRole('region', { name: 'Seus dados' });
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Baixar meus dados' }).click();
  const download = await downloading;
  await expect(page.getByText('Download iniciado')).toBeVisible();
  expect(download.suggestedFilename()).toMatch(/^raiz-meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);

  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['perfil.json', 'LEIA-ME.txt', 'projetos.json', 'projetos.csv']),
  );
  const profile = JSON.parse(strFromU8(files['perfil.json']!)) as {
    user: { email: string; name: string };
    hasCpf: boolean;
  };
  expect(profile.user).toMatchObject({ email: person.email, name: 'Beatriz Baixa Dados' });
  expect(profile.hasCpf).toBe(true);
  const projects = JSON.parse(strFromU8(files['projetos.json']!)) as { name: string }[];
  expect(projects.map((p) => p.name)).toEqual(['Viveiro de mudas da Beatriz']);
  // Nothing secret travels in it: not the CPF, not the password.
  const everything = Object.values(files)
    .map((bytes) => strFromU8(bytes))
    .join('\n');
  expect(everything).not.toContain(person.cpf);
  expect(everything).not.toContain(person.password);
});

test('sign-up links the privacy page: on /auth and on the identity provider\'s "Criar conta"', async ({
  page,
  baseURL,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('link', { name: 'como a Raiz trata seus dados' })).toHaveAttribute(
    'href',
    '/privacidade',
  );
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('link', { name: 'Criar conta' }).click();
  await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();
  const privacy = page.getByRole('link', { name: 'página de privacidade' });
  await expect(privacy).toHaveAttribute('href', `${baseURL}/privacidade`);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), privacy.click()]);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Privacidade');
  await tab.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`/privacidade has no accessibility violation (${colorScheme})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, colorScheme });
    const page = await context.newPage();
    await page.goto('/privacidade');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacidade');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
}
