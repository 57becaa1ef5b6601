import type { Dashboard } from '@raiz/domain/dashboard';
import { formatNumber } from '@raiz/domain/format';
import { formatIndicatorWithUnit } from '../dashboard-data';
import { indicators } from '../indicators';

// What of the panel's impact is verified (docs/design.md §8, "Verified impact"): the server decides which reports an
// accredited verifier co-signed; the rest, published or certified by their authors only, is self-declared.

const cardClasses = 'flex flex-col gap-1 rounded-2xl border border-border bg-surface p-4 shadow-sm';

function ImpactGroup({
  id,
  title,
  caption,
  group,
}: {
  id: string;
  title: string;
  caption: string;
  group: Dashboard['verified'];
}) {
  const shown = indicators.filter((indicator) => group.totals[indicator.key] > 0);
  return (
    <section aria-labelledby={id} className={cardClasses}>
      <h3 id={id} className="text-sm font-semibold text-fg">
        {title}
      </h3>
      <p className="text-sm text-muted">{caption}</p>
      {shown.length > 0 ? (
        <ul aria-label={title} className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-fg">
          {shown.map((indicator) => (
            <li key={indicator.key} className="tabular-nums">
              <span className="sr-only">{indicator.label}: </span>
              {formatIndicatorWithUnit(indicator, group.totals[indicator.key])}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-muted">Nada ainda.</p>
      )}
    </section>
  );
}

/** The card "Relatórios verificados" and the published impact split into verified and self-declared. */
export function VerifiedImpact({ verified, selfDeclared }: Pick<Dashboard, 'verified' | 'selfDeclared'>) {
  const counted = verified.reports + selfDeclared.reports;
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <div className={cardClasses}>
        <span
          className="font-display text-3xl font-semibold tracking-tight text-fg tabular-nums"
          data-testid="count-verified"
        >
          {formatNumber(verified.reports, 0)}
        </span>
        <span className="text-sm font-medium text-muted">
          {verified.reports === 1 ? 'Relatório verificado' : 'Relatórios verificados'}
        </span>
        <span className="text-sm text-muted">
          de {formatNumber(counted, 0)} {counted === 1 ? 'publicado ou certificado' : 'publicados ou certificados'}
        </span>
      </div>
      <ImpactGroup
        id="impacto-verificado"
        title="Impacto verificado"
        caption="Relatórios que uma verificadora credenciada conferiu e assinou."
        group={verified}
      />
      <ImpactGroup
        id="impacto-autodeclarado"
        title="Impacto autodeclarado"
        caption="Os demais: publicados ou certificados só por quem os escreveu."
        group={selfDeclared}
      />
    </div>
  );
}
