import { Link, useNavigate } from 'react-router';
import type { Report } from '@raiz/domain';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { useCreateReportRevision } from '../api/reports-api';

// Versions of a certified report (docs/design.md §5, "Versions"): a certified report is corrected only by a new version
// that, once certified, supersedes it; every version's certificate stays verifiable.

const link = 'font-semibold text-primary underline underline-offset-4';

/**
 * "Nova versão" on a certified report: offered exactly when the server says this person may make one (its latest
 * version, no other in preparation, and a role that may edit it). Opens the new draft to edit.
 */
export function NewRevisionButton({ report }: { report: Pick<Report, 'id' | 'title' | 'revision' | 'can'> }) {
  const create = useCreateReportRevision(report.id);
  const navigate = useNavigate();
  if (!report.can.revise) return null;
  const start = () =>
    create.mutate(undefined, {
      onSuccess: (draft) => {
        toast({ title: `Versão ${draft.revision} criada`, description: 'Corrija o que for preciso e certifique-a.' });
        void navigate(paths.reportEdit.href(draft.id));
      },
    });
  return (
    <div className="flex flex-col gap-2">
      <Button onClick={start} disabled={create.isPending} aria-label={`Nova versão do relatório ${report.title}`}>
        {create.isPending ? 'Criando nova versão...' : 'Nova versão'}
      </Button>
      <FormError message={create.error?.message} />
    </div>
  );
}

/**
 * Which version a report is and how it stands with its neighbours: "Versão N", the version it replaces, and the one
 * that replaces it (or is being prepared). Nothing for a report that never had another version.
 */
export function ReportRevisionNote({
  report,
}: {
  report: Pick<Report, 'revision' | 'previousReportId' | 'nextRevision' | 'status'>;
}) {
  const { revision, previousReportId, nextRevision } = report;
  if (revision === 1 && !nextRevision) return null;
  const superseded = nextRevision?.status === 'certified';
  return (
    <div
      data-testid="report-revision"
      className={`flex flex-col gap-1 rounded-xl border p-4 text-sm text-fg ${
        superseded ? 'border-amber-500/60 bg-amber-500/15' : 'border-border bg-surface-2'
      }`}
    >
      <p className="font-semibold">Versão {revision}</p>
      {previousReportId && (
        <p>
          {report.status === 'certified' ? 'Substitui' : 'Substituirá, quando certificada,'} a{' '}
          <Link to={paths.reportEdit.href(previousReportId)} className={link}>
            versão {revision - 1}
          </Link>
          .
        </p>
      )}
      {nextRevision &&
        (superseded ? (
          <p>
            Substituída pela{' '}
            <Link to={paths.reportEdit.href(nextRevision.id)} className={link}>
              versão {nextRevision.revision}
            </Link>
            . O certificado desta versão continua válido para o que foi assinado.
          </p>
        ) : (
          <p>
            A{' '}
            <Link to={paths.reportEdit.href(nextRevision.id)} className={link}>
              versão {nextRevision.revision}
            </Link>{' '}
            está em preparação; até ser certificada, esta versão continua em vigor.
          </p>
        ))}
    </div>
  );
}
