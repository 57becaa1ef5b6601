import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { EditRecordForm } from '../../lib/content-kit/record-form';
import { ButtonLink } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { AttachmentsPanel } from '../../features/attachments/components/attachments-panel';
import { CertifyReportButton } from '../../features/certificates/components/certify-report-button';
import { useAllProjects } from '../../features/projects/api/projects-api';
import { reportsApi } from '../../features/reports/api/reports-api';
import { NewRevisionButton, ReportRevisionNote } from '../../features/reports/components/report-revision';
import { ReportView } from '../../features/reports/components/report-view';
import { ReportProjectOptions, reportForm } from '../../features/reports/report-resource';
import { useWalletSigner } from '../../features/wallet/use-wallet-signer';
import { useHeaderLink } from '../../lib/header-link';
import { useSession } from '../../lib/session/session-store';
import { QueryState } from '../../lib/content-kit/query-state';
import { useAddFiles } from '../content/add-files';
import { useGoBack } from '../content/use-go-back';

/**
 * /relatorios/editar/:id: the form (the header's "Salvar" saves), with "Certificar" once published; or the frozen
 * view of a certified report, with "Ver certificado" in the header and "Nova versão" when the server offers it.
 */
export default function ReportEditRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  // Edit the current version, not a cached one: fewer conflicts on save.
  const report = useQuery({ ...reportsApi.detailQueryOptions(id), refetchOnMount: 'always' });
  const update = reportsApi.useUpdate(id);
  const projects = useAllProjects();
  const goBack = useGoBack(paths.reports.href());
  const signer = useWalletSigner();
  const addFiles = useAddFiles();
  // Someone the server would not let change it (a leitor of its organisation) sees the report as it is.
  const readOnly = report.data ? !report.data.can.edit : false;
  // A certified report is frozen: the header offers its certificate, not a "Salvar" with nothing to save (without a
  // certificate to show, the button of any other screen).
  const certified = report.data?.status === 'certified';
  const code = report.data?.certificateCode;
  useHeaderLink(
    certified
      ? code
        ? { label: 'Ver certificado', href: paths.verify.href(code), detail: code }
        : { label: 'Painel', href: paths.dashboard.href() }
      : readOnly
        ? { label: 'Painel', href: paths.dashboard.href() }
        : null,
  );

  return (
    <QueryState
      query={report}
      notFound={{ title: 'Relatório não encontrado', backHref: paths.reports.href(), backLabel: 'Ver meus relatórios' }}
    >
      {(r) => {
        if (r.status === 'certified' || readOnly) {
          const frozen = r.status === 'certified';
          const listHref = r.projectId ? paths.projectReports.href(r.projectId) : paths.reports.href();
          return (
            <>
              <PageHeader
                title={r.title}
                description={
                  frozen
                    ? 'Relatório certificado.'
                    : 'Seu papel na organização deste relatório permite vê-lo, mas não alterá-lo.'
                }
                actions={<NewRevisionButton report={r} />}
              />
              <ReportView
                report={r}
                evidence={<AttachmentsPanel kind="reports" parentId={r.id} frozen={frozen} readOnly={!frozen} />}
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
              actions={<CertifyReportButton report={r} signer={signer} />}
            />
            <div className="mb-5 empty:hidden">
              <ReportRevisionNote report={r} />
            </div>
            <ReportProjectOptions.Provider value={(projects.data ?? []).map((p) => ({ value: p.id, label: p.name }))}>
              <EditRecordForm
                spec={reportForm}
                item={r}
                noun="relatório"
                name={(report) => report.title}
                draft={{ userId: user.id, kind: 'relatorio', recordId: id }}
                save={update.mutateAsync}
                detail={reportsApi.detailQueryOptions(id)}
                onSaved={goBack}
                onCancel={goBack}
              />
            </ReportProjectOptions.Provider>
            <div className="mt-6">
              <AttachmentsPanel
                kind="reports"
                parentId={r.id}
                projectPlace={projects.data?.find((p) => p.id === r.projectId)}
                focused={addFiles}
              />
            </div>
          </>
        );
      }}
    </QueryState>
  );
}
