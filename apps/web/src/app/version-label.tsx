import { env } from '../config/env';
import { useSession } from '../lib/session/session-store';

/**
 * The app's own version at the bottom right (docs/product.md §2). It ends the page, after the content, so it never covers any;
 * logged in, it stays above the bottom bar when the page is scrolled to its end.
 */
export function VersionLabel() {
  const { isLoggedIn } = useSession();
  return (
    <footer
      className={
        'mt-auto flex justify-end px-3 pt-2 text-[11px] text-muted select-none ' +
        (isLoggedIn ? 'pb-[calc(4.5rem+env(safe-area-inset-bottom))] md:pb-24' : 'pb-1.5')
      }
    >
      <p data-testid="version-label">
        <span className="sr-only">Versão </span>v{env.appVersion}
      </p>
    </footer>
  );
}
