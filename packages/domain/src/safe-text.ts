import { z } from 'zod';

// One rule for every text the API accepts, whatever the field: no NUL (PostgreSQL cannot store it in text) and no
// lone UTF-16 surrogate (it cannot be encoded as UTF-8, so it would be stored silently changed). It is applied to the
// whole input of every route schema (see refusingUnsafeText), so a new field cannot forget it.

export const unsafeTextMessage = 'Caractere inválido.';

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the string holds no NUL and no lone surrogate. */
export const isSafeText = (text: string): boolean => !text.includes('\u0000') && !loneSurrogate.test(text);

type Path = (string | number)[];

/**
 * Where unsafe text sits inside a parsed request part (JSON body, query, params): the path of every string value or
 * object key that breaks the rule, at most `limit` of them. Walks with its own stack, so deep input cannot overflow.
 */
export function findUnsafeText(value: unknown, limit = 20): Path[] {
  // Each entry links to its parent, so a path is only built for what is found (deep input stays linear).
  interface Entry {
    value: unknown;
    key?: string | number;
    parent?: Entry;
  }
  const pathOf = (entry: Entry | undefined, last?: string): Path => {
    const reversed: Path = last === undefined ? [] : [last];
    for (let e = entry; e?.key !== undefined; e = e.parent) reversed.push(e.key);
    return reversed.reverse();
  };
  const found: Path[] = [];
  const stack: Entry[] = [{ value }];
  while (stack.length && found.length < limit) {
    const entry = stack.pop()!;
    const current = entry.value;
    if (typeof current === 'string') {
      if (!isSafeText(current)) found.push(pathOf(entry));
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: entry });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (!isSafeText(key)) found.push(pathOf(entry, key));
        else stack.push({ value: child, key, parent: entry });
      }
    }
  }
  return found.slice(0, limit);
}

/**
 * The schema, refusing unsafe text anywhere in its input. Issues of the schema itself are kept beside those of the
 * rule, so every field error is reported at once.
 */
export function refuseUnsafeText<T extends z.ZodType>(schema: T) {
  return z.unknown().transform((input, ctx): z.output<T> => {
    const unsafe = findUnsafeText(input);
    const result = schema.safeParse(input);
    if (!unsafe.length && result.success) return result.data;
    for (const path of unsafe) ctx.addIssue({ code: 'custom', path, message: unsafeTextMessage, input });
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ ...issue });
    return z.NEVER;
  });
}

/**
 * Wraps a schema validator compiler (fastify-type-provider-zod's `validatorCompiler`) so every body, query string and
 * path parameter schema of an app follows the rule. Server and recovery API both install it.
 */
export function refusingUnsafeText<R extends { schema: unknown }, V>(compile: (route: R) => V): (route: R) => V {
  return (route) => compile({ ...route, schema: refuseUnsafeText(route.schema as z.ZodType) });
}
