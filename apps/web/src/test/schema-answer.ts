// What a hand-written fake of `fetch` answers goes through the server's response schema for that endpoint (from the
// domain, as the route declares it), so a fake cannot answer what the server never would (docs/ARCHITECTURE.md#tests).
// FakeContentApi and FakeOrganizations do the same for the resources they serve.
import { afterEach, vi } from 'vitest';
import type { z } from 'zod';
import { apiErrorSchema } from '@raiz/domain';

/** The endpoints a test's fake answers: method, path (without the query) and the route's 2xx response schema. */
export type ResponseSchemas = readonly (readonly [method: string, path: RegExp, schema: z.ZodType])[];

export interface FakeRequest {
  method: string;
  url: string;
  /** The JSON body sent, parsed; undefined for none (or a body that is not JSON text). */
  body: unknown;
}

/** A JSON answer, as the fakes write it; `checkedFetch` checks it against the endpoint's schema. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server's error shape `{error: {code, message, fields?}}` with its status. */
export function errorAnswer(status: number, code: string, message: string, fields?: Record<string, string>): Response {
  return json(apiErrorSchema.parse({ error: { code, message, ...(fields ? { fields } : {}) } }), status);
}

// A fake's answer the server could not give fails the test that got it, with what was wrong: the app may swallow the
// rejected fetch (an error state on screen), so the problem is also kept here and thrown after the test.
const problems: string[] = [];
afterEach(() => {
  const found = problems.splice(0);
  if (found.length > 0) throw new Error(`Respostas falsas que o servidor não daria:\n${found.join('\n')}`);
});

function problemOf(schemas: ResponseSchemas, method: string, pathname: string, status: number, body: unknown) {
  const schema = status >= 400 ? apiErrorSchema : schemas.find(([m, path]) => m === method && path.test(pathname))?.[2];
  if (!schema) return `${method} ${pathname}: no response schema for it in the test's table`;
  const parsed = schema.safeParse(body);
  return parsed.success ? undefined : `${method} ${pathname} (${status}): ${parsed.error.message}`;
}

/**
 * The fake's `response` to `method url`, once a JSON body has passed the endpoint's schema in `schemas` (errors: the
 * error shape); other bodies (files) pass as they are. A body the server could not send rejects, and fails the test.
 */
export async function checkedAnswer(
  schemas: ResponseSchemas,
  method: string,
  url: string,
  response: Response,
): Promise<Response> {
  if (!response.headers.get('Content-Type')?.includes('application/json')) return response;
  const pathname = new URL(url, 'http://localhost').pathname;
  const problem = problemOf(schemas, method, pathname, response.status, await response.clone().json());
  if (problem) {
    problems.push(problem);
    throw new Error(problem);
  }
  return response;
}

/** A `fetch` stub: `answer` gets each request, and its answer reaches the app through checkedAnswer. */
export function checkedFetch(schemas: ResponseSchemas, answer: (request: FakeRequest) => Response | Promise<Response>) {
  return vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init.method ?? (input instanceof Request ? input.method : 'GET');
    let body: unknown;
    try {
      body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    } catch {
      body = undefined;
    }
    return checkedAnswer(schemas, method, url, await answer({ method, url, body }));
  });
}
