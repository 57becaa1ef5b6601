import { Link } from 'react-router';
import { biomeLabel, categoryLabel, projectStatusLabel, type RegistryProjectCard } from '@raiz/domain';
import { Badge } from '../../../components/ui/badge';
import { Picture } from '../../../components/ui/picture';
import { paths } from '../../../config/paths';
import { CertifiedImpactLine } from './certified-impact';
import { OrganizationLine } from './registry-facts';

/**
 * A project of the registry: its cover, its name (the link to its page), organisation, place, biome and certified
 * impact.
 */
export function RegistryProjectCardView({
  project,
  showOrganization = true,
}: {
  project: RegistryProjectCard;
  /** Left out on the organisation's own page. */
  showOrganization?: boolean;
}) {
  const headingId = `registro-${project.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col gap-3 rounded-2xl border border-border bg-surface p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      {project.cover && (
        <div className="-mx-5 -mt-5 mb-1 aspect-[16/9] overflow-hidden rounded-t-2xl">
          <Picture
            image={project.cover}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="h-full w-full"
          />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="success">{biomeLabel(project.biome)}</Badge>
        <Badge>{projectStatusLabel(project.status)}</Badge>
      </div>
      <div className="min-w-0">
        <h2 id={headingId} className="font-display text-lg leading-snug font-semibold text-fg">
          <Link to={paths.registryProject.href(project.slug)} className="rounded-sm underline-offset-4 hover:underline">
            {project.name}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-muted">
          {categoryLabel(project.category)} · {project.municipality}/{project.state}
        </p>
        {showOrganization && project.organization && (
          <OrganizationLine organization={project.organization} className="mt-1 text-sm" />
        )}
      </div>
      <div className="mt-auto border-t border-border pt-3">
        <CertifiedImpactLine project={project} />
      </div>
    </article>
  );
}

/** Cards side by side on wider screens. */
export function RegistryProjectGrid({
  projects,
  showOrganization = true,
  besideMap = false,
}: {
  projects: RegistryProjectCard[];
  showOrganization?: boolean;
  /** Two columns at most: the map takes the third. */
  besideMap?: boolean;
}) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${besideMap ? '' : 'lg:grid-cols-3'}`}>
      {projects.map((project) => (
        <li key={project.slug} className="flex">
          <RegistryProjectCardView project={project} showOrganization={showOrganization} />
        </li>
      ))}
    </ul>
  );
}
