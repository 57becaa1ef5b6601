// Histórico (managers): every change in the organisation, newest first — who, when, what, and each field before →
// after — filtered by project and by person, a page at a time. Filters and page live in the address.
import { useSearchParams } from 'react-router';
import { formatDateTime, type HistoryEntry, type Organization } from '@raiz/domain';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/list-controls';
import { Loading } from '../../../components/ui/loading';
import { SelectField, type SelectOption } from '../../../components/ui/select';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useHistory } from '../api/history-api';
import { useMembers } from '../api/members-api';
import { fieldLabel, formatChangeValue, historyActionLabels, historyTitle } from '../history-display';

const PAGE_SIZE = 20;
/** More changes than this fold under "Ver os N campos" (a creation lists every field). */
const INLINE_CHANGES = 4;

function Changes({ entry, projectName }: { entry: HistoryEntry; projectName: (id: string) => string | undefined }) {
  const value = (field: string, raw: unknown) =>
    field === 'projectId' && typeof raw === 'string'
      ? (projectName(raw) ?? 'outro projeto')
      : formatChangeValue({ field }, raw, entry.entityType);
  const list = (
    <dl className="mt-2 flex flex-col gap-1.5 text-sm">
      {entry.changes.map((change) => (
        <div key={change.field} className="grid gap-x-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <dt className="font-medium text-muted">{fieldLabel(change.field)}</dt>
          <dd className="min-w-0 break-words text-fg">
            <span className={change.before == null || change.before === '' ? 'text-muted' : 'text-muted line-through'}>
              {value(change.field, change.before)}
            </span>
            <span aria-hidden="true" className="text-muted">
              {' → '}
            </span>
            <span className="sr-only">{' para '}</span>
            <span className="font-medium">{value(change.field, change.after)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
  if (entry.changes.length === 0) return null;
  if (entry.changes.length <= INLINE_CHANGES) return list;
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer rounded-sm font-semibold text-primary">
        Ver os {entry.changes.length} campos
      </summary>
      {list}
    </details>
  );
}

export function HistorySection({
  organization,
  projects,
}: {
  organization: Organization;
  /** The organisation's projects, for the project filter and to name a project in a change. */
  projects: readonly SelectOption[];
}) {
  const [params, setParams] = useSearchParams();
  const projectId = params.get('projectId') ?? '';
  const actorId = params.get('actorId') ?? '';
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;
  const history = useHistory(organization.id, {
    page,
    pageSize: PAGE_SIZE,
    projectId: projectId || undefined,
    actorId: actorId || undefined,
  });
  const members = useMembers(organization.id);

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });

  const people = (members.data ?? []).map((m) => ({ value: m.userId, label: m.name }));
  const projectName = (id: string) => projects.find((p) => p.value === id)?.label;
  const filtered = Boolean(projectId || actorId);
  const filters = [
    { param: 'projectId', label: 'Projeto', placeholder: 'Todos os projetos', options: projects },
    { param: 'actorId', label: 'Pessoa', placeholder: 'Todas as pessoas', options: people },
  ];

  let body;
  if (history.isPending) body = <Loading label="Carregando histórico..." />;
  else if (history.isError)
    body = <ErrorState message={history.error.message} onRetry={() => void history.refetch()} />;
  else if (history.data.total === 0)
    body = (
      <EmptyState title={filtered ? 'Nada encontrado com estes filtros' : 'Nada aconteceu ainda'}>
        {filtered
          ? 'Escolha outro projeto ou outra pessoa, ou limpe os filtros.'
          : 'Cada criação, edição, exclusão, mudança de membros e de configurações aparece aqui.'}
      </EmptyState>
    );
  else
    body = (
      <>
        <ol
          className={`divide-y divide-border rounded-2xl border border-border bg-surface shadow-sm ${history.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {history.data.items.map((entry) => (
            <li key={entry.id} className="p-4">
              <div className="flex flex-wrap items-center gap-2">
                <Badge>{historyActionLabels[entry.action]}</Badge>
                <p className="min-w-0 font-semibold break-words text-fg">{historyTitle(entry)}</p>
              </div>
              <p className="mt-1 text-sm text-muted">
                {entry.actor.name || 'Pessoa sem nome'} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </p>
              <Changes entry={entry} projectName={projectName} />
            </li>
          ))}
        </ol>
        <Pagination
          page={page}
          pageSize={history.data.pageSize}
          total={history.data.total}
          onPageChange={(n) => update({ page: n > 1 ? String(n) : null })}
        />
      </>
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {filters.map((filter) => (
          <div key={filter.param} className="sm:w-64">
            <SelectField
              id={`historico-${filter.label.toLowerCase()}`}
              label={filter.label}
              value={params.get(filter.param) ?? ''}
              placeholder={filter.placeholder}
              options={filter.options}
              onChange={(event) => update({ [filter.param]: event.target.value, page: null })}
            />
          </div>
        ))}
        {filtered && (
          <Button variant="ghost" onClick={() => update({ projectId: null, actorId: null, page: null })}>
            Limpar filtros
          </Button>
        )}
      </div>
      {history.data && (
        <p className="text-sm text-muted" aria-live="polite">
          {history.data.total === 1 ? '1 registro' : `${history.data.total} registros`}
        </p>
      )}
      {body}
    </div>
  );
}
