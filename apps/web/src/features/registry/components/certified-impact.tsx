import { formatIndicator, indicatorDefinitions, type IndicatorTotals, type RegistryProjectCard } from '@raiz/domain';

// A project's certified impact in two groups (docs/registry.md#verified-impact): "Impacto verificado", the reports an
// accredited verifier co-signed (decided by the server), and "Impacto autodeclarado", the rest, signed by their authors only.

function ImpactGroup({ title, impact }: { title: string; impact: IndicatorTotals }) {
  const shown = indicatorDefinitions.filter((d) => impact[d.key] > 0);
  if (shown.length === 0) return null;
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-primary uppercase">{title}</p>
      <ul aria-label={title} className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-fg">
        {shown.map((d) => (
          <li key={d.key} className="tabular-nums">
            <span className="sr-only">{d.label}: </span>
            {formatIndicator(d.key, impact[d.key])}
          </li>
        ))}
      </ul>
    </div>
  );
}

type ImpactOf = Pick<
  RegistryProjectCard,
  'certifiedImpact' | 'certifiedReports' | 'verifiedImpact' | 'verifiedReports' | 'selfDeclaredImpact'
>;

/** A card's impact as "4.200 árvores · 152,75 tCO2e", verified apart from self-declared; zeros left out. */
export function CertifiedImpactLine({ project }: { project: ImpactOf }) {
  const any = indicatorDefinitions.some((d) => project.certifiedImpact[d.key] > 0);
  if (project.certifiedReports === 0 || !any)
    return <p className="text-sm text-muted">Nenhum impacto certificado ainda</p>;
  return (
    <div className="flex flex-col gap-2">
      {project.verifiedReports > 0 && <ImpactGroup title="Impacto verificado" impact={project.verifiedImpact} />}
      {project.certifiedReports > project.verifiedReports && (
        <ImpactGroup title="Impacto autodeclarado" impact={project.selfDeclaredImpact} />
      )}
    </div>
  );
}

/** The six indicators of a group of a project's certified reports, each with its name, for its public page. */
export function CertifiedImpactFigures({ impact, label }: { impact: IndicatorTotals; label?: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 md:grid-cols-3">
      {indicatorDefinitions.map((d) => (
        <div key={d.key} className="rounded-xl bg-surface-2 p-3">
          <dt className="text-sm text-muted">{d.label}</dt>
          <dd className="mt-0.5 font-display text-xl font-semibold text-fg tabular-nums">
            {formatIndicator(d.key, impact[d.key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
