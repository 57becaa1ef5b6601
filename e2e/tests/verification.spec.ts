// Independent verification from request to a co-signed certificate (issue 25 items 1–3): the administration accredits
// a verifier organisation on /verificadores and renews it; an organisation's owner with a certified report asks it to
// verify from /certs; a member of the verifier reviews (the signed snapshot re-checked in the browser), asks for
// clarification, gets the author's answer in the same thread, gives a verdict per section and signs with her own
// wallet; logged out, /verificar shows "Verificado por" and a valid headline, checked in the browser; the registry
// shows the impact as verified.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, publishedCerradoReport, signInAs, signInNewPerson, uniqueTag } from '../fixtures/auth';
import { activateWallet, certifyFromReports } from '../fixtures/wallet';

const AUTHOR_PIN = '739251';
const VERIFIER_PIN = '615284';

async function newPage(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin });
  return context.newPage();
}

test('a verifier accredited by the administration co-signs a certificate, checked logged out', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const tag = uniqueTag();
  const origin = baseURL!;

  // A person creates a verifier organisation ("Verificadora independente") and activates her wallet.
  const verifier = await newPage(browser, origin);
  await signInNewPerson(verifier, { name: 'Bruna Verificadora' });
  const verifierName = `Verifica Cerrado ${tag}`;
  await api(verifier, 'POST', '/v1/organizations', {
    name: verifierName,
    type: 'verifier',
    municipality: 'Brasília',
    state: 'DF',
  });
  await activateWallet(verifier, VERIFIER_PIN, 'senha de recuperação da verificadora');

  // The platform administration accredits it for the cerrado and water resources.
  const admin = await newPage(browser, origin);
  await signInAs(admin, 'admin');
  await admin.goto('/verificadores');
  await admin.getByRole('button', { name: 'Credenciar organização' }).click();
  const accredit = admin.getByRole('dialog', { name: 'Credenciar organização' });
  await accredit.getByLabel('Organização verificadora').selectOption({ label: verifierName });
  await accredit.getByLabel('Cerrado').check();
  await accredit.getByLabel('Recursos hídricos').check();
  await accredit.getByLabel('Início da vigência').fill('2026-01-01');
  await accredit.getByLabel('Fim da vigência').fill('2030-12-31');
  await accredit.getByRole('button', { name: 'Credenciar' }).click();
  await expect(accredit).toBeHidden();
  const card = admin.getByTestId('verifier').filter({ hasText: verifierName });
  await expect(card).toContainText('Credenciada');
  await expect(card.getByRole('button', { name: 'Suspender' })).toBeVisible();

  // It renews the accreditation for one more year, from the scope and period it has now.
  await card.getByRole('button', { name: 'Renovar' }).click();
  const renew = admin.getByRole('dialog', { name: 'Renovar credenciamento' });
  await expect(renew.getByLabel('Cerrado')).toBeChecked();
  await renew.getByLabel('Fim da vigência').fill('2031-12-31');
  await renew.getByLabel('Motivo (opcional)').fill('Auditoria anual concluída.');
  await renew.getByRole('button', { name: 'Renovar' }).click();
  await expect(renew).toBeHidden();
  await expect(card).toContainText('01/01/2026 a 31/12/2031');

  // An organisation's owner certifies a report of a cerrado project and asks the verifier to verify it.
  await signInNewPerson(page, { name: 'Marta Coordenadora' });
  const organization = await api<{ id: string }>(page, 'POST', '/v1/organizations', {
    name: `Instituto Vereda ${tag}`,
    type: 'ngo',
    municipality: 'Alto Paraíso de Goiás',
    state: 'GO',
  });
  const reportTitle = `Cercamento das veredas ${tag}`;
  const projectName = `Veredas ${tag}`;
  const project = await publishedCerradoReport(page, organization.id, projectName, reportTitle);
  // In the public registry too, so the verified impact shows there (issue 25 item 5).
  const { version } = await api<{ version: number }>(page, 'GET', `/v1/projects/${project.id}`);
  await api(page, 'PATCH', `/v1/projects/${project.id}`, { public: true, version });
  await activateWallet(page, AUTHOR_PIN, 'senha de recuperação bem longa');
  const code = await certifyFromReports(page, reportTitle, AUTHOR_PIN);
  await page.goto('/certs');
  await page.getByRole('button', { name: `Pedir verificação do certificado ${code}` }).click();
  const ask = page.getByRole('dialog', { name: 'Pedir verificação' });
  await ask.getByRole('radio', { name: new RegExp(verifierName) }).check();
  await ask.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByText('Pedido de verificação enviado', { exact: true })).toBeVisible();

  // The verifier's member finds it in her inbox and reviews the report exactly as signed.
  await verifier.goto('/verificacoes');
  await verifier.getByRole('region', { name: 'Para analisar' }).getByRole('link', { name: reportTitle }).click();
  await expect(verifier.getByRole('heading', { level: 1, name: reportTitle })).toBeVisible();
  await expect(verifier.getByTestId('review-certificate-verdict')).toContainText('Certificado válido');
  const thread = verifier.getByRole('region', { name: 'Mensagens' });
  await thread.getByLabel('Mensagem ao autor').fill('Qual foi o método de medição do cercamento?');
  await thread.getByLabel(/Pedir esclarecimento/).check();
  await thread.getByRole('button', { name: 'Pedir esclarecimento' }).click();
  await expect(verifier.getByText('Aguardando esclarecimento').first()).toBeVisible();

  // The author answers in the same thread.
  await page.goto('/verificacoes');
  await page.getByRole('region', { name: 'Pedidos enviados' }).getByRole('link', { name: reportTitle }).click();
  const answer = page.getByRole('region', { name: 'Mensagens' });
  await expect(answer).toContainText('Qual foi o método de medição do cercamento?');
  await answer.getByLabel('Resposta à verificadora').fill('Medição com GPS ao longo da cerca.');
  await answer.getByRole('button', { name: 'Responder' }).click();
  await expect(page.getByText('Em análise').first()).toBeVisible();

  // Verdicts per section, then the statement signed with the verifier's own wallet.
  await verifier.reload();
  await expect(verifier.getByRole('region', { name: 'Mensagens' })).toContainText('Medição com GPS ao longo da cerca.');
  for (const section of ['Indicadores', 'Evidências', 'Localização', 'Metodologia']) {
    await verifier.getByRole('group', { name: section }).getByLabel('Conforme', { exact: true }).check();
  }
  await verifier.getByLabel('Comentário sobre indicadores').fill('Indicadores conferidos em campo.');
  await verifier.getByRole('button', { name: 'Salvar pareceres' }).click();
  await expect(verifier.getByText('Pareceres salvos', { exact: true })).toBeVisible();
  await verifier.getByRole('button', { name: 'Assinar verificação' }).click();
  const sign = verifier.getByRole('dialog', { name: 'Assinar verificação' });
  await expect(sign).toContainText('Raiz — verificação de certificado');
  await sign.getByLabel('PIN da carteira').fill(VERIFIER_PIN);
  await sign.getByRole('button', { name: 'Assinar verificação' }).click();
  await expect(verifier.getByText('Verificação assinada', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(verifier.getByText('Aprovada').first()).toBeVisible();

  // Logged out: the certificate shows who verified it, each verdict, and a valid headline checked in the browser.
  const anyone = await newPage(browser, origin);
  await anyone.goto(`/verificar/${code}`);
  const statement = anyone.getByTestId('certificate-verification');
  await expect(statement).toContainText(`Verificado por ${verifierName} em`);
  await expect(statement).toContainText('Indicadores conferidos em campo.');
  await expect(statement.getByText('Assinatura da verificadora confere')).toBeVisible();
  const verdict = anyone.getByTestId('certificate-verdict');
  await expect(verdict).toContainText('Certificado válido');
  await expect(verdict).toContainText('1 verificação independente');
  await expect(
    anyone.getByText(`${verifierName} estava credenciada para o bioma e a categoria do projeto`),
  ).toBeVisible();

  // And /verificadores lists it for anyone.
  await anyone.goto('/verificadores');
  const publicCard = anyone.getByTestId('verifier').filter({ hasText: verifierName });
  await expect(publicCard).toContainText('Credenciada');
  await publicCard.getByText('Histórico do credenciamento').click();
  await expect(publicCard).toContainText('Motivo: Auditoria anual concluída.');

  // The registry counts the report as verified: the "Verificado" filter finds the project, its card and its page show
  // the impact as verified (none left self-declared), and the report says who verified it.
  await anyone.goto(`/registro?q=${encodeURIComponent(projectName)}&verificado=true`);
  const registryCard = anyone.getByRole('article', { name: projectName });
  await expect(registryCard.getByRole('list', { name: 'Impacto verificado' })).toContainText('321 árvores');
  await expect(registryCard.getByRole('list', { name: 'Impacto autodeclarado' })).toHaveCount(0);
  await registryCard.getByRole('link', { name: projectName }).click();
  await expect(anyone.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(anyone.getByRole('region', { name: 'Impacto verificado' })).toContainText('321');
  await expect(anyone.getByRole('region', { name: 'Impacto autodeclarado' })).toHaveCount(0);
  await expect(anyone.getByRole('link', { name: new RegExp(`Verificado por ${verifierName} em`) })).toBeVisible();
  for (const p of [verifier, admin, anyone]) await p.context().close();
});
