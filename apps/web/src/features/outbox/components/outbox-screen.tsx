// /envios: every item of the outbox with its state and reason, and what the person can do about it — try again, edit,
// discard, keep their version or the server's after a 409 — plus the export and import of what waits, and what the
// browser keeps of it (persistent storage, space used). Phone-first: one column of cards.
import { useEffect, useId, useState } from 'react';
import { formatDateTime } from '@raiz/domain';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page';
import { EmptyState } from '../../../components/ui/states';
import { loginUrl } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { useOnline } from '../../../lib/use-online';
import { toast } from '../../../lib/toast';
import { itemTitle, kindLabels, outboxTexts, stateLabels } from '../messages';
import { exportOutbox, readOutboxExport } from '../outbox-archive';
import { requestOutboxSend } from '../outbox-runner';
import { isOpen, removeOutboxItem, restoreOutboxItems, updateOutboxItem, type OutboxItem } from '../outbox-store';
import { persistAnswer } from '../queue-record';
import { useOutbox } from '../use-outbox';
import { AttachToQueued } from './attach-to-queued';
import { stateTones } from './queued-records';

function StorageInfo() {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  const [persisted, setPersisted] = useState<boolean | null>(persistAnswer());
  useEffect(() => {
    void navigator.storage?.estimate?.().then(setEstimate, () => {});
    void navigator.storage?.persisted?.().then((p) => setPersisted((asked) => (asked === null && !p ? null : p)));
  }, []);
  return (
    <section aria-labelledby="outbox-storage" className="rounded-2xl border border-border bg-surface p-4 text-sm">
      <h2 id="outbox-storage" className="font-semibold text-fg">
        {outboxTexts.storageTitle}
      </h2>
      <p className="mt-1 text-muted" data-testid="outbox-persisted">
        {persisted === null ? outboxTexts.persistUnknown : persisted ? outboxTexts.persisted : outboxTexts.notPersisted}
      </p>
      {estimate?.usage !== undefined && estimate.quota !== undefined && (
        <p className="mt-1 text-muted" data-testid="outbox-usage">
          {outboxTexts.usage(estimate.usage, estimate.quota)}
        </p>
      )}
    </section>
  );
}

