// The notices above a record form: a restored draft, a conflict with a newer version (form-level errors: form-error.tsx).
import { useState } from 'react';
import { formatDateTime } from '@raiz/domain';
import { useReveal } from '../../lib/use-reveal';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { AlertIcon } from './icons';

export function DraftRestoredNotice({ savedAt, onDiscard }: { savedAt: string; onDiscard: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-primary/40 bg-accent p-4 text-accent-fg sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Rascunho restaurado</p>
        <p className="text-sm">
          Recuperamos o que você digitou em {formatDateTime(savedAt)} e ainda não foi salvo. Salve para guardar de vez.
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onDiscard}>
        Descartar rascunho
      </Button>
    </div>
  );
}

/** After a 409: what was typed stays; "Recarregar" brings the current version, after confirming the loss. */
export function ConflictNotice({
  message,
  isDirty,
  isReloading,
  onReload,
}: {
  message: string;
  isDirty: boolean;
  isReloading: boolean;
  onReload: () => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  // Saved from the bottom bar, the top of the form may be off screen: bring the notice to the person.
  const box = useReveal<HTMLDivElement>(message);

  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-danger/40 bg-danger-soft p-4 text-fg outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-row sm:items-center"
    >
      <AlertIcon width={22} height={22} className="hidden shrink-0 text-danger sm:block" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Conflito de edição</p>
        <p className="text-sm">{message}</p>
        <p className="mt-1 text-sm text-muted">O que você digitou continua no formulário.</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={isReloading}
        onClick={() => (isDirty ? setConfirming(true) : void onReload())}
      >
        {isReloading ? 'Recarregando...' : 'Recarregar'}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Descartar suas alterações?"
        description="Ao recarregar, a versão salva mais recente substitui o que você digitou neste formulário."
        confirmLabel="Descartar e recarregar"
        busyLabel="Recarregando..."
        destructive
        onConfirm={onReload}
      />
    </div>
  );
}
