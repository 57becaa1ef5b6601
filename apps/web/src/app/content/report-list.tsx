// The reports of the person (/relatorios) or of one project, with "Certificar" on the author's published reports.
import { ResourceList, useResourceListParams } from '../../lib/content-kit/resource-list';
import { paths } from '../../config/paths';
import { QueuedRecords } from '../../features/outbox/components/queued-records';
import { reportsApi, useReports } from '../../features/reports/api/reports-api';
import { ReportCardExtras, reportList, reportNoun } from '../../features/reports/report-resource';
import { SpaceAccessContext } from '../../lib/spaces';
import { useCertifyReportAction } from './certify-report-action';
import { useSpaceAccessValue } from './space-choices';

export function ReportList({
  projectId,
  space,
  createHref,
}: {
  projectId?: string;
  /** The space of the person's reports (see useSpaceParam); a project's reports are its own. */
  space?: string;
  createHref: string;
}) {
  const actions = useCertifyReportAction();
  const spaces = useSpaceAccessValue();
  const remove = reportsApi.useRemove();
  const params = useResourceListParams(reportList);
  const query = useReports(space ? { ...params.filters, space } : params.filters, projectId);
  return (
    <SpaceAccessContext.Provider value={spaces}>
      <ReportCardExtras.Provider value={{ showProject: !projectId, actions }}>
        <QueuedRecords kind="report" projectId={projectId} />
        <ResourceList
          noun={reportNoun}
          list={reportList}
          emptyTitle={projectId ? 'Este projeto ainda não tem relatórios' : undefined}
          createAction="Criar relatório"
          createHref={createHref}
          editHref={(report) => paths.reportEdit.href(report.id)}
          params={params}
          query={query}
          remove={(report) => remove.mutateAsync({ id: report.id, version: report.version })}
        />
      </ReportCardExtras.Provider>
    </SpaceAccessContext.Provider>
  );
}
