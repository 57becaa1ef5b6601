import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { takeReturnTo } from '../../lib/session/return-to';
import { loginSession } from '../../lib/session/session-store';
import { toast } from '../../lib/toast';
import { hasOAuthQuery, readOAuthReturn } from './oauth-return';

/**
 * On /auth, consumes the login return: logs in and greets ("Login bem-sucedido!" or, for a new account,
 * "Conta criada!"), or shows "Falha ao processar autenticação."; then removes the query string from the address bar
 * (the access token must not stay in history) and goes to the page the person came from, else /painel.
 * Returns whether a return is being processed, so the page can say so instead of offering "Entrar".
 */
export function useOAuthReturn(): boolean {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  const pending = hasOAuthQuery(search);

  useEffect(() => {
    if (!pending || handled.current === search) return;
    handled.current = search;
    const result = readOAuthReturn(search);
    window.history.replaceState(window.history.state, '', pathname);

    if (result.kind === 'success') {
      loginSession(result.user);
      toast(
        result.isNewUser
          ? { title: 'Conta criada!', description: 'Sua conta foi criada com sucesso.' }
          : { title: 'Login bem-sucedido!', description: 'Você está conectado.' },
      );
      void navigate(takeReturnTo() ?? paths.dashboard.href(), { replace: true });
      return;
    }
    if (result.kind === 'error') {
      toast({ variant: 'destructive', title: 'Erro', description: 'Falha ao processar autenticação.' });
    }
    void navigate(pathname, { replace: true });
  }, [pending, search, pathname, navigate]);

  return pending;
}
