import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../../components/ui/page';
import { paths } from '../../../config/paths';

/** A public page's 404: its title and message, and the way back to the registry. */
export const registryNotFound = (title: string, message: string) => ({
  title,
  backHref: paths.registry.href(),
  backLabel: 'Ver o registro público',
  message,
});

/** "Registro público › …": where a public page sits. */
export function RegistryBreadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Você está em" className="mb-4 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to={paths.registry.href()} className="underline-offset-4 hover:underline">
            Registro público
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current="page" className="truncate text-fg">
          {current}
        </li>
      </ol>
    </nav>
  );
}

/** The line naming a project's organisation, linked to its public page; `label` shows "Organização:" (else for screen readers only). */
export function OrganizationLine({
  organization,
  label = false,
  className,
}: {
  organization: { slug: string; name: string };
  label?: boolean;
  className: string;
}) {
  return (
    <p className={className}>
      <span className={label ? 'text-muted' : 'sr-only'}>Organização: </span>
      <Link
        to={paths.registryOrganization.href(organization.slug)}
        className={`text-primary underline-offset-4 hover:underline ${label ? 'font-semibold' : 'font-medium'}`}
      >
        {organization.name}
      </Link>
    </p>
  );
}

/** A public page's "Sobre…" panel: the description as written (or "Sem descrição.") above its facts. */
export function AboutPanel({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string | null;
  children: ReactNode;
}) {
  return (
    <Panel id={id} title={title}>
      {description ? (
        <p className="mt-2 whitespace-pre-line text-fg">{description}</p>
      ) : (
        <p className="mt-2 text-muted">Sem descrição.</p>
      )}
      {children}
    </Panel>
  );
}
