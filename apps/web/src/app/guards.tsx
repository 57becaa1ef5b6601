// Route guard of docs/product.md §2: only logged in versus logged out gates the protected routes.
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/session/session-store';

/** What a protected route hands to /auth: the page a visitor wanted, or that the session just ended. */
export interface AuthRedirectState {
  /** The page to return to after this login attempt. */
  from?: string;
  /** The session ended on a protected page (Sair, expiry, another tab): no page is kept for the next person. */
  signedOut?: boolean;
  /** It ended because the person deleted their account ("Sua conta foi excluída."). */
  accountDeleted?: boolean;
}

/** Goes to /auth once (the effect's deps are plain values: the leaving page of a fade keeps rendering this). */
function RedirectToAuth({ from, signedOut, accountDeleted }: AuthRedirectState) {
  const navigate = useNavigate();
  useEffect(() => {
    const state: AuthRedirectState = signedOut
      ? { signedOut, ...(accountDeleted ? { accountDeleted } : {}) }
      : { from };
    void navigate(paths.auth.href(), { replace: true, state });
  }, [from, signedOut, accountDeleted, navigate]);
  return null;
}

/**
 * Protected routes: a logged-out visitor goes to /auth with the page they wanted; a session that ends here goes
 * to /auth keeping nothing, since whoever logs in next on this browser may be someone else.
 */
export function RequireAuth() {
  const { isLoggedIn, endedBy } = useSession();
  const location = useLocation();
  const [hadSession, setHadSession] = useState(isLoggedIn);
  if (isLoggedIn && !hadSession) setHadSession(true);
  if (!isLoggedIn) {
    return hadSession ? (
      <RedirectToAuth signedOut accountDeleted={endedBy === 'account-deletion'} />
    ) : (
      <RedirectToAuth from={location.pathname + location.search + location.hash} />
    );
  }
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
