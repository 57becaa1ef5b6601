// Issue 5 "done when", in the browser: a new person with a CPF activates the wallet, gets 100 RDX, signs data, fails
// with a wrong PIN, exports a keystore that ethers opens, recovers the PIN, certifies a report and anyone can verify it.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { Wallet, verifyMessage } from 'ethers';
import { api, signInNewPerson } from '../fixtures/auth';
import { activateWallet, certifyReport } from '../fixtures/wallet';

const PIN = '258046';
const WRONG_PIN = '258047';
const RECOVERY_PASSWORD = 'minha senha de recuperação 2025';
const KEYSTORE_PASSWORD = 'arquivo-seguro-123';

test('wallet: activate, 100 RDX, sign, wrong PIN, keystore, PIN recovery, certificate verified logged out', async ({
  page,
  browser,
}, testInfo) => {
  // scrypt with N = 131072 runs in the page's main thread: give the export room.
  test.setTimeout(300_000);
  const person = await signInNewPerson(page);

  // Activation: the dev chain grants 100 RDX to a newly activated wallet.
  const address = await activateWallet(page, PIN, RECOVERY_PASSWORD);
  await expect(page.getByTestId('rdx-balance')).toHaveText('100,000000', { timeout: 20_000 });
  await expect(page.getByText('RDX', { exact: true }).first()).toBeVisible();

  // Sign data with the PIN.
  const data = `Medição de campo ${testInfo.project.name}: 1.200 mudas plantadas`;
  const sign = page.getByRole('form', { name: 'Assinar dados' });
  await sign.getByLabel('Dados a assinar').fill(data);
  await sign.getByLabel('PIN').fill(PIN);
  await sign.getByRole('button', { name: 'Assinar dados' }).click();
  await expect(page.getByText('Dados assinados com sucesso.')).toBeVisible();
  const signature = (await page.getByTestId('signature-value').textContent())?.trim() ?? '';
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
  expect(verifyMessage(data, signature)).toBe(address);

  // A wrong PIN: destructive toast, no signature.
  await sign.getByLabel('PIN').fill(WRONG_PIN);
  await sign.getByRole('button', { name: 'Assinar dados' }).click();
  const failure = page.getByTestId('toast-container').getByRole('alert');
  await expect(failure).toContainText('Falha ao assinar: PIN incorreto.');
  await expect(failure).toHaveAttribute('data-variant', 'destructive');
  await expect(page.getByTestId('signature-value')).toHaveCount(0);

  // Keystore export: a JSON v3 file ethers decrypts with the chosen password to the same address.
  const exportForm = page.getByRole('form', { name: 'Exportar arquivo de chave' });
  await exportForm.getByLabel('PIN').fill(PIN);
  await exportForm.getByLabel('Senha do arquivo', { exact: true }).fill(KEYSTORE_PASSWORD);
  await exportForm.getByLabel('Repita a senha do arquivo').fill(KEYSTORE_PASSWORD);
  // Records every progress value the bar shows while scrypt runs (the page may be too busy to be polled meanwhile).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (value != null && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const downloading = page.waitForEvent('download', { timeout: 240_000 });
  const startedAt = Date.now();
  await exportForm.getByRole('button', { name: 'Exportar arquivo de chave' }).click();
  const download = await downloading;
  const exportMs = Date.now() - startedAt;
  // The toast lasts 5 s: checked now, before the test's own (slow) decryption of the file.
  await expect(page.getByText('Arquivo de chave gerado.')).toBeVisible();
  const progressSeen = await page.evaluate(() =>
    (window as unknown as { progressSeen: string[] }).progressSeen.map(Number),
  );
  expect(progressSeen.length).toBeGreaterThan(3);
  expect(progressSeen.some((v) => v > 0 && v < 100)).toBe(true);
  testInfo.annotations.push({
    type: 'keystore export (scrypt N=131072) in the browser',
    description: `${exportMs} ms`,
  });
  console.log(`[${testInfo.project.name}] keystore export took ${exportMs} ms`);
  expect(download.suggestedFilename()).toBe(`raiz-carteira-${address}.json`);
  const keystore = fs.readFileSync(await download.path(), 'utf8');
  type KeystoreCrypto = { cipher: string; kdf: string; mac: string; kdfparams: { n: number; r: number; p: number } };
  const parsed = JSON.parse(keystore) as { version: number; address: string; crypto?: KeystoreCrypto };
  expect(parsed.version).toBe(3);
  // Web3 Secret Storage v3 names the section "crypto" (strict readers refuse ethers' "Crypto").
  expect(parsed).not.toHaveProperty('Crypto');
  const crypto = parsed.crypto;
  expect(crypto).toMatchObject({ cipher: 'aes-128-ctr', kdf: 'scrypt', kdfparams: { n: 131072, r: 8, p: 1 } });
  expect(crypto?.mac).toMatch(/^[0-9a-f]{64}$/);
  const opened = await Wallet.fromEncryptedJson(keystore, KEYSTORE_PASSWORD);
  expect(opened.address).toBe(address);

  // "Esqueci meu PIN": the recovery password brings it back.
  const recover = page.getByRole('form', { name: 'Recuperar PIN' });
  await recover.getByLabel('Senha de recuperação').fill(RECOVERY_PASSWORD);
  await recover.getByRole('button', { name: 'Recuperar PIN' }).click();
  await expect(page.getByTestId('recovered-pin')).toHaveText(PIN);

  // "Certificar" on a published report's screen; once certified the report is frozen.
  const report = (title: string) => ({
    title,
    periodStart: '2025-01-01',
    periodEnd: '2025-06-30',
    summary: 'Plantio de mudas nativas às margens do córrego.',
    treesPlanted: 1200,
    co2eTonnes: 35.5,
    status: 'published',
  });
  const title = `Restauração da mata ciliar ${Date.now().toString(36)}`;
  const created = await api<{ id: string }>(page, 'POST', '/v1/reports', report(title));
  await page.goto(`/relatorios/editar/${created.id}`);
  await page.getByRole('button', { name: `Certificar o relatório ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Certificar relatório' });
  await expect(dialog.getByText('Mensagem que sua carteira vai assinar')).toBeVisible();
  await expect(dialog.getByText(`relatorio: ${created.id}`)).toBeVisible();
  // The public name shown with the certificate: the full name by default, or one the person types.
  await expect(dialog.getByRole('radio', { name: `Meu nome completo: ${person.name}` })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Outro nome' }).check();
  await dialog.getByLabel('Nome a exibir').fill(person.email);
  await dialog.getByLabel('PIN da carteira').fill(PIN);
  await dialog.getByRole('button', { name: 'Assinar e certificar' }).click();
  await expect(dialog.getByText('O nome público não pode conter um e-mail.')).toBeVisible();
  const publicName = 'Coletivo Mata Ciliar Viva';
  await dialog.getByLabel('Nome a exibir').fill(publicName);
  await expect(dialog.getByTestId('certify-signer-preview')).toHaveText(`No certificado: Emitido por ${publicName}`);
  // A wrong PIN: the toast shows above the dialog (nothing covers its middle) and the dialog says it too.
  await dialog.getByLabel('PIN da carteira').fill(WRONG_PIN);
  await dialog.getByRole('button', { name: 'Assinar e certificar' }).click();
  const wrongPin = page.getByTestId('toast-container').getByText('Falha ao assinar: PIN incorreto.');
  await expect(wrongPin).toBeVisible({ timeout: 20_000 });
  const box = (await wrongPin.boundingBox())!;
  const onTop = await page.evaluate(
    ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[data-testid="toast-container"]')),
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop).toBe(true);
  await expect(dialog.getByText('Falha ao assinar: PIN incorreto.')).toBeVisible();
  await expect(dialog.getByLabel('PIN da carteira')).toBeFocused();
  await dialog.getByLabel('PIN da carteira').fill(PIN);
  await dialog.getByRole('button', { name: 'Assinar e certificar' }).click();
  await expect(page.getByText('Relatório certificado!')).toBeVisible({ timeout: 20_000 });
  const href = await dialog.getByRole('link', { name: 'Abrir página de verificação' }).getAttribute('href');
  const code = href?.split('/').pop() ?? '';
  expect(code).toMatch(/^[0-9A-Z]{10}$/);
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).first().click();
  await expect(page.getByText('Relatório certificado.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Certificar o relatório ${title}` })).toHaveCount(0);
  await page.goto('/certs');
  await expect(page.getByTestId('certificate-code').filter({ hasText: code })).toBeVisible();

  // Anyone, logged out, sees it valid.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/verificar/${code}`);
  await expect(publicPage.getByTestId('snapshot-title')).toHaveText(title);
  await expect(publicPage.getByTestId('certificate-verdict')).toContainText('Certificado válido');
  await expect(publicPage.getByTestId('signer-address')).toHaveText(address);
  await expect(publicPage.getByTestId('certificate-signer-name')).toHaveText(`Emitido por ${publicName}`);
  await expect(publicPage.getByText(person.email)).toHaveCount(0);
  await expect(publicPage.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await expect(publicPage.getByRole('img', { name: 'Código QR com o link desta página de verificação' })).toBeVisible();
  await visitor.close();

  // The 10 RDX reward for the certificate: 110 RDX (the reward is sent after the answer, so refresh until it lands).
  await page.goto('/carteira');
  const balance = page.getByTestId('rdx-balance');
  await expect(async () => {
    await page.getByRole('button', { name: 'Atualizar saldo' }).click();
    await expect(balance).toHaveText('110,000000', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // A second report, certified from /certs ("Certificar relatório"): 120 RDX.
  const second = `Viveiro comunitário ${Date.now().toString(36)}`;
  await api(page, 'POST', '/v1/reports', report(second));
  await page.goto('/certs');
  await certifyReport(page, second, PIN);
  await expect(page.getByTestId('certificate-item')).toHaveCount(2);
  await expect(page.getByRole('button', { name: `Certificar o relatório ${second}` })).toHaveCount(0);

  // /tokens: the balance and the three grants, newest first.
  await page.goto('/tokens');
  await expect(async () => {
    await page.getByRole('button', { name: 'Atualizar saldo' }).click();
    await expect(page.getByTestId('rdx-balance')).toHaveText('120,000000', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.reload();
  const transfers = page.getByTestId('transfer');
  await expect(transfers).toHaveCount(3);
  for (const [i, amount] of ['+10,000000', '+10,000000', '+100,000000'].entries()) {
    await expect(transfers.nth(i)).toContainText('Recebido');
    await expect(transfers.nth(i)).toContainText(amount);
  }
});

test('an unknown certificate code says so in Portuguese', async ({ page }) => {
  await page.goto('/verificar/ZZZZZZZZZZ');
  await expect(page.getByRole('heading', { name: 'Certificado não encontrado' })).toBeVisible();
});
