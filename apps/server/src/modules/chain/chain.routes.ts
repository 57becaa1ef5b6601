import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@raiz/domain';
import { chainInfoSchema, rdxToken } from '@raiz/domain/chain';
import { checkRpcBody, idOf, maxBatchSize, readOnlyMethods, rpcError, rpcErrors } from './rpc-proxy.ts';

export const rpcPath = '/v1/chain/rpc';
const unavailableMessage = 'Blockchain indisponível.';

/** Public routes: chain details and the read-only JSON-RPC proxy (public chain data needs no login). */
export async function chainRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
      if (!chain) return reply.status(503).send({ error: { code: 'chain_unavailable', message: unavailableMessage } });
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
      // Applies once the rate-limit plugin is registered; ignored until then.
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['chain'],
        summary: 'JSON-RPC somente leitura',
        description:
          `Encaminha à blockchain uma chamada JSON-RPC 2.0, ou um lote de até ${maxBatchSize}, apenas com métodos de leitura: ` +
          `${[...readOnlyMethods].join(', ')}. Qualquer outro método recebe 403 com erro JSON-RPC -32601.`,
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
