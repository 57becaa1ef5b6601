// /envios: the outbox (features/outbox); /envios?editar=<id>: the form of a record still waiting, with what it holds
// and, above it, the server's messages of its refusal by field label. Saving puts it back in line (the same id, so
// still created once: a refusal frees the key on the server).
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RecordForm } from '../../lib/content-kit/record-form';
import { Loading } from '../../components/ui/loading';
import { PageHeader } from '../../components/ui/page';
import { NotFoundState } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { eventResource } from '../../features/events/event-resource';
import { OutboxScreen } from '../../features/outbox/components/outbox-screen';
import { itemTitle, kindLabels } from '../../features/outbox/messages';
import { requestOutboxSend } from '../../features/outbox/outbox-runner';
import { getOutboxItem, updateOutboxItem, type OutboxItem } from '../../features/outbox/outbox-store';
import { postResource } from '../../features/posts/post-resource';
import { useAllProjects } from '../../features/projects/api/projects-api';
import { ReportProjectOptions, reportForm } from '../../features/reports/report-resource';
import { useSession } from '../../lib/session/session-store';
import { toast } from '../../lib/toast';
import { SpaceChoicesProvider, useSpaceChoicesForCreation } from '../content/space-choices';

const forms = { report: reportForm, post: postResource.form, event: eventResource.form } as const;

/** A field's label in the form, for the server's message about it (its name when the form has no such field). */
const fieldLabel = (spec: { fields: Record<string, { label: string }> }, name: string) =>
  spec.fields[name]?.label ?? name;

function EditQueued({ item }: { item: OutboxItem }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const projects = useAllProjects();
  const spaces = useSpaceChoicesForCreation();
  const back = () => void navigate(paths.outbox.href());
  if (item.kind === 'attachment')
    return <NotFoundState title="Item não encontrado" backHref={paths.outbox.href()} backLabel="Ver envios" />;
  const spec = forms[item.kind] as (typeof forms)['post'];
  const title = `Editar ${kindLabels[item.kind].toLowerCase()} aguardando envio`;
  // The values it was saved with (a record's shape: the form reads them as it reads a row).
  const values = spec.fromItem({ ...item.body, version: 0 } as never);
  const { version: _version, ...initial } = values;
  const options = (projects.data ?? []).filter((p) => p.can.edit).map((p) => ({ value: p.id, label: p.name }));
  return (
    <>
      <PageHeader title={title} description={itemTitle(item)} />
      {item.state === 'refused' && item.lastError && (
        <div role="alert" className="mb-5 rounded-xl border border-danger/40 bg-danger-soft p-3 text-sm text-fg">
          <p className="font-semibold">{item.lastError.message}</p>
          <ul className="mt-1 list-disc pl-5">
            {Object.entries(item.lastError.fields ?? {}).map(([name, message]) => (
              <li key={name}>
                <span className="font-semibold">{fieldLabel(spec, name)}</span>: {message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <SpaceChoicesProvider choices={spaces.choices ?? [{ value: '', label: 'Pessoal' }]}>
        <ReportProjectOptions.Provider
          value={options.length > 0 || !item.projectId ? options : [{ value: item.projectId, label: item.projectId }]}
        >
          <RecordForm
            spec={spec}
            initial={initial}
            label={title}
            draft={{ userId: user.id, kind: 'envio', recordId: item.id }}
            save={async (input) => {
              const body = input as Record<string, unknown>;
              await updateOutboxItem(item.id, {
                body,
                projectId: typeof body.projectId === 'string' ? body.projectId : item.projectId,
                state: 'pending',
                nextAttemptAt: 0,
                lastError: undefined,
              });
              requestOutboxSend();
              return body as never;
            }}
            onSaved={() => {
              toast({ title: 'Alterações salvas', description: 'O item voltou para a fila de envio.' });
              back();
            }}
            onCancel={back}
          />
        </ReportProjectOptions.Provider>
      </SpaceChoicesProvider>
    </>
  );
}

function EditById({ id }: { id: string }) {
  const [item, setItem] = useState<OutboxItem | null | undefined>(undefined);
  useEffect(() => {
    void getOutboxItem(id).then((found) => setItem(found ?? null));
  }, [id]);
  if (item === undefined) return <Loading />;
  if (item === null)
    return <NotFoundState title="Item não encontrado" backHref={paths.outbox.href()} backLabel="Ver envios" />;
  return <EditQueued item={item} />;
}

export default function OutboxRoute() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const editing = params.get('editar');
  if (editing) return <EditById id={editing} />;
  return (
    <OutboxScreen
      userId={user.id ?? ''}
      editHref={(item) => (item.kind === 'attachment' ? null : paths.outbox.href(item.id))}
    />
  );
}
