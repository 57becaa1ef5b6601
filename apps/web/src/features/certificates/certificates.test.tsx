import { screen, waitFor, within } from '@testing-library/react';
import { createHash } from 'node:crypto';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  attachmentListSchema,
  certificateDraftSchema,
  certificateSchema,
  dashboardSchema,
  dataSchema,
  indicatorDefinitions,
  meResponseSchema,
  projectListResponseSchema,
  publicCertificateSchema,
  reportListResponseSchema,
  reportResponseSchema,
  type Certificate,
  type CertificateSnapshot,
} from '@raiz/domain';
import { canonicalSha256 } from '@raiz/domain/wallet/canonical-hash';
import { certificateMessage } from '@raiz/domain/wallet/certificate-message';
import { saltResponseSchema, walletResponseSchema } from '@raiz/domain/wallet/wallet-schemas';
import { recoverMessageSigner, signMessage } from '@raiz/domain/wallet/sign-message';
import { loginSession } from '../../lib/session/session-store';
import { renderApp } from '../../test/render-app';
import { setUpScreens } from '../../test/screen-hooks';
import { signedVerification } from '../../test/verification-fixtures';
import { PIN, ana, boundWallet, certifiedSnapshot, hashes, reportId, salt, userId } from '../../test/wallet-fixtures';
import { checkedFetch, errorAnswer, json, type FakeRequest, type ResponseSchemas } from '../../test/schema-answer';

const snapshot = certifiedSnapshot;
const wallet = boundWallet;
const sha256 = canonicalSha256(snapshot);
const message = certificateMessage(reportId, sha256);
// The draft as the server sends it: the author's full name offered as the public name.
const draftSnapshot: CertificateSnapshot = { ...snapshot, signerName: 'Ana Souza' };
const draftSha256 = canonicalSha256(draftSnapshot);
const draft = { snapshot: draftSnapshot, sha256: draftSha256, message: certificateMessage(reportId, draftSha256) };

async function certificate(overrides: Partial<Certificate> = {}): Promise<Certificate> {
  return {
    code: 'AB12CD34EF',
    reportId,
    snapshot,
    sha256,
    message,
    signature: await signMessage(wallet.privateKey, message),
    signerAddress: wallet.address,
    signerRef: 'f0'.repeat(32),
    issuedAt: '2025-07-02T15:30:00.000Z',
    supersededBy: null,
    replaces: null,
    ...overrides,
  };
}

/** A certificate of this snapshot, signed by the wallet over its hash (what the server stores). */
async function signedCertificate(signed: CertificateSnapshot): Promise<Certificate> {
  const sha = canonicalSha256(signed);
  const signedMessage = certificateMessage(reportId, sha);
  return certificate({
    snapshot: signed,
    sha256: sha,
    message: signedMessage,
    signature: await signMessage(wallet.privateKey, signedMessage),
  });
}

const report = {
  id: reportId,
  ownerId: userId,
  organizationId: null,
  createdAt: '2025-07-01T10:00:00.000Z',
  updatedAt: '2025-07-01T12:00:00.000Z',
  version: 2,
  projectId: null,
  projectName: 'Nascentes do Cerrado',
  title: snapshot.title,
  periodStart: snapshot.periodStart,
  periodEnd: snapshot.periodEnd,
  summary: snapshot.summary,
  ...snapshot.indicators,
  latitude: null,
  longitude: null,
  locationAccuracyM: null,
  status: 'published',
  publishedAt: snapshot.publishedAt,
  certificateCode: null,
  revision: 1,
  previousReportId: null,
  nextRevision: null,
  can: { edit: true, delete: true, publish: false, move: false, certify: true, revise: false },
};

const me = {
  user: { id: userId, username: 'ana', email: 'ana@raiz.dev', name: 'Ana Souza', roles: ['user'] },
  dataTableA: { hashed_auth_provider_id: hashes.hashed_auth_provider_id, evm_address: wallet.address },
  hasCpf: true,
};
const zeros = Object.fromEntries(indicatorDefinitions.map((d) => [d.key, 0]));
const emptyDashboard = {
  counts: { projects: 0, reports: 1, posts: 0, events: 0, products: 0, certificates: 0 },
  rdxBalance: null,
  totals: zeros,
  verified: { reports: 0, totals: zeros },
  selfDeclared: { reports: 0, totals: zeros },
  byMonth: [],
  byProject: [],
  places: [],
  recent: [],
};

/** What the fake answers goes through the response schemas of these endpoints, as the server declares them. */
const endpoints: ResponseSchemas = [
  ['GET', /^\/v1\/public\/certificates\/[^/]+$/, dataSchema(publicCertificateSchema)],
  ['GET', /^\/v1\/certificates$/, dataSchema(z.array(certificateSchema))],
  ['POST', /^\/v1\/certificates$/, dataSchema(certificateSchema)],
  ['GET', /^\/v1\/reports$/, reportListResponseSchema],
  ['GET', /^\/v1\/reports\/[^/]+$/, reportResponseSchema],
  ['GET', /^\/v1\/reports\/[^/]+\/certificate-draft$/, dataSchema(certificateDraftSchema)],
  ['GET', /^\/v1\/reports\/[^/]+\/attachments$/, dataSchema(attachmentListSchema)],
  ['GET', /^\/v1\/wallets\/evm$/, walletResponseSchema],
  ['GET', /^\/v1\/wallets\/evm\/get-salt$/, saltResponseSchema],
  ['GET', /^\/v1\/me$/, meResponseSchema],
  ['GET', /^\/v1\/dashboard$/, dataSchema(dashboardSchema)],
  ['GET', /^\/v1\/projects$/, projectListResponseSchema],
];

