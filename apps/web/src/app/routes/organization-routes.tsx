// The organisation screens (docs/organizations.md), one lazily loaded module: /organizacoes, /organizacoes/criar,
// /organizacoes/:organizationId (its sections by the person's role) and /convite/:token.
import { Fragment } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  MAX_PAGE_SIZE,
  formatCnpj,
  organizationListQuerySchema,
  organizationTypeLabels,
  type Organization,
  type OrganizationPermission,
} from '@raiz/domain';
import { RecordForm } from '../../lib/content-kit/record-form';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { UsersIcon } from '../../components/ui/more-icons';
import { Loading } from '../../components/ui/loading';
import { PageHeader } from '../../components/ui/page';
import { PagedList } from '../../components/ui/paged-list';
import { SectionTabs } from '../../components/ui/section-tabs';
import { EmptyState, ErrorState, NotFoundState } from '../../components/ui/states';
import { paths } from '../../config/paths';
import {
  organizationQueryOptions,
  useCreateOrganization,
  useOrganizations,
} from '../../features/organizations/api/organizations-api';
import { HistorySection } from '../../features/organizations/components/history-section';
import { InvitationView } from '../../features/organizations/components/invitation-view';
import { InvitationsSection } from '../../features/organizations/components/invitations-section';
import { MembersSection } from '../../features/organizations/components/members-section';
import { OrganizationCard } from '../../features/organizations/components/organization-card';
import { SettingsSection } from '../../features/organizations/components/settings-section';
import { mayIn, myRoleLabel, placeOf, roleTone } from '../../features/organizations/organization-display';
import { organizationForm } from '../../features/organizations/organization-form';
import { projectsApi } from '../../features/projects/api/projects-api';
import { isNotFound } from '../../lib/api-errors';
import { sortsOf } from '../../lib/content-kit/resource';
import { LIST_PAGE_SIZE, useListParams } from '../../lib/list-params';
import { useSession } from '../../lib/session/session-store';
import { toast } from '../../lib/toast';
import { ExportCsvLink } from '../../features/exports/components/export-csv-link';

const isPlatformAdmin = (roles: readonly string[]) => roles.includes('admin');

const sorts = sortsOf(organizationListQuerySchema, {
  'name:asc': 'Nome (A–Z)',
  'name:desc': 'Nome (Z–A)',
  'createdAt:desc': 'Mais recentes',
  'createdAt:asc': 'Mais antigas',
});

