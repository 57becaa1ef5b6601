// The header's links of a logged-in person, loaded only for them (app/layouts/header.tsx): the organisations, and
// "Sair" on every screen (icons on phones), as on /conta: the route guard then takes the person to /auth ("Você saiu
// da sua conta."), keeping no page for the next login.
import { useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button';
import { LogOutIcon, UsersIcon } from '../../components/ui/more-icons';
import { paths } from '../../config/paths';
import { logout } from '../../lib/api-client';

/** The organisations, for a logged-in person (the bottom bar's five entries are docs/product.md §2's); an icon on phones. */
export function OrganizationsLink({ current }: { current: boolean }) {
  return (
    <ButtonLink
      to={paths.organizations.href()}
      variant="ghost"
      size="sm"
      aria-current={current ? 'page' : undefined}
      className={`max-md:px-2 ${current ? 'bg-surface-2' : ''}`}
    >
      <UsersIcon width={20} height={20} />
      <span className="max-md:sr-only">Organizações</span>
    </ButtonLink>
  );
}

/** "Sair", on every logged-in screen. */
export function SignOutButton() {
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      className="max-md:px-2"
      disabled={leaving}
      title="Sair da conta"
      onClick={() => {
        setLeaving(true);
        void logout();
      }}
    >
      <LogOutIcon width={20} height={20} />
      <span className="max-md:sr-only">{leaving ? 'Saindo...' : 'Sair'}</span>
    </Button>
  );
}
