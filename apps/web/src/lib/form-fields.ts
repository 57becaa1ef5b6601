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
 * The form's fields (text) → the domain's request, with every mistake reported at once. A plain
 * `form.pipe(request)` stops after the first stage: a number typed wrong hid the domain's messages (a required field,
 * an end before its start) until the next save. Here each field converts on its own; the fields that converted go
 * through the request schema (the API's very rules and messages), whose issues land on every field that has none of
 * its own. A field that failed to convert is left out of the request, so no rule reads a value that is not there.
 * The static input type is looser than the request's (any string where it wants a code), which is exactly what the
 * request schema checks at run time.
 */
export function pipeToRequest<F extends z.ZodObject, R extends z.ZodType>(form: F, request: R) {
  const fields = Object.entries(form.shape) as [string, z.ZodType][];
  return z
    .custom<z.input<F>>((values) => typeof values === 'object' && values !== null)
    .transform((values, ctx): z.output<R> => {
      const converted: Record<string, unknown> = {};
      const failed = new Set<PropertyKey>();
      for (const [name, field] of fields) {
        const result = field.safeParse((values as Record<string, unknown>)[name]);
        if (result.success) {
          if (result.data !== undefined) converted[name] = result.data;
          continue;
        }
        failed.add(name);
        for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: [name, ...issue.path] } as never);
      }
      const checked = request.safeParse(converted);
      if (!checked.success) {
        for (const issue of checked.error.issues)
          if (issue.path.length === 0 || !failed.has(issue.path[0]!)) ctx.addIssue(issue as never);
        return z.NEVER;
      }
      return failed.size > 0 ? z.NEVER : checked.data;
    });
}
