// Route guard of spec §2: only logged in versus logged out gates the protected routes.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { saveReturnTo } from '../lib/session/return-to';
import { useSession } from '../lib/session/session-store';

function RedirectToAuth({ from }: { from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    saveReturnTo(from);
    void navigate(paths.auth.href(), { replace: true });
  }, [from, navigate]);
  return null;
}

/** Protected routes: a logged-out visitor goes to /auth, and the page they wanted is kept for after login. */
export function RequireAuth() {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (!isLoggedIn) return <RedirectToAuth from={location.pathname + location.search + location.hash} />;
  return <Outlet />;
}

/** / and /auth: a logged-in user goes to /painel, unless /auth is processing an OAuth return (?auth=…). */
export function GuestOnly() {
  const { isLoggedIn } = useSession();
  const { search } = useLocation();
  if (isLoggedIn && !new URLSearchParams(search).has('auth')) return <Navigate to={paths.dashboard.href()} replace />;
  return <Outlet />;
}

/**
 * Hash links of reading A, kept working on "/": #login → /auth, #painel… → /painel, any other hash → /auth
 * (the guards above then apply as for the path routes).
 */
export function hashRedirectTarget(pathname: string, hash: string): string | null {
  if (pathname !== '/' || hash === '' || hash === '#') return null;
  const name = hash.replace(/^#\/?/, '');
  if (name.startsWith('painel')) return paths.dashboard.href();
  return paths.auth.href();
}
