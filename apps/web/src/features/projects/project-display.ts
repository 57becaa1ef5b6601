import { formatDate, formatNumber, type Project } from '@raiz/domain';
import type { BadgeTone } from '../../components/ui/badge';

export const projectStatusTone: Record<Project['status'], BadgeTone> = {
  planned: 'neutral',
  in_progress: 'info',
  completed: 'success',
};

/** "12,50 ha", or null when the area is not informed. */
export function formatArea(areaHa: number | null): string | null {
  return areaHa == null ? null : `${formatNumber(areaHa)} ha`;
}

/** "01/03/2025 a 30/11/2025", "Desde 01/03/2025", "Até 30/11/2025", or null. */
export function formatPeriod(start: string | null, end: string | null): string | null {
  if (start && end) return `${formatDate(start)} a ${formatDate(end)}`;
  if (start) return `Desde ${formatDate(start)}`;
  if (end) return `Até ${formatDate(end)}`;
  return null;
}
