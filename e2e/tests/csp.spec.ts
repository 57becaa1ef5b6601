// Every screen of the app runs under the server's Content-Security-Policy without a single violation: each path of the
// route table (apps/web/src/config/paths.ts, and each project child resource's paths from its kind in
// apps/web/src/lib/content-kit/project-child-kind.ts) logged in and logged out, with real data behind it (a certified report
// for the public verification page), plus the IdP's sign-in and sign-up pages and the API document.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { api, createProject, signInAs, signInNewPerson, uniqueTag } from '../fixtures/auth';
import { watchViolations } from '../fixtures/csp';
import { activateWallet, certifyReport } from '../fixtures/wallet';

type Paths = Record<string, { path: string }>;
interface Kinds {
  projectChildKinds: readonly { key: string }[];
  kindPatterns: (kind: { key: string }) => [path: string, screen: string][];
}

const webModule = <T>(file: string) =>
  import(pathToFileURL(path.resolve(import.meta.dirname, '../../apps/web/src', file)).href) as Promise<T>;

/** The app's own route table: one pattern per screen, with the child resource (its key) a pattern's `:id` names. */
async function routePatterns(): Promise<{ pattern: string; kind?: string }[]> {
  const { paths } = await webModule<{ paths: Paths }>('config/paths.ts');
  const { projectChildKinds, kindPatterns } = await webModule<Kinds>('lib/content-kit/project-child-kind.ts');
  return [
    ...Object.values(paths).map((p) => ({ pattern: p.path })),
    ...projectChildKinds.flatMap((kind) => kindPatterns(kind).map(([pattern]) => ({ pattern, kind: kind.key }))),
  ];
}

/**
 * Opens a screen and waits until it has drawn its title and finished loading what it asked for. A protected path
 * opened logged out ends on the sign-in screen, checked once on its own.
 */
async function open(page: Page, url: string) {
  const response = await page.goto(url);
  // Served under the policy: scripts from this origin and the theme script's hash only (WebAssembly may compile).
  expect(response?.headers()['content-security-policy'], url).toMatch(
    /script-src 'self' 'wasm-unsafe-eval' 'sha256-[\w+/=]+';/,
  );
  await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
  if (new URL(page.url()).pathname === '/auth' && !url.startsWith('/auth')) return;
  await page.waitForLoadState('networkidle');
}

const PIN = '731904';

