import { Link } from 'react-router';
import type { ProjectEvent } from '@raiz/domain';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { DeleteAction } from '../../../components/ui/delete-action';
import { DashboardIcon } from '../../../components/ui/icons';
import { PagedList } from '../../../components/ui/paged-list';
import { EmptyState } from '../../../components/ui/states';
import { LIST_PAGE_SIZE, useListParams } from '../../../lib/list-params';
import { useDeleteEvent, useEvents } from '../api/events-api';
import { formatCapacity, formatEventWhen, isEventOver } from '../event-display';

const sorts = ['startsAt:asc', 'startsAt:desc', 'createdAt:desc', 'title:asc'] as const;
type EventSort = (typeof sorts)[number];
const sortOptions: { value: EventSort; label: string }[] = [
  { value: 'startsAt:asc', label: 'Data, dos mais próximos' },
  { value: 'startsAt:desc', label: 'Data, dos mais distantes' },
  { value: 'createdAt:desc', label: 'Cadastrados por último' },
  { value: 'title:asc', label: 'Título (A–Z)' },
];

/**
 * The events of one project, with search, order and pages kept in the address. Links are built by the route
 * (`editHref`, `createHref`), which knows whether it is under /eventos or its /events alias.
 */
export function EventList({
  projectId,
  createHref,
  editHref,
}: {
  projectId: string;
  createHref: string;
  editHref: (event: ProjectEvent) => string;
}) {
  const params = useListParams(sorts, 'startsAt:asc');
  const query = useEvents(projectId, {
    page: params.page,
    pageSize: LIST_PAGE_SIZE,
    q: params.q || undefined,
    sort: params.sort,
  });
  return (
    <PagedList
      query={query}
      params={params}
      searchLabel="Buscar eventos"
      searchPlaceholder="Título, descrição ou local"
      sortOptions={sortOptions}
      count={(n) => (n === 1 ? '1 evento' : `${n} eventos`)}
      noResults={(q) => `Nenhum evento encontrado para “${q}”.`}
      empty={
        <EmptyState
          icon={DashboardIcon}
          title="Este projeto ainda não tem eventos"
          action={<ButtonLink to={createHref}>Criar evento</ButtonLink>}
        >
          Divulgue mutirões, oficinas e visitas, com data, local e número de vagas.
        </EmptyState>
      }
    >
      {(items) => (
        <ul className="flex flex-col gap-4">
          {items.map((event) => (
            <li key={event.id}>
              <EventCard event={event} editHref={editHref(event)} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function EventCard({ event, editHref }: { event: ProjectEvent; editHref: string }) {
  const remove = useDeleteEvent(event.projectId);
  const over = isEventOver(event);
  return (
    <article className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-semibold break-words text-fg">
          <Link to={editHref} className="rounded-sm underline-offset-4 hover:underline">
            {event.title}
          </Link>
        </h2>
        {over && <Badge>Encerrado</Badge>}
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">Quando</dt>
        <dd className="font-medium text-fg">{formatEventWhen(event)}</dd>
        {event.location && (
          <>
            <dt className="text-muted">Local</dt>
            <dd className="font-medium break-words text-fg">{event.location}</dd>
          </>
        )}
        <dt className="text-muted">Vagas</dt>
        <dd className="font-medium text-fg">{formatCapacity(event.capacity)}</dd>
      </dl>
      {event.description && <p className="mt-3 line-clamp-3 whitespace-pre-line text-fg">{event.description}</p>}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <ButtonLink to={editHref} variant="outline" size="sm">
          Editar<span className="sr-only"> o evento {event.title}</span>
        </ButtonLink>
        <DeleteAction
          name={event.title}
          kindLabel="o evento"
          onDelete={() => remove.mutateAsync({ id: event.id, version: event.version })}
          success={{ title: 'Evento excluído', description: `“${event.title}” foi excluído.` }}
        />
      </div>
    </article>
  );
}
