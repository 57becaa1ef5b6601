import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Bytes of a download received so far, and how many are expected (null: unknown). */
export type DownloadProgress = (received: number, expected: number | null) => void;

/**
 * The body read as it arrives, saying how much came: the server streams the ZIP (no Content-Length) and says about how
 * much it will weigh (X-Approximate-Size).
 */
async function readWithProgress(response: Response, onProgress: DownloadProgress): Promise<Blob> {
  if (!response.body) return response.blob();
  const expected =
    Number(response.headers.get('Content-Length') ?? response.headers.get('X-Approximate-Size') ?? '') || null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(received, expected);
  }
  return new Blob(chunks, { type: response.headers.get('Content-Type') ?? '' });
}

/** The name the file gets when the server names none (the server's name carries the date). */
const FALLBACK_FILE_NAME = 'raiz-meus-dados.zip';

/**
 * GET /v1/me/export (docs/product.md#baixar-meus-dados): everything Raiz keeps about the person, as a ZIP of JSON and
 * CSV files, handed to the browser's downloads. Answers the file's name.
 */
export async function downloadMyData(onProgress?: DownloadProgress): Promise<string> {
  const { blob, fileName } = await apiDownload('/v1/me/export', {
    read: onProgress ? (response) => readWithProgress(response, onProgress) : undefined,
  });
  const name = fileName ?? FALLBACK_FILE_NAME;
  saveFile(name, blob);
  return name;
}

export function useDownloadMyData(onProgress?: DownloadProgress) {
  return useMutation({ mutationFn: () => downloadMyData(onProgress) });
}
