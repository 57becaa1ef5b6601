import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodes, idempotencyMessages } from '@raiz/domain';
import { canonicalSha256 } from '@raiz/domain/wallet/canonical-hash';
import { AppError, badRequest, conflict } from '@raiz/server-kit/app-error';
import { idempotencyKeys } from '../db/schema/index.ts';
import { sweepHourly } from './sweeper.ts';

// Creates sent again answer what the first one did (the IETF httpapi draft "The Idempotency-Key HTTP Header Field"): a
// device's outbox retries a report after a lost answer, and the server creates it once. Every JSON POST of a signed-in
// person with an `Idempotency-Key` header goes through here, in one place for all routes (docs/design.md §6.1):
// - first time: the key is reserved (a row without an answer, unique per person and key) and the request runs; a
//   success (2xx) is stored and replayed to every later request with the same key and the same request; a failure
//   frees the key, so the same request may be tried again;
// - the same key with another method, address or body: 422 `idempotency_key_reused`;
// - while the first one still runs: 409 (a reservation older than a minute is taken as abandoned: its process died).
// Uploads (multipart) are not JSON and are idempotent by themselves per item and SHA-256 (docs/evidence.md). Rows are
// kept 24 hours.

const HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{1,255}$/;
const ABANDONED_MS = 60_000;
const KEPT_HOURS = 24;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { userId: string; key: string };
  }
}

const isMultipart = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

/** The request's body in RFC 8785 canonical JSON, hashed: the same data in another key order is the same request. */
const hashOf = (body: unknown) => canonicalSha256(body ?? null);

export default fp(async function idempotencyPlugin(app: FastifyInstance) {
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[HEADER];
    if (header === undefined || request.method !== 'POST' || !request.user || isMultipart(request)) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (typeof key !== 'string' || !KEY.test(key)) throw badRequest(idempotencyMessages.invalidKey);
    const userId = request.user.id;
    const asked = { method: request.method, path: request.url.split('?')[0]!, requestHash: hashOf(request.body) };

    // Reserve the key; of two requests at once, one inserts and the other finds its row.
    const [reserved] = await app.db
      .insert(idempotencyKeys)
      .values({ userId, key, ...asked })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (reserved) {
      request.idempotency = { userId, key };
      return;
    }
    const [first] = await app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!first) throw conflict(idempotencyMessages.inProgress); // freed between our two reads: the client retries
    if (first.method !== asked.method || first.path !== asked.path || first.requestHash !== asked.requestHash) {
      throw new AppError(errorCodes.idempotencyKeyReused, idempotencyMessages.reused);
    }
    if (first.statusCode === null) {
      const age = Date.now() - Date.parse(first.createdAt);
      if (age < ABANDONED_MS) throw conflict(idempotencyMessages.inProgress);
      // Abandoned: take it over (only one of several takers wins the update).
      const [taken] = await app.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()` })
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, key),
            eq(idempotencyKeys.createdAt, first.createdAt),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      if (!taken) throw conflict(idempotencyMessages.inProgress);
      request.idempotency = { userId, key };
      return;
    }
    reply.header('idempotent-replayed', 'true');
    return reply.code(first.statusCode).type('application/json; charset=utf-8').send(first.response);
  });

  // Store a success to replay it; free the key after a failure.
  app.addHook('onSend', async (request, reply, payload) => {
    const reservation = request.idempotency;
    if (!reservation) return payload;
    request.idempotency = undefined;
    const where = and(eq(idempotencyKeys.userId, reservation.userId), eq(idempotencyKeys.key, reservation.key));
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await app.db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, response: JSON.parse(payload) as unknown })
        .where(where);
    } else {
      await app.db.delete(idempotencyKeys).where(where);
    }
    return payload;
  });

  await sweepHourly(app, 'idempotency', () =>
    app.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${KEPT_HOURS} * interval '1 hour'`)),
  );
});
