import { PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { ExportCsvLink } from '../../features/exports/components/export-csv-link';
import { ReportList } from '../content/report-list';

/** /relatorios and /reports: the person's reports ("Criar Relatório" is the header's button). */
export default function ReportsRoute() {
  return (
    <>
      <PageHeader
        title="Relatórios"
        description="O impacto dos seus projetos, período a período: rascunhos, publicados e certificados."
        actions={<ExportCsvLink kind="reports" />}
      />
      <ReportList createHref={paths.reportCreate.href()} />
    </>
  );
}
