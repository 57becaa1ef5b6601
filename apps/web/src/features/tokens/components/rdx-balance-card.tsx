import { formatBalance, formatDateTime } from '@raiz/domain';
import { rdxToken } from '@raiz/domain/chain';
import { Button } from '../../../components/ui/button';
import { useRdxBalance } from '../use-rdx-balance';

function RefreshIcon({ spinning }: { spinning: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={spinning ? 'animate-spin motion-reduce:animate-none' : ''}
    >
      <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16M3 12a9 9 0 0 1 15.5-6.2L21 8M21 3v5h-5M3 21v-5h5" />
    </svg>
  );
}

/** The RDX balance (6 decimals, pt-BR: "100,000000 RDX") with a refresh button. */
export function RdxBalance({ address }: { address: string }) {
  const balance = useRdxBalance(address);
  const firstRead = balance.rdxLoading && balance.updatedAt === null;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="min-w-0" aria-live="polite" aria-busy={balance.rdxLoading}>
          <span className="sr-only">Saldo: </span>
          <span
            className={`font-display text-3xl font-semibold tracking-tight break-all tabular-nums md:text-4xl ${firstRead ? 'text-muted' : 'text-fg'}`}
            data-testid="rdx-balance"
          >
            {firstRead ? '—' : formatBalance(balance.rdxBalance)}
          </span>{' '}
          <span className="text-lg font-semibold text-muted">{rdxToken.symbol}</span>
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void balance.refresh()}
          disabled={balance.rdxLoading || balance.unavailable}
          aria-label="Atualizar saldo"
        >
          <RefreshIcon spinning={balance.rdxLoading} />
          {balance.rdxLoading ? 'Atualizando...' : 'Atualizar'}
        </Button>
      </div>
      {balance.unavailable ? (
        <p role="alert" className="text-sm text-danger">
          A blockchain não está disponível agora; o saldo não pode ser lido.
        </p>
      ) : balance.rdxError ? (
        <p role="alert" className="text-sm text-danger">
          {balance.rdxError}
        </p>
      ) : (
        <p className="text-sm text-muted">
          {balance.updatedAt
            ? `Lido na blockchain em ${formatDateTime(new Date(balance.updatedAt))}.`
            : 'Lendo na blockchain...'}
        </p>
      )}
    </div>
  );
}
