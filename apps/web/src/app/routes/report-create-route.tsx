import { useSearchParams } from 'react-router';
import { RecordForm } from '../../components/content-kit/record-form';
import { Loading } from '../../components/ui/loading';
import { PageHeader } from '../../components/ui/page';
import { ErrorState } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { useAllProjects } from '../../features/projects/api/projects-api';
import { reportsApi } from '../../features/reports/api/reports-api';
import { ReportProjectOptions, reportForm } from '../../features/reports/report-resource';
import { useSession } from '../../lib/session/session-store';
import { toast } from '../../lib/toast';
import { useGoBack } from '../content/use-go-back';

/** /relatorios/criar[?projeto=<id>] (the header's "Salvar" saves). */
export default function ReportCreateRoute() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const projects = useAllProjects();
  const create = reportsApi.useCreate();
  const chosen = params.get('projeto') ?? undefined;
  const goBack = useGoBack(chosen ? paths.projectReports.href(chosen) : paths.reports.href());

  let body;
  if (projects.isPending) body = <Loading />;
  else if (projects.isError)
    body = <ErrorState message={projects.error.message} onRetry={() => void projects.refetch()} />;
  else {
    const options = projects.data.map((p) => ({ value: p.id, label: p.name }));
    body = (
      <ReportProjectOptions.Provider value={options}>
        <RecordForm
          spec={reportForm}
          initial={chosen && options.some((o) => o.value === chosen) ? { projectId: chosen } : undefined}
          label="Novo relatório"
          editorText="Novo relatório — alterações não salvas"
          draft={{ userId: user.id, kind: 'relatorio' }}
          save={create.mutateAsync}
          onSaved={(report) => {
            toast({
              title: report.status === 'published' ? 'Relatório publicado' : 'Relatório salvo como rascunho',
              description: `“${report.title}” foi criado.`,
            });
            goBack();
          }}
          onCancel={goBack}
        />
      </ReportProjectOptions.Provider>
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
