// One stored file: its thumbnail (or a PDF's download), name, size, confirmed place and caption; for whoever may change
// it, the caption typed in place (saved on leaving the field or on Enter), move up/down and delete.
import { useState } from 'react';
import { ATTACHMENT_CAPTION_MAX, formatBytes, formatCoordinate, type Attachment } from '@raiz/domain';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DeleteAction } from '../../../components/ui/delete-action';
import { Input } from '../../../components/ui/field';
import { DownloadIcon } from '../../../components/ui/more-icons';
import { toast } from '../../../lib/toast';
import { toastFailure } from '../../../lib/toast-failure';
import { isImage } from '../check-file';
import { attachmentTexts } from '../messages';

const stuck = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

export interface AttachmentCardProps {
  attachment: Attachment;
  /** "Capa" on it (a project's first image). */
  cover?: boolean;
  /** The changes allowed; none for a read-only or frozen item. */
  edit?: {
    saveCaption: (caption: string | null) => Promise<unknown>;
    moveUp?: () => void;
    moveDown?: () => void;
    remove: () => Promise<unknown>;
  };
}

function CaptionInput({
  attachment,
  save,
}: {
  attachment: Attachment;
  save: (caption: string | null) => Promise<unknown>;
}) {
  const saved = attachment.caption ?? '';
  const [value, setValue] = useState(saved);
  const [busy, setBusy] = useState(false);
  const id = `legenda-${attachment.id}`;

  const commit = async () => {
    const caption = value.trim();
    if (caption === saved || busy) return;
    setBusy(true);
    try {
      await save(caption || null);
      toast({ title: attachmentTexts.captionSaved, description: `“${attachment.name}”` });
    } catch (error) {
      toastFailure('Não foi possível salvar a legenda', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {attachmentTexts.captionLabel}
        <span className="sr-only"> de {attachment.name}</span>
      </label>
      <Input
        id={id}
        value={value}
        maxLength={ATTACHMENT_CAPTION_MAX}
        placeholder={isImage(attachment.type) ? 'O que a foto mostra' : 'O que o documento comprova'}
        className="h-9 text-sm"
        aria-busy={busy || undefined}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => void commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void commit();
          }
          if (event.key === 'Escape') setValue(saved);
        }}
      />
    </div>
  );
}

export function AttachmentCard({ attachment: a, cover = false, edit }: AttachmentCardProps) {
  const image = isImage(a.type);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-border bg-surface" data-testid="attachment">
      <div className="relative aspect-[4/3] bg-surface-2">
        {image && a.thumbnailUrl ? (
          <a href={a.previewUrl ?? a.url} target="_blank" rel="noreferrer" className="block h-full">
            <img src={a.thumbnailUrl} alt={a.caption ?? a.name} loading="lazy" className="h-full w-full object-cover" />
          </a>
        ) : (
          <a
            href={a.url}
            download={a.name}
            className="flex h-full flex-col items-center justify-center gap-2 text-muted hover:text-fg"
          >
            <DownloadIcon width={28} height={28} />
            <span className="text-sm font-semibold">
              Baixar PDF<span className="sr-only"> {a.name}</span>
            </span>
          </a>
        )}
        {cover && (
          <Badge tone="success" className="absolute top-2 left-2">
            {attachmentTexts.cover}
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-fg" title={a.name}>
            {a.name}
          </p>
          <p className="text-xs text-muted">
            {image ? 'Imagem' : 'PDF'} · {formatBytes(a.size)}
            {a.location &&
              ` · Local: ${formatCoordinate(a.location.latitude)}, ${formatCoordinate(a.location.longitude)}`}
          </p>
        </div>
        {edit ? (
          <CaptionInput attachment={a} save={edit.saveCaption} />
        ) : (
          a.caption && <p className="text-sm text-fg">{a.caption}</p>
        )}
        {edit && (
          <div className="mt-auto flex flex-wrap items-center gap-1">
            {/* aria-disabled, not disabled: the button that moved a file to the end keeps the keyboard's focus. */}
            <Button variant="ghost" size="sm" aria-disabled={!edit.moveUp} className={stuck} onClick={edit.moveUp}>
              <span aria-hidden="true">↑</span>
              <span className="sr-only">Mover {a.name} para cima</span>
            </Button>
            <Button variant="ghost" size="sm" aria-disabled={!edit.moveDown} className={stuck} onClick={edit.moveDown}>
              <span aria-hidden="true">↓</span>
              <span className="sr-only">Mover {a.name} para baixo</span>
            </Button>
            <span className="flex-1" />
            <DeleteAction
              name={a.name}
              kindLabel="o arquivo"
              description="O arquivo sai deste item e deixa de ocupar o espaço de armazenamento. Esta ação não pode ser desfeita."
              onDelete={edit.remove}
              success={{ title: attachmentTexts.deleted }}
            />
          </div>
        )}
      </div>
    </li>
  );
}
