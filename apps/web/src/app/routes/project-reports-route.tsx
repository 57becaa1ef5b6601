import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { ExportCsvLink } from '../../features/exports/components/export-csv-link';
import { ReportList } from '../content/report-list';
import { reportCreateFor } from '../content/content-links';
import { ProjectFrame } from '../content/project-frame';

/** /projetos/:projectId/relatorios: the reports of one project. */
export default function ProjectReportsRoute() {
  const { projectId = '' } = useParams();
  return (
    <ProjectFrame
      projectId={projectId}
      section="reports"
      title={(p) => `Relatórios · ${p.name}`}
      description={() => 'Os relatórios de impacto deste projeto, com os indicadores de cada período.'}
      actions={(p) => (
        <>
          <ExportCsvLink kind="reports" projectId={p.id} />
          <ButtonLink to={reportCreateFor(p.id)}>Criar relatório</ButtonLink>
        </>
      )}
    >
      {(p) => <ReportList projectId={p.id} createHref={reportCreateFor(p.id)} />}
    </ProjectFrame>
  );
}
