// One organisation in /organizacoes: its name (to its page), type, place, the person's role and how many members.
import { Link } from 'react-router';
import { organizationTypeLabels, type Organization } from '@raiz/domain';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { memberCountLabel, myRoleLabel, placeOf, roleTone } from '../organization-display';

export function OrganizationCard({ organization }: { organization: Organization }) {
  const href = paths.organization.href(organization.id);
  const place = placeOf(organization);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-fg">
            <Link to={href} className="rounded-sm underline-offset-4 hover:underline">
              {organization.name}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            {organizationTypeLabels[organization.type]}
            {place && ` · ${place}`}
          </p>
        </div>
        <Badge tone={organization.myRole ? roleTone[organization.myRole] : 'warning'}>
          <span className="sr-only">Seu papel: </span>
          {myRoleLabel(organization.myRole)}
        </Badge>
      </div>
      <p className="mt-3 text-sm text-fg">{memberCountLabel(organization.memberCount)}</p>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <ButtonLink to={href} variant="secondary" size="sm">
          Abrir<span className="sr-only"> a organização {organization.name}</span>
        </ButtonLink>
        <ButtonLink to={`${paths.projects.href()}?space=${organization.id}`} variant="ghost" size="sm">
          Projetos<span className="sr-only"> de {organization.name}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
