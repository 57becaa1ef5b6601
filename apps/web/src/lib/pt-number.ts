// Numbers as people type them in Brazil ("1.234,56", "12,5", "R$ 12,50") turned into values the API takes, and back.
// Form inputs stay text (type="text" + inputMode) because <input type="number"> rejects the decimal comma.

export type ParsedNumber = { value: number | null } | { error: string };

const INVALID_NUMBER = 'Número inválido: use apenas algarismos e vírgula (ex.: 1.234,56).';

/**
 * The canonical "1234.56" of a typed number, or null when it is not one.
 * With a comma, it is the decimal mark and dots group thousands. Without one, "1.234" groups thousands unless
 * `dotDecimal` (coordinates, where "-15.794" is common), and any other single dot is a decimal point.
 */
function canonical(text: string, dotDecimal: boolean): string | null {
  // Only the ends are trimmed: "12 50" is ambiguous, so it is refused rather than guessed.
  const compact = text.replace(/^[\s\u00a0]+|[\s\u00a0]+$/g, '');
  const match = /^([+-]?)(.*)$/.exec(compact);
  const sign = match?.[1] === '-' ? '-' : '';
  const body = match?.[2] ?? '';
  if (body.includes(',')) {
    if (!/^(\d{1,3}(\.\d{3})*|\d*),\d+$/.test(body)) return null;
    const [int = '', frac = ''] = body.replace(/\./g, '').split(',');
    return `${sign}${int || '0'}.${frac}`;
  }
  if (!dotDecimal && /^\d{1,3}(\.\d{3})+$/.test(body)) return sign + body.replace(/\./g, '');
  if (/^\d+(\.\d+)?$/.test(body)) return sign + body;
  if (/^\.\d+$/.test(body)) return `${sign}0${body}`;
  return null;
}

/** A decimal number; empty text is null (the field left blank). */
export function parseDecimalText(text: string, { dotDecimal = false }: { dotDecimal?: boolean } = {}): ParsedNumber {
  if (text.trim() === '') return { value: null };
  const value = canonical(text, dotDecimal);
  return value === null ? { error: INVALID_NUMBER } : { value: Number(value) };
}

/** A whole number ("1.200" is twelve hundred); empty text is null. */
export function parseIntegerText(text: string): ParsedNumber {
  const parsed = parseDecimalText(text);
  if ('error' in parsed || parsed.value === null) return parsed;
  if (!Number.isInteger(parsed.value)) return { error: 'Use um número inteiro.' };
  return parsed;
}

/** Reais as typed ("12,50", "R$ 1.234,5", "12") in cents (1250, 123450, 1200); empty text is null. */
export function parseMoneyText(text: string): ParsedNumber {
  const withoutSymbol = text.replace(/R\$/i, '');
  if (withoutSymbol.trim() === '') return { value: null };
  const value = canonical(withoutSymbol, false);
  if (value === null) return { error: 'Preço inválido: informe em reais, por exemplo 12,50.' };
  const [int = '0', frac = ''] = value.replace('-', '').split('.');
  if (frac.length > 2) return { error: 'Use no máximo 2 casas decimais nos centavos.' };
  const cents = Number(int) * 100 + Number(frac.padEnd(2, '0'));
  if (value.startsWith('-') && cents !== 0) return { error: 'O preço não pode ser negativo.' };
  return { value: cents };
}

/** A stored number as an editable text with the decimal comma, without rounding: 1234.5 → "1234,5"; null → "". */
export function numberToText(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '';
  return String(value).replace('.', ',');
}

/** Cents as an editable price: 1250 → "12,50". */
export function centsToText(cents: number | null | undefined): string {
  if (cents == null || !Number.isFinite(cents)) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
