import type { ReactNode } from 'react';
import type { Me } from '@raiz/domain/auth';

const roleLabels: Record<string, string> = { user: 'Usuário', admin: 'Administrador' };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-border py-3 last:border-b-0 sm:flex-row sm:items-center sm:gap-4">
      <dt className="text-sm font-medium text-muted sm:w-40">{label}</dt>
      <dd className="min-w-0 break-words text-fg">{children}</dd>
    </div>
  );
}

export function ProfileCard({ me }: { me: Me }) {
  const { user } = me;
  return (
    <dl>
      <Row label="Nome">{user.name ?? <span className="text-muted">Não informado</span>}</Row>
      <Row label="E-mail">{user.email}</Row>
      <Row label="Nome de usuário">{user.username}</Row>
      <Row label="Papéis">
        <ul className="flex flex-wrap gap-1.5">
          {user.roles.map((role) => (
            <li key={role} className="rounded-full bg-accent px-2.5 py-0.5 text-sm font-medium text-accent-fg">
              {roleLabels[role] ?? role}
            </li>
          ))}
        </ul>
      </Row>
      <Row label="CPF">{me.hasCpf ? 'Informado' : <span className="text-muted">Não informado</span>}</Row>
      <Row label="Carteira">
        {me.dataTableA.evm_address ? (
          <span className="font-mono text-sm">{me.dataTableA.evm_address}</span>
        ) : (
          <span className="text-muted">Não ativada</span>
        )}
      </Row>
    </dl>
  );
}
