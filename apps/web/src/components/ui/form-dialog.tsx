// A modal with a title, a close button and a scrolling body (Radix Dialog: focus trapped, Esc closes, focus returns to
// its opener). Heavy enough to stay out of the first screen: import it only from lazy route modules.
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button';
import { useReturnFocus } from './confirm-dialog';
import { CloseIcon } from './icons';

export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  busy = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** While true (a form being sent), Esc and the close button do nothing. */
  busy?: boolean;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content
          {...returnFocus}
          className={
            'fixed top-1/2 left-1/2 z-[70] flex max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 ' +
            'flex-col rounded-2xl border border-border bg-surface text-fg shadow-xl focus:outline-none'
          }
        >
          <div className="flex items-start justify-between gap-3 border-b border-border p-5 md:px-6">
            <div className="min-w-0">
              <Dialog.Title className="font-display text-xl font-semibold">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-0.5 text-sm break-words text-muted">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Fechar" disabled={busy}>
                <CloseIcon width={20} height={20} />
              </Button>
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto p-5 md:p-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
