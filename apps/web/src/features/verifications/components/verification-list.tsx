// /verificacoes (docs/design.md §8): the requests the person's organisations sent, and, for members of a verifier
// with `certify`, the requests to review; each with its status and a link to the request.
import { Link } from 'react-router';
import {
  formatDateTime,
  verificationStatusLabels,
  type VerificationRequestSummary,
  type VerificationStatus,
} from '@raiz/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { SectionCard } from '../../../components/ui/section-card';
import { QueryStates } from '../../../components/ui/query-states';
import { EmptyState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useVerificationRequests } from '../api/verifications-api';

export const verificationStatusTone: Record<VerificationStatus, BadgeTone> = {
  requested: 'info',
  in_review: 'info',
  clarification: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

function RequestItem({ r }: { r: VerificationRequestSummary }) {
  return (
    <li className="rounded-xl border border-border bg-surface p-4" data-testid="verification-request">
      <div className="flex flex-wrap items-center gap-2">
        <Link to={paths.verifications.href(r.id)} className="font-semibold break-words text-fg hover:underline">
          {r.report.title}
        </Link>
        <Badge tone={verificationStatusTone[r.status]}>{verificationStatusLabels[r.status]}</Badge>
      </div>
      <p className="mt-1 text-sm text-muted">
        {r.side === 'author' ? `Verificadora: ${r.verifier.name}` : `Pedido por ${r.requester.name}`}
        {r.report.projectName ? ` · ${r.report.projectName}` : ''} · Certificado{' '}
        <span className="font-mono">{r.certificateCode}</span> · Atualizado em {formatDateTime(r.updatedAt)}
      </p>
    </li>
  );
}

function RequestItems({ requests }: { requests: VerificationRequestSummary[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {requests.map((r) => (
        <RequestItem key={r.id} r={r} />
      ))}
    </ul>
  );
}

export function VerificationList() {
  const requests = useVerificationRequests();
  return (
    <QueryStates
      query={requests}
      loading="Carregando pedidos..."
      failed="Não foi possível carregar os pedidos de verificação."
    >
      {(all) => <Requests requests={all} />}
    </QueryStates>
  );
}

function Requests({ requests }: { requests: VerificationRequestSummary[] }) {
  const inbox = requests.filter((r) => r.side === 'verifier');
  const sent = requests.filter((r) => r.side === 'author');
  return (
    <div className="flex flex-col gap-5">
      {inbox.length > 0 && (
        <SectionCard id="verificacoes-analisar" title="Para analisar">
          <RequestItems requests={inbox} />
        </SectionCard>
      )}
      <SectionCard id="verificacoes-enviadas" title="Pedidos enviados">
        {sent.length === 0 ? (
          <EmptyState title="Nenhum pedido de verificação enviado.">
            Em Certificados, use “Pedir verificação” num certificado para que uma verificadora credenciada o analise.
          </EmptyState>
        ) : (
          <RequestItems requests={sent} />
        )}
      </SectionCard>
    </div>
  );
}
