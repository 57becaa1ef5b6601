// Versions of a certified report (docs/design.md §5, "Versions") in a real browser: a person certifies a report, makes
// "Nova versão", corrects a value and certifies version 2; logged out, version 1's page says it was replaced and shows
// what changed, version 2's says which version it replaces, and both still verify ("Certificado válido").
import { expect, test } from '@playwright/test';
import { api, signInNewPerson, uniqueTag } from '../fixtures/auth';
import { activateWallet, certifyFromReports } from '../fixtures/wallet';

const PIN = '582914';

test('a certified report corrected by a new version: both certificates verify, each names the other', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInNewPerson(page, { name: 'Rita Versões' });
  const tag = uniqueTag();
  const title = `Plantio corrigido ${tag}`;
  const report = await api<{ id: string }>(page, 'POST', '/v1/reports', {
    title,
    periodStart: '2025-01-01',
    periodEnd: '2025-06-30',
    summary: 'Mudas nativas na nascente.',
    treesPlanted: 400,
    status: 'published',
  });
  await activateWallet(page, PIN, 'senha de recuperação das versões');
  const first = await certifyFromReports(page, title, PIN);

  // "Nova versão" on the certified report opens the draft of version 2 in its form, with the same content.
  await page.goto(`/relatorios/editar/${report.id}`);
  await page.getByRole('button', { name: `Nova versão do relatório ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Editar relatório', level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(report.id));
  await expect(page.getByTestId('report-revision')).toContainText('Versão 2');
  await expect(page.getByLabel('Título')).toHaveValue(title);
  await page.getByLabel('Árvores plantadas').fill('350');
  await page.getByLabel('Situação').selectOption({ label: 'Publicado' });
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Alterações salvas')).toBeVisible();
  const second = await certifyFromReports(page, title, PIN);
  expect(second).not.toBe(first);

  // Logged out, in a fresh browser.
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const verify = await visitor.newPage();
  await verify.setViewportSize(page.viewportSize()!);

  await verify.goto(`/verificar/${first}`);
  const superseded = verify.getByTestId('certificate-superseded');
  await expect(superseded.getByRole('heading', { name: 'Substituída pela versão 2' })).toBeVisible();
  await expect(superseded.getByTestId('difference-treesPlanted')).toContainText('400 árvores');
  await expect(superseded.getByTestId('difference-treesPlanted')).toContainText('350 árvores');
  await expect(verify.getByTestId('certificate-verdict')).toContainText('Certificado válido', { timeout: 30_000 });

  await superseded.getByRole('link', { name: /versão 2/ }).click();
  await expect(verify).toHaveURL(new RegExp(`/verificar/${second}$`));
  await expect(verify.getByTestId('certificate-replaces')).toContainText('Substitui a versão 1');
  await expect(verify.getByTestId('certificate-verdict')).toContainText('Certificado válido', { timeout: 30_000 });
  await expect(verify.getByTestId('certificate-superseded')).toHaveCount(0);
  await visitor.close();
});
