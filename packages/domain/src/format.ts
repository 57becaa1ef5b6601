// pt-BR display formats used by web and server (CSV exports) alike.

const numberFormats = new Map<number, Intl.NumberFormat>();

function numberFormat(decimals: number): Intl.NumberFormat {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(decimals, format);
  }
  return format;
}

/** A number in pt-BR with exactly `decimals` decimals (2 by default): 1234.5 → "1.234,50". */
export function formatNumber(value: number, decimals = 2): string {
  return numberFormat(decimals).format(Number.isFinite(value) ? value : 0);
}

/**
 * A number exactly as it was signed, in pt-BR: every digit of its shortest round-trip form (the form RFC 8785 hashes),
 * so 3.125 → "3,125" and 1234.5678 → "1.234,5678" where the display formats round to 2 decimals.
 */
export function formatExactNumber(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return text.replace('.', ',');
  const [, sign, whole, fraction] = match;
  return `${sign}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${fraction ? `,${fraction}` : ''}`;
}

/** A token balance: pt-BR with 6 decimals by default, as the spec asks. */
export function formatBalance(value: number, decimals = 6): string {
  return formatNumber(value, decimals);
}

const moneyFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Money from cents: 123456 → "R$ 1.234,56" (with a normal space, not NBSP, so it reads and copies plainly). */
export function formatMoney(cents: number): string {
  return moneyFormat.format(cents / 100).replace(/\u00a0/g, ' ');
}

/** A date as dd/mm/aaaa. Accepts `YYYY-MM-DD` (taken as a calendar date, no time-zone shift) or any ISO instant. */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}/${m}/${y}`;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

/** A date and time as "dd/mm/aaaa hh:mm", in the given time zone (default: the browser's or server's). */
export function formatDateTime(value: string | Date, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  })
    .format(date)
    .replace(', ', ' ');
}

/** One coordinate in decimal degrees: 4 decimals, decimal comma and a real minus sign (−18,8545). */
export function formatCoordinate(value: number): string {
  const text = formatNumber(value, 4);
  // A value that rounds to zero has no side of the equator or meridian: never "−0,0000".
  return /^-0,0+$/.test(text) ? text.slice(1) : text.replace('-', '\u2212');
}

/** "Latitude −18,8545 · Longitude −41,9555". */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `Latitude ${formatCoordinate(latitude)} · Longitude ${formatCoordinate(longitude)}`;
}

const byteUnits = ['KB', 'MB', 'GB', 'TB'] as const;
const sizeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A size in bytes for people, in binary units with at most one decimal: 12897484 → "12,3 MB", 2 ** 30 → "1 GB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sizeFormat.format(value)} ${byteUnits[unit]}`;
}
