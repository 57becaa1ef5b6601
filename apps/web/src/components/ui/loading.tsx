import { useOnline } from '../../lib/use-online';

/**
 * "Carregando..." while a route's code or data loads (docs/product.md §2). With no connection, what is not saved on
 * this device cannot arrive: it says so, instead of a wait that would never end (it loads when the connection returns).
 */
export function Loading({ label = 'Carregando...' }: { label?: string }) {
  const online = useOnline();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted"
    >
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-[3px] border-border border-t-primary motion-reduce:animate-none"
      />
      <p className="text-sm font-medium">{label}</p>
      {!online && (
        <p className="max-w-sm px-4 text-center text-sm">
          Sem conexão: esta tela ainda não foi salva neste aparelho. Ela carrega quando a conexão voltar.
        </p>
      )}
    </div>
  );
}
