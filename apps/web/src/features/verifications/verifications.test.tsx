// The verification screens (docs/design.md §8) against a fake API answering through the real response schemas:
// /verificadores (accreditation offered only by the server's `can`), "Pedir verificação" on /certs (the server's
// refusal shown), and the review (verdicts saved, the statement signed with the reviewer's wallet).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  certificateSchema,
  dataSchema,
  meResponseSchema,
  publicVerifierListResponseSchema,
  reportListResponseSchema,
  statementVerdicts,
  verificationComments,
  verificationDraftResponseSchema,
  verificationListResponseSchema,
  verificationMessages,
  verificationRequestSchema,
  verificationResponseSchema,
  verifierListResponseSchema,
  verifierResponseSchema,
  VERIFICATION_STATEMENT_TYPE,
  type Certificate,
  type Verifier,
  type VerificationRequest,
} from '@raiz/domain';
import { canonicalSha256 } from '@raiz/domain/wallet/canonical-hash';
import { certificateMessage } from '@raiz/domain/wallet/certificate-message';
import { recoverMessageSigner, signMessage } from '@raiz/domain/wallet/sign-message';
import { saltResponseSchema, walletResponseSchema } from '@raiz/domain/wallet/wallet-schemas';
import { z } from 'zod';
import { loginSession } from '../../lib/session/session-store';
import { renderApp } from '../../test/render-app';
import { setUpScreens } from '../../test/screen-hooks';
import { checkedFetch, errorAnswer, json, type FakeRequest, type ResponseSchemas } from '../../test/schema-answer';
import { accreditedHistory, verifierOrgId, verificationId } from '../../test/verification-fixtures';
import { PIN, ana, boundWallet, certifiedSnapshot, hashes, reportId, salt, userId } from '../../test/wallet-fixtures';

const endpoints: ResponseSchemas = [
  ['GET', /^\/v1\/public\/verifiers$/, publicVerifierListResponseSchema],
  ['GET', /^\/v1\/verifiers$/, verifierListResponseSchema],
  ['POST', /^\/v1\/admin\/verifiers(\/[^/]+\/status)?$/, verifierResponseSchema],
  ['PUT', /^\/v1\/admin\/verifiers\/[^/]+$/, verifierResponseSchema],
  ['GET', /^\/v1\/certificates$/, dataSchema(z.array(certificateSchema))],
  ['GET', /^\/v1\/reports$/, reportListResponseSchema],
  ['GET', /^\/v1\/verifications$/, verificationListResponseSchema],
  ['POST', /^\/v1\/verifications$/, verificationResponseSchema],
  ['GET', /^\/v1\/verifications\/[^/]+$/, verificationResponseSchema],
  ['PUT', /^\/v1\/verifications\/[^/]+\/verdicts$/, verificationResponseSchema],
  ['POST', /^\/v1\/verifications\/[^/]+\/(messages|statement)$/, verificationResponseSchema],
  ['GET', /^\/v1\/verifications\/[^/]+\/statement-draft$/, verificationDraftResponseSchema],
  ['GET', /^\/v1\/wallets\/evm$/, walletResponseSchema],
  ['GET', /^\/v1\/wallets\/evm\/get-salt$/, saltResponseSchema],
  ['GET', /^\/v1\/me$/, meResponseSchema],
];

const noCan = { accredit: false, renew: false, suspend: false, reinstate: false, revoke: false };
const accredited: Verifier = {
  id: verifierOrgId,
  slug: 'verifica-brasil',
  name: 'Verifica Brasil',
  scope: accreditedHistory[0]!.scope,
  period: accreditedHistory[0]!.period,
  status: 'active',
  history: accreditedHistory,
  can: noCan,
};
const candidate: Verifier = {
  id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  slug: 'auditoria-verde',
  name: 'Auditoria Verde',
  scope: null,
  period: null,
  status: null,
  history: [],
  can: { ...noCan, accredit: true },
};
const { hashed_auth_provider_id } = hashes;
const me = {
  user: { id: userId, username: 'ana', email: 'ana@raiz.dev', name: 'Ana Souza', roles: ['user'] },
  dataTableA: { hashed_auth_provider_id, evm_address: boundWallet.address },
  hasCpf: true,
};

