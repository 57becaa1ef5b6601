// An accessible confirmation (Radix AlertDialog: focus trapped, Esc and "Cancelar" close, focus returns to the
// element that opened it). Heavy enough to stay out of the first screen: import it only from lazy route modules.
import { AlertDialog } from 'radix-ui';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from './button';

/**
 * Focus back on the element that opened a controlled dialog, once it closes (Esc, "Cancelar", confirm). Radix
 * returns focus only to its own Trigger; our dialogs are opened by state (a button, a link guard, a menu), so without
 * this focus fell to <body> after Esc. Spread the result on Radix's Content (Dialog or AlertDialog).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Runs as the dialog mounts, before Radix moves focus inside: the focused element is still the opener.
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (target && target.isConnected && target !== document.body) {
        event.preventDefault();
        target.focus({ preventScroll: true });
      }
    },
  };
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while onConfirm runs ("Excluindo..."). */
  busyLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  /** What the person fills in before confirming (e.g. a word typed to confirm), between the text and the buttons. */
  children?: ReactNode;
  /** Keeps the confirm button disabled (e.g. until the confirmation word is typed). */
  confirmDisabled?: boolean;
  /** May return a promise: the dialog stays open (buttons disabled) until it settles, then closes. */
  onConfirm: () => unknown;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancelar',
  destructive = false,
  children,
  confirmDisabled = false,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const returnFocus = useReturnFocus();

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-black/50 backdrop-blur-[2px]" />
        <AlertDialog.Content
          {...returnFocus}
          className={
            'fixed top-1/2 left-1/2 z-[70] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 ' +
            'rounded-2xl border border-border bg-surface p-6 text-fg shadow-xl focus:outline-none'
          }
        >
          <AlertDialog.Title className="font-display text-xl font-semibold">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description asChild>
              <div className="mt-2 text-muted">{description}</div>
            </AlertDialog.Description>
          ) : (
            <AlertDialog.Description className="sr-only">{title}</AlertDialog.Description>
          )}
          {children && <div className="mt-4">{children}</div>}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={destructive ? 'danger' : 'primary'}
              disabled={busy || confirmDisabled}
              onClick={() => void confirm()}
            >
              {busy && busyLabel ? busyLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
