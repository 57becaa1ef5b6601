import { ExportCsvLink } from './export-csv-link';

/** The project page's downloads: its reports, events and products as CSV for spreadsheets. */
export function ProjectExports({ projectId }: { projectId: string }) {
  return (
    <section aria-labelledby="exportar-projeto" className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <h2 id="exportar-projeto" className="font-semibold text-fg">
        Exportar para planilha
      </h2>
      <p className="mt-1 text-sm text-muted">
        Arquivos CSV no formato brasileiro (ponto e vírgula, vírgula decimal, datas dd/mm/aaaa), prontos para o Excel, o
        LibreOffice ou o Google Planilhas.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <ExportCsvLink kind="reports" projectId={projectId} label="Relatórios (CSV)" size="sm" />
        <ExportCsvLink kind="events" projectId={projectId} label="Eventos (CSV)" size="sm" />
        <ExportCsvLink kind="products" projectId={projectId} label="Produtos (CSV)" size="sm" />
      </div>
    </section>
  );
}
