import { projectChildKinds, type ProjectChildKind } from '../../../lib/content-kit/project-child-kind';
import { ExportCsvLink } from './export-csv-link';

/** The project page's downloads: its reports, and each child resource with an export (events, products), as CSV. */
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
        {projectChildKinds
          .filter((kind: ProjectChildKind) => kind.exportCsv)
          .map((kind) => (
            <ExportCsvLink
              key={kind.key}
              kind={kind}
              projectId={projectId}
              label={`${kind.noun.Many} (CSV)`}
              size="sm"
            />
          ))}
      </div>
    </section>
  );
}
