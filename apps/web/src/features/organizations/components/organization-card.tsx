// One organisation in /organizacoes: its name (to its page), type, place, the person's role and how many members.
import { organizationTypeLabels, type Organization } from '@raiz/domain';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { CardHeading } from '../../../lib/content-kit/resource-card';
import { memberCountLabel, myRoleLabel, placeOf, roleTone } from '../organization-display';

export function OrganizationCard({ organization }: { organization: Organization }) {
  const href = paths.organization.href(organization.id);
  const place = placeOf(organization);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <CardHeading
        name={organization.name}
        href={href}
        badge={
          <Badge tone={organization.myRole ? roleTone[organization.myRole] : 'warning'}>
            <span className="sr-only">Seu papel: </span>
            {myRoleLabel(organization.myRole)}
          </Badge>
        }
      >
        <p className="mt-0.5 text-sm text-muted">
          {organizationTypeLabels[organization.type]}
          {place && ` · ${place}`}
        </p>
      </CardHeading>
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
