import { useState } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../components/ui/loading';
import { PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { useReveal } from '../../lib/use-reveal';
import { RdxBalance } from '../../features/tokens/components/rdx-balance-card';
import { pendingRewards, useWallet } from '../../features/wallet/api/get-wallet';
import { ActivateWalletForm } from '../../features/wallet/components/activate-wallet-form';
import { ExportKeystoreForm } from '../../features/wallet/components/export-keystore-form';
import { NeedCpfNotice } from '../../features/wallet/components/need-cpf-notice';
import { PinBackupForm } from '../../features/wallet/components/pin-backup-form';
import { RecoverPinForm } from '../../features/wallet/components/recover-pin-form';
import { SectionCard } from '../../components/ui/section-card';
import { SignDataForm } from '../../features/wallet/components/sign-data-form';
import { ThreatModelNote } from '../../features/wallet/components/threat-model-note';
import { WalletAddress } from '../../features/wallet/components/wallet-address-card';
import { ErrorState } from '../../components/ui/states';

function SafetyCard() {
  return (
    <SectionCard id="secao-seguranca" title="Como sua carteira é protegida">
      <ThreatModelNote />
    </SectionCard>
  );
}

/** /carteira: activation while there is no wallet; then address, RDX balance, signing, export and PIN recovery. */
export default function WalletRoute() {
  const { query, state } = useWallet();
  const pending = pendingRewards(query.data);
  // Right after activating, the new wallet replaces the form under the person's finger: bring its card to them.
  const [activatedHere, setActivatedHere] = useState(false);
  const walletCard = useReveal<HTMLElement>(activatedHere && state.evmFunctionsActive);

  let content;
  if (query.isPending) {
    content = <Loading label="Carregando sua carteira..." />;
  } else if (query.isError) {
    content = (
      <ErrorState
        title="Não foi possível carregar sua carteira."
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!state.evmFunctionsActive) {
    content = (
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <SectionCard
          id="secao-ativar"
          title="Ativar carteira"
          description="Crie um PIN para gerar sua carteira. Com ela você assina dados, certifica relatórios e recebe RDX."
        >
          {query.data.hashed_cpf ? (
            <ActivateWalletForm onActivated={() => setActivatedHere(true)} />
          ) : (
            <NeedCpfNotice accountHref={paths.account.href()} />
          )}
        </SectionCard>
        <SafetyCard />
      </div>
    );
  } else {
    content = (
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2 lg:items-start">
        <div className="flex flex-col gap-5">
          <SectionCard ref={walletCard} id="secao-endereco" title="Sua carteira">
            <WalletAddress address={state.walletAddress} />
          </SectionCard>
          <SectionCard
            id="secao-saldo"
            title="Saldo de RDX"
            description={
              <>
                Recompensas por ativar a carteira e por certificar relatórios.{' '}
                <Link to={paths.tokens.href()} className="font-semibold text-primary underline">
                  Ver token e transferências
                </Link>
              </>
            }
          >
            {/* Read again when a pending reward arrives. */}
            <RdxBalance key={pending} address={state.walletAddress} />
            {pending > 0 ? (
              <p role="status" className="mt-3 text-sm font-semibold text-muted-foreground">
                Recompensa pendente: {pending === 1 ? 'sua recompensa chega' : `${pending} recompensas chegam`} à
                carteira em instantes.
              </p>
            ) : null}
          </SectionCard>
          <SectionCard
            id="secao-assinar"
            title="Assinar dados"
            description="Assine um texto com a chave da sua carteira. O PIN é conferido aqui, no navegador."
          >
            <SignDataForm />
          </SectionCard>
        </div>
        <div className="flex flex-col gap-5">
          <SectionCard
            id="secao-exportar"
            title="Exportar arquivo de chave"
            description="Um arquivo JSON (keystore v3) que outras carteiras, como a MetaMask, importam com a senha que você escolher."
          >
            <ExportKeystoreForm />
          </SectionCard>
          <SectionCard
            id="secao-recuperacao"
            title="Senha de recuperação do PIN"
            description="Guarda uma cópia do seu PIN criptografada com uma senha que só você sabe."
          >
            <PinBackupForm />
          </SectionCard>
          <SectionCard
            id="secao-esqueci"
            title="Esqueci meu PIN"
            description="Recupere o PIN com a sua senha de recuperação."
          >
            <RecoverPinForm />
          </SectionCard>
          <SafetyCard />
        </div>
      </div>
    );
  }

  return (
    <>
      <PageHeader title="Carteira" description="Sua carteira para assinar dados e certificar relatórios." />
      {content}
    </>
  );
}
