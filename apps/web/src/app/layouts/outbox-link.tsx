// For a logged-in person, with the bottom bar (after the first paint): starts sending the outbox (features/outbox)
// and, while something waits, shows "N aguardando envio" just above the bar, a link to /envios.
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { Link } from 'react-router';
import { UploadIcon } from '../../components/ui/more-icons';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/session-store';
import { outboxTexts } from '../../features/outbox/messages';
import { startOutboxSender } from '../../features/outbox/outbox-runner';
import { isOpen } from '../../features/outbox/outbox-store';
import { useOutbox } from '../../features/outbox/use-outbox';

export function OutboxLink({ current }: { current: boolean }) {
  const { user } = useSession();
  // The providers' client (none until it has loaded: lib/deferred-query-client.ts).
  const queryClient = useContext(QueryClientContext);
  const waiting = (useOutbox() ?? []).filter((i) => i.userId === user.id && isOpen(i)).length;

  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import('../outbox-transport').then(({ outboxTransport }) => {
      if (!live) return;
      stop = startOutboxSender(
        outboxTransport,
        () => user.id || null,
        // What the server made now shows in its lists and counts.
        () => void queryClient?.invalidateQueries(),
      );
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [user.id, queryClient]);

  if (waiting === 0 || current) return null;
  return (
    <Link
      to={paths.outbox.href()}
      className="fixed right-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-40 inline-flex h-9 items-center gap-2 rounded-full border border-amber-500/40 bg-surface px-3 text-sm font-semibold text-fg shadow-lg md:bottom-24"
      data-testid="outbox-count"
    >
      <UploadIcon width={18} height={18} />
      {outboxTexts.waitingCount(waiting)}
    </Link>
  );
}
