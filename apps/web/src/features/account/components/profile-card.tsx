import type { Me } from '@raiz/domain/auth';
import { FactRow } from '../../../components/ui/facts';

const roleLabels: Record<string, string> = { user: 'Usuário', admin: 'Administrador' };

export function ProfileCard({ me }: { me: Me }) {
  const { user } = me;
  return (
    <dl>
      <FactRow label="Nome">{user.name ?? <span className="text-muted">Não informado</span>}</FactRow>
      <FactRow label="E-mail">{user.email}</FactRow>
      <FactRow label="Nome de usuário">{user.username}</FactRow>
      <FactRow label="Papéis">
        <ul className="flex flex-wrap gap-1.5">
          {user.roles.map((role) => (
            <li key={role} className="rounded-full bg-accent px-2.5 py-0.5 text-sm font-medium text-accent-fg">
              {roleLabels[role] ?? role}
            </li>
          ))}
        </ul>
      </FactRow>
      <FactRow label="CPF">{me.hasCpf ? 'Informado' : <span className="text-muted">Não informado</span>}</FactRow>
      <FactRow label="Carteira">
        {me.dataTableA.evm_address ? (
          <span className="font-mono text-sm">{me.dataTableA.evm_address}</span>
        ) : (
          <span className="text-muted">Não ativada</span>
        )}
      </FactRow>
    </dl>
  );
}
