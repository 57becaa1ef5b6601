import { Link } from 'react-router';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { useSession } from '../lib/session/session-store';

/**
 * Every screen's footer (docs/product.md §2): the privacy page's link at the left, the app's own version at the bottom
 * right. It ends the page, after the content, so it never covers any; logged in, it stays above the bottom bar when the
 * page is scrolled to its end.
 */
export function VersionLabel() {
  const { isLoggedIn } = useSession();
  return (
    <footer
      className={
        'mt-auto flex items-center justify-between px-3 pt-2 text-[11px] text-muted ' +
        (isLoggedIn ? 'pb-[calc(4.5rem+env(safe-area-inset-bottom))] md:pb-24' : 'pb-1.5')
      }
    >
      <Link to={paths.privacy.href()} className="-mx-1 px-1 py-1 text-xs hover:text-fg hover:underline">
        Privacidade
      </Link>
      <p data-testid="version-label" className="select-none">
        <span className="sr-only">Versão </span>v{env.appVersion}
      </p>
    </footer>
  );
}
