// Screenshots for the guide at /como-se-faz, taken from a running Raiz: signs up a demo person through the bundled
// identity provider, creates sample data through the API, walks the screens and saves 390 px wide JPEGs into
// apps/web/public/guia/ (the file names apps/web/src/features/how-to/guide-content.tsx shows).
//
//   npm run build -w @raiz/web
//   PORT=3213 HOST=127.0.0.1 DATA_DIR=/tmp/guia-data npx tsx apps/server/src/server.ts &
//   node --import tsx scripts/guide-screenshots.mjs http://localhost:3213
//
// Run with tsx: the wallet steps that have no screen yet fall back to the domain's wallet functions (TypeScript), and
// the sign-up form is filled by the e2e fixture (e2e/fixtures/auth.ts).
// Env: OUT (default apps/web/public/guia), QUALITY (JPEG, default 70), SCALE (device pixel ratio, default 1.5),
// STATE_OUT (also save the signed-in browser state there, to look at other screens as the demo person).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium-path.mjs';
import { fillSignUpForm, randomCpf, uniqueTag } from '../e2e/fixtures/auth.ts';

const base = (process.argv[2] ?? process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(process.env.OUT ?? path.join(root, 'apps/web/public/guia'));
const quality = Number(process.env.QUALITY ?? 70);
const scale = Number(process.env.SCALE ?? 1.5);
const viewport = { width: 390, height: 844 };
fs.mkdirSync(out, { recursive: true });

const PIN = '482915';
const RECOVERY_PASSWORD = 'minha senha de recuperação';

const tag = uniqueTag();
const person = {
  name: 'Maria Oliveira',
  email: `maria.oliveira.${tag}@exemplo.com.br`,
  password: 'raiz-guia-2026',
  cpf: randomCpf(),
};

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: chromiumArgs,
});
const context = await browser.newContext({
  viewport,
  deviceScaleFactor: scale,
  colorScheme: 'light',
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  reducedMotion: 'reduce',
});
let page = await context.newPage();
const saved = [];
const skipped = [];

/** Waits for the page to settle (fade, lazy chunks, data), then saves the viewport as a JPEG. */
async function shot(name, { scrollTo, highlight } = {}) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(500);
  // No focus ring or caret from the last field typed in, and forms seen from their top.
  await page.evaluate(() => globalThis.document.activeElement?.blur?.());
  if (!scrollTo) await page.evaluate(() => globalThis.scrollTo(0, 0));
  if (scrollTo) {
    await scrollTo
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'start' }))
      .catch(() => {});
    // Below the sticky header.
    await page.evaluate(() => globalThis.scrollBy(0, -76));
    await page.waitForTimeout(300);
  }
  if (highlight) {
    await highlight
      .first()
      .evaluate((el) => {
        el.style.outline = '3px solid #e8a317';
        el.style.outlineOffset = '3px';
      })
      .catch(() => {});
  }
  const file = path.join(out, name);
  await page.screenshot({ path: file, type: 'jpeg', quality });
  saved.push(`${name} (${Math.round(fs.statSync(file).size / 1024)} KB)`);
}

const appears = (locator, timeout = 3000) =>
  locator.waitFor({ state: 'visible', timeout }).then(
    () => true,
    () => false,
  );

/** Best effort for screens that may change: fill a labelled field when it is there. */
async function fill(label, value, options = {}) {
  const field = page.getByLabel(label, options).first();
  if (await appears(field)) {
    await field.fill(value).catch(() => {});
    return true;
  }
  return false;
}

async function select(label, value) {
  const field = page.getByLabel(label).first();
  if (await appears(field)) await field.selectOption(value).catch(() => {});
}

async function clickButton(name) {
  const button = page.getByRole('button', { name, exact: true }).first();
  if (!(await appears(button))) return false;
  await button.click();
  return true;
}

