import { toast } from '../toast';

/**
 * A new version of the app is installed and waiting: offered by a toast that stays until answered, and applied only
 * when the person clicks "Atualizar" (never in the middle of a form on its own; docs/ARCHITECTURE.md#offline).
 */
export function offerUpdate(update: () => Promise<void>): void {
  toast({
    title: 'Nova versão disponível',
    description: 'Salve o que estiver digitando e atualize para usar a nova versão.',
    action: { label: 'Atualizar', onClick: () => void update() },
    duration: Infinity,
  });
}
