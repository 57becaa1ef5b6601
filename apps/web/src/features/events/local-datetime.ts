// <input type="datetime-local"> speaks "2025-05-01T10:00" in the person's own time zone; the API wants an instant
// with its offset ("2025-05-01T10:00:00-03:00"). These convert both ways using the browser's zone (DST included).

const pad = (n: number, size = 2) => String(Math.abs(n)).padStart(size, '0');

/** "2025-05-01T10:00" (local) → "2025-05-01T10:00:00-03:00"; null when the text is not a valid local date-time. */
export function localInputToIso(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second = '0'] = match.slice(1).map((part) => part ?? '0') as string[];
  const date = new Date(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  // Reject dates the calendar does not have (31/02) instead of letting Date roll them over.
  if (Number.isNaN(date.getTime()) || date.getDate() !== Number(day) || date.getMonth() !== Number(month) - 1)
    return null;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
}

/** An instant from the API → "2025-05-01T10:00" in the browser's zone, for the input; "" for null. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
