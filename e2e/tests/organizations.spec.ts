// Issue 12's organisations in a real browser, on the real server: Ana creates an organisation and invites Bruno
// (editor) and Carla (leitor) by link; each opens the link on the same browser after the previous person leaves, logs
// in and accepts; Ana and Bruno both edit the organisation's project, Carla cannot (no button, and the API refuses);
// the history shows who changed what. The screens are checked with axe in both themes.
import { expect, test, type Page } from '@playwright/test';
import {
  api,
  continueToIdp,
  demoAccounts,
  enterPassword,
  signInAs,
  signOut,
  signInNewPerson,
  uniqueTag,
} from '../fixtures/auth';
import { axeViolations } from '../fixtures/axe';
import { fillRequiredProjectFields } from '../fixtures/project-form';

/** The one visible "Salvar" (the header's on create screens, the bottom bar's in editor mode). */
const save = (page: Page) => page.getByRole('button', { name: 'Salvar', exact: true }).click();

/** Opens an invitation link logged out: the login comes first, then the invitation page again. */
async function openInvitationAndLogIn(page: Page, invitationPath: string, who: keyof typeof demoAccounts) {
  await page.goto(invitationPath);
  await expect(page).toHaveURL('/auth');
  await expect(page.getByText('Entre ou crie sua conta para aceitar o convite.')).toBeVisible();
  await continueToIdp(page);
  await enterPassword(page, demoAccounts[who]);
  await expect(page).toHaveURL(invitationPath);
}

