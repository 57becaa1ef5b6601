// The verification screens (docs/verification.md), one lazily loaded module: /verificadores (public), /verificacoes
// (the person's requests and the verifier's inbox) and /verificacoes/:id (the review, where certificates and
// verifications meet: the signed snapshot and its evidence re-checked, the thread, the verdicts and the co-signature).
import { Link, useParams } from 'react-router';
import { formatDateTime, verificationStatusLabels } from '@raiz/domain';
import { Badge } from '../../components/ui/badge';
import { Loading } from '../../components/ui/loading';
import { Card, PageHeader, useDocumentTitle } from '../../components/ui/page';
import { ErrorState, NotFoundState } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { SignedSnapshotReview } from '../../features/certificates/components/signed-snapshot-review';
import { useVerificationRequest } from '../../features/verifications/api/verifications-api';
import { ReviewThread } from '../../features/verifications/components/review-thread';
import { ReviewVerdicts } from '../../features/verifications/components/review-verdicts';
import { SignStatementButton } from '../../features/verifications/components/sign-statement-dialog';
import { VerificationList, verificationStatusTone } from '../../features/verifications/components/verification-list';
import { VerifiersList } from '../../features/verifications/components/verifiers-list';
import { useWalletSigner } from '../../features/wallet/use-wallet-signer';
import { isNotFound } from '../../lib/api-errors';

/** /verificadores: the accredited verifiers, for anyone; accreditation for a platform admin. */
export function Verifiers() {
  return (
    <>
      <PageHeader
        title="Verificadoras credenciadas"
        description="Organizações independentes credenciadas pela administração da Raiz para verificar relatórios certificados, cada uma num escopo de biomas e categorias e por um período. Todo credenciamento, suspensão e revogação fica no histórico."
      />
      <VerifiersList />
    </>
  );
}

/** /verificacoes: requests sent and requests to review. */
export function List() {
  return (
    <>
      <PageHeader
        title="Verificações"
        description="Pedidos de verificação independente dos seus certificados e, se você é membro de uma verificadora, os pedidos para analisar."
      />
      <VerificationList />
    </>
  );
}

/** /verificacoes/:id: one request, for the author's side and the verifier's. */
export function Review() {
  const { id = '' } = useParams();
  const request = useVerificationRequest(id);
  const signer = useWalletSigner();
  useDocumentTitle(request.data ? `Verificação: ${request.data.report.title}` : 'Verificação');
  if (request.isPending) return <Loading label="Carregando pedido..." />;
  if (request.isError) {
    if (isNotFound(request.error)) {
      return (
        <NotFoundState
          title="Pedido de verificação não encontrado"
          backHref={paths.verifications.href()}
          backLabel="Voltar para Verificações"
        />
      );
    }
    return (
      <ErrorState
        title="Não foi possível carregar o pedido."
        message={request.error.message}
        onRetry={() => void request.refetch()}
      />
    );
  }
  const r = request.data;
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={r.report.title}
        description={
          <>
            {r.side === 'verifier' ? `Pedido por ${r.requester.name}` : `Verificadora: ${r.verifier.name}`} ·
            Certificado{' '}
            <Link to={paths.verify.href(r.certificateCode)} className="font-mono font-semibold text-primary underline">
              {r.certificateCode}
            </Link>{' '}
            · Pedido em {formatDateTime(r.createdAt)}
          </>
        }
        actions={
          <Badge tone={verificationStatusTone[r.status]} className="text-sm">
            {verificationStatusLabels[r.status]}
          </Badge>
        }
      />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <section aria-labelledby="review-snapshot">
          <Card>
            <h2 id="review-snapshot" className="font-display text-xl font-semibold text-fg">
              Relatório como foi assinado
            </h2>
            <p className="mt-1 text-sm text-muted">
              A assinatura do autor, o conteúdo e cada arquivo de evidência são conferidos neste navegador. Nada da
              análise altera o que foi assinado.
            </p>
            <div className="mt-4">
              <SignedSnapshotReview certificate={r.certificate} />
            </div>
          </Card>
        </section>
        <div className="flex flex-col gap-5">
          <section aria-labelledby="review-verdicts">
            <Card>
              <h2 id="review-verdicts" className="font-display text-xl font-semibold text-fg">
                Pareceres
              </h2>
              <div className="mt-4">
                <ReviewVerdicts request={r} />
              </div>
              {r.can.sign && (
                <div className="mt-5 border-t border-border pt-4">
                  <p className="mb-3 text-sm text-muted">
                    Assine com a sua carteira os pareceres salvos: sem nenhum “Não conforme” a verificação é aprovada.
                  </p>
                  <SignStatementButton request={r} signer={signer} />
                </div>
              )}
              {r.statement && (
                <p className="mt-4 text-sm text-fg" data-testid="review-statement">
                  Declaração assinada em {formatDateTime(r.statement.signedAt)} por{' '}
                  {r.statement.statement.verifierPersonName} (
                  {r.statement.outcome === 'approved' ? 'aprovada' : 'reprovada'})
                  {r.statement.withdrawnAt ? ` · retirada em ${formatDateTime(r.statement.withdrawnAt)}` : ''}.{' '}
                  <Link to={paths.verify.href(r.certificateCode)} className="font-semibold text-primary underline">
                    Ver no certificado
                  </Link>
                </p>
              )}
            </Card>
          </section>
          <section aria-labelledby="review-thread">
            <Card>
              <h2 id="review-thread" className="font-display text-xl font-semibold text-fg">
                Mensagens
              </h2>
              <div className="mt-4">
                <ReviewThread request={r} />
              </div>
            </Card>
          </section>
        </div>
      </div>
    </div>
  );
}
