import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, errorCodes } from '@raiz/domain';
import { chainInfoSchema, rdxToken } from '@raiz/domain/chain';
import { isTooManyRequests } from '@raiz/server-kit/rate-limit';
import { rateLimits } from '../../plugins/rate-limit.ts';
import {
  callGasCap,
  checkRpcBody,
  idOf,
  maxBatchSize,
  readOnlyMethods,
  requestGasBudget,
  rpcError,
  rpcErrors,
} from './rpc-proxy.ts';
import { rpcDoc } from './rpc-schemas.ts';

export const rpcPath = '/v1/chain/rpc';
const unavailableMessage = 'Blockchain indisponível.';

/** Public routes: chain details and the read-only JSON-RPC proxy (public chain data needs no login). */
export async function chainRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Over its per-IP limit the proxy refuses like it refuses the rest: a JSON-RPC error (HTTP 429, code -32005). Every
  // other error goes on to the app's error handler.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!isTooManyRequests(error) || request.routeOptions.url !== rpcPath) throw error;
    return reply
      .status(429)
      .send(rpcError(null, rpcErrors.limitExceeded, 'Muitas requisições. Aguarde um pouco e tente novamente.'));
  });

  r.get(
    '/v1/chain/info',
    {
      schema: {
        tags: ['chain'],
        summary: 'Rede e token RDX',
        response: { 200: z.object({ data: chainInfoSchema }), 503: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      const chain = app.chain;
      if (!chain)
        return reply.status(503).send({ error: { code: errorCodes.chainUnavailable, message: unavailableMessage } });
      return {
        data: {
          chainId: chain.chainId,
          tokenAddress: chain.tokenAddress,
          name: chain.tokenName,
          symbol: rdxToken.symbol,
          decimals: rdxToken.decimals,
          rpcPath,
          explorerUrl: null,
        },
      };
    },
  );

  r.post(
    rpcPath,
    {
      bodyLimit: 64 * 1024,
      config: { rateLimit: rateLimits.chainRpc, openapi: rpcDoc },
      schema: {
        tags: ['chain'],
        summary: 'JSON-RPC somente leitura',
        description:
          `Encaminha à blockchain uma chamada JSON-RPC 2.0, ou um lote de até ${maxBatchSize}, apenas com métodos de leitura: ` +
          `${[...readOnlyMethods].join(', ')}. Qualquer outro método recebe 403 com erro JSON-RPC -32601. ` +
          `Cada eth_call gasta no máximo ${callGasCap} de gás, e as de um pedido somam no máximo ${requestGasBudget} ` +
          `(divididos igualmente num lote). Limite de ${rateLimits.chainRpc.max} pedidos por minuto por IP; além disso, ` +
          '429 com erro JSON-RPC -32005.',
      },
    },
    async (request, reply) => {
      const decision = checkRpcBody(request.body);
      if (!decision.forward) return reply.status(decision.status).send(decision.body);
      const chain = app.chain;
      const id = Array.isArray(decision.body) ? null : idOf(decision.body);
      if (!chain) return reply.status(503).send(rpcError(id, rpcErrors.unavailable, unavailableMessage));
      try {
        const upstream = await fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(decision.body),
          signal: AbortSignal.timeout(15_000),
        });
        if (!upstream.ok) throw new Error(`HTTP ${upstream.status}`);
        return reply.status(200).send((await upstream.json()) as unknown);
      } catch (err) {
        request.log.warn({ err }, 'chain RPC did not answer');
        return reply.status(502).send(rpcError(id, rpcErrors.unavailable, unavailableMessage));
      }
    },
  );
}
