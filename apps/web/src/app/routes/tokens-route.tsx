import { ButtonLink } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { PageHeader } from '../../components/ui/page';
import { SectionCard } from '../../components/ui/section-card';
import { EmptyState, ErrorState } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { useChainInfo } from '../../features/tokens/api/get-chain-info';
import { RdxBalance } from '../../features/tokens/components/rdx-balance-card';
import { TokenDetails } from '../../features/tokens/components/token-details';
import { TransfersList } from '../../features/tokens/components/transfers-list';
import { useWallet } from '../../features/wallet/api/get-wallet';

/** A card's loading state, as tall as its content is likely to be. */
function CardLoading({ label }: { label: string }) {
  return (
    <div className="[&>[role=status]]:min-h-32">
      <Loading label={label} />
    </div>
  );
}

/** /tokens: the RDX balance, the token's details and the wallet's recent transfers. */
export default function TokensRoute() {
  const chain = useChainInfo();
  const { query: wallet, state } = useWallet();
  const address = state.walletAddress;

  let balance;
  if (wallet.isPending) balance = <CardLoading label="Carregando sua carteira..." />;
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
  if (chain.isPending) details = <CardLoading label="Carregando dados do token..." />;
  else if (chain.isError) {
    details = (
      <ErrorState
        title="A blockchain não está disponível agora."
        message={chain.error.message}
        onRetry={() => void chain.refetch()}
      />
    );
  } else details = <TokenDetails info={chain.data} />;

  return (
    <>
      <PageHeader title="Tokens RDX" description="Seu saldo e os detalhes do token RDX, lidos direto da blockchain." />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2 lg:items-start">
        <div className="flex flex-col gap-5">
          <SectionCard id="secao-saldo" title="Saldo">
            {balance}
          </SectionCard>
          <SectionCard id="secao-token" title="Token">
            {details}
          </SectionCard>
        </div>
        <SectionCard
          id="secao-transferencias"
          title="Transferências recentes"
          description="Entradas e saídas de RDX da sua carteira."
        >
          {state.evmFunctionsActive && chain.data ? (
            <TransfersList info={chain.data} address={address} />
          ) : (
            <EmptyState
              title={
                state.evmFunctionsActive ? 'Aguardando a blockchain...' : 'Sem carteira ativa, não há transferências.'
              }
            />
          )}
        </SectionCard>
      </div>
    </>
  );
}
