import { useSearchParams } from 'react-router';
import { Loading } from '../../components/ui/loading';
import { PageHeader } from '../../components/ui/page';
import { ErrorState } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { useAllProjects } from '../../features/projects/api/get-projects';
import { ReportForm } from '../../features/reports/components/report-form';
import { useSession } from '../../lib/session/session-store';
import { toast } from '../../lib/toast';
import { useGoBack } from '../content/use-go-back';

/** /relatorios/criar[?projeto=<id>] (the header's "Salvar" saves). */
export default function ReportCreateRoute() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const projects = useAllProjects();
  const chosen = params.get('projeto') ?? undefined;
  const goBack = useGoBack(chosen ? paths.projectReports.href(chosen) : paths.reports.href());

  let body;
  if (projects.isPending) body = <Loading />;
  else if (projects.isError)
    body = <ErrorState message={projects.error.message} onRetry={() => void projects.refetch()} />;
  else {
    const options = projects.data.map((p) => ({ value: p.id, label: p.name }));
    const defaultProjectId = chosen && options.some((o) => o.value === chosen) ? chosen : undefined;
    body = (
      <ReportForm
        projectOptions={options}
        defaultProjectId={defaultProjectId}
        userId={user.id}
        onSaved={(report) => {
          toast({
            title: report.status === 'published' ? 'Relatório publicado' : 'Relatório salvo como rascunho',
            description: `“${report.title}” foi criado.`,
          });
          goBack();
        }}
        onCancel={goBack}
      />
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
