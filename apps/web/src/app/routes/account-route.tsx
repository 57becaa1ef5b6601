import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page';
import { QueryStates } from '../../components/ui/query-states';
import { SectionCard } from '../../components/ui/section-card';
import { paths } from '../../config/paths';
import { useMe } from '../../features/account/api/get-me';
import { CpfForm } from '../../features/account/components/cpf-form';
import { DeleteAccount } from '../../features/account/components/delete-account';
import { DownloadMyData } from '../../features/account/components/download-my-data';
import { ProfileCard } from '../../features/account/components/profile-card';
import { ProfileFieldForm } from '../../features/account/components/profile-field-form';
import { ThemePicker } from '../../features/account/components/theme-picker';
import { logout } from '../../lib/api-client';

/**
 * /conta: profile, CPF (while none is set), full name and username, theme, "Sair", "Baixar meus dados" and "Excluir
 * minha conta".
 */
export default function AccountRoute() {
  const me = useMe();
  const [leaving, setLeaving] = useState(false);

  // The route guard then takes the person to /auth ("Você saiu da sua conta."), keeping no page for the next login.
  const signOut = async () => {
    setLeaving(true);
    await logout();
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <PageHeader title="Conta" description="Seus dados, sua identificação e a aparência da Raiz neste navegador." />

      <SectionCard id="secao-perfil" title="Perfil">
        <QueryStates query={me} loading="Carregando seus dados..." failed="Não foi possível carregar seus dados agora.">
          {(data) => <ProfileCard me={data} />}
        </QueryStates>
      </SectionCard>

      {me.data && !me.data.hasCpf && (
        <SectionCard
          id="secao-cpf"
          title="Informe seu CPF"
          description="Seu provedor de acesso não enviou o CPF. Informe-o uma única vez; depois ele não pode ser alterado por aqui."
        >
          <CpfForm />
        </SectionCard>
      )}

      {me.data && (
        <SectionCard
          id="secao-nomes"
          title="Como você aparece"
          description="Seu nome completo é como a Raiz chama você; o nome de usuário identifica você na plataforma."
        >
          <div className="flex flex-col gap-6">
            <ProfileFieldForm field="name" current={me.data.user.name ?? ''} />
            <ProfileFieldForm field="username" current={me.data.user.username} />
          </div>
        </SectionCard>
      )}

      <SectionCard id="secao-aparencia" title="Aparência" description="Escolha um tema e o modo claro ou escuro.">
        <ThemePicker />
      </SectionCard>

      <SectionCard id="secao-sessao" title="Sessão" description="Encerre o acesso neste navegador.">
        <Button variant="danger" onClick={() => void signOut()} disabled={leaving}>
          {leaving ? 'Saindo...' : 'Sair'}
        </Button>
      </SectionCard>

      <SectionCard
        id="secao-seus-dados"
        title="Seus dados"
        description={
          <>
            Baixe uma cópia de tudo o que a Raiz guarda sobre você — perfil, projetos, relatórios, posts, eventos,
            produtos e certificados — em arquivos JSON e CSV, num único ZIP. Veja também a{' '}
            <Link to={paths.privacy.href()} className="font-medium text-primary underline underline-offset-4">
              política de privacidade
            </Link>
            .
          </>
        }
      >
        <DownloadMyData />
      </SectionCard>

      <SectionCard
        id="secao-excluir-conta"
        title="Excluir conta"
        description="Apaga sua conta e tudo o que está no seu espaço pessoal. Seus certificados são retirados."
      >
        <DeleteAccount />
      </SectionCard>
    </div>
  );
}
