// "Excluir" with its confirmation ("Excluir …?" · Cancelar / Excluir) and the toast of the result.
import { useState, type ReactNode } from 'react';
import { toast } from '../../lib/toast';
import { toastFailure } from '../../lib/toast-failure';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { ConfirmDialog } from './confirm-dialog';

export interface DeleteActionProps {
  /** What is deleted, for screen readers on the button and for the dialog title: `Excluir “${name}”?`. */
  name: string;
  /** "o projeto", "o evento"… completes the button's accessible name ("Excluir o projeto Nascentes"). */
  kindLabel: string;
  description?: ReactNode;
  onDelete: () => Promise<unknown>;
  /** Toast after success, e.g. { title: 'Projeto excluído' }. */
  success: { title: string; description?: string };
  onDeleted?: () => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Runs a confirmed delete and toasts its result: `success`, or why it failed under `failureTitle`. */
export async function deleteWithToast(
  onDelete: () => Promise<unknown>,
  success: { title: string; description: string },
  failureTitle = 'Não foi possível excluir',
  onDeleted?: () => void,
) {
  try {
    await onDelete();
    toast(success);
    onDeleted?.();
  } catch (error) {
    toastFailure(failureTitle, error);
  }
}

export function DeleteAction({
  name,
  kindLabel,
  description,
  onDelete,
  success,
  onDeleted,
  variant = 'ghost',
  size = 'sm',
}: DeleteActionProps) {
  const [open, setOpen] = useState(false);

  const confirm = () =>
    deleteWithToast(
      onDelete,
      { title: success.title, description: success.description ?? `“${name}” foi excluído.` },
      undefined,
      onDeleted,
    );

  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={variant === 'ghost' ? 'text-danger hover:bg-danger-soft' : ''}
        onClick={() => setOpen(true)}
      >
        Excluir<span className="sr-only"> {`${kindLabel} ${name}`}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Excluir “${name}”?`}
        description={description ?? 'Esta ação não pode ser desfeita.'}
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        destructive
        onConfirm={confirm}
      />
    </>
  );
}
