import type { ChainInfo } from '@raiz/domain/chain';
import { CopyButton } from '../../../components/ui/copy-button';
import { FactRow } from '../../../components/ui/facts';
import { networkName } from '../network-name';

/** Name, symbol, contract, network and decimals of RDX, as GET /v1/chain/info describes them. */
export function TokenDetails({ info }: { info: ChainInfo }) {
  const explorerToken = info.explorerUrl ? `${info.explorerUrl.replace(/\/$/, '')}/token/${info.tokenAddress}` : null;
  return (
    <dl>
      <FactRow label="Nome" align="end">
        {info.name}
      </FactRow>
      <FactRow label="Símbolo" align="end">
        {info.symbol}
      </FactRow>
      <FactRow label="Contrato" align="end">
        <span className="flex flex-wrap items-center gap-2 sm:justify-end">
          <span className="font-mono text-sm break-all" data-testid="token-address">
            {info.tokenAddress}
          </span>
          <CopyButton value={info.tokenAddress} label="endereço do contrato" />
        </span>
        {explorerToken && (
          <a
            href={explorerToken}
            target="_blank"
            rel="noreferrer"
            className="mt-1 inline-block text-sm font-semibold text-primary underline"
          >
            Ver no explorador de blocos
          </a>
        )}
      </FactRow>
      <FactRow label="Rede" align="end">
        {networkName(info.chainId)} <span className="text-muted">(chain id {info.chainId})</span>
      </FactRow>
      <FactRow label="Casas decimais" align="end">
        {info.decimals}
      </FactRow>
    </dl>
  );
}
