import { useState } from 'react';
import { formatNumber } from '@raiz/domain';
import { Button } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/more-icons';
import { toast } from '../../../lib/toast';
import { toastFailure } from '../../../lib/toast-failure';
import { useDownloadMyData } from '../api/export-me';

/** "850 KB", "12,3 MB". */
const size = (bytes: number) =>
  bytes < 1_000_000
    ? `${formatNumber(Math.max(1, Math.round(bytes / 1000)), 0)} KB`
    : `${formatNumber(bytes / 1e6, 1)} MB`;

/**
 * "Baixar meus dados" (docs/product.md#baixar-meus-dados): the ZIP of everything Raiz keeps about the person, files
 * included. The server writes it as it sends it: the button says it is being prepared, then how much has come.
 */
export function DownloadMyData() {
  const [progress, setProgress] = useState<{ received: number; expected: number | null } | null>(null);
  const download = useDownloadMyData((received, expected) => setProgress({ received, expected }));
  const start = () =>
    download.mutate(undefined, {
      onSettled: () => setProgress(null),
      onSuccess: (fileName) =>
        toast({ title: 'Download iniciado', description: `Seus dados estão no arquivo ${fileName}.` }),
      onError: (error) => toastFailure('Não foi possível baixar seus dados', error),
    });
  return (
    <Button variant="outline" onClick={start} disabled={download.isPending}>
      <DownloadIcon width={18} height={18} />
      {!download.isPending
        ? 'Baixar meus dados'
        : progress
          ? `Baixando... ${size(progress.received)}${progress.expected ? ` de cerca de ${size(Math.max(progress.expected, progress.received))}` : ''}`
          : 'Preparando arquivo...'}
    </Button>
  );
}
