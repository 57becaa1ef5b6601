// The map of projects (docs/map.md) in a real browser: a person creates a project in Belém with typed coordinates
// (no warning: it is in Brazil), publishes it, and finds its marker on /registro's map (the list's search drives the
// map too) and on /painel's, each opening the project's card. Runs at 390 px and 1280 px, axe-clean.
import { expect, test } from '@playwright/test';
import { signInNewPerson, uniqueTag } from '../fixtures/auth';
import { axeViolations } from '../fixtures/axe';
import { fillRequiredProjectFields } from '../fixtures/project-form';

test('a project created with coordinates shows on the registry’s map and on the panel’s', async ({ page }) => {
  test.setTimeout(180_000);
  await signInNewPerson(page, { name: 'Marina Mapa' });
  const tag = uniqueTag();
  const name = `Quintais de Belém ${tag}`;

  await page.goto('/projetos/criar');
  await fillRequiredProjectFields(page, {
    name,
    category: 'Agrofloresta',
    biome: 'Amazônia',
    municipality: 'Belém',
    state: 'PA',
  });
  // The picker's map is drawn (offline: no tile server configured).
  const picker = page.getByRole('group', { name: /Mapa para marcar o lugar do projeto/ });
  await expect(picker).toBeVisible();
  await expect(picker).toHaveAttribute('data-map', 'offline');
  // Outside Brazil: a warning, not a refusal. Then Belém: no warning.
  await page.getByLabel('Latitude (opcional)').fill('38,7223');
  await page.getByLabel('Longitude (opcional)').fill('-9,1393');
  await expect(page.getByText('As coordenadas ficam fora do Brasil. Confira se estão corretas.')).toBeVisible();
  await page.getByLabel('Latitude (opcional)').fill('-1,4558');
  await page.getByLabel('Longitude (opcional)').fill('-48,4902');
  await expect(page.getByText('As coordenadas ficam fora do Brasil. Confira se estão corretas.')).toBeHidden();
  await expect(picker.locator('[data-pin]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page).toHaveURL(/\/projetos\/[0-9a-f-]{36}$/);
  const projectPath = new URL(page.url()).pathname;

  // Its page shows the place.
  await expect(page.getByRole('group', { name: `Mapa com o lugar do projeto ${name}` })).toBeVisible();

  // Published.
  const panel = page.getByRole('region', { name: 'Registro público' });
  await panel.getByRole('button', { name: 'Publicar no registro público' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Projeto publicado no registro')).toBeVisible();
  const slug = (await panel.getByRole('link', { name: 'sua página no registro' }).getAttribute('href'))!;

  // /registro: searched, the map shows this project alone; its marker opens its card.
  await page.goto(`/registro?q=${encodeURIComponent(tag)}`);
  const registryMap = page.getByRole('group', { name: 'Mapa dos projetos do registro' });
  await expect(registryMap).toBeVisible();
  const marker = registryMap.getByRole('button', { name: `Projeto ${name}` });
  await expect(marker).toBeVisible();
  await expect(registryMap.getByRole('button')).toHaveCount(1);
  await marker.click();
  const card = page.locator('[data-map-card]');
  await expect(card.getByRole('heading', { name })).toBeFocused();
  await expect(card.getByRole('link', { name: 'Ver o projeto' })).toHaveAttribute('href', slug);
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
  await card.getByRole('link', { name: 'Ver o projeto' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('group', { name: `Mapa com o lugar do projeto ${name}` })).toBeVisible();

  // /painel: the person's map, with the same marker, whose card leads to the project in the app.
  await page.goto('/painel');
  const ownMap = page.getByRole('group', { name: 'Mapa dos seus projetos' });
  await expect(ownMap).toBeVisible();
  await ownMap.getByRole('button', { name: `Projeto ${name}` }).click();
  await expect(page.locator('[data-map-card]').getByRole('link', { name: 'Ver o projeto' })).toHaveAttribute(
    'href',
    projectPath,
  );
  // The same point from the keyboard's list.
  await page.getByText('Lista do mapa: 1 projeto').click();
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-map-card]').getByRole('heading', { name })).toBeFocused();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
});

// Brazilian places (docs/places.md), at 390 px and 1280 px: the municipality from IBGE's list with its code, a click
// in the sea refused, the offline map zoomed, and a point outside the chosen state warned about with its distance.
test('the picker takes a municipality from the list, refuses the sea and warns outside the state', async ({ page }) => {
  test.setTimeout(120_000);
  await signInNewPerson(page, { name: 'Paulo Lugar' });
  await page.goto('/projetos/criar');
  await page.getByLabel('Nome do projeto').fill('Cerrado do Planalto');
  await page.getByLabel('Categoria').selectOption({ label: 'Conservação' });
  await page.getByLabel('Bioma').selectOption({ label: 'Cerrado' });
  await page.getByLabel('UF').selectOption('DF');
  await page.getByLabel('Município').fill('brasília');
  await expect(page.getByText('Código IBGE 5300108.')).toBeVisible();
  await expect(page.getByLabel('Município')).toHaveValue('Brasília');

  const picker = page.getByRole('group', { name: /Mapa para marcar o lugar do projeto/ });
  await picker.scrollIntoViewIfNeeded();
  const box = (await picker.boundingBox())!;
  // The drawing is 480 × 470 units: (470, 300) is the Atlantic, east of Espírito Santo.
  await page.mouse.click(box.x + (470 / 480) * box.width, box.y + (300 / 470) * box.height);
  await expect(
    page.getByText('Esse ponto fica no mar ou fora do Brasil. Clique sobre o território brasileiro.'),
  ).toBeVisible();
  await expect(page.getByLabel('Latitude (opcional)')).toHaveValue('');

  // Zoomed in twice around the middle, a click there (Mato Grosso) is taken, with a warning: not the DF.
  await page.getByRole('button', { name: 'Aproximar o mapa' }).click();
  await expect(picker).toHaveAttribute('data-zoom', '1.60');
  await page.getByRole('button', { name: 'Aproximar o mapa' }).click();
  await expect(picker).toHaveAttribute('data-zoom', '2.56');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByText('Esse ponto fica no mar ou fora do Brasil.', { exact: false })).toBeHidden();
  await expect(page.getByLabel('Latitude (opcional)')).not.toHaveValue('');
  await expect(page.getByText(/O ponto marcado fica fora do Distrito Federal, a [\d.]+ km da divisa\./)).toBeVisible();
  await page.getByRole('button', { name: 'Afastar o mapa' }).click();
  await expect(picker).toHaveAttribute('data-zoom', '1.60');
  // The wheel zooms too, without scrolling the page.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, -100);
  await expect(picker).toHaveAttribute('data-zoom', '2.56');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // Brasília's coordinates typed: inside the DF, no warning; saved with the code.
  await page.getByLabel('Latitude (opcional)').fill('-15,7939');
  await page.getByLabel('Longitude (opcional)').fill('-47,8828');
  await expect(page.getByText(/O ponto marcado fica fora/)).toBeHidden();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page).toHaveURL(/\/projetos\/[0-9a-f-]{36}$/);
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
});
