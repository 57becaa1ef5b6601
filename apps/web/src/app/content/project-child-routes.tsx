// The screens of a resource that lives in a project (posts, events, products), from its description: the list, the
// create and the edit screens, under /projetos/:projectId/…, their aliases, and the top-level paths that ask for the
// project first (/events, /produtos…) or find it from the record (/events/editar/:id).
import { useQuery } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import type { AttachmentParentKind, ProjectDetail } from '@raiz/domain';
import { Navigate, matchPath, useLocation, useNavigate, useParams } from 'react-router';
import { EditRecordForm, RecordForm } from '../../lib/content-kit/record-form';
import { ResourceList, useResourceListParams } from '../../lib/content-kit/resource-list';
import { ButtonLink } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { PageHeader } from '../../components/ui/page';
import { ErrorState, NotFoundState } from '../../components/ui/states';
import { paths as appPaths } from '../../config/paths';
import { AttachmentsPanel } from '../../features/attachments/components/attachments-panel';
import { ExportCsvLink } from '../../features/exports/components/export-csv-link';
import { QueuedRecords } from '../../features/outbox/components/queued-records';
import { isQueued, queuedToast, saveOrQueue } from '../../features/outbox/queue-record';
import { useProject } from '../../features/projects/api/projects-api';
import { ProjectPicker } from '../../features/projects/components/project-picker';
import { isNotFound } from '../../lib/api-errors';
import type { ProjectRow } from '../../lib/content-kit/project-child-api';
import { kindPaths, type ScreenPaths } from '../../lib/content-kit/kind-paths';
import type { ProjectChildResource } from '../../lib/content-kit/resource';
import { useSession } from '../../lib/session/session-store';
import { toast } from '../../lib/toast';
import { ProjectFrame } from './project-frame';
import { useProjectAccess } from './project-space';
import { SpaceAccessProvider } from './space-choices';

interface Hrefs {
  list: (projectId: string) => string;
  create: (projectId: string) => string;
  edit: (projectId: string, id: string) => string;
}

const linksOf = (screens: ScreenPaths): Hrefs => ({
  list: screens.list.href,
  create: screens.create.href,
  edit: screens.edit.href,
});

/** A record's files, changed only by whoever may edit the project's content. */
function RecordAttachments({ project, kind, id }: { project: ProjectDetail; kind: AttachmentParentKind; id: string }) {
  const access = useProjectAccess(project);
  return (
    <div className="mt-6">
      <AttachmentsPanel kind={kind} parentId={id} readOnly={!access.canEdit} projectPlace={project} />
    </div>
  );
}

