import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { LoginCard } from '../../features/auth/components/login-card';
import { useOAuthReturn } from '../../features/auth/use-oauth-return';

/** /auth and anything under it: "Entrar", and the landing point of the login return. */
export default function AuthRoute() {
  useDocumentTitle('Entrar');
  const processing = useOAuthReturn();
  return (
    <div className="flex flex-col items-center gap-6 py-4 md:py-10">
      <LoginCard processing={processing} />
      <p className="text-sm text-muted">
        Primeira vez por aqui?{' '}
        <Link to={paths.howTo.href()} className="font-semibold text-primary underline-offset-4 hover:underline">
          Veja como a plataforma funciona
        </Link>
      </p>
    </div>
  );
}
