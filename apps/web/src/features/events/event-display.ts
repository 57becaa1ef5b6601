import { formatDate, formatDateTime, formatNumber, type ProjectEvent } from '@raiz/domain';

const timeOf = (iso: string) => formatDateTime(iso).slice(-5);

/** "01/05/2025 10:00 – 12:00", "01/05/2025 10:00 – 02/05/2025 18:00", or just the start. */
export function formatEventWhen(event: Pick<ProjectEvent, 'startsAt' | 'endsAt'>): string {
  const start = formatDateTime(event.startsAt);
  if (!event.endsAt) return start;
  const sameDay = formatDate(event.startsAt) === formatDate(event.endsAt);
  return `${start} – ${sameDay ? timeOf(event.endsAt) : formatDateTime(event.endsAt)}`;
}

/** "30 vagas", "1 vaga", "Vagas ilimitadas". */
export function formatCapacity(capacity: number | null): string {
  if (capacity == null) return 'Vagas ilimitadas';
  return capacity === 1 ? '1 vaga' : `${formatNumber(capacity, 0)} vagas`;
}

/** Over: its end (or, without one, its start) has passed. */
export const isEventOver = (event: Pick<ProjectEvent, 'startsAt' | 'endsAt'>, now = Date.now()) =>
  Date.parse(event.endsAt ?? event.startsAt) < now;
