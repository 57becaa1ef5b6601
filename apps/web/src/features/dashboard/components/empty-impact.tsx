import { ButtonLink } from '../../../components/ui/button';
import { ReportIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';

/** Instead of flat charts: what to do so the panel has something to show. */
export function EmptyImpact({ hasDrafts }: { hasDrafts: boolean }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-border bg-surface p-6 sm:flex-row sm:items-center">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-fg">
        <ReportIcon width={24} height={24} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-fg">Nenhum relatório publicado ainda</p>
        <p className="mt-1 text-sm text-muted">
          {hasDrafts
            ? 'Você tem relatórios em rascunho. Publique um relatório para ver aqui os gráficos dos seus indicadores.'
            : 'Crie um relatório com os indicadores do período e publique-o para ver aqui os gráficos por mês e por projeto.'}
        </p>
      </div>
      <ButtonLink to={hasDrafts ? paths.reports.href() : paths.reportCreate.href()}>
        {hasDrafts ? 'Ver relatórios' : 'Criar Relatório'}
      </ButtonLink>
    </div>
  );
}
