/** JSON-RPC methods the browser may call through /v1/chain/rpc: reads of public chain data, nothing that signs or sends. */
export const readOnlyMethods: ReadonlySet<string> = new Set([
  'eth_chainId',
  'net_version',
  'eth_blockNumber',
  'eth_call',
  'eth_getBalance',
  'eth_getCode',
  'eth_getLogs',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
]);

export const maxBatchSize = 20;

type RpcId = string | number | null;

interface RpcRequest {
  jsonrpc: '2.0';
  id?: RpcId;
  method: string;
  params?: unknown[] | Record<string, unknown>;
}

export interface RpcErrorBody {
  jsonrpc: '2.0';
  id: RpcId;
  error: { code: number; message: string };
}

export const rpcErrors = {
  invalidRequest: -32600,
  methodNotAllowed: -32601,
  unavailable: -32603,
} as const;

export function rpcError(id: RpcId, code: number, message: string): RpcErrorBody {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

export function idOf(value: unknown): RpcId {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

function isRpcRequest(value: unknown): value is RpcRequest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const r = value as Record<string, unknown>;
  const idOk = r.id === undefined || r.id === null || typeof r.id === 'string' || typeof r.id === 'number';
  const paramsOk = r.params === undefined || (typeof r.params === 'object' && r.params !== null);
  return r.jsonrpc === '2.0' && typeof r.method === 'string' && idOk && paramsOk;
}

export type ProxyDecision =
  | { forward: true; body: RpcRequest | RpcRequest[] }
  | { forward: false; status: 400 | 403; body: RpcErrorBody | RpcErrorBody[] };

/**
 * Decides whether a JSON-RPC body may go to the chain. A batch is all or nothing: one write refuses the whole batch
 * (every element answered, so clients matching responses by id still get one each).
 */
export function checkRpcBody(body: unknown): ProxyDecision {
  if (Array.isArray(body)) {
    if (body.length === 0)
      return { forward: false, status: 400, body: rpcError(null, rpcErrors.invalidRequest, 'Lote vazio.') };
    if (body.length > maxBatchSize) {
      return {
        forward: false,
        status: 400,
        body: rpcError(null, rpcErrors.invalidRequest, `Lote grande demais: no máximo ${maxBatchSize} chamadas.`),
      };
    }
    if (!body.every(isRpcRequest)) {
      return {
        forward: false,
        status: 400,
        body: body.map((item) =>
          isRpcRequest(item)
            ? refusedInBatch(item)
            : rpcError(idOf(item), rpcErrors.invalidRequest, 'Requisição JSON-RPC inválida.'),
        ),
      };
    }
    if (body.some((item) => !readOnlyMethods.has(item.method))) {
      return {
        forward: false,
        status: 403,
        body: body.map((item) => (readOnlyMethods.has(item.method) ? refusedInBatch(item) : notAllowed(item))),
      };
    }
    return { forward: true, body: body.map(clean) };
  }
  if (!isRpcRequest(body)) {
    return {
      forward: false,
      status: 400,
      body: rpcError(idOf(body), rpcErrors.invalidRequest, 'Requisição JSON-RPC inválida.'),
    };
  }
  if (!readOnlyMethods.has(body.method)) return { forward: false, status: 403, body: notAllowed(body) };
  return { forward: true, body: clean(body) };
}

/** Only the JSON-RPC fields go upstream, whatever else the client sent. */
function clean({ jsonrpc, id, method, params }: RpcRequest): RpcRequest {
  return { jsonrpc, id, method, params };
}

function notAllowed(request: RpcRequest): RpcErrorBody {
  return rpcError(
    request.id ?? null,
    rpcErrors.methodNotAllowed,
    `Método não permitido: ${request.method.slice(0, 80)}`,
  );
}

function refusedInBatch(request: RpcRequest): RpcErrorBody {
  return rpcError(request.id ?? null, rpcErrors.methodNotAllowed, 'Lote recusado: contém um método não permitido.');
}
