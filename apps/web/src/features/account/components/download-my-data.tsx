import { Button } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/more-icons';
import { toast } from '../../../lib/toast';
import { useDownloadMyData } from '../api/export-me';

/**
 * "Baixar meus dados" (docs/product.md#baixar-meus-dados): the ZIP of everything Raiz keeps about the person. The file
 * is put together on the server before it downloads, so the button says so meanwhile.
 */
export function DownloadMyData() {
  const download = useDownloadMyData();
  const start = () =>
    download.mutate(undefined, {
      onSuccess: (fileName) =>
        toast({ title: 'Download iniciado', description: `Seus dados estão no arquivo ${fileName}.` }),
      onError: (error) =>
        toast({ title: 'Não foi possível baixar seus dados', description: error.message, variant: 'destructive' }),
    });
  return (
    <Button variant="outline" onClick={start} disabled={download.isPending}>
      <DownloadIcon width={18} height={18} />
      {download.isPending ? 'Preparando arquivo...' : 'Baixar meus dados'}
    </Button>
  );
}
