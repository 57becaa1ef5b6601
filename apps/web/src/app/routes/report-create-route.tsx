import type { Report } from '@raiz/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { RecordForm } from '../../lib/content-kit/record-form';
import { Loading } from '../../components/ui/loading';
import { PageHeader } from '../../components/ui/page';
import { ErrorState } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { isQueued, queuedToast, saveOrQueue, type QueuedRecord } from '../../features/outbox/queue-record';
import { useAllProjects } from '../../features/projects/api/projects-api';
import { reportsApi } from '../../features/reports/api/reports-api';
import { ReportProjectOptions, reportForm } from '../../features/reports/report-resource';
import { useSession } from '../../lib/session/session-store';
import { toast } from '../../lib/toast';
import { addFilesState } from '../content/add-files';
import { SpaceChoicesProvider, useSpaceChoicesForCreation } from '../content/space-choices';
import { useGoBack } from '../content/use-go-back';

/** /relatorios/criar[?projeto=<id>] (the header's "Salvar" saves). */
export default function ReportCreateRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const projects = useAllProjects();
  const spaces = useSpaceChoicesForCreation();
  const create = reportsApi.useCreate();
  const chosen = params.get('projeto') ?? undefined;
  const goBack = useGoBack(chosen ? paths.projectReports.href(chosen) : paths.reports.href());

  let body;
  if (projects.isPending || spaces.choices === null) body = <Loading />;
  else if (projects.isError)
    body = <ErrorState message={projects.error.message} onRetry={() => void projects.refetch()} />;
  else {
    // Only the projects the person may add to (not those of an organisation where they only read).
    const options = projects.data.filter((p) => p.can.edit).map((p) => ({ value: p.id, label: p.name }));
    const initial = {
      ...(chosen && options.some((o) => o.value === chosen) ? { projectId: chosen } : {}),
      ...(spaces.initial ? { organizationId: spaces.initial } : {}),
    };
    body = (
      <SpaceChoicesProvider choices={spaces.choices}>
        <ReportProjectOptions.Provider value={options}>
          <RecordForm
            spec={reportForm}
            initial={initial}
            label="Novo relatório"
            draft={{ userId: user.id, kind: 'relatorio' }}
            save={saveOrQueue(create.mutateAsync, {
              kind: 'report',
              userId: user.id ?? '',
              projectId: (input) => (input as { projectId?: string | null }).projectId ?? null,
              attemptKey: create.attemptKey,
            })}
            onSaved={(report: Report | QueuedRecord) => {
              // Kept on the device: it waits in the list the form was opened from, where its photos are added — the
              // project's when opened from it, else the person's, which lists every waiting report. Not a project's
              // list never opened on this device: with no connection it could only say "Carregando...".
              if (isQueued(report)) {
                toast(queuedToast(report));
                const projectId = report.queued.projectId;
                void navigate(
                  projectId && projectId === chosen ? paths.projectReports.href(projectId) : paths.reports.href(),
                  { replace: true },
                );
                return;
              }
              toast({
                title: report.status === 'published' ? 'Relatório publicado' : 'Relatório salvo como rascunho',
                description: `“${report.title}” foi criado.`,
              });
              // On to the report with its evidence panel in focus: photos and documents are added there.
              void navigate(paths.reportEdit.href(report.id), { replace: true, state: addFilesState });
            }}
            onCancel={goBack}
          />
        </ReportProjectOptions.Provider>
      </SpaceChoicesProvider>
    );
  }

  return (
    <>
      <PageHeader
        title="Novo relatório"
        description="Registre o impacto de um período do seu projeto. Salve pelo botão “Salvar”."
      />
      {body}
    </>
  );
}