/** The API with the page's cookies, as the SPA calls it (JSON + the app's Origin for the CSRF check). */
async function api(method, url, body) {
  const res = await context.request.fetch(base + url, {
    method,
    headers: { origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok()) throw new Error(`${method} ${url} → ${res.status()}: ${JSON.stringify(json)}`);
  return json.data;
}

// 1. Account: the /auth screen and the IdP's sign-up page.
await page.goto(`${base}/auth`);
await page.getByRole('button', { name: 'Entrar' }).first().waitFor();
await shot('conta-entrar.jpg');
await page.getByRole('button', { name: 'Entrar' }).first().click();
await fillSignUpForm(page, person);
await shot('conta-criar.jpg');
await page.getByRole('button', { name: 'Criar conta' }).click();
await page.getByText('Conta criada!').waitFor();
if (process.env.STATE_OUT) await context.storageState({ path: process.env.STATE_OUT });

// 2. Sample data, as a real organisation would have it after a few months.
const cerrado = await api('POST', '/v1/projects', {
  name: 'Nascentes do Cerrado',
  description: 'Recuperação de nascentes e matas de galeria com espécies nativas do Cerrado.',
  category: 'reforestation',
  biome: 'cerrado',
  municipality: 'Alto Paraíso de Goiás',
  state: 'GO',
  areaHa: 120,
  status: 'in_progress',
  startDate: '2025-08-01',
});
const valeVerde = await api('POST', '/v1/projects', {
  name: 'Agrofloresta Vale Verde',
  description: 'Sistemas agroflorestais com famílias agricultoras na Mata Atlântica.',
  category: 'agroforestry',
  biome: 'mata_atlantica',
  municipality: 'Paraty',
  state: 'RJ',
  areaHa: 35.5,
  status: 'in_progress',
  startDate: '2025-06-15',
});
const reportInputs = [
  [cerrado, 'Plantio de setembro', '2025-09-01', '2025-09-30', 12.5, 800, 4.2, 1500, 0.8, 35],
  [valeVerde, 'Mutirão de outubro', '2025-10-01', '2025-10-31', 6.75, 420, 1.5, 600, 1.2, 28],
  [cerrado, 'Manutenção de novembro', '2025-11-01', '2025-11-30', 18, 1200, 6, 2300, 0.4, 40],
  [valeVerde, 'Colheita de dezembro', '2025-12-01', '2025-12-31', 9.3, 300, 2.25, 900, 2.5, 52],
  [cerrado, 'Nascentes protegidas', '2026-01-01', '2026-01-31', 21.4, 1500, 7.5, 4100, 0.6, 61],
];
const reports = [];
for (const [project, title, periodStart, periodEnd, co2e, trees, area, water, waste, people] of reportInputs) {
  reports.push(
    await api('POST', '/v1/reports', {
      title,
      projectId: project.id,
      periodStart,
      periodEnd,
      summary: `Resultados do período em ${project.name}.`,
      co2eTonnes: co2e,
      treesPlanted: trees,
      restoredAreaHa: area,
      waterM3: water,
      wasteTonnes: waste,
      peopleBenefited: people,
      status: 'published',
    }),
  );
}
await api('POST', '/v1/reports', {
  title: 'Relatório de fevereiro (rascunho)',
  projectId: cerrado.id,
  periodStart: '2026-02-01',
  periodEnd: '2026-02-28',
  co2eTonnes: 5,
  status: 'draft',
});
await api('POST', `/v1/projects/${cerrado.id}/posts`, {
  title: 'Primeiras mudas no chão',
  content: 'Com a ajuda de **40 voluntários**, plantamos 800 mudas de espécies nativas.',
  published: true,
});
// An upcoming event (a past one would show as "Encerrado").
const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
await api('POST', `/v1/projects/${cerrado.id}/events`, {
  title: 'Mutirão de plantio',
  description: 'Traga chapéu, protetor solar e água.',
  startsAt: `${nextMonth}T08:00:00-03:00`,
  endsAt: `${nextMonth}T12:00:00-03:00`,
  location: 'Sede da associação, Alto Paraíso de Goiás',
  capacity: 60,
});
await api('POST', `/v1/projects/${cerrado.id}/products`, {
  name: 'Muda de ipê-amarelo',
  description: 'Muda com 40 cm, em saquinho biodegradável.',
  priceCents: 1250,
  unit: 'muda',
  stock: 300,
  active: true,
});

// 3. Projects: the form (filled, not saved), the list and a project's page.
await page.goto(`${base}/projetos/criar`);
await page.waitForLoadState('networkidle');
await fill('Nome do projeto', 'Viveiro Comunitário Pampa Vivo');
await fill('Descrição (opcional)', 'Produção de mudas nativas do Pampa com escolas da região.');
await select('Categoria', 'reforestation');
await select('Bioma', 'pampa');
await select('Situação', 'in_progress');
await fill('Área em hectares (opcional)', '8,5');
await fill('Município', 'Santana do Livramento');
await select('UF', 'RS');
await shot('projeto-criar.jpg');
await page.goto(`${base}/projetos`);
await shot('projeto-lista.jpg');
await page.goto(`${base}/projetos/${cerrado.id}`);
await shot('projeto-pagina.jpg');

// 4. Report form, scrolled to the indicators; a project's events.
await page.goto(`${base}/relatorios/criar`);
await page.waitForLoadState('networkidle');
await fill('Título', 'Plantio de março');
await select('Projeto', cerrado.id);
await fill('Início do período', '2026-03-01');
await fill('Fim do período', '2026-03-31');
await fill('Carbono evitado/sequestrado (tCO2e)', '14,5');
await fill('Árvores plantadas (árvores)', '950');
await fill('Área restaurada (ha)', '3,2');
await fill('Água (m³)', '1200');
await fill('Pessoas beneficiadas (pessoas)', '38');
await shot('relatorio-indicadores.jpg', { scrollTo: page.getByText('Indicadores de impacto', { exact: true }) });
// The events list rather than the form: Debian's Chromium has only the en-US locale, so a form's native date
// fields would show mm/dd/yyyy, which a person in Brazil never sees.
await page.goto(`${base}/projetos/${cerrado.id}/eventos`);
await page.getByText('Mutirão de plantio').first().waitFor();
await shot('eventos.jpg');

// 5. The panel: charts (scrolled to them) and the "Exportar CSV" button.
await page.goto(`${base}/painel`);
await page
  .getByTestId('chart-time')
  .locator('svg')
  .first()
  .waitFor({ timeout: 15_000 })
  .catch(() => {});
await shot('painel.jpg', { scrollTo: page.getByRole('heading', { name: 'Indicadores ao longo do tempo' }) });
await page.goto(`${base}/painel`);
await shot('exportar.jpg', { highlight: page.getByRole('link', { name: /Exportar CSV/ }) });

// 6. Wallet: activation form (filled), then activation (on the screen when it exists, else through the API).
await page.goto(`${base}/carteira`);
await page.waitForLoadState('networkidle');
await fill('Crie um PIN de 6 dígitos', PIN);
await fill('Repita o PIN', PIN);
await fill('Senha de recuperação', RECOVERY_PASSWORD, { exact: true });
await fill('Repita a senha de recuperação', RECOVERY_PASSWORD);
await shot('carteira-ativar.jpg');
let wallet = null;
if (await clickButton('Ativar carteira')) {
  await page
    .getByText('Carteira ativada!')
    .first()
    .waitFor({ timeout: 60_000 })
    .catch(() => {});
}
const tableA = await api('GET', '/v1/wallets/evm');
const { salt } = await api('GET', '/v1/wallets/evm/get-salt');
const { deriveWallet } = await import('../packages/domain/src/wallet/derive-wallet.ts');
const { signMessage } = await import('../packages/domain/src/wallet/sign-message.ts');
wallet = deriveWallet({
  hashedAuthProviderId: tableA.hashed_auth_provider_id,
  hashedCpf: tableA.hashed_cpf,
  pin: PIN,
  salt,
});
if (!tableA.evm_address) {
  const challenge = await api('POST', '/v1/wallets/evm/challenge', {});
  const signature = await signMessage(wallet.privateKey, challenge.message);
  await api('POST', '/v1/wallets/evm/address', {
    challengeId: challenge.challengeId,
    address: wallet.address,
    signature,
  });
  // The screen would also have stored the PIN backup for the recovery password.
  const { hashUserId } = await import('../packages/domain/src/wallet/hash-user-id.ts');
  const { encryptPinBackup } = await import('../packages/domain/src/wallet/pin-backup.ts');
  const me = await api('GET', '/v1/me');
  await api('PUT', '/v1/recovery/pin-backup', {
    hashed_user_id_unsalted: hashUserId(me.user.id),
    encrypted_pin: await encryptPinBackup(PIN, RECOVERY_PASSWORD),
  });
}
await page.goto(`${base}/carteira`);
await shot('carteira-ativa.jpg');

// 7. Signing data on the wallet screen.
if (await fill('Dados a assinar', 'Relatório de plantio de janeiro conferido pela equipe de campo.')) {
  await fill('PIN', PIN, { exact: true });
  await clickButton('Assinar dados');
  await page
    .getByTestId('signature-result')
    .waitFor({ timeout: 30_000 })
    .catch(() => {});
  await page
    .getByRole('button', { name: 'Fechar notificação' })
    .click()
    .catch(() => {});
  await shot('assinar.jpg', { scrollTo: page.getByRole('heading', { name: 'Assinar dados' }) });
} else {
  await shot('assinar.jpg');
}

// 8. Certificates: two reports certified (signed with the same derivation the screens use), the list and the
// public verification page.
// Evidence: two photos and a PDF attached to the report certified next, on its page (the images drawn here).
{
  const { default: sharp } = await import('sharp');
  const scene = (sky, ground) =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="${sky}"/>` +
          `<circle cx="950" cy="200" r="90" fill="#f6d365"/><path d="M0 560 Q300 430 600 540 T1200 500 V900 H0Z" fill="${ground}"/>` +
          `<g fill="#2f6b3a">${Array.from({ length: 9 }, (_, i) => `<path d="M${90 + i * 125} 720 l30 -120 l30 120z"/>`).join('')}</g></svg>`,
      ),
    )
      .jpeg({ quality: 85 })
      .toBuffer();
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      'xref\n0 3\n0000000000 65535 f \ntrailer << /Size 3 /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
  );
  await page.goto(`${base}/relatorios/editar/${reports.at(-2).id}`);
  const chooser = page.getByTestId('escolher-arquivos');
  if (await appears(page.getByRole('button', { name: 'Escolher arquivos' }), 15_000)) {
    await chooser.setInputFiles([
      { name: 'mudas-area-2.jpg', mimeType: 'image/jpeg', buffer: await scene('#bfe3f5', '#7cb45b') },
      { name: 'nascente.jpg', mimeType: 'image/jpeg', buffer: await scene('#d6ecf7', '#5e9c4a') },
      { name: 'nota-fiscal-viveiro.pdf', mimeType: 'application/pdf', buffer: pdf },
    ]);
    await page
      .getByTestId('attachment')
      .nth(2)
      .waitFor({ timeout: 60_000 })
      .catch(() => {});
    const caption = page.getByLabel('Legenda de mudas-area-2.jpg');
    if (await appears(caption)) {
      await caption.fill('Mudas de ipê plantadas na área 2');
      await caption.press('Enter');
      await page
        .getByRole('button', { name: 'Fechar notificação' })
        .click()
        .catch(() => {});
    }
    await shot('evidencias.jpg', { scrollTo: page.getByRole('heading', { name: 'Evidências' }) });
  } else {
    skipped.push('evidencias.jpg: no evidence panel on the report page (captured the page)');
    await shot('evidencias.jpg');
  }
}

const certificates = [];
{
  const report = reports.at(-2);
  const draft = await api('GET', `/v1/reports/${report.id}/certificate-draft`);
  const signature = await signMessage(wallet.privateKey, draft.message);
  // The draft offers the account's full name as the public name; it is signed as is.
  const signerName = draft.snapshot.signerName;
  certificates.push(
    await api('POST', '/v1/certificates', { reportId: report.id, signerName, sha256: draft.sha256, signature }),
  );
}
await page.goto(`${base}/certs`);
const lastReport = reports.at(-1);
const certify = page.getByRole('button', { name: `Certificar o relatório ${lastReport.title}` });
if (await appears(certify, 15_000)) {
  await certify.click();
  const dialogPin = page.getByLabel('PIN da carteira');
  await dialogPin.waitFor({ timeout: 60_000 });
  await dialogPin.fill(PIN);
  await shot('certificar.jpg', {
    scrollTo: page.getByRole('dialog').getByText('Mensagem que sua carteira vai assinar'),
  });
  await page.getByRole('button', { name: 'Assinar e certificar' }).click();
  await page
    .getByRole('dialog')
    .waitFor({ state: 'detached', timeout: 60_000 })
    .catch(() => {});
} else {
  skipped.push('certificar.jpg: no "Certificar" button on /certs (captured the page)');
  await shot('certificar.jpg');
}
await page.goto(`${base}/certs`);
await page.getByRole('heading', { name: 'Meus certificados' }).waitFor();
await shot('certificados.jpg');
// The verification page as anyone sees it: no session.
{
  const signedIn = page;
  const visitor = await browser.newContext({
    viewport,
    deviceScaleFactor: scale,
    colorScheme: 'light',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  page = await visitor.newPage();
  await page.goto(`${base}/verificar/${certificates[0].code}`);
  await page
    .getByText('Certificado válido')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => {});
  await shot('verificar.jpg');
  await page
    .getByText('Evidência confere')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => {});
  await shot('evidencias-verificar.jpg', { scrollTo: page.getByRole('heading', { name: /^Evidências/ }) });
  await visitor.close();
  page = signedIn;
}

// 9. PIN recovery form.
await page.goto(`${base}/carteira`);
await page.waitForLoadState('networkidle');
const recoverForm = page.getByRole('form', { name: 'Recuperar PIN' });
if (await appears(recoverForm)) {
  await recoverForm.getByLabel('Senha de recuperação').fill(RECOVERY_PASSWORD);
  await recoverForm.getByRole('button', { name: 'Recuperar PIN' }).click();
  await page
    .getByText('Ocultar PIN')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => {});
  await shot('recuperar-pin.jpg', { scrollTo: page.getByRole('heading', { name: 'Esqueci meu PIN' }) });
} else {
  skipped.push('recuperar-pin.jpg: no "Recuperar PIN" form on /carteira yet (captured the wallet screen)');
  await shot('recuperar-pin.jpg');
}

await browser.close();
const total = fs.readdirSync(out).reduce((sum, f) => sum + fs.statSync(path.join(out, f)).size, 0);
console.log(`Saved into ${path.relative(root, out)}:\n  ${saved.join('\n  ')}`);
if (skipped.length) console.log(`Partial:\n  ${skipped.join('\n  ')}`);
console.log(`Total: ${Math.round(total / 1024)} KB. Demo person: ${person.email}`);
