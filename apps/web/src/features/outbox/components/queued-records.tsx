// The items of a list that are still on this device, above the list's rows: each with "Aguardando envio" (or why it
// is stopped), its files waiting, and "Anexar fotos ou PDFs".
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { paths } from '../../../config/paths';
import { itemTitle, outboxTexts, stateLabels } from '../messages';
import { isOpen, type OutboxItem, type OutboxState, type RecordKind } from '../outbox-store';
import { useOutbox } from '../use-outbox';
import { AttachToQueued } from './attach-to-queued';

export const stateTones: Record<OutboxState, BadgeTone> = {
  pending: 'warning',
  sending: 'info',
  sent: 'success',
  refused: 'danger',
  conflict: 'danger',
};

const filesOf = (item: OutboxItem, all: OutboxItem[]) =>
  all.filter((i) => i.parent && 'outboxId' in i.parent && i.parent.outboxId === item.id && isOpen(i));

export function QueuedRecords({ kind, projectId }: { kind: RecordKind; projectId?: string }) {
  const all = useOutbox() ?? [];
  const items = all.filter((i) => i.kind === kind && isOpen(i) && (!projectId || i.projectId === projectId));
  if (items.length === 0) return null;
  return (
    <ul className="mb-4 flex flex-col gap-3" aria-label="Aguardando envio">
      {items.map((item) => {
        const files = filesOf(item, all).length;
        return (
          <li
            key={item.id}
            className="flex flex-col gap-2 rounded-2xl border border-dashed border-border bg-surface p-4"
            data-testid="queued-record"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 font-semibold text-fg">{itemTitle(item)}</p>
              <Badge tone={stateTones[item.state]}>{stateLabels[item.state]}</Badge>
            </div>
            {item.lastError && item.state !== 'pending' && (
              <p className="text-sm text-danger">{item.lastError.message}</p>
            )}
            {files > 0 && <p className="text-sm text-muted">{outboxTexts.files(files)}</p>}
            <div className="flex flex-wrap items-center gap-2">
              <AttachToQueued item={item} />
              <Link to={paths.outbox.href()} className="text-sm font-semibold text-primary underline">
                {outboxTexts.seeAll}
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
