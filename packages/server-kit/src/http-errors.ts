import { attachmentMessages, errorCodes, type ApiError, type ErrorCode } from '@raiz/domain';

// The answers to errors the HTTP framework raises itself (bad URL, body too large, wrong content type, malformed
// JSON…), in the documented shape and in Portuguese. Shared by the main API and the recovery API.

export interface ErrorAnswer {
  status: number;
  body: ApiError;
}

export const errorAnswer = (
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): ErrorAnswer => ({ status, body: { error: { code, message, ...(fields ? { fields } : {}) } } });

export const tooManyRequestsAnswer = (): ErrorAnswer =>
  errorAnswer(429, errorCodes.tooManyRequests, 'Muitas tentativas. Aguarde um pouco e tente novamente.');

const messagesByFrameworkCode: Record<string, string> = {
  FST_ERR_BAD_URL: 'Endereço inválido: a URL tem caracteres mal codificados.',
  FST_ERR_MAX_PARAM_LENGTH: 'Endereço inválido: um trecho da URL é longo demais.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'O tamanho declarado do conteúdo não confere com o enviado.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio: envie um JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: 'Informe o tipo de conteúdo da requisição.',
  // @fastify/multipart (file uploads, docs/evidence.md)
  FST_REQ_FILE_TOO_LARGE: attachmentMessages.tooLarge,
  FST_FILES_LIMIT: 'Envie um arquivo por vez.',
  FST_PARTS_LIMIT: 'O envio tem partes demais: envie o arquivo e, se quiser, a legenda.',
  FST_FIELDS_LIMIT: 'O envio tem campos demais: envie o arquivo e, se quiser, a legenda.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: attachmentMessages.missingFile,
};

const messagesByStatus: Record<number, string> = {
  400: 'Requisição inválida.',
  401: 'Faça login para continuar.',
  403: 'Você não tem permissão para esta ação.',
  404: 'Recurso não encontrado.',
  405: 'Método não permitido para este endereço.',
  406: 'Formato de resposta não disponível.',
  409: 'A requisição conflita com o estado atual do registro.',
  411: 'Informe o tamanho do conteúdo enviado.',
  413: 'O conteúdo enviado é grande demais.',
  414: 'Endereço longo demais.',
  415: 'Tipo de conteúdo não suportado: envie JSON.',
  431: 'Cabeçalhos da requisição grandes demais.',
};

export const routeNotFoundAnswer = (): ErrorAnswer => errorAnswer(404, errorCodes.notFound, messagesByStatus[404]!);

const codesByStatus: Record<number, ErrorCode> = {
  401: errorCodes.unauthorized,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  409: errorCodes.conflict,
  413: errorCodes.payloadTooLarge,
};

/** Whatever an error carries as its HTTP status (Fastify uses `statusCode`, some libraries `status`). */
function statusOf(error: { statusCode?: unknown; status?: unknown }): number | undefined {
  if (typeof error.statusCode === 'number') return error.statusCode;
  if (typeof error.status === 'number') return error.status;
  return undefined;
}

/**
 * The answer to an error the framework or a plugin raised with a 4xx status; undefined for anything else (a bug or an
 * outage, which the caller logs and answers itself). Never passes the error's own (English) message on.
 */
export function frameworkErrorAnswer(error: {
  statusCode?: unknown;
  status?: unknown;
  code?: unknown;
  name?: unknown;
}) {
  const status = statusOf(error);
  if (status === undefined || status < 400 || status > 499) return undefined;
  if (status === 429) return tooManyRequestsAnswer();
  const byCode = typeof error.code === 'string' ? messagesByFrameworkCode[error.code] : undefined;
  // A JSON parser's own SyntaxError (custom parsers) reads like Fastify's invalid-JSON error.
  const bySyntax = error.name === 'SyntaxError' ? messagesByFrameworkCode.FST_ERR_CTP_INVALID_JSON_BODY : undefined;
  const message = byCode ?? bySyntax ?? messagesByStatus[status] ?? messagesByStatus[400]!;
  return errorAnswer(status, codesByStatus[status] ?? errorCodes.badRequest, message);
}

/**
 * For Fastify's `frameworkErrors` option (errors raised before routing: a malformed URL, a path parameter over the
 * length limit), which otherwise answers Fastify's English body.
 */
export function sendFrameworkError(
  error: { statusCode?: unknown; code?: unknown },
  _request: unknown,
  reply: { status(code: number): { send(body: never): unknown } },
): void {
  const answer =
    frameworkErrorAnswer(error) ??
    errorAnswer(500, errorCodes.internal, 'Erro interno do servidor. Tente novamente em instantes.');
  reply.status(answer.status).send(answer.body as never);
}

/**
 * For Fastify's `clientErrorHandler` option: a request Node's HTTP parser refused (malformed, headers too large, too
 * slow) gets the documented shape too, written straight to the socket as Node would.
 */
export function writeClientError(
  error: { code?: unknown },
  socket: { destroyed: boolean; writable: boolean; write(data: string): unknown; destroy(error?: Error): unknown },
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'A requisição demorou demais para chegar.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', messagesByStatus[431]!]
        : [400, 'Bad Request', 'Requisição HTTP malformada.'];
  const body = JSON.stringify(errorAnswer(status, errorCodes.badRequest, message).body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${new TextEncoder().encode(body).length}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error instanceof Error ? error : undefined);
}