/** Invites on the Convites section and answers the link's path, as shown to copy. */
async function invite(page: Page, email: string, role: string): Promise<string> {
  const form = page.getByRole('form', { name: 'Convidar pessoa' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Papel').selectOption({ label: role });
  await form.getByRole('button', { name: 'Convidar' }).click();
  const notice = page.getByRole('status').filter({ hasText: `Convite criado para ${email}` });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('copie-o e envie você mesmo');
  const link = await notice.getByRole('textbox', { name: 'Link do convite' }).inputValue();
  await notice.getByRole('button', { name: 'Copiar link do convite' }).click();
  await expect(notice.getByRole('button', { name: 'link do convite copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByRole('region', { name: 'Convites pendentes' })).toContainText(email);
  return new URL(link).pathname;
}

/** axe on the page as it loads in each theme (a reload: the theme follows the system's at start). */
async function checkAxe(page: Page, what: string, ready: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.reload();
    await expect(page.getByText(ready).first()).toBeVisible();
    expect(await axeViolations(page), `${what} (${scheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: null });
}

test('organização: convites por link, papéis, edição em equipe e histórico', async ({ page, context, baseURL }) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const t = uniqueTag();
  const organizationName = `Instituto Mata Viva ${t}`;
  const projectName = `Nascentes ${t}`;
  const carlaEmail = `carla-${t}@exemplo.com.br`;

  // Ana creates the organisation from "Organizações".
  await signInAs(page, 'ana');
  await page.getByRole('link', { name: 'Organizações' }).click();
  await expect(page.getByRole('heading', { name: 'Organizações', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Criar organização' }).first().click();
  await expect(page.getByRole('heading', { name: 'Nova organização', level: 1 })).toBeVisible();
  await checkAxe(page, '/organizacoes/criar', 'Endereço público');
  await page.getByLabel('Nome da organização').fill(organizationName);
  await page.getByLabel('Tipo').selectOption({ label: 'ONG / associação' });
  await page.getByLabel('Município (opcional)').fill('Paraty');
  await page.getByLabel('UF (opcional)').selectOption('RJ');
  await save(page);
  await expect(page.getByText('Organização criada')).toBeVisible();
  await expect(page.getByRole('heading', { name: organizationName, level: 1 })).toBeVisible();
  const organizationPath = new URL(page.url()).pathname;

  // Bruno as editor, Carla (who has no account yet) as leitor: each gets a link to copy.
  const brunoLink = await invite(page, demoAccounts.bruno.email, 'Editor');
  const carlaLink = await invite(page, carlaEmail, 'Leitor');
  await checkAxe(page, 'Convites', carlaEmail);

  // A project in the organisation's space.
  await page.goto('/projetos/criar');
  await page.getByLabel('Espaço', { exact: true }).selectOption({ label: organizationName });
  await fillRequiredProjectFields(page, {
    name: projectName,
    category: 'Reflorestamento',
    biome: 'Mata Atlântica',
    municipality: 'Paraty',
    state: 'RJ',
  });
  await save(page);
  await expect(page.getByText('Projeto criado')).toBeVisible();
  await expect(page.getByText(`Organização: ${organizationName}`)).toBeVisible();
  const projectPath = new URL(page.url()).pathname;
  const projectId = projectPath.split('/').pop()!;
  // Opened with the wrong account (hers), Bruno's link says so before anything is clicked.
  await page.goto(brunoLink);
  await expect(page.getByRole('note')).toContainText('Este convite foi enviado para outro e-mail');
  await expect(page.getByRole('button', { name: 'Aceitar convite' })).toHaveCount(0);
  await checkAxe(page, '/convite (outra conta)', 'Sair para trocar de conta');
  await signOut(page);

  // Bruno, on the same browser: the link asks him to log in, then shows the invitation.
  await openInvitationAndLogIn(page, brunoLink, 'bruno');
  await expect(page.getByRole('heading', { name: organizationName })).toBeVisible();
  await expect(page.getByText('Editor', { exact: true })).toBeVisible();
  await checkAxe(page, '/convite', 'Válido até');
  await page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(page.getByText('Convite aceito')).toBeVisible();
  await expect(page).toHaveURL(organizationPath);
  await expect(page.getByRole('heading', { name: organizationName, level: 1 })).toBeVisible();

  // He edits the organisation's project.
  await page.getByRole('link', { name: 'Ver projetos' }).click();
  await page.getByRole('link', { name: `Abrir o projeto ${projectName}` }).click();
  await page.getByRole('link', { name: 'Editar o projeto' }).click();
  await page.getByLabel('Situação').selectOption({ label: 'Em andamento' });
  await page.getByLabel('Área em hectares (opcional)').fill('12,5');
  await save(page);
  await expect(page.getByText('Alterações salvas')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dados do projeto' })).toContainText('12,50 ha');
  await signOut(page);

  // Carla signs up on the same browser and accepts hers: she reads, and cannot edit.
  await signInNewPerson(page, { name: 'Carla Dias', email: carlaEmail });
  await page.goto(carlaLink);
  await expect(page.getByText('Leitor', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(page).toHaveURL(organizationPath);
  await expect(page.getByRole('navigation', { name: 'Seções da organização' })).toHaveCount(0);
  await expect(page.getByText('Bruno Lima')).toBeVisible();
  await checkAxe(page, '/organizacoes/:id (leitor)', 'Bruno Lima');
  await page.goto(projectPath);
  await expect(page.getByRole('heading', { name: projectName, level: 1 })).toBeVisible();
  await expect(page.getByText(`Organização: ${organizationName}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar o projeto' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Excluir/ })).toHaveCount(0);
  await expect(api(page, 'PATCH', `/v1/projects/${projectId}`, { name: 'Da Carla', version: 2 })).rejects.toThrow(
    /→ 403: .*Seu papel nesta organização não permite esta ação/,
  );
  await signOut(page);

  // Ana edits it too, then reads the history.
  await signInAs(page, 'ana');
  await page.goto(`/projetos/editar/${projectId}`);
  await page.getByLabel('Descrição (opcional)').fill('Mudas nativas nas nascentes do rio.');
  await save(page);
  await expect(page.getByText('Alterações salvas')).toBeVisible();

  // As a manager she changes the organisation's settings: the form, not "Você não pode editar este item".
  await page.goto(organizationPath);
  const sections = page.getByRole('navigation', { name: 'Seções da organização' });
  await sections.getByRole('link', { name: 'Configurações' }).click();
  await page.getByLabel('Descrição (opcional)').fill('Recupera nascentes na Serra do Mar.');
  await save(page);
  await expect(page.getByText('Alterações salvas')).toBeVisible();

  await sections.getByRole('link', { name: 'Histórico' }).click();
  const entries = page.getByRole('listitem');
  const brunoEdit = entries.filter({ hasText: `Projeto “${projectName}”` }).filter({ hasText: 'Bruno Lima' });
  await expect(brunoEdit.filter({ hasText: 'Edição' })).toContainText('SituaçãoPlanejado → para Em andamento');
  await expect(brunoEdit.filter({ hasText: 'Edição' })).toContainText('12,50');
  await expect(entries.filter({ hasText: 'Edição' }).filter({ hasText: 'Ana Souza' })).toContainText(
    'Mudas nativas nas nascentes do rio.',
  );
  await expect(entries.filter({ hasText: 'Bruno Lima entrou como Editor' })).toBeVisible();
  await expect(entries.filter({ hasText: 'Carla Dias entrou como Leitor' })).toBeVisible();
  await checkAxe(page, 'Histórico', 'Bruno Lima entrou como Editor');

  // Only Bruno's entries, then only the project's.
  await page.getByLabel('Pessoa').selectOption({ label: 'Bruno Lima' });
  await expect(entries.filter({ hasText: 'Ana Souza' })).toHaveCount(0);
  await expect(entries.filter({ hasText: 'Bruno Lima entrou como Editor' })).toBeVisible();
  await page.getByLabel('Pessoa').selectOption({ label: 'Todas as pessoas' });
  await page.getByLabel('Projeto').selectOption({ label: projectName });
  await expect(entries.filter({ hasText: 'entrou como' })).toHaveCount(0);
  await expect(entries.filter({ hasText: `Projeto “${projectName}”` })).toHaveCount(3);
});
