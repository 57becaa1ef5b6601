// The toast area present on every screen (docs/product.md §2): at most one toast, container at most 600 px wide.
import { useEffect, useState } from 'react';
import { useSession } from '../../lib/session/session-store';
import { dismissToast, useToasts, type Toast } from '../../lib/toast';
import { AlertIcon, CheckIcon, CloseIcon } from './icons';

function ToastItem({ toast }: { toast: Toast }) {
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || !Number.isFinite(toast.duration)) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [paused, toast.id, toast.duration]);

  const destructive = toast.variant === 'destructive';
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      data-variant={toast.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={
        'pointer-events-auto flex w-full animate-toast-in items-start gap-3 rounded-xl border p-4 shadow-lg ' +
        (destructive ? 'border-danger bg-danger text-danger-fg' : 'border-border bg-surface text-fg')
      }
    >
      <span className={'mt-0.5 shrink-0 ' + (destructive ? '' : 'text-primary')}>
        {destructive ? <AlertIcon width={20} height={20} /> : <CheckIcon width={20} height={20} />}
      </span>
      <div className="min-w-0 flex-1">
        {toast.title && <p className="font-semibold">{toast.title}</p>}
        {toast.description && <p className={'text-sm ' + (destructive ? '' : 'text-muted')}>{toast.description}</p>}
        {toast.action && (
          <button
            type="button"
            onClick={() => {
              toast.action?.onClick();
              dismissToast(toast.id);
            }}
            className="mt-2 rounded-md border border-current px-3 py-1 text-sm font-semibold"
          >
            {toast.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label="Fechar notificação"
        className="-m-1 shrink-0 rounded-md p-1 opacity-80 hover:opacity-100"
      >
        <CloseIcon width={18} height={18} />
      </button>
    </div>
  );
}

export function Toaster() {
  const { isLoggedIn } = useSession();
  // Dismissed toasts stay in the store (closed) until their removal; only open ones are on screen.
  const open = useToasts().filter((t) => t.open);
  // At the bottom, just above the bottom bar: never over the page's title and header, which the person reads first
  // (on a phone a toast under the header hid the title for its 5 s). Above dialogs (z-[70]): a toast about what a
  // dialog did (a wrong PIN) opened behind its overlay, unseen.
  return (
    <section
      aria-label="Notificações"
      className={
        'pointer-events-none fixed inset-x-0 z-[80] flex justify-center px-3 ' +
        (isLoggedIn ? 'bottom-[calc(4.5rem+env(safe-area-inset-bottom))] md:bottom-24' : 'bottom-4')
      }
    >
      <div className="flex w-full max-w-[600px] flex-col gap-2" data-testid="toast-container">
        {open.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </div>
    </section>
  );
}
