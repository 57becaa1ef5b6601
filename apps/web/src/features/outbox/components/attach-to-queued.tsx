// Photos and PDFs chosen for an item that is still in the outbox: reduced on the device and queued after it.
import { useId, useState } from 'react';
import { attachmentTypesByParent } from '@raiz/domain';
import { outboxTexts } from '../messages';
import type { OutboxItem } from '../outbox-store';
import { queueFiles } from '../queue-record';
import { reduceForOutbox } from '../reduce-photo';

const parentKinds = { report: 'reports', post: 'posts', event: 'events' } as const;

export function AttachToQueued({ item }: { item: OutboxItem }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  if (item.kind === 'attachment') return null;
  const accept = attachmentTypesByParent[parentKinds[item.kind]].join(',');
  return (
    <label
      htmlFor={id}
      className="inline-flex h-9 cursor-pointer items-center rounded-lg border border-border px-3 text-sm font-semibold text-fg hover:bg-surface-2 focus-within:outline-2 focus-within:outline-primary"
    >
      {busy ? outboxTexts.preparing : outboxTexts.attach}
      <span className="sr-only"> em {String(item.body.title ?? '')}</span>
      <input
        id={id}
        type="file"
        multiple
        accept={accept}
        className="sr-only"
        disabled={busy}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length === 0) return;
          setBusy(true);
          void (async () => {
            try {
              // One after another: a phone's memory holds one decoded photo at a time.
              const reduced = [];
              for (const file of files) reduced.push(await reduceForOutbox(file));
              await queueFiles(item, reduced);
            } finally {
              setBusy(false);
            }
          })();
        }}
      />
    </label>
  );
}
