import type { ReactNode } from 'react';
import type { ChainInfo } from '@raiz/domain/chain';
import { CopyButton } from '../../../components/ui/copy-button';
import { networkName } from '../network-name';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-border py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="min-w-0 text-fg sm:text-right">{children}</dd>
    </div>
  );
}

/** Name, symbol, contract, network and decimals of RDX, as GET /v1/chain/info describes them. */
export function TokenDetails({ info }: { info: ChainInfo }) {
  const explorerToken = info.explorerUrl ? `${info.explorerUrl.replace(/\/$/, '')}/token/${info.tokenAddress}` : null;
  return (
    <dl>
      <Row term="Nome">{info.name}</Row>
      <Row term="Símbolo">{info.symbol}</Row>
      <Row term="Contrato">
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
      </Row>
      <Row term="Rede">
        {networkName(info.chainId)} <span className="text-muted">(chain id {info.chainId})</span>
      </Row>
      <Row term="Casas decimais">{info.decimals}</Row>
    </dl>
  );
}