test('every screen runs under the Content-Security-Policy without a violation', async ({ browser, page }) => {
  test.setTimeout(900_000);
  const violations: string[] = [];
  await watchViolations(page.context(), violations);

  // The IdP's pages (sign-in, sign-up) on the way in.
  await signInNewPerson(page, { name: 'Clara Segura' });

  // Real rows behind every parametrised path.
  const tag = uniqueTag();
  const project = await createProject(page, `Nascentes ${tag}`, {
    municipality: 'Pirenópolis',
    latitude: -15.85,
    longitude: -48.96,
  });
  const reportTitle = `Relatório seguro ${tag}`;
  const report = await api<{ id: string }>(page, 'POST', '/v1/reports', {
    title: reportTitle,
    projectId: project.id,
    periodStart: '2025-01-01',
    periodEnd: '2025-06-30',
    summary: 'Monitoramento das nascentes.',
    treesPlanted: 300,
    co2eTonnes: 12.5,
    status: 'published',
  });
  const post = await api<{ id: string }>(page, 'POST', `/v1/projects/${project.id}/posts`, {
    title: `Diário ${tag}`,
    content: '# Campo\n\nVisita às **nascentes**.',
    published: true,
  });
  const event = await api<{ id: string }>(page, 'POST', `/v1/projects/${project.id}/events`, {
    title: `Mutirão ${tag}`,
    startsAt: '2026-03-14T08:00:00-03:00',
  });
  const product = await api<{ id: string }>(page, 'POST', `/v1/projects/${project.id}/products`, {
    name: `Mudas ${tag}`,
    priceCents: 1500,
    unit: 'muda',
  });

  // An organisation with a pending invitation, for /organizacoes/:organizationId and /convite/:token.
  const organization = await api<{ id: string }>(page, 'POST', '/v1/organizations', {
    name: `Organização segura ${tag}`,
    type: 'ngo',
  });
  const invitation = await api<{ url: string }>(page, 'POST', `/v1/organizations/${organization.id}/invitations`, {
    email: `convidada-${tag}@exemplo.com.br`,
    role: 'viewer',
  });

  // A certificate, so the public verification page shows a real one (signature check, QR code, a photo as evidence:
  // its WebP copy shown, its original hashed in a Web Worker); the certifying dialog itself runs under the policy too.
  await activateWallet(page, PIN, 'senha de recuperação bem longa');
  await page.goto(`/relatorios/editar/${report.id}`);
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2f6f3e' } })
    .jpeg()
    .toBuffer();
  await page
    .getByTestId('escolher-arquivos')
    .setInputFiles([{ name: 'muda.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await expect(page.getByRole('region', { name: 'Evidências' }).getByTestId('attachment')).toHaveCount(1, {
    timeout: 30_000,
  });
  const code = await certifyReport(page, reportTitle, PIN);
  expect(code).toMatch(/^[0-9A-Z]{10}$/);

  // Published, so its registry page shows it (the organisation's page, under the same `:slug`, says it is not there).
  const { slug } = await api<{ slug: string }>(page, 'PATCH', `/v1/projects/${project.id}`, {
    public: true,
    version: 1,
  });
  const ids: Record<string, string> = {
    projectId: project.id,
    slug,
    code,
    organizationId: organization.id,
    token: new URL(invitation.url).pathname.split('/').pop()!,
  };
  // `:id` is a child resource's row on its screens, the report's under /relatorios, the project's under /projetos.
  const rows: Record<string, string> = { posts: post.id, events: event.id, products: product.id };
  const fill = ({ pattern, kind }: { pattern: string; kind?: string }) =>
    pattern
      .replace(/\/\*$/, '')
      .replace(/:(\w+)/g, (_, name: string) =>
        name !== 'id' ? ids[name]! : kind ? rows[kind]! : pattern.startsWith('/relatorios') ? report.id : project.id,
      );
  const urls = [...(await routePatterns()).map(fill), '/uma-rota-que-nao-existe'];
  expect(urls.length).toBeGreaterThan(40);
  for (const url of urls) expect(url, 'every parameter filled').not.toContain(':');

  for (const url of urls) await open(page, url);
  // Its only owner could not delete their account at the end of the run (fixtures/created-people.ts) with it standing.
  await api(page, 'DELETE', `/v1/organizations/${organization.id}`);

  // The API document.
  const docs = await page.goto('/docs');
  expect(docs?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // Swagger UI parses the whole document (every route, attachments and map included) before drawing: on a busy
  // 2-core machine that took more than the default 10 s once.
  await expect(page.getByText('Raiz API').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');

  // Logged out: the public screens, and the sign-in screen every protected path leads to.
  const visitor = await browser.newContext();
  await watchViolations(visitor, violations);
  const visitorPage = await visitor.newPage();
  for (const url of urls) await open(visitorPage, url);
  await open(visitorPage, `/verificar/${code}`);
  await expect(visitorPage.getByTestId('certificate-verdict')).toContainText('Certificado válido');
  await expect(visitorPage.getByTestId('evidence-status')).toHaveText('Evidência conferida');
  const evidencePhoto = visitorPage.getByRole('img', { name: 'muda.jpg' });
  await evidencePhoto.scrollIntoViewIfNeeded();
  await expect.poll(() => evidencePhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(
    visitorPage.getByRole('img', { name: 'Código QR com o link desta página de verificação' }),
  ).toBeVisible();
  await visitor.close();

  expect(violations).toEqual([]);
});

test('a post of hostile Markdown renders, read and previewed, without a violation', async ({ page }) => {
  const violations: string[] = [];
  await watchViolations(page.context(), violations);
  await signInAs(page, 'ana');
  const tag = uniqueTag();
  const project = await createProject(page, `Markdown hostil ${tag}`, { municipality: 'Pirenópolis' });
  const hostile =
    'Plantamos **120 mudas**.\n\n<img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>\n\n' +
    '<p onclick="window.__xss = 3">clique</p> <svg onload="window.__xss = 4"></svg>\n\n[link](javascript:window.__xss=5)';
  const post = await api<{ id: string }>(page, 'POST', `/v1/projects/${project.id}/posts`, {
    title: `Post hostil ${tag}`,
    content: hostile,
    published: true,
  });

  // Read in the project's list…
  await page.goto(`/projetos/${project.id}/posts`);
  const card = page.getByRole('article').filter({ hasText: `Post hostil ${tag}` });
  await card.getByRole('button', { name: 'Ler post' }).click();
  await expect(card.locator('strong')).toHaveText('120 mudas');
  expect(violations).toEqual([]);
  // The raw HTML shows as what was typed, never as elements.
  await expect(card).toContainText('<img src="x" onerror="window.__xss = 1">');
  await expect(card.locator('img, script, svg, [onclick], [onerror], [onload]')).toHaveCount(0);

  // …and previewed in the editor.
  await page.goto(`/projetos/${project.id}/posts/editar/${post.id}`);
  await page.getByRole('tab', { name: 'Pré-visualizar' }).click();
  const preview = page.getByRole('tabpanel', { name: 'Pré-visualizar' });
  await expect(preview.locator('strong')).toHaveText('120 mudas');
  await page.waitForLoadState('networkidle');

  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(violations).toEqual([]);
  await api(page, 'DELETE', `/v1/projects/${project.id}`);
});
