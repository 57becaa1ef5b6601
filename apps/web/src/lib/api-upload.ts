// File uploads (multipart POST) through XMLHttpRequest, the browser transport that reports upload progress (fetch does
// not), with the errors and the session rule of api-client (its sendInSession). Apart from it so the first screen does not carry it.
import { ApiError, NETWORK_ERROR_MESSAGE, apiErrorOf, apiUrl, sendInSession } from './api-client';
import { newIdempotencyKey } from './idempotency-key';

export interface UploadOptions {
  /** Bytes sent so far of the whole request body. */
  onProgress?: (loaded: number, total: number) => void;
  /** Aborting it cancels the upload: the promise then rejects with an AbortError (see isAbortError). */
  signal?: AbortSignal;
  /** The create's key, the same on its retries (the server also knows an item's file by its SHA-256). */
  idempotencyKey?: string;
}

/** A cancelled upload (its signal aborted). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** One POST of a multipart body through XMLHttpRequest, the browser transport that reports upload progress. */
function sendForm(
  route: string,
  body: FormData,
  { onProgress, signal, idempotencyKey }: UploadOptions,
): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Envio cancelado.', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(route));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (idempotencyKey) xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      settle();
      resolve(xhr);
    };
    xhr.onerror = () => {
      settle();
      console.error(`Falha de rede ao enviar para ${route}.`);
      reject(new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('Envio cancelado.', 'AbortError'));
    };
    xhr.send(body);
  });
}

/**
 * A file upload (multipart POST) with progress and cancel, which fetch cannot report: answers the parsed JSON of a
 * 2xx, throws ApiError otherwise; the session rule (401 → refresh → retry) is api-client's, with this transport.
 */
export async function apiUpload<T>(route: string, body: FormData, given: UploadOptions = {}): Promise<T> {
  // One key for this upload and its retry after a refresh.
  const options = { ...given, idempotencyKey: given.idempotencyKey ?? newIdempotencyKey() };
  const response = await sendInSession(route, async () => {
    const xhr = await sendForm(route, body, options);
    // Read as fetch's answer would be, so its errors are those of apiRequest.
    return new Response(xhr.responseText || null, { status: xhr.status });
  });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as T;
}
