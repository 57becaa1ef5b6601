// Choosing files (several at once; the camera on phones; dropped on the panel on desktop) and the files on their way:
// each with its progress bar and "Cancelar", or the reason it was refused beside its name. The others go on.
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { formatBytes } from '@raiz/domain';
import { Button } from '../../../components/ui/button';
import { AlertIcon } from '../../../components/ui/icons';
import { ProgressBar } from '../../../components/ui/progress-bar';

export interface Upload {
  key: number;
  name: string;
  size: number;
  /** 0–100 while sending. */
  percent: number;
  /** The refusal (client check or the server's message); none while sending. */
  error?: string;
  cancel?: () => void;
  /** After a failure of the network or the server: sends the same file again. */
  retry?: () => void;
}

export function UploadRow({ upload, onDismiss }: { upload: Upload; onDismiss: () => void }) {
  const { name, size, percent, error } = upload;
  return (
    <li
      className={`flex flex-col gap-2 rounded-xl border p-3 ${error ? 'border-danger/40 bg-danger-soft' : 'border-border bg-surface-2'}`}
      data-testid="upload"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-fg">{name}</p>
          <p className="text-xs text-muted">{formatBytes(size)}</p>
        </div>
        {error ? (
          <div className="flex gap-1">
            {upload.retry && (
              <Button variant="outline" size="sm" onClick={upload.retry}>
                Tentar de novo<span className="sr-only"> o envio de {name}</span>
              </Button>
            )}
            <Button variant="ghost" size="sm" onClick={onDismiss}>
              Dispensar<span className="sr-only"> o aviso de {name}</span>
            </Button>
          </div>
        ) : (
          <Button variant="outline" size="sm" onClick={upload.cancel}>
            Cancelar<span className="sr-only"> o envio de {name}</span>
          </Button>
        )}
      </div>
      {error ? (
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-danger">
          <AlertIcon width={16} height={16} className="mt-0.5 shrink-0" />
          {error}
        </p>
      ) : (
        <ProgressBar percent={percent} label={`Enviando ${name}`} className="h-2 bg-border" />
      )}
    </li>
  );
}

/**
 * The buttons that choose files, and the drop area around `children` (the panel's content): files dropped there
 * are sent like chosen ones.
 */
export function FilePicker({
  accept,
  imagesOnly,
  onFiles,
  children,
}: {
  accept: string;
  imagesOnly: boolean;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}) {
  const chooser = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const take = (input: HTMLInputElement | null) => {
    const files = [...(input?.files ?? [])];
    if (input) input.value = '';
    if (files.length) onFiles(files);
  };
  const over = (event: DragEvent) => {
    if (![...event.dataTransfer.types].includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length) onFiles(files);
  };

  return (
    <div
      onDragOver={over}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
      className={`flex flex-col gap-4 rounded-xl ${dragging ? 'outline-2 outline-offset-4 outline-primary outline-dashed' : ''}`}
    >
      <div className="flex flex-wrap items-center gap-2 rounded-xl border border-dashed border-border p-4">
        <input
          ref={chooser}
          type="file"
          multiple
          accept={accept}
          hidden
          data-testid="escolher-arquivos"
          onChange={(event) => take(event.currentTarget)}
        />
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          data-testid="tirar-foto"
          onChange={(event) => take(event.currentTarget)}
        />
        <Button variant="outline" onClick={() => chooser.current?.click()}>
          Escolher arquivos
        </Button>
        <Button variant="outline" className="md:hidden" onClick={() => camera.current?.click()}>
          Tirar foto
        </Button>
        <p className="hidden text-sm text-muted md:block">ou arraste os arquivos para cá</p>
        <p className="w-full text-xs text-muted">
          {imagesOnly ? 'JPEG, PNG ou WebP' : 'JPEG, PNG, WebP ou PDF'}, até 20 MB cada, no máximo 30 por item. Fotos
          perdem os metadados ao serem guardadas.
        </p>
      </div>
      {children}
    </div>
  );
}
