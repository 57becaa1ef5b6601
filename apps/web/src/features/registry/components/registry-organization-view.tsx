import { formatNumber, organizationTypeLabels, stateName, type RegistryOrganization } from '@raiz/domain';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/facts';
import { useDocumentTitle } from '../../../components/ui/page';
import { QueryStates } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { useRegistryOrganization } from '../api/get-registry-organization';
import { registrySearchFor } from '../use-registry-params';
import { AboutPanel, RegistryBreadcrumb, registryNotFound } from './registry-facts';
import { RegistryProjectGrid } from './registry-project-card';

/** The site as a person reads it: "matavivaexemplo.org.br" for "https://www.matavivaexemplo.org.br/". */
const siteLabel = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');

function Loaded({ organization }: { organization: RegistryOrganization }) {
  useDocumentTitle(organization.name);
  const place = [organization.municipality, organization.state ? stateName(organization.state) : '']
    .filter(Boolean)
    .join(', ');
  const more = organization.projectCount > organization.projects.length;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <RegistryBreadcrumb current={organization.name} />
        <Badge>{organizationTypeLabels[organization.type]}</Badge>
        <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight text-fg md:text-4xl">
          {organization.name}
        </h1>
        {place && <p className="mt-2 text-muted">{place}</p>}
      </div>

      <AboutPanel id="sobre-organizacao" title="Sobre a organização" description={organization.description}>
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-3">
          {organization.cnpj && (
            <Fact label="CNPJ">
              <span className="whitespace-nowrap tabular-nums">{organization.cnpj}</span>
            </Fact>
          )}
          {organization.website && (
            <Fact label="Site">
              <a
                href={organization.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="text-primary underline underline-offset-2"
              >
                {siteLabel(organization.website)}
                <span className="sr-only"> (abre em nova aba)</span>
              </a>
            </Fact>
          )}
        </dl>
      </AboutPanel>

      <section aria-labelledby="projetos-organizacao">
        <h2 id="projetos-organizacao" className="mb-1 font-display text-xl font-semibold text-fg">
          Projetos no registro
        </h2>
        <p className="mb-4 text-sm text-muted">
          {organization.projectCount === 1
            ? '1 projeto publicado'
            : `${formatNumber(organization.projectCount, 0)} projetos publicados`}
        </p>
        <RegistryProjectGrid projects={organization.projects} showOrganization={false} />
        {more && (
          <ButtonLink
            to={paths.registry.href() + registrySearchFor('organization', organization.slug)}
            variant="outline"
            className="mt-4"
          >
            Ver todos os projetos da organização
          </ButtonLink>
        )}
      </section>
    </div>
  );
}

/** /registro/organizacoes/:organizationSlug: what an organisation says of itself and its public projects. */
export function RegistryOrganizationView({ slug }: { slug: string }) {
  const organization = useRegistryOrganization(slug);
  return (
    <QueryStates
      query={organization}
      loading="Carregando organização..."
      notFound={registryNotFound(
        'Organização não encontrada no registro',
        'Ela pode não ter projetos publicados no registro, ou o endereço está incompleto.',
      )}
    >
      {(data) => <Loaded organization={data} />}
    </QueryStates>
  );
}
