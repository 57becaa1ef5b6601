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

/**
 * Gas an eth_call may burn on the chain, whatever the client asks: an ERC-20 read (balanceOf, decimals…) takes about
 * 30 000; a contract that loops forever is cut off here instead of at the block gas limit (30 M).
 */
export const callGasCap = 1_000_000n;
/** Gas all the eth_calls of one request may burn together: a batch's calls share it evenly (100 000 each for 20). */
export const requestGasBudget = 2_000_000n;

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
  /** EIP-1474 "limit exceeded". */
  limitExceeded: -32005,
} as const;

export function rpcError(id: RpcId, code: number, message: string): RpcErrorBody {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

export function idOf(value: unknown): RpcId {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isRpcRequest(value: unknown): value is RpcRequest {
  if (!isObject(value)) return false;
  const r = value;
  const idOk = r.id === undefined || r.id === null || typeof r.id === 'string' || typeof r.id === 'number';
  const paramsOk = r.params === undefined || (typeof r.params === 'object' && r.params !== null);
  // An eth_call must be [call, block?] so its gas can be capped (see capCallGas).
  const callOk = r.method !== 'eth_call' || (Array.isArray(r.params) && isObject(r.params[0]));
  return r.jsonrpc === '2.0' && typeof r.method === 'string' && idOk && paramsOk && callOk;
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
    return { forward: true, body: capCallGas(body.map(clean)) };
  }
  if (!isRpcRequest(body)) {
    return {
      forward: false,
      status: 400,
      body: rpcError(idOf(body), rpcErrors.invalidRequest, 'Requisição JSON-RPC inválida.'),
    };
  }
  if (!readOnlyMethods.has(body.method)) return { forward: false, status: 403, body: notAllowed(body) };
  return { forward: true, body: capCallGas([clean(body)])[0]! };
}

/** Only the JSON-RPC fields go upstream, whatever else the client sent. */
function clean({ jsonrpc, id, method, params }: RpcRequest): RpcRequest {
  return { jsonrpc, id, method, params };
}

function gasOf(value: unknown): bigint | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  try {
    return BigInt(value);
  } catch {
    return null;
  }
}

/**
 * Every eth_call goes upstream with an explicit `gas` no higher than its share of the request's budget (and than
 * callGasCap); a lower gas the client asked for is kept. Only the call and the block go: state and block overrides
 * (third and later parameters) are dropped.
 */
function capCallGas(requests: RpcRequest[]): RpcRequest[] {
  const calls = requests.filter((r) => r.method === 'eth_call').length;
  if (calls === 0) return requests;
  const share = requestGasBudget / BigInt(calls);
  const cap = share < callGasCap ? share : callGasCap;
  return requests.map((request) => {
    if (request.method !== 'eth_call') return request;
    const [call, block] = request.params as [Record<string, unknown>, unknown?];
    const { gasLimit: _ignored, ...tx } = call;
    const asked = gasOf(tx.gas);
    const gas = asked !== null && asked > 0n && asked < cap ? asked : cap;
    return { ...request, params: [{ ...tx, gas: `0x${gas.toString(16)}` }, ...(block === undefined ? [] : [block])] };
  });
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
