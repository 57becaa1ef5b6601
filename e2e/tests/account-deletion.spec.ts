// "Excluir minha conta" (docs/product.md#excluir-minha-conta) in a real browser: the person deletes their account on
// /conta, lands logged out, and their old e-mail and password no longer sign in.
import { expect, test } from '@playwright/test';
import { createProject, signInNewPerson } from '../fixtures/auth';

test('a person deletes their account on /conta and can no longer sign in with it', async ({ page }) => {
  const person = await signInNewPerson(page, { name: 'Laura Sai da Raiz' });
  const project = await createProject(page, 'Horta comunitária da Laura', { municipality: 'Goiânia' });

  await page.goto('/conta');
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir sua conta?' });
  await expect(dialog).toContainText('Certificado retirado a pedido do titular');
  await expect(dialog).toContainText('os tokens RDX já registrados na blockchain não podem ser apagados');
  const confirm = dialog.getByRole('button', { name: 'Excluir minha conta' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Para confirmar, digite EXCLUIR').fill('EXCLUIR');
  await confirm.click();

  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('status').filter({ hasText: 'Sua conta foi excluída.' })).toBeVisible();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('accessToken');
  await page.goto(`/projetos/${project.id}`);
  await expect(page).toHaveURL('/auth');

  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar', exact: true })).toBeVisible();
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Senha').fill(person.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
});
