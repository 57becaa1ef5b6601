import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, computed once by running its middleware on a stand-in response. None of
 * the policies depends on the request (no nonces), so every answer can carry the same headers: set through Fastify's
 * reply (one object, written with the status line) they cost far less than helmet's per-request middleware, which
 * rebuilt and validated every header on every answer (bench/README.md, the request path).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
