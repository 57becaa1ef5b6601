import { z } from 'zod';
import { apiErrorSchema } from '@raiz/domain';
import { maxBatchSize, readOnlyMethods } from './rpc-proxy.ts';

// JSON-RPC 2.0 as /v1/chain/rpc speaks it, for the OpenAPI document only: the proxy checks bodies itself
// (checkRpcBody) and passes the chain's answers through unchanged.

const rpcId = z
  .union([z.string().nullable(), z.number().nullable()])
  .describe('Identificador da chamada, devolvido na resposta.');

const rpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: rpcId.optional(),
  method: z.string().describe(`Um dos métodos de leitura: ${[...readOnlyMethods].join(', ')}.`),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
});

const rpcErrorSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: rpcId,
  error: z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() }),
});

const rpcResultSchema = z.object({ jsonrpc: z.literal('2.0'), id: rpcId, result: z.unknown() });
const rpcAnswerSchema = z.union([rpcResultSchema, rpcErrorSchema]);

export const rpcDoc = {
  body: z
    .union([rpcRequestSchema, z.array(rpcRequestSchema).min(1).max(maxBatchSize)])
    .describe(`Uma chamada JSON-RPC 2.0, ou um lote de até ${maxBatchSize}.`),
  response: {
    200: z.union([rpcAnswerSchema, z.array(rpcAnswerSchema)]).describe('Resposta da blockchain, como ela a deu.'),
    400: z
      .union([rpcErrorSchema, z.array(rpcErrorSchema), apiErrorSchema])
      .describe('Chamada ou lote inválido (erro JSON-RPC -32600), ou corpo que não é JSON.'),
    403: z
      .union([rpcErrorSchema, z.array(rpcErrorSchema), apiErrorSchema])
      .describe(
        'Método que não é de leitura (erro JSON-RPC -32601; um lote é recusado inteiro), ou chamada com cookies de outra origem.',
      ),
    502: rpcErrorSchema.describe('A blockchain não respondeu.'),
    503: rpcErrorSchema.describe('Nenhuma blockchain configurada.'),
  },
};