let requests: FakeRequest[];
let api: (request: FakeRequest) => Response | Promise<Response>;

setUpScreens();
beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    checkedFetch(endpoints, (request) => {
      requests.push(request);
      return api(request);
    }),
  );
});

describe('/verificar/:code (public)', () => {
  it('shows the snapshot and says "Certificado válido" after checking the signature, logged out', async () => {
    const valid = await certificate();
    api = ({ url }) =>
      url === '/v1/public/certificates/AB12CD34EF'
        ? json({ data: valid })
        : errorAnswer(404, 'not_found', 'Certificado não encontrado.');
    renderApp('/verificar/ab12cd34ef');
    expect(await screen.findByTestId('snapshot-title')).toHaveTextContent('Reflorestamento da nascente');
    expect(screen.getByText('Nascentes do Cerrado')).toBeInTheDocument();
    expect(screen.getByText('01/01/2025 a 30/06/2025')).toBeInTheDocument();
    expect(screen.getByText('35,50 tCO2e')).toBeInTheDocument();
    expect(screen.getByText('1.200 árvores')).toBeInTheDocument();
    const verdict = await screen.findByTestId('certificate-verdict');
    expect(verdict).toHaveTextContent('Certificado válido');
    const checks = within(screen.getByRole('list', { name: 'Verificações' })).getAllByRole('listitem');
    expect(checks).toHaveLength(4);
    for (const check of checks) expect(check).toHaveTextContent(/^Aprovado:/);
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
  });

  it.each<[string, Partial<CertificateSnapshot>, string]>([
    ['the public name', { signerName: 'Cooperativa Verde Vale' }, 'Emitido por Cooperativa Verde Vale'],
    [
      'the organisation it was issued for and the signer’s role there',
      { signerName: 'Ana Souza', organization: { name: 'Instituto Mata Viva', signerRole: 'editor' } },
      'Emitido por Ana Souza (Editor) em nome de Instituto Mata Viva',
    ],
  ])('shows who issued it ("Emitido por"): %s, covered by the signature', async (_, signer, text) => {
    const issued = await signedCertificate({ ...snapshot, ...signer });
    api = () => json({ data: issued });
    renderApp('/verificar/AB12CD34EF');
    expect(await screen.findByTestId('certificate-signer-name')).toHaveTextContent(text);
    expect(await screen.findByTestId('certificate-verdict')).toHaveTextContent('Certificado válido');
  });

  it('says "Certificado inválido" when the public name was changed after signing', async () => {
    const signed = { ...snapshot, signerName: 'Cooperativa Verde Vale' };
    const renamed = { ...(await signedCertificate(signed)), snapshot: { ...signed, signerName: 'Outra Pessoa' } };
    api = () => json({ data: renamed });
    renderApp('/verificar/AB12CD34EF');
    const verdict = await screen.findByTestId('certificate-verdict');
    expect(verdict).toHaveTextContent('Certificado inválido');
    expect(verdict).toHaveTextContent('O conteúdo do relatório foi alterado');
  });

  it('shows a certificate issued before public names without "Emitido por", still valid', async () => {
    api = async () => json({ data: await certificate() });
    renderApp('/verificar/AB12CD34EF');
    expect(await screen.findByTestId('certificate-verdict')).toHaveTextContent('Certificado válido');
    expect(screen.queryByTestId('certificate-signer-name')).not.toBeInTheDocument();
  });

  it('says "Certificado inválido" and why when the snapshot was tampered with', async () => {
    const tampered = await certificate({
      snapshot: { ...snapshot, indicators: { ...snapshot.indicators, treesPlanted: 12000 } },
    });
    api = () => json({ data: tampered });
    renderApp('/verificar/AB12CD34EF');
    const verdict = await screen.findByTestId('certificate-verdict');
    expect(verdict).toHaveTextContent('Certificado inválido');
    expect(verdict).toHaveTextContent('O conteúdo do relatório foi alterado');
  });

  it('says "Certificado inválido" when another wallet signed', async () => {
    const forged = await certificate({ signerAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' });
    api = () => json({ data: forged });
    renderApp('/verificar/AB12CD34EF');
    const verdict = await screen.findByTestId('certificate-verdict');
    expect(verdict).toHaveTextContent('Certificado inválido');
    expect(verdict).toHaveTextContent(`A assinatura foi feita por outra carteira (${wallet.address})`);
  });

  it('shows the exact signed value beside the 2-decimal figure where the display rounds it', async () => {
    const issued = await signedCertificate({
      ...snapshot,
      indicators: { ...snapshot.indicators, wasteTonnes: 3.125, restoredAreaHa: 12.5 },
    });
    api = ({ url }) =>
      url === '/v1/public/certificates/AB12CD34EF'
        ? json({ data: issued })
        : errorAnswer(404, 'not_found', 'Certificado não encontrado.');
    renderApp('/verificar/AB12CD34EF');
    expect(await screen.findByTestId('certificate-verdict')).toHaveTextContent('Certificado válido');
    const waste = screen.getByText('Resíduos').closest('div')!;
    expect(waste).toHaveTextContent('3,13 t');
    expect(waste).toHaveTextContent('valor assinado: 3,125 t');
    // Where the display already shows every digit, nothing is added.
    expect(screen.getByText('Área restaurada').closest('div')).not.toHaveTextContent('valor assinado');
    expect(screen.getAllByText(/valor assinado/)).toHaveLength(1);
  });

  describe("with a verifier's co-signature", () => {
    const scope = { biome: 'cerrado', category: 'reforestation' } as const;

    it('shows "Verificado por" with each verdict, and "Certificado válido" once the statement checked out', async () => {
      const c = await certificate();
      api = async () => json({ data: { ...c, project: scope, verifications: [await signedVerification(c)] } });
      renderApp('/verificar/AB12CD34EF');
      const section = await screen.findByTestId('certificate-verification');
      expect(section).toHaveTextContent('Verificado por Verifica Brasil em 01/08/2025');
      expect(section).toHaveTextContent('IndicadoresConforme');
      expect(section).toHaveTextContent('LocalizaçãoNão avaliado');
      expect(section).toHaveTextContent('Indicadores conferidos com as notas fiscais.');
      const verdict = await screen.findByTestId('certificate-verdict');
      expect(verdict).toHaveTextContent('Certificado válido');
      expect(verdict).toHaveTextContent('1 verificação independente');
      expect(await within(section).findByText('Assinatura da verificadora confere')).toBeInTheDocument();
      const lines = within(screen.getByRole('list', { name: 'Verificações' })).getAllByRole('listitem');
      expect(lines.map((l) => l.textContent).join(' ')).toContain(
        'Verifica Brasil estava credenciada para o bioma e a categoria do projeto na data da declaração.',
      );
    });

    it('never says "Certificado válido" when the statement was changed after signing', async () => {
      const c = await certificate();
      const tampered = await signedVerification(c, {
        tamper: (s) => ({ ...s, verdicts: s.verdicts.map((v) => ({ ...v, verdict: 'conforming' as const })) }),
      });
      api = () => json({ data: { ...c, project: scope, verifications: [tampered] } });
      renderApp('/verificar/AB12CD34EF');
      const verdict = await screen.findByTestId('certificate-verdict');
      await waitFor(() => expect(verdict).toHaveTextContent('Verificação não confere'));
      expect(verdict).not.toHaveTextContent('Certificado válido');
      expect(verdict).toHaveTextContent('A declaração de Verifica Brasil foi alterada');
      expect(screen.getByText('Assinatura da verificadora não confere')).toBeInTheDocument();
    });

    it('shows a withdrawn verification and a revoked accreditation as such', async () => {
      const c = await certificate();
      const withdrawn = await signedVerification(c, { status: 'withdrawn', verifierStatus: 'revoked' });
      api = () => json({ data: { ...c, project: scope, verifications: [withdrawn] } });
      renderApp('/verificar/AB12CD34EF');
      const section = await screen.findByTestId('certificate-verification');
      expect(section).toHaveTextContent('Verificação retirada');
      expect(section).toHaveTextContent('Retirada em 01/09/2025');
      expect(section).toHaveTextContent('Erro na análise.');
      expect(await within(section).findByText('Credenciamento hoje: Revogada')).toBeInTheDocument();
      // The author's certificate itself still checks out; the withdrawn statement counts for nothing.
      expect(await screen.findByTestId('certificate-verdict')).toHaveTextContent('Certificado válido');
    });
  });

  it('explains an unknown code in Portuguese', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api = () => errorAnswer(404, 'not_found', 'Certificado não encontrado.');
    renderApp('/verificar/ZZZZZZZZZZ');
    expect(await screen.findByRole('heading', { name: 'Certificado não encontrado' })).toBeInTheDocument();
    expect(screen.getByText('ZZZZZZZZZZ')).toBeInTheDocument();
  });

  it('re-hashes each evidence file in the browser: confere, alterada (both hashes shortened) or indisponível', async () => {
    const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    const altered = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9, 9, 9]);
    const signedPng = createHash('sha256')
      .update(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 1, 1]))
      .digest('hex');
    const foundPng = createHash('sha256').update(altered).digest('hex');
    const withEvidence: CertificateSnapshot = {
      ...snapshot,
      evidence: [
        {
          name: 'mudas.jpg',
          type: 'image/jpeg',
          size: 2_500_000,
          sha256: createHash('sha256').update(photo).digest('hex'),
          caption: 'Mudas de ipê',
        },
        { name: 'mapa.png', type: 'image/png', size: 800_000, sha256: signedPng, caption: null },
        {
          name: 'nota.pdf',
          type: 'application/pdf',
          size: 120_000,
          sha256: 'ab'.repeat(32),
          caption: 'Nota do viveiro',
        },
      ],
    };
    const issued = await signedCertificate(withEvidence);
    URL.createObjectURL = vi.fn(() => 'blob:evidencia');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api = ({ url }) => {
      const evidence = /^\/v1\/public\/certificates\/AB12CD34EF\/evidence\/(\w+)$/.exec(url)?.[1];
      if (evidence === withEvidence.evidence![0]!.sha256)
        return new Response(photo, { headers: { 'Content-Type': 'image/jpeg' } });
      if (evidence === signedPng) return new Response(altered, { headers: { 'Content-Type': 'image/png' } });
      if (evidence) return errorAnswer(404, 'not_found', 'Arquivo não encontrado.');
      return json({ data: issued });
    };
    renderApp('/verificar/AB12CD34EF');
    const list = await screen.findByRole('list', { name: 'Evidências' });
    const items = within(list).getAllByTestId('evidence');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual(['mudas.jpg', 'mapa.png', 'nota.pdf']);
    expect(items[0]).toHaveTextContent('Imagem JPEG · 2,4 MB');
    expect(items[0]).toHaveTextContent('Mudas de ipê');
    expect(items[2]).toHaveTextContent('Documento PDF · 117,2 KB');

    const status = (item: HTMLElement) => within(item).findByTestId('evidence-status');
    expect(await status(items[0]!)).toHaveTextContent('Evidência conferida');
    // The picture is the server's small WebP copy, loaded lazily in a box of fixed size; only the original is hashed.
    const picture = within(items[0]!).getByRole('img', { name: 'Mudas de ipê' });
    const route = `/v1/public/certificates/AB12CD34EF/evidence/${withEvidence.evidence![0]!.sha256}`;
    expect(picture).toHaveAttribute('src', `${route}?variant=thumbnail`);
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '128');
    expect(picture).toHaveAttribute('height', '96');
    expect(picture.closest('a')).toHaveAttribute('href', `${route}?variant=preview`);
    expect(within(items[1]!).getByRole('img', { name: 'mapa.png' })).toBeInTheDocument();
    expect(requests.filter((r) => r.url.includes('/evidence/')).map((r) => r.url)).toEqual([
      route,
      `/v1/public/certificates/AB12CD34EF/evidence/${signedPng}`,
      `/v1/public/certificates/AB12CD34EF/evidence/${'ab'.repeat(32)}`,
    ]);
    const alteredStatus = await status(items[1]!);
    expect(alteredStatus).toHaveTextContent('Evidência alterada');
    expect(alteredStatus).toHaveTextContent(`hash esperado ${signedPng.slice(0, 10)}…${signedPng.slice(-6)}`);
    expect(alteredStatus).toHaveTextContent(`encontrado ${foundPng.slice(0, 10)}…${foundPng.slice(-6)}`);
    expect(await status(items[2]!)).toHaveTextContent('Evidência indisponível');

    // A certificate whose evidence does not match is not "válido": the headline, the list of checks and the printed
    // page say so, with a line per file.
    const verdict = screen.getByTestId('certificate-verdict');
    expect(verdict).toHaveTextContent('Evidência não confere');
    expect(verdict).not.toHaveTextContent('Certificado válido');
    expect(verdict).toHaveTextContent('1 arquivo de evidência não é o que foi assinado');
    expect(verdict).toHaveTextContent('“mapa.png” não é o arquivo assinado');
    expect(verdict).toHaveTextContent('“nota.pdf” não pôde ser obtido para conferir (Arquivo não encontrado)');
    const checks = within(screen.getByRole('list', { name: 'Verificações' })).getAllByRole('listitem');
    expect(checks.map((c) => c.textContent)).toEqual([
      expect.stringMatching(/^Aprovado: O conteúdo do relatório/),
      expect.stringMatching(/^Aprovado: O conteúdo pertence/),
      expect.stringMatching(/^Aprovado: A mensagem assinada/),
      expect.stringMatching(/^Aprovado: A assinatura foi feita/),
      expect.stringMatching(/^Aprovado: A evidência “mudas.jpg” confere/),
      `Reprovado: Evidência alterada: “mapa.png” não é o arquivo assinado (hash esperado ${signedPng.slice(0, 10)}…${signedPng.slice(-6)}, encontrado ${foundPng.slice(0, 10)}…${foundPng.slice(-6)}).`,
      'Não conferido: Evidência indisponível: “nota.pdf” não pôde ser obtido para conferir (Arquivo não encontrado).',
    ]);
    const printed = screen.getByTestId('certificate-print-verdict');
    expect(printed).toHaveTextContent(/^Evidência não confere \(conferido no navegador em/);
    expect(printed).not.toHaveTextContent('Certificado válido');
  });

  it('hashes each original as it downloads, with its progress, and says "em andamento" until every file is checked', async () => {
    // A 3 MB photo of real bytes, hashed for real; only the network is faked, delivering it in two halves on cue.
    const photo = new Uint8Array(3_000_000).map((_, i) => (i * 7919) % 251);
    const sha256 = createHash('sha256').update(photo).digest('hex');
    const entry = { name: 'area-2.jpg', type: 'image/jpeg' as const, size: photo.length, sha256, caption: 'Área 2' };
    const issued = await signedCertificate({ ...snapshot, evidence: [entry] });
    let deliver!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (deliver = controller) });
    api = ({ url }) =>
      url.includes('/evidence/')
        ? new Response(body, { headers: { 'Content-Type': 'image/jpeg', 'Content-Length': String(photo.length) } })
        : json({ data: issued });
    renderApp('/verificar/AB12CD34EF');

    const item = await screen.findByTestId('evidence');
    // The signature is checked first; then the original is fetched and hashed.
    await waitFor(() => expect(requests.some((r) => r.url.includes('/evidence/'))).toBe(true));
    const progress = within(item).getByTestId('evidence-progress');
    deliver.enqueue(photo.slice(0, 1_350_000));
    await waitFor(() => expect(progress).toHaveTextContent('Conferindo… 45 %'));
    expect(within(item).getByRole('progressbar', { name: 'Conferindo… 45 %' })).toHaveAttribute('aria-valuenow', '45');
    const pending = screen.getByTestId('certificate-verdict-checking');
    expect(pending).toHaveTextContent('Em andamento: assinatura e conteúdo conferem; falta conferir 1 de 1 evidência.');
    expect(screen.queryByText('Certificado válido')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Verificações' })).toHaveTextContent(
      'Em andamento: Conferindo a evidência “area-2.jpg”...',
    );

    deliver.enqueue(photo.slice(1_350_000));
    deliver.close();
    expect(await within(item).findByTestId('evidence-status')).toHaveTextContent('Evidência conferida');
    expect(within(item).queryByTestId('evidence-progress')).not.toBeInTheDocument();
    const verdict = await screen.findByTestId('certificate-verdict');
    expect(verdict).toHaveTextContent('Certificado válido');
    expect(verdict).toHaveTextContent('Assinatura, conteúdo e evidência conferidos agora, no seu navegador.');
  });

  it('says "Evidência alterada" when the bytes hashed as they arrive are not the signed ones', async () => {
    const signed = new Uint8Array(200_000).fill(7);
    const stored = signed.slice();
    stored[150_000] = 8;
    const sha256 = createHash('sha256').update(signed).digest('hex');
    const found = createHash('sha256').update(stored).digest('hex');
    const issued = await signedCertificate({
      ...snapshot,
      evidence: [{ name: 'nascente.png', type: 'image/png', size: signed.length, sha256, caption: null }],
    });
    api = ({ url }) => (url.includes('/evidence/') ? new Response(stored) : json({ data: issued }));
    renderApp('/verificar/AB12CD34EF');
    const status = await screen.findByTestId('evidence-status');
    expect(status).toHaveTextContent('Evidência alterada');
    expect(status).toHaveTextContent(`encontrado ${found.slice(0, 10)}…${found.slice(-6)}`);
    const verdict = await screen.findByTestId('certificate-verdict');
    expect(verdict).toHaveAttribute('data-state', 'evidence-altered');
    expect(verdict).not.toHaveTextContent('Certificado válido');
  });

  it('says "Evidência indisponível", not "válido", while a file could not be fetched to check', async () => {
    const withMissing: CertificateSnapshot = {
      ...snapshot,
      evidence: [{ name: 'foto.jpg', type: 'image/jpeg', size: 10, sha256: 'cd'.repeat(32), caption: null }],
    };
    const issued = await signedCertificate(withMissing);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api = ({ url }) =>
      url.includes('/evidence/') ? errorAnswer(404, 'not_found', 'Arquivo não encontrado.') : json({ data: issued });
    renderApp('/verificar/AB12CD34EF');
    const verdict = await screen.findByTestId('certificate-verdict');
    expect(verdict).toHaveAttribute('data-state', 'evidence-unavailable');
    expect(verdict).toHaveTextContent('Evidência indisponível');
    expect(verdict).toHaveTextContent('1 arquivo de evidência não pôde ser obtido para conferir');
    expect(verdict).not.toHaveTextContent('Certificado válido');
    expect(screen.getByTestId('certificate-print-verdict')).toHaveTextContent(/^Evidência indisponível/);
    const checks = within(screen.getByRole('list', { name: 'Verificações' })).getAllByRole('listitem');
    expect(checks).toHaveLength(5);
    expect(checks[4]).toHaveTextContent(/^Não conferido: Evidência indisponível: “foto.jpg”/);
  });

  it('offers a checked PDF for download, from the bytes that were hashed', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4 recibo');
    const withPdf: CertificateSnapshot = {
      ...snapshot,
      evidence: [
        {
          name: 'recibo.pdf',
          type: 'application/pdf',
          size: pdf.length,
          sha256: createHash('sha256').update(pdf).digest('hex'),
          caption: null,
        },
      ],
    };
    const issued = await signedCertificate(withPdf);
    URL.createObjectURL = vi.fn(() => 'blob:recibo');
    URL.revokeObjectURL = vi.fn();
    api = ({ url }) => (url.includes('/evidence/') ? new Response(pdf) : json({ data: issued }));
    renderApp('/verificar/AB12CD34EF');
    expect(await screen.findByTestId('evidence-status')).toHaveTextContent('Evidência conferida');
    expect(screen.getByRole('link', { name: 'Baixar PDF recibo.pdf' })).toHaveAttribute('href', 'blob:recibo');
    // Valid only once the file was checked too, and the list says so.
    const verdict = await screen.findByTestId('certificate-verdict');
    expect(verdict).toHaveTextContent('Certificado válido');
    expect(verdict).toHaveTextContent('Assinatura, conteúdo e evidência conferidos agora, no seu navegador.');
    const checks = within(screen.getByRole('list', { name: 'Verificações' })).getAllByRole('listitem');
    expect(checks).toHaveLength(5);
    for (const check of checks) expect(check).toHaveTextContent(/^Aprovado:/);
    expect(checks[4]).toHaveTextContent('A evidência “recibo.pdf” confere');
    expect(screen.getByTestId('certificate-print-verdict')).toHaveTextContent(/^Certificado válido \(conferido/);
  });

  it('a superseded certificate says "Substituída pela versão 2" with what changed, and is still valid', async () => {
    const v1 = { ...(await signedCertificate(snapshot)), supersededBy: { code: 'CD34EF56GH', revision: 2 } };
    const corrected: CertificateSnapshot = {
      ...snapshot,
      title: 'Reflorestamento da nascente (corrigido)',
      indicators: { ...snapshot.indicators, treesPlanted: 1100 },
      revision: 2,
      replacesCode: 'AB12CD34EF',
    };
    const v2 = {
      ...(await signedCertificate(corrected)),
      code: 'CD34EF56GH',
      replaces: { code: 'AB12CD34EF', revision: 1 },
    };
    api = ({ url }) => json({ data: url.endsWith('CD34EF56GH') ? v2 : v1 });

    renderApp('/verificar/AB12CD34EF');
    const superseded = await screen.findByTestId('certificate-superseded');
    expect(within(superseded).getByRole('heading', { name: 'Substituída pela versão 2' })).toBeInTheDocument();
    expect(within(superseded).getByRole('link', { name: /versão 2 \(CD34EF56GH\)/ })).toHaveAttribute(
      'href',
      '/verificar/CD34EF56GH',
    );
    // What each author signed, field by field: the title and the trees.
    expect(await within(superseded).findByTestId('difference-treesPlanted')).toHaveTextContent(
      'Árvores plantadas1.200 árvores → passou a 1.100 árvores',
    );
    expect(within(superseded).getByTestId('difference-title')).toHaveTextContent(
      'Reflorestamento da nascente (corrigido)',
    );
    expect(within(superseded).queryByTestId('difference-summary')).not.toBeInTheDocument();
    // Still a valid certificate of version 1.
    expect(await screen.findByTestId('certificate-verdict')).toHaveTextContent('Certificado válido');
  });

  it('version 2 says "Substitui a versão 1" with a link, and verifies its signed version number', async () => {
    const corrected: CertificateSnapshot = { ...snapshot, revision: 2, replacesCode: 'AB12CD34EF' };
    const v2 = {
      ...(await signedCertificate(corrected)),
      code: 'CD34EF56GH',
      replaces: { code: 'AB12CD34EF', revision: 1 },
    };
    api = () => json({ data: v2 });
    renderApp('/verificar/CD34EF56GH');
    const replaces = await screen.findByTestId('certificate-replaces');
    expect(replaces).toHaveTextContent('Versão 2. Substitui a versão 1');
    expect(within(replaces).getByRole('link')).toHaveAttribute('href', '/verificar/AB12CD34EF');
    expect(screen.queryByTestId('certificate-superseded')).not.toBeInTheDocument();
    expect(await screen.findByTestId('certificate-verdict')).toHaveTextContent('Certificado válido');
  });

  it("says a withdrawn certificate was withdrawn at its holder's request, showing no content", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api = () => errorAnswer(410, 'gone', 'Certificado retirado a pedido do titular.');
    renderApp('/verificar/AB12CD34EF');
    expect(await screen.findByRole('heading', { name: 'Certificado retirado' })).toBeInTheDocument();
    expect(
      screen.getByText('Certificado retirado a pedido do titular. Seu conteúdo não é mais mostrado.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('certificate-verdict')).not.toBeInTheDocument();
    expect(screen.queryByTestId('snapshot-title')).not.toBeInTheDocument();
  });
});

