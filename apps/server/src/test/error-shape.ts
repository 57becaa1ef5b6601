import { z } from 'zod';
import { errorCodes } from '@raiz/domain';

/** The documented error body, with nothing else beside it. */
export const strictApiErrorSchema = z.strictObject({
  error: z.strictObject({
    code: z.enum(Object.values(errorCodes)),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string().min(1)).optional(),
  }),
});

// Words of the English messages frameworks and libraries answer (Fastify, zod, JSON parsers, HTTP reason phrases);
// none of them is a Portuguese word (the boundaries count accented letters as letters: "início" is not "in").
const englishWords = new RegExp(
  `(?<![\\p{L}\\p{N}])(${(
    'the is are not must should cannot of to with and in on at by invalid required expected received error request ' +
    'body route found unexpected exceeding exceeded missing too large unsupported type string number object array ' +
    'unauthorized forbidden internal server client failed allowed empty unknown method service unavailable timeout ' +
    'payload length header input value limit'
  )
    .split(' ')
    .join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

/** A message a Brazilian user can read: no English words and no framework error codes. */
export function isPortuguese(message: string): boolean {
  return /\p{L}/u.test(message) && !/FST_|ERR_/.test(message) && !englishWords.test(message);
}

/** Why a body is not the documented error in Portuguese, or undefined when it is. */
export function errorShapeProblem(body: unknown): string | undefined {
  const parsed = strictApiErrorSchema.safeParse(body);
  if (!parsed.success) return `not in the shape {error:{code,message,fields?}}: ${JSON.stringify(body)?.slice(0, 300)}`;
  const { message, fields } = parsed.data.error;
  for (const text of [message, ...Object.values(fields ?? {})]) {
    if (!isPortuguese(text)) return `message not in Portuguese: ${JSON.stringify(text)}`;
  }
  return undefined;
}
