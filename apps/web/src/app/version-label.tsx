import { env } from '../config/env';
import { useSession } from '../lib/session/session-store';

/** The app's own version at the bottom right (spec §2), above the bottom bar on small screens. */
export function VersionLabel() {
  const { isLoggedIn } = useSession();
  return (
    <footer
      className={
        'pointer-events-none fixed right-2 z-30 rounded bg-bg/80 px-1 text-[11px] text-muted select-none md:bottom-1.5 ' +
        (isLoggedIn ? 'bottom-[calc(4.25rem+env(safe-area-inset-bottom))]' : 'bottom-1.5')
      }
    >
      <p data-testid="version-label">
        <span className="sr-only">Versão </span>v{env.appVersion}
      </p>
    </footer>
  );
}