function ItemCard({ item, editHref }: { item: OutboxItem; editHref?: (item: OutboxItem) => string | null }) {
  const [confirming, setConfirming] = useState(false);
  const title = itemTitle(item);
  const retry = async () => {
    await updateOutboxItem(item.id, { state: 'pending', nextAttemptAt: 0 });
    requestOutboxSend();
  };
  const fields = Object.entries(item.lastError?.fields ?? {});
  const href = item.state !== 'sent' ? editHref?.(item) : null;
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4" data-testid="outbox-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">{kindLabels[item.kind]}</p>
          <p className="font-semibold break-words text-fg">{title}</p>
        </div>
        <Badge tone={stateTones[item.state]}>{stateLabels[item.state]}</Badge>
      </div>
      <p className="text-xs text-muted">
        {formatDateTime(item.createdAt)}
        {item.attempts > 0 && ` · ${outboxTexts.attempts(item.attempts)}`}
      </p>
      {item.lastError && item.state !== 'sent' && (
        <div role={item.state === 'refused' || item.state === 'conflict' ? 'alert' : undefined} className="text-sm">
          <p className={item.state === 'pending' ? 'text-muted' : 'font-medium text-danger'}>
            {item.lastError.message}
          </p>
          {fields.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-danger">
              {fields.map(([name, message]) => (
                <li key={name}>
                  <span className="font-semibold">{name}</span>: {message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {item.state === 'conflict' ? (
          <>
            <Button size="sm" onClick={() => void retry()}>
              {outboxTexts.keepMine}
            </Button>
            <Button size="sm" variant="outline" onClick={() => void removeOutboxItem(item.id)}>
              {outboxTexts.useServer}
            </Button>
          </>
        ) : (
          (item.state === 'refused' || (item.state === 'pending' && item.lastError)) && (
            <Button size="sm" onClick={() => void retry()}>
              {outboxTexts.retry}
              <span className="sr-only"> o envio de {title}</span>
            </Button>
          )
        )}
        {href && (
          <ButtonLink size="sm" variant="outline" to={href}>
            {outboxTexts.edit}
            <span className="sr-only"> {title}</span>
          </ButtonLink>
        )}
        {isOpen(item) && item.state !== 'sending' && <AttachToQueued item={item} />}
        {item.state !== 'sent' && (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            {outboxTexts.discard}
            <span className="sr-only"> {title}</span>
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={outboxTexts.discardTitle}
        description={outboxTexts.discardText}
        confirmLabel={outboxTexts.discard}
        destructive
        onConfirm={() => removeOutboxItem(item.id)}
      />
    </li>
  );
}

export function OutboxScreen({
  userId,
  editHref,
}: {
  userId: string;
  /** The form of a record still waiting, opened with what it holds (none for a file). */
  editHref?: (item: OutboxItem) => string | null;
}) {
  const all = useOutbox();
  const importId = useId();
  const online = useOnline();
  const items = (all ?? []).filter((i) => i.userId === userId);
  const waiting = items.filter(isOpen);
  const needsLogin = waiting.some((i) => i.needsLogin);

  const exportAll = async () => {
    saveFile(`pendencias-raiz-${new Date().toISOString().slice(0, 10)}.zip`, await exportOutbox(items));
    toast({ title: outboxTexts.exported });
  };
  const importFile = async (file: File) => {
    const read = await readOutboxExport(file);
    if (!read) {
      toast({ title: outboxTexts.importBad, variant: 'destructive' });
      return;
    }
    // The person importing takes them on: sent under their session, each once (its id is its key).
    const added = await restoreOutboxItems(read.map((i) => ({ ...i, userId })));
    toast({ title: outboxTexts.imported(added) });
    requestOutboxSend();
  };

  return (
    <>
      <PageHeader title={outboxTexts.title} description={outboxTexts.description} />
      <div className="flex flex-col gap-4">
        {needsLogin && (
          <div role="alert" className="rounded-2xl border border-amber-500/40 bg-amber-500/15 p-4 text-sm">
            <p className="font-semibold text-fg">{outboxTexts.needsLogin}</p>
            <p className="mt-1 text-fg">{outboxTexts.needsLoginText}</p>
            <a href={loginUrl()} className="mt-2 inline-block font-semibold text-primary underline">
              {outboxTexts.signIn}
            </a>
          </div>
        )}
        {!online && waiting.length > 0 && <p className="text-sm text-muted">{outboxTexts.offline}</p>}
        <div className="flex flex-wrap gap-2">
          {online && waiting.length > 0 && (
            <Button size="sm" onClick={requestOutboxSend}>
              {outboxTexts.sendNow}
            </Button>
          )}
          {waiting.length > 0 && (
            <Button size="sm" variant="outline" onClick={() => void exportAll()}>
              {outboxTexts.export}
            </Button>
          )}
          <label
            htmlFor={importId}
            className="inline-flex h-9 cursor-pointer items-center rounded-lg border border-border bg-surface px-3 text-sm font-semibold text-fg hover:bg-surface-2 focus-within:outline-2 focus-within:outline-primary"
          >
            {outboxTexts.import}
            <input
              id={importId}
              type="file"
              accept=".zip,application/zip"
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void importFile(file);
              }}
            />
          </label>
          {items.some((i) => i.state === 'sent') && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                void Promise.all(
                  items
                    .filter(
                      (i) =>
                        i.state === 'sent' &&
                        !items.some(
                          (o) => isOpen(o) && o.parent && 'outboxId' in o.parent && o.parent.outboxId === i.id,
                        ),
                    )
                    .map((i) => removeOutboxItem(i.id)),
                )
              }
            >
              {outboxTexts.clearSent}
            </Button>
          )}
        </div>
        {all !== null && items.length === 0 ? (
          <EmptyState title={outboxTexts.empty}>{outboxTexts.emptyText}</EmptyState>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={outboxTexts.title}>
            {items.map((item) => (
              <ItemCard key={item.id} item={item} editHref={editHref} />
            ))}
          </ul>
        )}
        <StorageInfo />
      </div>
    </>
  );
}
