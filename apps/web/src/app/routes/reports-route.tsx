import { PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { ExportCsvLink } from '../../features/exports/components/export-csv-link';
import { SpaceSwitcher } from '../../features/organizations/components/space-switcher';
import { useSession } from '../../lib/session/session-store';
import { spaceFilter, useSpaceParam } from '../../lib/spaces';
import { ReportList } from '../content/report-list';

/** /relatorios and /reports: the person's reports ("Criar Relatório" is the header's button), by space. */
export default function ReportsRoute() {
  const { user } = useSession();
  const space = useSpaceParam(user.id);
  return (
    <>
      <PageHeader
        title="Relatórios"
        description="O impacto dos seus projetos, período a período: rascunhos, publicados e certificados."
        actions={<ExportCsvLink kind="reports" />}
      />
      <SpaceSwitcher {...space} />
      <ReportList space={spaceFilter(space.space)} createHref={paths.reportCreate.href()} />
    </>
  );
}