// Typing, deriving the key and signing take a few seconds when the machine is busy.
type IssuedBody = { reportId: string; signerName: string; sha256: string; signature: string };

/**
 * The API behind the certify flow on /certs: `reports` listed, `draftData` as the report's certificate draft, the
 * wallet and its salt; returns the bodies POST /v1/certificates received.
 */
function certifyFlowApi({ reports = [report], draftData = draft }: { reports?: unknown[]; draftData?: unknown } = {}) {
  const issued: IssuedBody[] = [];
  api = async ({ method, url, body }) => {
    if (url.startsWith('/v1/reports?'))
      return json({
        data: {
          items: reports.map((r) => ({ ...(r as object), cover: null })),
          page: 1,
          pageSize: 100,
          total: reports.length,
        },
      });
    if (url === `/v1/reports/${reportId}/certificate-draft`) return json({ data: draftData });
    // The report's page shows its evidence panel: none here.
    if (url === `/v1/reports/${reportId}/attachments`)
      return json({
        data: attachmentListSchema.parse({ attachments: [], usage: { usedBytes: 0, quotaBytes: 1024 ** 3 } }),
      });
    if (url === `/v1/reports/${reportId}`)
      return json({
        data: issued.length
          ? { ...report, status: 'certified', certificateCode: 'AB12CD34EF' }
          : { ...report, certificateCode: null },
      });
    if (url === '/v1/wallets/evm')
      return json({ data: { ...hashes, evm_address: wallet.address, rewards_pending: 0 } });
    if (url === '/v1/wallets/evm/get-salt') return json({ data: { salt } });
    // What the app shell asks on every signed-in page.
    if (url === '/v1/me') return json({ data: me });
    if (url === '/v1/dashboard') return json({ data: emptyDashboard });
    if (url.startsWith('/v1/projects?')) return json({ data: { items: [], page: 1, pageSize: 100, total: 0 } });
    if (url === '/v1/certificates' && method === 'POST') {
      issued.push(body as IssuedBody);
      return json({ data: await certificate({ signature: (body as IssuedBody).signature }) }, 201);
    }
    return json({ data: [] });
  };
  return issued;
}

