import { formatDateTime } from '@raiz/domain';
import type { ChainInfo } from '@raiz/domain/chain';
import { useTransfers } from '../api/get-transfers';
import { TRANSFER_LIMIT } from '../transfer-limits';
import { formatRdxUnits } from '../../../lib/rdx-units';
import { QueryStates } from '../../../components/ui/query-states';
import { EmptyState } from '../../../components/ui/states';

const short = (value: string) => `${value.slice(0, 6)}…${value.slice(-4)}`;

/** Recent RDX transfers to or from `address`: date, Recebido/Enviado, amount, the other side, the transaction. */
export function TransfersList({ info, address }: { info: ChainInfo; address: string }) {
  const transfers = useTransfers(info, address);
  const explorer = info.explorerUrl?.replace(/\/$/, '') ?? null;

  return (
    <QueryStates
      query={transfers}
      loading="Lendo transferências..."
      compact
      failed="Não foi possível ler as transferências agora."
      showReason={false}
      empty={<EmptyState title="Nenhuma transferência recente nesta carteira." />}
    >
      {(recent) => (
        <div>
          <ul className="flex flex-col divide-y divide-border" aria-label="Transferências recentes">
            {recent.map((t) => {
              const incoming = t.direction === 'in';
              const other = t.counterparty ? short(t.counterparty) : 'Plataforma Raiz (emissão)';
              return (
                <li key={t.id} className="py-3" data-testid="transfer">
                  <div className="flex items-center justify-between gap-3">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-bold ${incoming ? 'bg-accent text-accent-fg' : 'bg-surface-2 text-fg'}`}
                    >
                      {incoming ? 'Recebido' : 'Enviado'}
                    </span>
                    <p className={`text-right font-semibold tabular-nums ${incoming ? 'text-primary' : 'text-fg'}`}>
                      {incoming ? '+' : '−'}
                      {formatRdxUnits(t.amount)} <span className="text-sm text-muted">RDX</span>
                    </p>
                  </div>
                  <p className="mt-1 text-sm break-words text-fg">
                    {incoming ? 'De' : 'Para'} {other}
                  </p>
                  <p className="text-sm text-muted">
                    {t.timestamp ? formatDateTime(new Date(t.timestamp)) : `Bloco ${t.blockNumber}`}
                    {' · transação '}
                    {explorer ? (
                      <a
                        href={`${explorer}/tx/${t.txHash}`}
                        target="_blank"
                        rel="noreferrer"
                        className="font-mono underline"
                      >
                        {short(t.txHash)}
                      </a>
                    ) : (
                      <span className="font-mono" title={t.txHash}>
                        {short(t.txHash)}
                      </span>
                    )}
                  </p>
                </li>
              );
            })}
          </ul>
          <p className="mt-3 text-xs text-muted">
            Até {TRANSFER_LIMIT} transferências, das mais recentes para as mais antigas.
          </p>
        </div>
      )}
    </QueryStates>
  );
}
