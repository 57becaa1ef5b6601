import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Loading } from '../../components/ui/loading';
import { EditorModeProvider } from '../../lib/editor-mode';
import { HeaderLinkProvider } from '../../lib/header-link';
import { AnimatedOutlet } from '../animated-outlet';
import { hashRedirectTarget } from '../guards';
import { useSession } from '../../lib/session/session-store';
import { Header } from './header';

// Only a logged-in person has the bottom bar: it loads with their first screen, never with a visitor's (the 95 KB
// first-screen budget is a visitor's: bench/bundle.mjs).
const BottomBar = lazy(() => import('./bottom-bar').then((m) => ({ default: m.BottomBar })));
// Their data is kept on the device for reading offline; the banner says so, and from when (lib/offline/).
const OfflineBanner = lazy(() => import('./offline-banner').then((m) => ({ default: m.OfflineBanner })));

/**
 * Every screen: header, the page (with its fade), the bottom bar; editor mode and the header's link shared by them.
 * `frame` is what index.html holds before the JavaScript runs (entry-prerender.tsx): the header without its
 * session-dependent button and "Carregando..." where the page goes.
 */
export function RootLayout({ frame = false }: { frame?: boolean }) {
  const location = useLocation();
  const { isLoggedIn } = useSession();
  const hashTarget = hashRedirectTarget(location.pathname, location.hash);
  if (hashTarget) return <Navigate to={hashTarget} replace />;

  return (
    <HeaderLinkProvider>
      <EditorModeProvider>
        <button
          type="button"
          onClick={() => document.getElementById('conteudo')?.focus()}
          className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Pular para o conteúdo
        </button>
        <Header frame={frame} />
        {isLoggedIn && (
          <Suspense fallback={null}>
            <OfflineBanner />
          </Suspense>
        )}
        <main
          id="conteudo"
          tabIndex={-1}
          // The room for the bottom bar is the version label's footer, which follows.
          className="mx-auto w-full max-w-6xl px-4 pt-6 pb-10 outline-none md:pt-10"
        >
          {frame ? <Loading /> : <AnimatedOutlet />}
        </main>
        {isLoggedIn && (
          <Suspense fallback={null}>
            <BottomBar />
          </Suspense>
        )}
      </EditorModeProvider>
    </HeaderLinkProvider>
  );
}
