import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { PageHeader } from '../../components/ui/page';
import { ErrorState, NotFoundState } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { CertifyReportButton } from '../../features/certificates/components/certify-report-button';
import { useAllProjects } from '../../features/projects/api/get-projects';
import { reportQueryOptions } from '../../features/reports/api/get-report';
import { reportKeys } from '../../features/reports/api/report-keys';
import { ReportForm } from '../../features/reports/components/report-form';
import { ReportView } from '../../features/reports/components/report-view';
import { useWalletSigner } from '../../features/wallet/use-wallet-signer';
import { isNotFound } from '../../lib/api-errors';
import { useSession } from '../../lib/session/session-store';
import { toast } from '../../lib/toast';
import { useGoBack } from '../content/use-go-back';

/** /relatorios/editar/:id: the form (the header's "Salvar" saves), or the frozen view of a certified report. */
export default function ReportEditRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  // Edit the current version, not a cached one: fewer conflicts on save.
  const report = useQuery({ ...reportQueryOptions(id), refetchOnMount: 'always' });
  const projects = useAllProjects();
  const goBack = useGoBack(paths.reports.href());
  const signer = useWalletSigner();
  const queryClient = useQueryClient();

  if (report.isError && isNotFound(report.error))
    return (
      <NotFoundState title="Relatório não encontrado" backHref={paths.reports.href()} backLabel="Ver meus relatórios" />
    );
  if (report.isError) return <ErrorState message={report.error.message} onRetry={() => void report.refetch()} />;
  if (!report.data || !report.isFetchedAfterMount) return <Loading />;

  const r = report.data;
  const listHref = r.projectId ? paths.projectReports.href(r.projectId) : paths.reports.href();

  if (r.status === 'certified') {
    return (
      <>
        <PageHeader title={r.title} description="Relatório certificado." />
        <ReportView
          report={r}
          actions={
            <ButtonLink to={listHref} variant="outline">
              Voltar aos relatórios
            </ButtonLink>
          }
        />
      </>
    );
  }

  if (projects.isPending) return <Loading />;
  return (
    <>
      <PageHeader
        title="Editar relatório"
        description={r.title}
        actions={
          r.ownerId === user.id ? (
            <CertifyReportButton
              report={r}
              signer={signer}
              onCertified={() => void queryClient.invalidateQueries({ queryKey: reportKeys.all })}
            />
          ) : undefined
        }
      />
      <ReportForm
        key={id}
        report={r}
        projectOptions={(projects.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        userId={user.id}
        onSaved={(saved) => {
          toast({ title: 'Alterações salvas', description: `“${saved.title}” foi atualizado.` });
          goBack();
        }}
        onCancel={goBack}
      />
    </>
  );
}
