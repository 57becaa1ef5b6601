// The verification screens (docs/design.md §8), one lazily loaded module: /verificadores (public), /verificacoes
// (the person's requests and the verifier's inbox) and /verificacoes/:id (the review, where certificates and
// verifications meet: the signed snapshot and its evidence re-checked, the thread, the verdicts and the co-signature).
import { Link, useParams } from 'react-router';
import {
  biomeLabel,
  categoryLabel,
  formatDateTime,
  verificationStatusLabels,
  type VerificationRequest,
} from '@raiz/domain';
import { PlaceMap } from '../../components/map/project-map';
import { Badge } from '../../components/ui/badge';
import { PageHeader, useDocumentTitle } from '../../components/ui/page';
import { SectionCard } from '../../components/ui/section-card';
import { QueryStates } from '../../components/ui/query-states';
import { paths } from '../../config/paths';
import { SignedSnapshotReview } from '../../features/certificates/components/signed-snapshot-review';
import { useVerificationRequest } from '../../features/verifications/api/verifications-api';
import { ReviewThread } from '../../features/verifications/components/review-thread';
import { ReviewVerdicts } from '../../features/verifications/components/review-verdicts';
import { SignStatementButton } from '../../features/verifications/components/sign-statement-dialog';
import { VerificationList, verificationStatusTone } from '../../features/verifications/components/verification-list';
import { VerifiersList } from '../../features/verifications/components/verifiers-list';
import { WithdrawVerificationButton } from '../../features/verifications/components/withdraw-verification';
import { historyTitle } from '../../features/organizations/history-display';
import { useWalletSigner } from '../../features/wallet/use-wallet-signer';

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

/** /verificacoes: the list without an id, one request with it. */
export function Verifications() {
  const { id } = useParams();
  return id ? <Review id={id} /> : <List />;
}

/** /verificacoes: requests sent and requests to review. */
function List() {
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

/** The project as it is now (read-only): its scope, its place on the map (lazily drawn) and its history. */
function ProjectContext({ request }: { request: VerificationRequest }) {
  const project = request.project;
  if (!project) return <p className="text-sm text-muted">O relatório não está ligado a um projeto.</p>;
  const history = request.projectHistory ?? [];
  const place = project.latitude != null && project.longitude != null ? project : null;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">Projeto</dt>
          <dd className="font-semibold break-words text-fg">{project.name}</dd>
        </div>
        <div>
          <dt className="text-muted">Bioma e categoria</dt>
          <dd className="text-fg">
            {biomeLabel(project.biome)} · {categoryLabel(project.category)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Município</dt>
          <dd className="text-fg">
            {project.municipality} – {project.state}
          </dd>
        </div>
        {project.areaHa != null && (
          <div>
            <dt className="text-muted">Área</dt>
            <dd className="text-fg">{project.areaHa.toLocaleString('pt-BR')} ha</dd>
          </div>
        )}
      </dl>
      {place ? (
        <PlaceMap latitude={place.latitude!} longitude={place.longitude!} name={project.name} />
      ) : (
        <p className="text-sm text-muted">O projeto não informa coordenadas.</p>
      )}
      {request.reportPosition && (
        <p className="text-sm text-muted">
          Posição registrada com o relatório: {request.reportPosition.latitude.toFixed(5)},{' '}
          {request.reportPosition.longitude.toFixed(5)}
        </p>
      )}
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-primary">
          Histórico do projeto ({history.length})
        </summary>
        {history.length === 0 ? (
          <p className="mt-2 text-sm text-muted">Sem alterações registradas.</p>
        ) : (
          <ol className="mt-2 flex flex-col gap-2 text-sm">
            {history.map((entry) => (
              <li key={entry.id} className="border-l-2 border-border pl-3">
                <p className="font-semibold break-words text-fg">{historyTitle(entry)}</p>
                <p className="text-muted">
                  {entry.actor.name || 'Pessoa sem nome'} · {formatDateTime(entry.at)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </details>
    </div>
  );
}

/** /verificacoes/:id: one request, for the author's side and the verifier's. */
function Review({ id }: { id: string }) {
  const request = useVerificationRequest(id);
  useDocumentTitle(request.data ? `Verificação: ${request.data.report.title}` : 'Verificação');
  return (
    <QueryStates
      query={request}
      loading="Carregando pedido..."
      failed="Não foi possível carregar o pedido."
      notFound={{
        title: 'Pedido de verificação não encontrado',
        backHref: paths.verifications.href(),
        backLabel: 'Voltar para Verificações',
      }}
    >
      {(r) => <ReviewScreen r={r} />}
    </QueryStates>
  );
}

function ReviewScreen({ r }: { r: VerificationRequest }) {
  const signer = useWalletSigner();
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
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={verificationStatusTone[r.status]} className="text-sm">
              {verificationStatusLabels[r.status]}
            </Badge>
            <WithdrawVerificationButton request={r} />
          </div>
        }
      />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex flex-col gap-5">
          <SectionCard
            id="review-snapshot"
            title="Relatório como foi assinado"
            description="A assinatura do autor, o conteúdo e cada arquivo de evidência são conferidos neste navegador. Nada da análise altera o que foi assinado."
          >
            <SignedSnapshotReview certificate={r.certificate} />
          </SectionCard>
          <SectionCard id="review-project" title="Projeto no mapa">
            <ProjectContext request={r} />
          </SectionCard>
        </div>
        <div className="flex flex-col gap-5">
          <SectionCard id="review-verdicts" title="Pareceres">
            <ReviewVerdicts request={r} />
            {r.can.sign && (
              <div className="mt-5 border-t border-border pt-4">
                <p className="mb-3 text-sm text-muted">
                  Assine com a sua carteira os pareceres salvos: sem nenhum “Não conforme” a verificação é aprovada.
                </p>
                <SignStatementButton request={r} signer={signer} />
              </div>
            )}
            {r.signProblem && (
              <p role="note" className="mt-5 border-t border-border pt-4 text-sm text-muted">
                A verificação não pode ser assinada agora. {r.signProblem}
              </p>
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
          </SectionCard>
          <SectionCard id="review-thread" title="Mensagens">
            <ReviewThread request={r} />
          </SectionCard>
        </div>
      </div>
    </div>
  );
}