let requests: FakeRequest[];
let api: (request: FakeRequest) => Response | Promise<Response> | undefined;

/** What every signed-in page asks (the shell, the wallet), answered before the test's own `api`. */
function shell({ url }: FakeRequest): Response | undefined {
  if (url === '/v1/me') return json({ data: me });
  if (url === '/v1/wallets/evm')
    return json({ data: { ...hashes, evm_address: boundWallet.address, rewards_pending: 0 } });
  if (url === '/v1/wallets/evm/get-salt') return json({ data: { salt } });
  return undefined;
}

setUpScreens();
beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    checkedFetch(endpoints, async (request) => {
      requests.push(request);
      return (
        shell(request) ?? (await api(request)) ?? errorAnswer(404, 'not_found', `Sem resposta para ${request.url}`)
      );
    }),
  );
});

describe('/verificadores', { timeout: 20_000 }, () => {
  it('lists the accredited verifiers with scope, period, status and history, logged out, offering nothing', async () => {
    const { can: _, ...publicOne } = accredited;
    api = ({ url }) => (url === '/v1/public/verifiers' ? json({ data: [publicOne] }) : undefined);
    renderApp('/verificadores');
    const card = await screen.findByTestId('verifier');
    expect(card).toHaveTextContent('Verifica Brasil');
    expect(card).toHaveTextContent('Credenciada');
    expect(card).toHaveTextContent('Cerrado');
    expect(card).toHaveTextContent('Reflorestamento');
    expect(card).toHaveTextContent('01/01/2025 a 31/12/2026');
    expect(card).toHaveTextContent('Credenciamento em');
    expect(screen.queryByRole('button', { name: 'Credenciar organização' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspender' })).not.toBeInTheDocument();
  });

  it('offers nothing to a signed-in person the server gives no `can`', async () => {
    loginSession(ana);
    api = ({ url }) => (url === '/v1/verifiers' ? json({ data: [accredited] }) : undefined);
    renderApp('/verificadores');
    expect(await screen.findByTestId('verifier')).toHaveTextContent('Verifica Brasil');
    expect(screen.queryByRole('button', { name: 'Credenciar organização' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspender' })).not.toBeInTheDocument();
  });

  it('lets a platform admin accredit a verifier organisation and suspend one with a required reason', async () => {
    loginSession({ ...ana, roles: ['user', 'admin'], role: 'admin' });
    const adminCan = { ...noCan, renew: true, suspend: true, revoke: true };
    let suspended = false;
    api = ({ method, url, body }) => {
      if (url === '/v1/verifiers')
        return json({
          data: [
            suspended
              ? { ...accredited, status: 'suspended', can: { ...adminCan, suspend: false, reinstate: true } }
              : { ...accredited, can: adminCan },
            candidate,
          ],
        });
      if (method === 'POST' && url === '/v1/admin/verifiers')
        return json(
          {
            data: {
              ...candidate,
              status: 'active',
              scope: (body as { scope: object }).scope,
              period: (body as { period: object }).period,
              can: adminCan,
            },
          },
          201,
        );
      if (method === 'POST' && url.endsWith('/status')) {
        suspended = true;
        return json({ data: { ...accredited, status: 'suspended', can: { ...adminCan, reinstate: true } } });
      }
      return undefined;
    };
    const user = userEvent.setup();
    renderApp('/verificadores');
    await user.click(await screen.findByRole('button', { name: 'Credenciar organização' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credenciar organização' });
    expect(within(dialog).getByLabelText('Organização verificadora')).toHaveDisplayValue('Auditoria Verde');
    await user.click(within(dialog).getByRole('button', { name: 'Credenciar' }));
    expect(await within(dialog).findByText('Escolha pelo menos um bioma.')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Amazônia'));
    await user.click(within(dialog).getByLabelText('Conservação'));
    await user.type(within(dialog).getByLabelText('Início da vigência'), '2025-01-01');
    await user.type(within(dialog).getByLabelText('Fim da vigência'), '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Credenciar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'POST' && r.url === '/v1/admin/verifiers')?.body).toEqual({
      organizationId: candidate.id,
      scope: { biomes: ['amazonia'], categories: ['conservation'] },
      period: { validFrom: '2025-01-01', validUntil: '2026-12-31' },
    });

    const card = (await screen.findAllByTestId('verifier'))[0]!;
    await user.click(within(card).getByRole('button', { name: 'Suspender' }));
    const suspend = await screen.findByRole('dialog', { name: 'Suspender credenciamento' });
    await user.click(within(suspend).getByRole('button', { name: 'Suspender' }));
    expect(await within(suspend).findByText('Informe o motivo.')).toBeInTheDocument();
    await user.type(within(suspend).getByLabelText('Motivo'), 'Auditoria em andamento.');
    await user.click(within(suspend).getByRole('button', { name: 'Suspender' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.url.endsWith('/status'))?.body).toEqual({
      action: 'suspend',
      reason: 'Auditoria em andamento.',
    });
    expect(await screen.findByRole('button', { name: 'Reativar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspender' })).not.toBeInTheDocument();
  });

  it('lets a platform admin renew an accreditation from its current scope and period, with an optional reason', async () => {
    loginSession({ ...ana, roles: ['user', 'admin'], role: 'admin' });
    const adminCan = { ...noCan, renew: true, suspend: true, revoke: true };
    let renewed: Verifier | null = null;
    api = ({ method, url, body }) => {
      if (url === '/v1/verifiers') return json({ data: [renewed ?? { ...accredited, can: adminCan }] });
      if (method === 'PUT' && url === `/v1/admin/verifiers/${accredited.id}`) {
        const { scope, period } = body as Pick<Verifier, 'scope' | 'period'>;
        renewed = { ...accredited, scope, period, can: adminCan };
        return json({ data: renewed });
      }
      return undefined;
    };
    const user = userEvent.setup();
    renderApp('/verificadores');
    const card = await screen.findByTestId('verifier');
    await user.click(within(card).getByRole('button', { name: 'Renovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renovar credenciamento' });
    // It starts from what is accredited now: the cerrado, reforestation, 01/01/2025 to 31/12/2026.
    expect(within(dialog).getByLabelText('Cerrado')).toBeChecked();
    expect(within(dialog).getByLabelText('Reflorestamento')).toBeChecked();
    expect(within(dialog).getByLabelText('Amazônia')).not.toBeChecked();
    expect(within(dialog).getByLabelText('Início da vigência')).toHaveValue('2025-01-01');
    expect(within(dialog).queryByLabelText('Organização verificadora')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Reflorestamento'));
    await user.click(within(dialog).getByRole('button', { name: 'Renovar' }));
    expect(await within(dialog).findByText('Escolha pelo menos uma categoria.')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Conservação'));
    await user.click(within(dialog).getByLabelText('Amazônia'));
    await user.clear(within(dialog).getByLabelText('Fim da vigência'));
    await user.type(within(dialog).getByLabelText('Fim da vigência'), '2028-12-31');
    await user.type(within(dialog).getByLabelText('Motivo (opcional)'), 'Auditoria de renovação concluída.');
    await user.click(within(dialog).getByRole('button', { name: 'Renovar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      scope: { biomes: ['amazonia', 'cerrado'], categories: ['conservation'] },
      period: { validFrom: '2025-01-01', validUntil: '2028-12-31' },
      reason: 'Auditoria de renovação concluída.',
    });
    expect(await screen.findByTestId('verifier')).toHaveTextContent('01/01/2025 a 31/12/2028');
  });
});

async function issuedCertificate(): Promise<Certificate> {
  const sha256 = canonicalSha256(certifiedSnapshot);
  const message = certificateMessage(reportId, sha256);
  return {
    code: 'AB12CD34EF',
    reportId,
    snapshot: certifiedSnapshot,
    sha256,
    message,
    signature: await signMessage(boundWallet.privateKey, message),
    signerAddress: boundWallet.address,
    signerRef: 'f0'.repeat(32),
    issuedAt: '2025-07-02T15:30:00.000Z',
    supersededBy: null,
    replaces: null,
  };
}

function requestOf(certificate: Certificate, overrides: Partial<VerificationRequest> = {}): VerificationRequest {
  return verificationRequestSchema.parse({
    id: verificationId,
    certificateCode: certificate.code,
    report: { id: reportId, title: certifiedSnapshot.title, projectId: null, projectName: 'Nascentes do Cerrado' },
    requester: { organizationId: null, name: 'Ana Souza' },
    verifier: { id: verifierOrgId, slug: 'verifica-brasil', name: 'Verifica Brasil' },
    status: 'in_review',
    side: 'verifier',
    createdAt: '2025-07-10T10:00:00.000Z',
    updatedAt: '2025-07-10T10:00:00.000Z',
    can: {
      review: true,
      requestClarification: true,
      answer: false,
      sign: true,
      withdraw: false,
      withdrawStatement: false,
    },
    certificate,
    evidence: [],
    messages: [],
    verdicts: [],
    statement: null,
    signProblem: null,
    ...overrides,
  });
}

describe('asking for and reviewing a verification', { timeout: 30_000 }, () => {
  beforeEach(() => loginSession(ana));

  it('"Pedir verificação" on /certs sends the chosen verifier, and shows the server\'s refusal in Portuguese', async () => {
    const certificate = await issuedCertificate();
    let refuse = true;
    api = ({ method, url }) => {
      if (url.startsWith('/v1/reports')) return json({ data: { items: [], page: 1, pageSize: 100, total: 0 } });
      // The server says which certificates the person may have verified: the button follows it.
      if (url === '/v1/certificates')
        return json({
          data: [
            { ...certificate, can: { requestVerification: true } },
            { ...certificate, code: 'ZZ98YX76WV', can: { requestVerification: false } },
          ],
        });
      if (url === '/v1/verifiers') return json({ data: [accredited] });
      if (method === 'POST' && url === '/v1/verifications') {
        if (refuse) return errorAnswer(409, 'conflict', verificationMessages.outOfScope);
        return json({ data: requestOf(certificate, { side: 'author', status: 'requested' }) }, 201);
      }
      return undefined;
    };
    const user = userEvent.setup();
    renderApp('/certs');
    await user.click(await screen.findByRole('button', { name: 'Pedir verificação do certificado AB12CD34EF' }));
    expect(screen.getByText('ZZ98YX76WV')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Pedir verificação do certificado ZZ98YX76WV' }),
    ).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Pedir verificação' });
    await user.click(await within(dialog).findByRole('radio', { name: /Verifica Brasil/ }));
    await user.type(within(dialog).getByLabelText('Mensagem para a verificadora (opcional)'), 'Obrigada!');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar pedido' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(verificationMessages.outOfScope);
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Enviar pedido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Pedido de verificação enviado')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST' && r.url === '/v1/verifications').at(-1)?.body).toEqual({
      certificateCode: 'AB12CD34EF',
      verifierId: verifierOrgId,
      message: 'Obrigada!',
    });
  });

  it("reviews: the signed snapshot re-checked, verdicts saved, the statement signed with the reviewer's wallet", async () => {
    const certificate = await issuedCertificate();
    let current = requestOf(certificate, {
      project: {
        id: '3f2e1d0c-9b8a-4765-8432-10fedcba9876',
        name: 'Nascentes do Cerrado',
        biome: 'cerrado',
        category: 'reforestation',
        municipality: 'Alto Paraíso de Goiás',
        state: 'GO',
        latitude: null,
        longitude: null,
        areaHa: 12.5,
      },
      projectHistory: [
        {
          id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
          at: '2025-06-01T12:00:00.000Z',
          actor: { id: null, name: 'Ana Souza' },
          action: 'publish',
          entityType: 'project',
          entityId: '3f2e1d0c-9b8a-4765-8432-10fedcba9876',
          projectId: '3f2e1d0c-9b8a-4765-8432-10fedcba9876',
          summary: 'Nascentes do Cerrado',
          changes: [],
        },
      ],
    });
    api = ({ method, url, body }) => {
      const base = `/v1/verifications/${verificationId}`;
      if (method === 'GET' && url === base) return json({ data: current });
      if (method === 'PUT' && url === `${base}/verdicts`) {
        current = { ...current, verdicts: (body as { verdicts: VerificationRequest['verdicts'] }).verdicts };
        return json({ data: current });
      }
      if (url === `${base}/statement-draft`) {
        const statement = {
          type: VERIFICATION_STATEMENT_TYPE,
          certificateCode: certificate.code,
          snapshotSha256: certificate.sha256,
          verifier: { organizationId: verifierOrgId, name: 'Verifica Brasil' },
          verifierPersonName: 'Ana Souza',
          project: { biome: 'cerrado', category: 'reforestation' },
          verdicts: statementVerdicts(current.verdicts),
          commentsSha256: canonicalSha256(verificationComments(current.verdicts)),
          date: '2025-08-01T15:00:00.000Z',
        };
        const sha256 = canonicalSha256(statement);
        const message = [
          'Raiz — verificação de certificado',
          `certificado: ${certificate.code}`,
          `sha256: ${sha256}`,
        ].join('\n');
        return json({ data: { statement, sha256, message, outcome: 'approved' } });
      }
      if (method === 'POST' && url === `${base}/statement`) {
        current = { ...current, status: 'approved', can: { ...current.can, review: false, sign: false } };
        return json({ data: current }, 201);
      }
      return undefined;
    };
    const user = userEvent.setup();
    renderApp(`/verificacoes/${verificationId}`);
    expect(await screen.findByRole('heading', { name: certifiedSnapshot.title, level: 1 })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('review-certificate-verdict')).toHaveTextContent('Certificado válido'),
    );
    const project = screen.getByRole('region', { name: 'Projeto no mapa' });
    expect(project).toHaveTextContent('Cerrado · Reflorestamento');
    expect(project).toHaveTextContent('Alto Paraíso de Goiás – GO');
    expect(project).toHaveTextContent('Histórico do projeto (1)');

    const indicators = screen.getByRole('group', { name: 'Indicadores' });
    await user.click(within(indicators).getByLabelText('Conforme'));
    await user.type(within(indicators).getByLabelText('Comentário sobre indicadores'), 'Conferido.');
    await user.click(within(screen.getByRole('group', { name: 'Metodologia' })).getByLabelText('Não conforme'));
    await user.click(screen.getByRole('button', { name: 'Salvar pareceres' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      verdicts: [
        { section: 'indicators', verdict: 'conforming', comment: 'Conferido.' },
        { section: 'evidence', verdict: 'not_evaluated', comment: '' },
        { section: 'location', verdict: 'not_evaluated', comment: '' },
        { section: 'methodology', verdict: 'nonconforming', comment: '' },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Assinar verificação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assinar verificação' });
    expect(await within(dialog).findByText(/Raiz — verificação de certificado/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Metodologia: Não conforme');
    await user.type(within(dialog).getByLabelText('PIN da carteira'), PIN);
    await user.click(within(dialog).getByRole('button', { name: 'Assinar verificação' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    const sent = requests.find((r) => r.method === 'POST' && r.url.endsWith('/statement'))?.body as {
      sha256: string;
      signature: string;
    };
    const message = `Raiz — verificação de certificado\ncertificado: ${certificate.code}\nsha256: ${sent.sha256}`;
    expect(recoverMessageSigner(message, sent.signature)).toBe(boundWallet.address);
    expect(await screen.findByText('Aprovada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assinar verificação' })).not.toBeInTheDocument();
  });

  it("offers no signature while the accreditation is suspended, and says why, as the server's `can` says", async () => {
    const certificate = await issuedCertificate();
    const verdicts: VerificationRequest['verdicts'] = [{ section: 'indicators', verdict: 'conforming', comment: '' }];
    api = ({ method, url }) =>
      method === 'GET' && url === `/v1/verifications/${verificationId}`
        ? json({
            data: requestOf(certificate, {
              verdicts,
              can: {
                review: true,
                requestClarification: true,
                answer: false,
                sign: false,
                withdraw: false,
                withdrawStatement: false,
              },
              signProblem: verificationMessages.suspended,
            }),
          })
        : undefined;
    renderApp(`/verificacoes/${verificationId}`);
    const verdictsCard = await screen.findByRole('region', { name: 'Pareceres' });
    // Reviewing goes on (the server accepts verdicts while suspended); signing is not offered, and the reason is given.
    expect(await within(verdictsCard).findByRole('button', { name: 'Salvar pareceres' })).toBeInTheDocument();
    expect(within(verdictsCard).queryByRole('button', { name: 'Assinar verificação' })).not.toBeInTheDocument();
    expect(within(verdictsCard).getByRole('note')).toHaveTextContent(
      `A verificação não pode ser assinada agora. ${verificationMessages.suspended}`,
    );
    expect(requests.some((r) => r.url.endsWith('/statement-draft'))).toBe(false);
  });
});