/** Opens `path` (/certs by default) and the certify dialog of its one certifiable report. */
async function openCertifyDialog(path = '/certs') {
  const user = userEvent.setup();
  renderApp(path);
  await user.click(await screen.findByRole('button', { name: /^Certificar o relatório/ }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Certificar relatório' }) };
}

describe('/certs', { timeout: 20_000 }, () => {
  beforeEach(() => loginSession(ana));

  it('shows the empty states', async () => {
    api = ({ url }) =>
      url.startsWith('/v1/reports')
        ? json({ data: { items: [], page: 1, pageSize: 100, total: 0 } })
        : json({ data: [] });
    renderApp('/certs');
    expect(await screen.findByText('Você ainda não tem certificados.')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum relatório publicado aguardando certificação.')).toBeInTheDocument();
  });

  it('lists certificates with period, issue date, code and the verification link', async () => {
    const issued = await certificate();
    api = ({ url }) =>
      url.startsWith('/v1/reports')
        ? json({ data: { items: [], page: 1, pageSize: 100, total: 0 } })
        : json({ data: [{ ...issued, can: { requestVerification: false } }] });
    renderApp('/certs');
    const item = await screen.findByTestId('certificate-item');
    expect(item).toHaveTextContent('Reflorestamento da nascente');
    expect(item).toHaveTextContent('Período 01/01/2025 a 30/06/2025');
    expect(item).toHaveTextContent('Emitido em 02/07/2025');
    expect(item).toHaveTextContent('AB12CD34EF');
    expect(within(item).getByRole('link', { name: 'Verificar o certificado AB12CD34EF' })).toHaveAttribute(
      'href',
      '/verificar/AB12CD34EF',
    );
    // The server's `can` says this one may not be sent to a verifier: nothing offers it.
    expect(within(item).queryByRole('button', { name: /Pedir verificação/ })).not.toBeInTheDocument();
  });

  it('certifies a published report: re-checks the hash, signs with the PIN, refuses a wrong PIN', async () => {
    const issued = certifyFlowApi({
      reports: [
        report,
        {
          ...report,
          id: '8d2f0c3e-2222-4222-8333-944455556666',
          ownerId: '0b9f3c1e-5d2a-4c8b-9e7f-000000000002',
          can: { ...report.can, certify: false },
        },
      ],
    });
    const user = userEvent.setup();
    renderApp('/certs');
    const buttons = await screen.findAllByRole('button', { name: /^Certificar o relatório/ });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);

    const dialog = await screen.findByRole('dialog', { name: 'Certificar relatório' });
    expect(
      await within(dialog).findByText(new RegExp(`relatorio: ${reportId} sha256: ${draftSha256}`)),
    ).toBeInTheDocument();
    // The full name is the default public name.
    expect(within(dialog).getByRole('radio', { name: 'Meu nome completo: Ana Souza' })).toBeChecked();
    expect(within(dialog).getByTestId('certify-signer-preview')).toHaveTextContent('Emitido por Ana Souza');
    await user.type(within(dialog).getByLabelText('PIN da carteira'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Assinar e certificar' }));
    // The toast, stacked above the dialog, and the same words in the dialog, under the emptied PIN field, focused.
    const toastText = await within(screen.getByTestId('toast-container')).findByText(
      'Falha ao assinar: PIN incorreto.',
    );
    const layer = (element: Element | null) => Number(/\bz-\[(\d+)\]/.exec(element?.className ?? '')?.[1] ?? 0);
    expect(layer(screen.getByTestId('toast-container').parentElement)).toBeGreaterThan(layer(dialog));
    expect(toastText).toBeInTheDocument();
    const pin = within(dialog).getByLabelText('PIN da carteira');
    expect(pin).toHaveValue('');
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(pin).toHaveAccessibleDescription('Falha ao assinar: PIN incorreto.');
    await waitFor(() => expect(pin).toHaveFocus());
    expect(issued).toEqual([]);

    await user.type(within(dialog).getByLabelText('PIN da carteira'), PIN);
    await user.click(within(dialog).getByRole('button', { name: 'Assinar e certificar' }));
    expect(await screen.findByText('Relatório certificado!')).toBeInTheDocument();
    expect(issued).toEqual([expect.objectContaining({ reportId, signerName: 'Ana Souza', sha256: draftSha256 })]);
    expect(recoverMessageSigner(draft.message, issued[0]!.signature)).toBe(wallet.address);
    expect(within(dialog).getByRole('link', { name: 'Abrir página de verificação' })).toHaveAttribute(
      'href',
      '/verificar/AB12CD34EF',
    );
    for (const r of requests) expect(JSON.stringify(r.body ?? '')).not.toContain(PIN);
  });

  it("keeps the success on the report's page while the dialog is open, and shows the certified report once it closes", async () => {
    certifyFlowApi();
    const { user, dialog } = await openCertifyDialog(`/relatorios/editar/${reportId}`);
    await user.type(await within(dialog).findByLabelText('PIN da carteira'), PIN);
    await user.click(within(dialog).getByRole('button', { name: 'Assinar e certificar' }));
    expect(await screen.findByText('Relatório certificado!')).toBeInTheDocument(); // the toast
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Refreshing the report now would turn the page into the certified one and take the dialog's success with it.
    expect(within(dialog).getByText('Relatório certificado')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Abrir página de verificação' })).toBeVisible();

    await user.click(within(dialog).getAllByRole('button', { name: 'Fechar' })[0]!);
    const header = within(await screen.findByRole('banner'));
    expect(await header.findByRole('link', { name: /^Ver certificado/ })).toHaveTextContent('AB12CD34EF');
    expect(screen.queryByRole('dialog', { name: 'Certificar relatório' })).not.toBeInTheDocument();
  });

  it('signs the snapshot with another public name when the person types one, never an e-mail or a CPF', async () => {
    const issued = certifyFlowApi();
    const { user, dialog } = await openCertifyDialog();
    await user.click(await within(dialog).findByRole('radio', { name: 'Outro nome' }));
    const name = within(dialog).getByLabelText('Nome a exibir');
    expect(within(dialog).getByText('Informe um nome público válido para ver a mensagem.')).toBeInTheDocument();

    await user.type(name, 'ana@raiz.dev');
    await user.type(within(dialog).getByLabelText('PIN da carteira'), PIN);
    await user.click(within(dialog).getByRole('button', { name: 'Assinar e certificar' }));
    expect(await within(dialog).findByText('O nome público não pode conter um e-mail.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.clear(name);
    await user.type(name, 'Ana 529.982.247-25');
    await user.click(within(dialog).getByRole('button', { name: 'Assinar e certificar' }));
    expect(await within(dialog).findByText('O nome público não pode conter um CPF.')).toBeInTheDocument();
    expect(issued).toEqual([]);

    await user.clear(name);
    await user.type(name, '  Cooperativa Verde Vale ');
    const signed = { ...snapshot, signerName: 'Cooperativa Verde Vale' };
    const signedSha256 = canonicalSha256(signed);
    expect(within(dialog).getByText(new RegExp(`sha256: ${signedSha256}`))).toBeInTheDocument();
    expect(within(dialog).getByTestId('certify-signer-preview')).toHaveTextContent(
      'Emitido por Cooperativa Verde Vale',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Assinar e certificar' }));
    expect(await screen.findByText('Relatório certificado!')).toBeInTheDocument();
    expect(issued).toEqual([
      expect.objectContaining({ reportId, signerName: 'Cooperativa Verde Vale', sha256: signedSha256 }),
    ]);
    expect(recoverMessageSigner(certificateMessage(reportId, signedSha256), issued[0]!.signature)).toBe(wallet.address);
  });

  it('asks for a public name when the account has no usable full name', async () => {
    certifyFlowApi({ draftData: { snapshot, sha256, message } });
    const { user, dialog } = await openCertifyDialog();
    const name = await within(dialog).findByLabelText('Nome público de quem emite');
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('PIN da carteira'), PIN);
    await user.click(within(dialog).getByRole('button', { name: 'Assinar e certificar' }));
    expect(await within(dialog).findByText('Informe o nome público de quem emite o certificado.')).toBeInTheDocument();
    await user.type(name, 'Ana Souza');
    const signedSha256 = canonicalSha256({ ...snapshot, signerName: 'Ana Souza' });
    expect(within(dialog).getByText(new RegExp(`sha256: ${signedSha256}`))).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/v1/certificates' && r.method === 'POST')).toBe(false);
  });

  it('refuses to sign a draft whose hash does not match its snapshot', async () => {
    certifyFlowApi({ draftData: { snapshot: { ...snapshot, title: 'Outro' }, sha256, message } });
    const { dialog } = await openCertifyDialog();
    expect(await within(dialog).findByText('Assinatura bloqueada por segurança.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('PIN da carteira')).not.toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.url === '/v1/certificates' && r.method === 'POST')).toBe(false));
  });
});
