// The public registry (docs/registry.md) in a real browser: a person publishes a project and certifies one of its
// reports; logged out, anyone finds it on /registro by a search without accents, opens its page (with its own title and
// link preview in the HTML) and follows the certificate to its verification; the home page's figures grow by it.
// Drafts never show. Runs at 390 px and 1280 px, axe-clean.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { api, signOut, signInNewPerson, uniqueTag } from '../fixtures/auth';
import { axeViolations } from '../fixtures/axe';
import { activateWallet, certifyFromReports } from '../fixtures/wallet';

const PIN = '604183';

async function publicImpact(request: APIRequestContext): Promise<{ treesPlanted: number }> {
  const res = await request.get('/v1/public/impact', { headers: { 'cache-control': 'no-cache' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { totals: { treesPlanted: number } } }).data.totals;
}

/** axe (WCAG A/AA) clean in light and dark; each mode loaded afresh, so no colour is caught mid-transition. */
async function expectAccessibleInBothModes(page: Page) {
  for (const mode of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), mode).toEqual([]);
  }
}

/** An image element that the browser fetched and decoded (logged out: through the public file route). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('a published project is found on /registro and shown on its public page, drafts left out', async ({ page }) => {
  test.setTimeout(240_000);
  await signInNewPerson(page, { name: 'Helena Registro' });
  const tag = uniqueTag();
  const name = `Águas de São Tomé ${tag}`;
  const project = await api<{ id: string }>(page, 'POST', '/v1/projects', {
    name,
    description: 'Recuperação de nascentes com mudas nativas e cercamento das áreas de recarga.',
    category: 'water_resources',
    biome: 'cerrado',
    municipality: 'São Tomé das Letras',
    state: 'MG',
    status: 'in_progress',
    areaHa: 42.5,
  });
  const reportTitle = `Primeiro semestre ${tag}`;
  await api(page, 'POST', '/v1/reports', {
    title: reportTitle,
    projectId: project.id,
    periodStart: '2025-01-01',
    periodEnd: '2025-06-30',
    summary: 'Plantio de mudas nas nascentes.',
    treesPlanted: 1234,
    status: 'published',
  });
  await api(page, 'POST', '/v1/reports', {
    title: `Rascunho secreto ${tag}`,
    projectId: project.id,
    periodStart: '2025-07-01',
    periodEnd: '2025-12-31',
    status: 'draft',
  });
  await api(page, 'POST', `/v1/projects/${project.id}/products`, {
    name: 'Muda de buriti',
    priceCents: 1250,
    unit: 'muda',
  });
  // The project's cover, with its caption (its alt text on the public pages).
  const origin = new URL(page.url()).origin;
  const cover = await page.context().request.post(`${origin}/v1/projects/${project.id}/attachments`, {
    headers: { origin },
    multipart: {
      caption: 'Nascente cercada ao amanhecer',
      file: {
        name: 'capa.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f6b3a' } })
          .png()
          .toBuffer(),
      },
    },
  });
  expect(cover.status(), await cover.text()).toBe(201);
  await api(page, 'POST', `/v1/projects/${project.id}/posts`, {
    title: 'Post em rascunho',
    content: 'Ainda não.',
    published: false,
  });

  // Published from its page, after the confirmation.
  await page.goto(`/projetos/${project.id}`);
  const panel = page.getByRole('region', { name: 'Registro público' });
  await expect(panel.getByText('Não publicado')).toBeVisible();
  await panel.getByRole('button', { name: 'Publicar no registro público' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Publicar “${name}” no registro público?` });
  await expect(dialog).toContainText('nunca aparecem');
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Projeto publicado no registro')).toBeVisible();
  const publicLink = panel.getByRole('link', { name: 'sua página no registro' });
  await expect(publicLink).toBeVisible();
  const slug = (await publicLink.getAttribute('href'))!.replace('/registro/', '');
  expect(slug).toMatch(/^aguas-de-sao-tome-/);

  // Its report certified with the person's wallet: the registry counts it.
  const before = await publicImpact(page.request);
  await activateWallet(page, PIN, 'senha de recuperação bem longa');
  const code = await certifyFromReports(page, reportTitle, PIN);
  await signOut(page);

  // Logged out: found by a search without accents.
  await page.goto('/registro');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro público' })).toBeVisible();
  await page.getByLabel('Buscar projetos').fill(`aguas de sao tome ${tag}`);
  await expect(page).toHaveURL(/[?&]q=aguas\+de\+sao\+tome/);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('São Tomé das Letras/MG');
  await expect(card.getByRole('list', { name: 'Impacto autodeclarado' })).toContainText('1.234 árvores');
  await expectLoaded(card.getByRole('img', { name: 'Nascente cercada ao amanhecer' }));
  await expectAccessibleInBothModes(page);

  // No verifier co-signed it: the "Verificado" filter (on the server) leaves it out, and back again without it.
  // On a phone the filters open on demand.
  const openFilters = page.getByRole('button', { name: 'Filtrar', exact: true });
  if (await openFilters.isVisible()) await openFilters.click();
  await page.getByLabel('Impacto', { exact: true }).selectOption('Verificado');
  await expect(page).toHaveURL(/[?&]verificado=true/);
  await expect(page.getByText(`Nenhum projeto encontrado para “aguas de sao tome ${tag}”.`)).toBeVisible();
  await page.getByLabel('Impacto', { exact: true }).selectOption('Todos');
  await expect(page.getByRole('article', { name })).toBeVisible();

  // Reloading keeps the search; the card opens the project's page.
  await page.reload();
  await expect(page.getByLabel('Buscar projetos')).toHaveValue(`aguas de sao tome ${tag}`);
  await page.getByRole('article', { name }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/registro/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} · Raiz`);
  await expect(page.getByText('Recuperação de nascentes com mudas nativas')).toBeVisible();
  await expectLoaded(page.getByRole('img', { name: 'Nascente cercada ao amanhecer' }));
  const report = page.getByRole('article', { name: reportTitle });
  await expect(report).toContainText('Certificado');
  await expect(report).toContainText('1.234 árvores');
  await expect(page.getByRole('region', { name: 'Impacto autodeclarado' })).toContainText('1.234');
  await expect(page.getByRole('region', { name: 'Impacto verificado' })).toHaveCount(0);
  await expect(report).not.toContainText('Verificado por');
  await expect(page.getByRole('region', { name: 'Produtos' })).toContainText('R$ 12,50');
  await expect(page.getByText(`Rascunho secreto ${tag}`)).toHaveCount(0);
  await expect(page.getByText('Post em rascunho')).toHaveCount(0);
  await expect(page.getByText('Helena Registro')).toHaveCount(0);
  await expectAccessibleInBothModes(page);

  // The HTML itself carries the title and the link preview.
  const html = await (await page.request.get(`/registro/${slug}`)).text();
  expect(html).toContain(`<title>${name} · Raiz</title>`);
  expect(html).toContain(`<meta property="og:title" content="${name} · Raiz" />`);
  expect(html).toContain('<meta property="og:description" content="Recuperação de nascentes com mudas nativas');

  // The certificate, verified in the browser.
  await report.getByRole('link', { name: new RegExp(`Verificar o certificado ${code}`) }).click();
  await expect(page).toHaveURL(`/verificar/${code}`);
  await expect(page.getByTestId('certificate-verdict')).toContainText('Certificado válido');

  // The home page's figures count it now (others may certify at the same time, never uncertify).
  const after = await publicImpact(page.request);
  expect(after.treesPlanted - before.treesPlanted).toBeGreaterThanOrEqual(1234);
});

test('an unknown project or organisation in the registry says so', async ({ page }) => {
  await page.goto('/registro/projeto-que-nao-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Projeto não encontrado no registro' })).toBeVisible();
  await page.goto('/registro/organizacoes/organizacao-que-nao-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Organização não encontrada no registro' })).toBeVisible();
  await page.getByRole('link', { name: 'Ver o registro público' }).click();
  await expect(page).toHaveURL('/registro');
  await expectAccessibleInBothModes(page);
});
