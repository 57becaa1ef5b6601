// Issue 9's story in a real browser: logging in, out and in again as other people on one browser, through the
// bundled identity provider (whose session outlives the app's), must always work and never carry the previous
// person's page or name over.
import { expect, test, type Page } from '@playwright/test';
import { signInAs, signOut, signInNewPerson } from '../fixtures/auth';

async function greets(page: Page, name: string) {
  await expect(page).toHaveURL('/painel');
  await expect(page.getByText(`Olá, ${name}. Este é o resumo do impacto dos seus projetos.`)).toBeVisible();
}

test('log in → Sair → log in as someone else → Sair → Criar conta: each lands logged in on /painel', async ({ page }) => {
  // The provider ends the previous person's session itself: no detour through its script-driven logout page.
  const detours: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/idp/session/end')) detours.push(r.url());
  });
  await signInAs(page, 'ana');
  await greets(page, 'Ana Souza');
  await signOut(page);

  await signInAs(page, 'bruno');
  // Not on /conta, where Ana left: the return-to page was hers.
  await greets(page, 'Bruno Lima');
  await signOut(page);

  const person = await signInNewPerson(page, { name: 'Joana Ribeiro da Silva' });
  await expect(page.getByText('Sua conta foi criada com sucesso.')).toBeVisible();
  await greets(page, 'Joana Ribeiro da Silva');
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Conta' }).click();
  await expect(page.getByRole('region', { name: 'Perfil' }).getByText(person.email)).toBeVisible();

  // And back to the first account once more.
  await signOut(page);
  await signInAs(page, 'ana');
  await greets(page, 'Ana Souza');
  expect(detours).toEqual([]);
});