/** The screens of a resource, all from its declaration (its kind: paths, tab, export, files; its form and list). */
export function projectChildRoutes<T extends ProjectRow, V extends FieldValues, S extends string>(
  resource: ProjectChildResource<T, V, S>,
) {
  const { kind, texts } = resource;
  const { noun, createAction } = kind;
  const paths = kindPaths(kind);
  const hrefs = linksOf(paths.project);
  const topLevelHref = paths.topLevel[0]?.list.href();
  // A kind with images has a key the attachments API knows (attachmentParentKinds).
  const attachmentKind = kind.attachments ? (kind.key as AttachmentParentKind) : undefined;
  const outboxKind = kind.outbox;

  /** The project's paths as the person spelled them (an alias stays an alias). */
  function useLinks(): Hrefs {
    const { pathname } = useLocation();
    const spelled = (links: ScreenPaths) =>
      [links.list, links.create, links.edit].some((p) => matchPath(p.path, pathname));
    const alias = paths.aliases.find(spelled);
    return alias ? linksOf(alias) : hrefs;
  }

  function Items({ project }: { project: ProjectDetail }) {
    const links = useLinks();
    const remove = resource.api.useRemove(project.id);
    const params = useResourceListParams(resource.list);
    const query = resource.api.useList(project.id, params.filters);
    const access = useProjectAccess(project);
    return (
      <SpaceAccessProvider>
        {outboxKind && <QueuedRecords kind={outboxKind} projectId={project.id} />}
        <ResourceList
          noun={noun}
          list={resource.list}
          createAction={createAction}
          createHref={access.canEdit ? links.create(project.id) : undefined}
          editHref={(item) => links.edit(project.id, item.id)}
          params={params}
          query={query}
          remove={(item) => remove.mutateAsync({ id: item.id, version: item.version })}
        />
      </SpaceAccessProvider>
    );
  }

  /** "Criar evento" for whoever may add to the project. */
  function CreateAction({ project, href }: { project: ProjectDetail; href: string }) {
    return useProjectAccess(project).canEdit ? <ButtonLink to={href}>{createAction}</ButtonLink> : null;
  }

  function List() {
    const { projectId } = useParams();
    const links = useLinks();
    if (!projectId)
      return (
        <>
          <PageHeader
            title={noun.Many}
            description={`Os ${noun.many} pertencem a um projeto. Escolha de qual projeto quer ver os ${noun.many}.`}
          />
          <ProjectPicker hrefFor={(p) => hrefs.list(p.id)} linkLabel={`Ver ${noun.many}`} />
        </>
      );
    return (
      <ProjectFrame
        projectId={projectId}
        section={kind.key}
        title={(p) => `${noun.Many} · ${p.name}`}
        description={() => texts.listDescription}
        actions={(p) => (
          <>
            {kind.exportCsv && <ExportCsvLink kind={kind} projectId={p.id} />}
            <CreateAction project={p} href={links.create(p.id)} />
          </>
        )}
      >
        {(p) => <Items project={p} />}
      </ProjectFrame>
    );
  }

  function Create() {
    const { projectId } = useParams();
    const navigate = useNavigate();
    const { user } = useSession();
    const links = useLinks();
    const create = resource.api.useCreate(projectId ?? '');
    if (!projectId)
      return (
        <>
          <PageHeader title={`Novo ${noun.one}`} description={texts.createPickerQuestion} />
          <ProjectPicker hrefFor={(p) => hrefs.create(p.id)} linkLabel={`${createAction} neste projeto`} />
        </>
      );
    const listHref = links.list(projectId);
    return (
      <ProjectFrame
        projectId={projectId}
        trail={[{ label: noun.Many, href: listHref }, { label: `Novo ${noun.one}` }]}
        title={() => `Novo ${noun.one}`}
        description={() => texts.createDescription}
      >
        {(p) => (
          <RecordForm
            spec={resource.form}
            label={`Novo ${noun.one}`}
            draft={{ userId: user.id, kind: `${noun.one}:${p.id}` }}
            save={
              outboxKind
                ? saveOrQueue(create.mutateAsync, {
                    kind: outboxKind,
                    userId: user.id ?? '',
                    projectId: () => p.id,
                    attemptKey: create.attemptKey,
                  })
                : (input) => create.mutateAsync(input)
            }
            onSaved={(item) => {
              toast(isQueued(item) ? queuedToast(item) : texts.created(item));
              void navigate(listHref, { replace: true });
            }}
            onCancel={() => void navigate(listHref)}
          />
        )}
      </ProjectFrame>
    );
  }

  /** A record named without its project: GET /v1/<resource>/:id says which, and the screen continues under it. */
  function FindProject({ id }: { id: string }) {
    const found = useQuery(resource.api.byIdQueryOptions(id));
    const notFound = (
      <NotFoundState
        title={`${noun.One} não encontrado`}
        backHref={topLevelHref ?? appPaths.projects.href()}
        backLabel={`Ver ${noun.many}`}
      />
    );
    if (found.isPending) return <Loading label={`Procurando o ${noun.one}...`} />;
    if (isNotFound(found.error)) return notFound;
    if (found.isError) return <ErrorState message={found.error.message} onRetry={() => void found.refetch()} />;
    return <Navigate to={hrefs.edit(found.data.projectId, id)} replace />;
  }

  function EditUnder({ projectId, id }: { projectId: string; id: string }) {
    const navigate = useNavigate();
    const { user } = useSession();
    const links = useLinks();
    const project = useProject(projectId);
    const detail = resource.api.detailQueryOptions(projectId, id);
    const record = useQuery({ ...detail, refetchOnMount: 'always' });
    const update = resource.api.useUpdate(projectId, id);
    const listHref = links.list(projectId);

    if (isNotFound(project.error) || isNotFound(record.error))
      return (
        <NotFoundState
          title={`${noun.One} não encontrado`}
          backHref={project.isError ? appPaths.projects.href() : listHref}
          backLabel={project.isError ? 'Ver meus projetos' : `Ver os ${noun.many} do projeto`}
        />
      );
    if (project.isError) return <ErrorState message={project.error.message} onRetry={() => void project.refetch()} />;
    if (record.isError) return <ErrorState message={record.error.message} onRetry={() => void record.refetch()} />;
    if (!record.data || !record.isFetchedAfterMount || !project.data) return <Loading />;

    const current = record.data;
    const name = resource.name(current);
    return (
      <ProjectFrame
        projectId={projectId}
        trail={[{ label: noun.Many, href: listHref }, { label: name }]}
        title={() => `Editar ${noun.one}`}
        description={() => name}
      >
        {(p) => (
          <>
            <EditRecordForm
              spec={resource.form}
              item={current}
              noun={noun.one}
              name={resource.name}
              draft={{ userId: user.id, kind: `${noun.one}:${p.id}`, recordId: id }}
              save={(input) => update.mutateAsync(input)}
              detail={detail}
              onSaved={() => void navigate(listHref, { replace: true })}
              onCancel={() => void navigate(listHref)}
            />
            {attachmentKind && <RecordAttachments project={p} kind={attachmentKind} id={id} />}
          </>
        )}
      </ProjectFrame>
    );
  }

  function Edit() {
    const params = useParams();
    const id = params.id ?? '';
    return params.projectId ? <EditUnder projectId={params.projectId} id={id} /> : <FindProject id={id} />;
  }

  return { List, Create, Edit };
}
