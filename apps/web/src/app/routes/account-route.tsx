import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { Card, PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { useMe } from '../../features/account/api/get-me';
import { CpfForm } from '../../features/account/components/cpf-form';
import { ProfileCard } from '../../features/account/components/profile-card';
import { ThemePicker } from '../../features/account/components/theme-picker';
import { UsernameForm } from '../../features/account/components/username-form';
import { logout } from '../../lib/api-client';

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <h2 id={id} className="font-display text-xl font-semibold text-fg">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
        <div className="mt-4">{children}</div>
      </Card>
    </section>
  );
}

/** /conta: profile, CPF (while none is set), username, theme and "Sair". */
export default function AccountRoute() {
  const me = useMe();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    await logout();
    await navigate(paths.auth.href(), { replace: true });
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <PageHeader title="Conta" description="Seus dados, sua identificação e a aparência da Raiz neste navegador." />

      <Section id="secao-perfil" title="Perfil">
        {me.isPending ? (
          <Loading label="Carregando seus dados..." />
        ) : me.isError ? (
          <div role="alert" className="rounded-xl bg-danger-soft p-4 text-fg">
            <p className="font-semibold">Não foi possível carregar seus dados agora.</p>
            <p className="mt-1 text-sm text-muted">{me.error.message}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void me.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : (
          <ProfileCard me={me.data} />
        )}
      </Section>

      {me.data && !me.data.hasCpf && (
        <Section
          id="secao-cpf"
          title="Informe seu CPF"
          description="Seu provedor de acesso não enviou o CPF. Informe-o uma única vez; depois ele não pode ser alterado por aqui."
        >
          <CpfForm />
        </Section>
      )}

      {me.data && (
        <Section id="secao-usuario" title="Nome de usuário" description="Como você aparece na plataforma.">
          <UsernameForm current={me.data.user.username} />
        </Section>
      )}

      <Section id="secao-aparencia" title="Aparência" description="Escolha um tema e o modo claro ou escuro.">
        <ThemePicker />
      </Section>

      <Section id="secao-sessao" title="Sessão" description="Encerre o acesso neste navegador.">
        <Button variant="danger" onClick={() => void signOut()} disabled={leaving}>
          {leaving ? 'Saindo...' : 'Sair'}
        </Button>
      </Section>
    </div>
  );
}
