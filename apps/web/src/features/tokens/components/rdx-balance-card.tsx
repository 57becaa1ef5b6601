import { formatDateTime } from '@raiz/domain';
import { rdxToken } from '@raiz/domain/chain';
import { Button } from '../../../components/ui/button';
import { RefreshIcon } from '../../../components/ui/more-icons';
import { formatRdxUnits } from '../../../lib/rdx-units';
import { useRdxBalance } from '../use-rdx-balance';

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
            {firstRead ? '—' : (formatRdxUnits(balance.baseUnits) ?? formatRdxUnits('0'))}
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
          <RefreshIcon
            width={18}
            height={18}
            className={balance.rdxLoading ? 'animate-spin motion-reduce:animate-none' : ''}
          />
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
