import type { ReactNode } from 'react';
import {
  formatDate,
  formatDateTime,
  formatIndicator,
  formatSignedIndicator,
  indicatorDefinitions,
  type CertificateSnapshot,
  type EvidenceEntry,
} from '@raiz/domain';
import { IndicatorList } from '../../../components/ui/indicator-list';
import { EvidenceList } from './evidence-list';

/**
 * A certified report's content as the certificate froze it: title, project, period, summary, indicators and evidence
 * files. `evidence` shows what was found of each file (the verification page checks them).
 */
export function SnapshotView({
  snapshot,
  compact = false,
  evidence,
}: {
  snapshot: CertificateSnapshot;
  compact?: boolean;
  evidence?: { preview: (entry: EvidenceEntry) => ReactNode; status: (entry: EvidenceEntry) => ReactNode };
}) {
  const indicators = indicatorDefinitions.filter((d) => snapshot.indicators[d.key] != null);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="text-sm text-muted">Relatório</dt>
          <dd className="font-display text-xl font-semibold wrap-anywhere text-fg" data-testid="snapshot-title">
            {snapshot.title}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Projeto</dt>
          {/* A long unbroken name wraps inside its column instead of running over "Período" (on paper too). */}
          <dd className="wrap-anywhere text-fg" data-testid="snapshot-project">
            {snapshot.projectName ?? 'Sem projeto vinculado'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Período</dt>
          <dd className="text-fg">
            {formatDate(snapshot.periodStart)} a {formatDate(snapshot.periodEnd)}
          </dd>
        </div>
        {snapshot.publishedAt && (
          <div>
            <dt className="text-sm text-muted">Publicado em</dt>
            <dd className="text-fg">{formatDateTime(snapshot.publishedAt)}</dd>
          </div>
        )}
        {!compact && snapshot.summary && (
          <div className="sm:col-span-2">
            <dt className="text-sm text-muted">Resumo</dt>
            <dd className="whitespace-pre-line text-fg">{snapshot.summary}</dd>
          </div>
        )}
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-fg">Indicadores</h3>
        {indicators.length === 0 ? (
          <p className="mt-1 text-sm text-muted">Nenhum indicador informado.</p>
        ) : (
          <IndicatorList
            items={indicators.map((d) => ({
              key: d.key,
              label: d.label,
              value: (
                <>
                  <span className="block font-semibold whitespace-nowrap text-fg tabular-nums">
                    {formatIndicator(d.key, snapshot.indicators[d.key])}
                  </span>
                  {/* The display rounds to 2 decimals; what was signed is shown whole, so nothing is hidden. */}
                  {formatSignedIndicator(d.key, snapshot.indicators[d.key]) && (
                    <span className="block text-xs whitespace-nowrap text-muted tabular-nums">
                      valor assinado: {formatSignedIndicator(d.key, snapshot.indicators[d.key])}
                    </span>
                  )}
                </>
              ),
            }))}
            className="mt-2 grid gap-2 sm:grid-cols-2"
            itemClassName="flex items-baseline justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2 print:border print:border-border"
            labelClassName="text-sm text-muted"
            valueClassName="text-right"
          />
        )}
      </div>
      {snapshot.evidence && snapshot.evidence.length > 0 && (
        <EvidenceList evidence={snapshot.evidence} preview={evidence?.preview} status={evidence?.status} />
      )}
    </div>
  );
}
