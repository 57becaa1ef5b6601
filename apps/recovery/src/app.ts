import type { FastifyInstance } from 'fastify';

/** The recovery API (DESIGN.md §4): its own tables and database; mounted under /v1/recovery. */
export async function recoveryRoutes(_app: FastifyInstance): Promise<void> {
  // Routes arrive with the wallet issue.
}