/** /organizacoes: the person's organisations (a platform admin's: all). */
export function List() {
  const { user } = useSession();
  const params = useListParams(sorts.values, sorts.default);
  const query = useOrganizations({
    page: params.page,
    pageSize: LIST_PAGE_SIZE,
    q: params.q || undefined,
    sort: params.sort,
  });
  const create = <ButtonLink to={paths.organizationCreate.href()}>Criar organização</ButtonLink>;
  return (
    <>
      <PageHeader
        title="Organizações"
        description={
          isPlatformAdmin(user.roles)
            ? 'Todas as organizações da plataforma (você as vê como administração).'
            : 'As organizações de que você faz parte: equipes que cuidam juntas dos mesmos projetos.'
        }
        actions={create}
      />
      <PagedList
        query={query}
        params={params}
        searchLabel="Buscar organizações"
        searchPlaceholder="Nome ou município"
        sortOptions={sorts.options}
        count={(n) => (n === 1 ? '1 organização' : `${n} organizações`)}
        noResults={(q) => `Nenhuma organização encontrada para “${q}”.`}
        empty={
          <EmptyState icon={UsersIcon} title="Você ainda não faz parte de nenhuma organização" action={create}>
            Crie a da sua ONG, cooperativa, escola ou empresa para cuidar dos projetos em equipe, cada pessoa com seu
            papel. Se alguém já criou a sua, peça um convite.
          </EmptyState>
        }
      >
        {(items) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {items.map((organization) => (
              <li key={organization.id}>
                <OrganizationCard organization={organization} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

/** /organizacoes/criar (the header's "Salvar" saves); the person who creates it becomes its proprietário. */
export function Create() {
  const navigate = useNavigate();
  const { user } = useSession();
  const create = useCreateOrganization();
  return (
    <>
      <PageHeader
        title="Nova organização"
        description="Você será o proprietário e poderá convidar outras pessoas. Salve pelo botão “Salvar”."
      />
      <RecordForm
        spec={organizationForm}
        label="Nova organização"
        draft={{ userId: user.id, kind: 'organizacao' }}
        save={create.mutateAsync}
        onSaved={(organization) => {
          toast({
            title: 'Organização criada',
            description: `“${organization.name}” foi criada. Agora convide as pessoas da equipe.`,
          });
          void navigate(paths.organization.href(organization.id, 'convites'), { replace: true });
        }}
        onCancel={() => void navigate(paths.organizations.href())}
      />
    </>
  );
}

interface Section {
  key: string;
  label: string;
  permission: OrganizationPermission;
}

/** The page's sections, each for whoever the permission table lets see it. */
const sections: Section[] = [
  { key: 'membros', label: 'Membros', permission: 'read' },
  { key: 'convites', label: 'Convites', permission: 'manageMembers' },
  { key: 'historico', label: 'Histórico', permission: 'readHistory' },
  { key: 'configuracoes', label: 'Configurações', permission: 'updateSettings' },
];

function SectionNav({
  organizationId,
  shown,
  current,
}: {
  organizationId: string;
  shown: Section[];
  current: Section;
}) {
  return (
    <SectionTabs
      label="Seções da organização"
      tabs={shown.map((section) => ({
        key: section.key,
        label: section.label,
        href: paths.organization.href(organizationId, section === shown[0] ? undefined : section.key),
      }))}
      current={current.key}
    />
  );
}

function OrganizationFacts({ organization }: { organization: Organization }) {
  // Each fact whole on a line: a CNPJ broken at its "/" or "-" on a phone is hard to read and copy.
  const facts = [
    organizationTypeLabels[organization.type],
    organization.cnpj && `CNPJ ${formatCnpj(organization.cnpj)}`,
    placeOf(organization),
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Badge tone={organization.myRole ? roleTone[organization.myRole] : 'warning'}>
        <span className="sr-only">Seu papel: </span>
        {myRoleLabel(organization.myRole)}
      </Badge>
      <span>
        {facts.map((fact, index) => (
          <Fragment key={fact}>
            {index > 0 && ' · '}
            <span className={fact.startsWith('CNPJ ') ? 'whitespace-nowrap' : undefined}>{fact}</span>
          </Fragment>
        ))}
      </span>
    </span>
  );
}

/** The history's project filter: the organisation's projects by name (read only when the section is open). */
function useProjectOptions(organizationId: string, enabled: boolean) {
  const projects = useQuery({
    ...projectsApi.listQueryOptions({ page: 1, pageSize: MAX_PAGE_SIZE, sort: 'name:asc', space: organizationId }),
    enabled,
  });
  return (projects.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }));
}

/** /organizacoes/:organizationId: the organisation and the sections the person's role opens. */
export function Detail() {
  const { organizationId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  // The current version (settings are edited against it) and the person's role as it is now.
  const query = useQuery({ ...organizationQueryOptions(organizationId), refetchOnMount: 'always' });

  const organization = query.data;
  const shown = organization ? sections.filter((s) => mayIn(organization, s.permission)) : [];
  const current = shown.find((s) => s.key === params.get('secao')) ?? shown[0];
  const projectOptions = useProjectOptions(organizationId, current?.key === 'historico');

  if (query.isPending) return <Loading />;
  if (query.isError) {
    if (isNotFound(query.error))
      return (
        <NotFoundState
          title="Organização não encontrada"
          backHref={paths.organizations.href()}
          backLabel="Ver minhas organizações"
        >
          Ela pode ter sido excluída, o endereço pode estar incompleto ou você não faz parte dela.
        </NotFoundState>
      );
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (!organization || !current) return null;
  const toList = () => void navigate(paths.organizations.href(), { replace: true });

  return (
    <>
      <nav aria-label="Trilha de navegação" className="mb-3 text-sm">
        <Link to={paths.organizations.href()} className="font-medium text-primary underline-offset-4 hover:underline">
          Organizações
        </Link>
      </nav>
      <PageHeader
        title={organization.name}
        description={<OrganizationFacts organization={organization} />}
        actions={
          <ButtonLink to={`${paths.projects.href()}?space=${organization.id}`} variant="outline">
            Ver projetos
          </ButtonLink>
        }
      />
      {organization.description && (
        <p className="-mt-2 mb-6 max-w-3xl whitespace-pre-line text-fg">{organization.description}</p>
      )}
      {shown.length > 1 && <SectionNav organizationId={organization.id} shown={shown} current={current} />}
      <section aria-labelledby="secao-organizacao">
        <h2
          id="secao-organizacao"
          className={shown.length > 1 ? 'sr-only' : 'mb-4 font-display text-xl font-semibold text-fg'}
        >
          {current.label}
        </h2>
        {current.key === 'membros' && <MembersSection organization={organization} userId={user.id} onLeft={toList} />}
        {current.key === 'convites' && <InvitationsSection organization={organization} />}
        {current.key === 'historico' && (
          <>
            <div className="mb-4 flex justify-end">
              <ExportCsvLink kind="verifications" organizationId={organization.id} label="Exportar verificações" />
            </div>
            <HistorySection organization={organization} projects={projectOptions} />
          </>
        )}
        {current.key === 'configuracoes' && (
          <SettingsSection
            organization={organization}
            userId={user.id}
            mayDelete={mayIn(organization, 'deleteOrganization')}
            onDeleted={toList}
          />
        )}
      </section>
    </>
  );
}

/** /convite/:token: the invitation after login; accepting joins and opens the organisation. */
export function Invitation() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  return (
    <InvitationView
      token={token}
      onAccepted={(organization) => {
        toast({ title: 'Convite aceito', description: `Agora você faz parte de “${organization.name}”.` });
        void navigate(paths.organization.href(organization.id), { replace: true });
      }}
    />
  );
}
