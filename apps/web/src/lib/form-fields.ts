// Zod pieces that turn what a form holds (text of inputs and selects) into the values the domain's request schemas
// take. A form schema is `z.object({ field: decimalText(), … }).pipe(domainSchema)`: the first stage converts and
// reports typing mistakes, the domain schema then applies the very rules the API applies, with the same messages.
import { z } from 'zod';
import { useZodPortuguese as installZodPortuguese } from '@raiz/domain';
import { parseDecimalText, parseIntegerText, parseMoneyText, type ParsedNumber } from './pt-number';

// Messages for issues the schemas do not word themselves, in Portuguese (global zod configuration, idempotent).
installZodPortuguese();

const fromParsed = (parse: (text: string) => ParsedNumber) =>
  z.string().transform((text, ctx): number | null => {
    const parsed = parse(text);
    if ('error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.value;
  });

/** "1.234,5" → 1234.5; blank → null. */
export const decimalText = () => fromParsed((text) => parseDecimalText(text));
/** Latitude/longitude: the dot is always the decimal point ("-15.794"); blank → null. */
export const coordinateText = () => fromParsed((text) => parseDecimalText(text, { dotDecimal: true }));
/** "1.200" → 1200; blank → null. */
export const integerText = () => fromParsed(parseIntegerText);
/** Reais typed as "12,50" → 1250 cents; blank → null. */
export const moneyText = () => fromParsed(parseMoneyText);
/** A blank optional field (date, select) → null, so the API clears it. */
export const blankAsNull = () => z.string().transform((text) => (text.trim() === '' ? null : text));
/**
 * A blank required field (date, select) → null, which the domain refuses with "Campo obrigatório." or its own
 * message — also in a partial update, where a missing field would mean "leave it as it is".
 */
export const blankAsRequired = () => z.string().transform((text) => (text.trim() === '' ? null : text));

/**
 * `form.pipe(request)`: the converted form values go through the domain's request schema. Their static type is
 * looser than the schema's input (any string where it wants a code), which is exactly what it checks at run time.
 */
export function pipeToRequest<F extends z.ZodType, R extends z.ZodType>(form: F, request: R) {
  return form.pipe(request as unknown as z.ZodType<z.output<R>, z.output<F>>);
}
