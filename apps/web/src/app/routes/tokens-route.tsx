import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { Card, PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { useChainInfo } from '../../features/tokens/api/get-chain-info';
import { RdxBalance } from '../../features/tokens/components/rdx-balance-card';
import { TokenDetails } from '../../features/tokens/components/token-details';
import { TransfersList } from '../../features/tokens/components/transfers-list';
import { useWallet } from '../../features/wallet/api/get-wallet';

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Card className="h-full">
        <h2 id={id} className="font-display text-xl font-semibold text-fg">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
        <div className="mt-4">{children}</div>
      </Card>
    </section>
  );
}

/** /tokens: the RDX balance, the token's details and the wallet's recent transfers. */
export default function TokensRoute() {
  const chain = useChainInfo();
  const { query: wallet, state } = useWallet();
  const address = state.walletAddress;

  let balance;
  if (wallet.isPending)
    balance = (
      <div className="[&>[role=status]]:min-h-32">
        <Loading label="Carregando sua carteira..." />
      </div>
    );
  else if (!state.evmFunctionsActive) {
    balance = (
      <div className="flex flex-col gap-3">
        <p className="text-muted">
          Ative sua carteira para receber RDX: 100 RDX na ativação e 10 RDX por relatório certificado.
        </p>
        <div>
          <ButtonLink to={paths.wallet.href()}>Ativar carteira</ButtonLink>
        </div>
      </div>
    );
  } else balance = <RdxBalance address={address} />;

  let details;
  if (chain.isPending)
    details = (
      <div className="[&>[role=status]]:min-h-32">
        <Loading label="Carregando dados do token..." />
      </div>
    );
  else if (chain.isError) {
    details = (
      <div role="alert" className="rounded-xl bg-danger-soft p-4 text-fg">
        <p className="font-semibold">A blockchain não está disponível agora.</p>
        <p className="mt-1 text-sm text-muted">{chain.error.message}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void chain.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  } else details = <TokenDetails info={chain.data} />;

  return (
    <>
      <PageHeader title="Tokens RDX" description="Seu saldo e os detalhes do token RDX, lidos direto da blockchain." />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2 lg:items-start">
        <div className="flex flex-col gap-5">
          <Section id="secao-saldo" title="Saldo">
            {balance}
          </Section>
          <Section id="secao-token" title="Token">
            {details}
          </Section>
        </div>
        <Section
          id="secao-transferencias"
          title="Transferências recentes"
          description="Entradas e saídas de RDX da sua carteira."
        >
          {state.evmFunctionsActive && chain.data ? (
            <TransfersList info={chain.data} address={address} />
          ) : (
            <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">
              {state.evmFunctionsActive ? 'Aguardando a blockchain...' : 'Sem carteira ativa, não há transferências.'}
            </p>
          )}
        </Section>
      </div>
    </>
  );
}
