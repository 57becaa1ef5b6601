import {
  formatDate,
  formatIndicator,
  formatNumber,
  indicatorDefinitions,
  type IndicatorKey,
  type Report,
} from '@raiz/domain';
import type { BadgeTone } from '../../components/ui/badge';

export const reportStatusTone: Record<Report['status'], BadgeTone> = {
  draft: 'neutral',
  published: 'info',
  certified: 'success',
};

/** "01/01/2025 a 31/03/2025". */
export const formatReportPeriod = (report: Pick<Report, 'periodStart' | 'periodEnd'>) =>
  `${formatDate(report.periodStart)} a ${formatDate(report.periodEnd)}`;

/** The indicators a report informs, in display order, each with its label and its value with the unit. */
export function filledIndicators(report: Report): { key: IndicatorKey; label: string; value: string }[] {
  return indicatorDefinitions
    .filter((d) => report[d.key] != null)
    .map((d) => ({ key: d.key, label: d.label, value: formatIndicator(d.key, report[d.key]) }));
}

/** "Precisão de cerca de 1.200 m": the device's accuracy, in whole metres. */
export const formatPositionAccuracy = (metres: number) =>
  `Precisão de cerca de ${formatNumber(Math.round(metres), 0)} m`;
