// For a logged-in person, after the first paint: starts sending the outbox (features/outbox) and, while something
// waits, shows "Envios" with the count in the header (an icon and the number on phones).
import { useEffect } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { UploadIcon } from '../../components/ui/more-icons';
import { paths } from '../../config/paths';
import { useLoadedQueryClient } from '../../lib/deferred-query-client';
import { useSession } from '../../lib/session/session-store';
import { outboxTexts } from '../../features/outbox/messages';
import { startOutboxSender } from '../../features/outbox/outbox-runner';
import { isOpen } from '../../features/outbox/outbox-store';
import { useOutbox } from '../../features/outbox/use-outbox';

export function OutboxLink({ current }: { current: boolean }) {
  const { user } = useSession();
  const queryClient = useLoadedQueryClient();
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

  if (waiting === 0 && !current) return null;
  return (
    <ButtonLink
      to={paths.outbox.href()}
      variant="ghost"
      size="sm"
      aria-current={current ? 'page' : undefined}
      aria-label={waiting > 0 ? outboxTexts.linkWithCount(waiting) : outboxTexts.link}
      className={`max-md:px-2 ${current ? 'bg-surface-2' : ''}`}
    >
      <UploadIcon width={20} height={20} />
      <span className="max-md:sr-only">{outboxTexts.link}</span>
      {waiting > 0 && (
        <span className="rounded-full bg-amber-500/20 px-1.5 text-xs font-bold text-fg" data-testid="outbox-count">
          {waiting}
        </span>
      )}
    </ButtonLink>
  );
}
