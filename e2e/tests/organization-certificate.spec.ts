// An organisation's work, from its space to the public (issue 12): an owner creates an organisation and a project in
// it, publishes the project from its page, certifies a report with her own wallet as the organisation; logged out,
// anyone finds the organisation's page in the registry, opens the project and verifies the certificate, which names
// the organisation and the signer's role. Runs at 390 px and 1280 px.
import { expect, test } from '@playwright/test';
import { api, publishedCerradoReport, signInNewPerson, uniqueTag } from '../fixtures/auth';
import { activateWallet, certifyFromReports } from '../fixtures/wallet';

const PIN = '739251';

test('a report certified as the organisation is verified logged out, naming the organisation and the role', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInNewPerson(page, { name: 'Marta Coordenadora' });
  const tag = uniqueTag();
  const organizationName = `Instituto Buriti ${tag}`;
  const organization = await api<{ id: string; slug: string }>(page, 'POST', '/v1/organizations', {
    name: organizationName,
    type: 'ngo',
    municipality: 'Alto Paraíso de Goiás',
    state: 'GO',
  });
  // One long unbroken word: the certificate must wrap it, on screen and on paper.
  const projectName = `Veredas vivas ${tag} RecuperaçãoDasVeredasEdasNascentesDoCerradoNoPlanaltoCentral`;
  const reportTitle = `Cercamento das veredas ${tag}`;
  const project = await publishedCerradoReport(page, organization.id, projectName, reportTitle);

  // The project page names its organisation; its owner publishes it.
  await page.goto(`/projetos/${project.id}`);
  await expect(page.getByRole('link', { name: organizationName }).first()).toBeVisible();
  const panel = page.getByRole('region', { name: 'Registro público' });
  await panel.getByRole('button', { name: 'Publicar no registro público' }).click();
  await page
    .getByRole('alertdialog', { name: `Publicar “${projectName}” no registro público?` })
    .getByRole('button', { name: 'Publicar' })
    .click();
  await expect(page.getByText('Projeto publicado no registro')).toBeVisible();

  // Certified with her own wallet, as the organisation's proprietária.
  await activateWallet(page, PIN, 'senha de recuperação bem longa');
  const code = await certifyFromReports(page, reportTitle, PIN);

  // The organisation's history has the publication and the certification.
  const history = await api<{ items: { action: string; summary: string }[] }>(
    page,
    'GET',
    `/v1/organizations/${organization.id}/history?projectId=${project.id}`,
  );
  expect(history.items.map((entry) => entry.action)).toEqual(expect.arrayContaining(['publish', 'certify']));

  // Logged out (a fresh context: no session at all).
  const visitor = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const anyone = await visitor.newPage();
  await anyone.goto(`/registro/organizacoes/${organization.slug}`);
  await expect(anyone.getByRole('heading', { level: 1, name: organizationName })).toBeVisible();
  await anyone.getByRole('article', { name: projectName }).getByRole('link', { name: projectName }).click();
  await expect(anyone.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  const report = anyone.getByRole('article', { name: reportTitle });
  await expect(report).toContainText('Certificado');
  await report.getByRole('link', { name: new RegExp(`Verificar o certificado ${code}`) }).click();
  await expect(anyone).toHaveURL(`/verificar/${code}`);
  await expect(anyone.getByTestId('certificate-verdict')).toContainText('Certificado válido');
  await expect(anyone.getByTestId('certificate-organization')).toHaveText(organizationName);
  await expect(anyone.getByText('(Proprietário) em nome de')).toBeVisible();

  // Printed (an A4 page's width, two columns): the long project name stays in its column, clear of "Período".
  await anyone.setViewportSize({ width: 794, height: 1123 });
  await anyone.emulateMedia({ media: 'print' });
  const projectLine = anyone.getByTestId('snapshot-project');
  await expect(projectLine).toHaveText(projectName);
  const layout = await projectLine.evaluate((dd) => {
    const range = document.createRange();
    range.selectNodeContents(dd);
    const text = range.getBoundingClientRect();
    const period = Array.from(document.querySelectorAll('dt')).find((dt) => dt.textContent === 'Período')!;
    const periodBox = period.getBoundingClientRect();
    const label = dd.previousElementSibling!.getBoundingClientRect();
    return { textRight: text.right, labelTop: label.top, periodLeft: periodBox.left, periodTop: periodBox.top };
  });
  expect(layout.periodTop, 'Projeto and Período side by side on paper').toBe(layout.labelTop);
  expect(layout.textRight).toBeLessThanOrEqual(layout.periodLeft);
  await visitor.close();
});
