import { useMutation } from '@tanstack/react-query';
import { apiDownload, type DownloadProgress } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The name the file gets when the server names none (the server's name carries the date). */
const FALLBACK_FILE_NAME = 'raiz-meus-dados.zip';

/**
 * GET /v1/me/export (docs/product.md#baixar-meus-dados): everything Raiz keeps about the person, as a ZIP of JSON and
 * CSV files, handed to the browser's downloads. Answers the file's name.
 */
export async function downloadMyData(onProgress?: DownloadProgress): Promise<string> {
  const { blob, fileName } = await apiDownload('/v1/me/export', { onProgress });
  const name = fileName ?? FALLBACK_FILE_NAME;
  saveFile(name, blob);
  return name;
}

export function useDownloadMyData(onProgress?: DownloadProgress) {
  return useMutation({ mutationFn: () => downloadMyData(onProgress) });
}
