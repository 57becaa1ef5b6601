import { Link, matchPath, useLocation } from 'react-router';
import { useDocumentTitle } from '../../components/ui/document-title';
import { paths } from '../../config/paths';
import { LoginCard } from '../../features/auth/components/login-card';
import { useOAuthReturn } from '../../features/auth/use-oauth-return';
import type { AuthRedirectState } from '../guards';

/** /auth and anything under it: "Entrar", and the landing point of the login return. */
export default function AuthRoute() {
  useDocumentTitle('Entrar');
  const processing = useOAuthReturn();
  const state = (useLocation().state ?? {}) as AuthRedirectState;
  // An invitation link opened logged out: the login comes first, and the card says what it is for. The organisation's
  // name stays unsaid: reading an invitation needs a login (docs/organizations.md).
  const forInvitation = Boolean(state.from && matchPath(paths.invitation.path, state.from.split(/[?#]/)[0]!));
  return (
    <div className="flex flex-col items-center gap-6 py-4 md:py-10">
      <LoginCard
        processing={processing}
        returnTo={state.from}
        forInvitation={forInvitation}
        signedOut={state.signedOut === true}
        accountDeleted={state.accountDeleted === true}
      />
      <p className="text-sm text-muted">
        Primeira vez por aqui?{' '}
        <Link to={paths.howTo.href()} className="font-semibold text-primary underline-offset-4 hover:underline">
          Veja como a plataforma funciona
        </Link>
      </p>
    </div>
  );
}
