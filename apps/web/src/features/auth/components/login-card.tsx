import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LeafIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { apiSettings, loginUrl } from '../../../lib/api-client';
import { saveReturnTo } from '../../../lib/session/return-to';

interface LoginCardProps {
  processing: boolean;
  /** The page this login attempt returns to (handed over by the route guard); /painel without one. */
  returnTo?: string;
  /** The login was asked for by an invitation link: it is said above "Entrar". */
  forInvitation?: boolean;
  /** The person just left their account. */
  signedOut?: boolean;
  /** …by deleting it. */
  accountDeleted?: boolean;
}

/**
 * "Entrar" leaves the SPA for the API's login (a full page navigation: the identity provider runs there). It is a GET
 * form, so a click on the prerendered page before the script has run still goes to the login (which then returns to
 * /auth); once the app runs, it keeps the return-to page and the exact return address first.
 */
export function LoginCard({
  processing,
  returnTo,
  forInvitation = false,
  signedOut = false,
  accountDeleted = false,
}: LoginCardProps) {
  const enter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saveReturnTo(returnTo);
    window.location.assign(loginUrl());
  };
  return (
    <div className="mx-auto w-full max-w-md rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8">
      <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-primary text-primary-fg">
        <LeafIcon width={26} height={26} />
      </span>
      <h1 className="mt-5 font-display text-3xl font-semibold tracking-tight text-fg">Entrar na Raiz</h1>
      <p className="mt-2 text-muted">
        Acesse seus projetos, relatórios e certificados ambientais. Você será levado à página segura de acesso e voltará
        para cá em seguida.
      </p>
      {forInvitation && !processing && (
        <p role="status" className="mt-5 rounded-xl bg-accent px-4 py-3 font-medium text-accent-fg">
          Entre ou crie sua conta para aceitar o convite.
        </p>
      )}
      {signedOut && !processing && (
        <p role="status" className="mt-5 rounded-xl bg-surface-2 px-4 py-3 font-medium text-fg">
          {accountDeleted ? 'Sua conta foi excluída.' : 'Você saiu da sua conta.'}
        </p>
      )}
      {processing ? (
        <p role="status" className="mt-6 rounded-xl bg-surface-2 px-4 py-3 text-center font-medium text-fg">
          Concluindo seu acesso…
        </p>
      ) : (
        <form method="get" action={`${apiSettings.apiEndpoint}/v1/auth/login`} onSubmit={enter}>
          <Button type="submit" size="lg" className="mt-6 w-full">
            Entrar
          </Button>
        </form>
      )}
      <p className="mt-4 text-center text-sm text-muted">
        Ainda não tem conta? Você pode criá-la na mesma página de acesso. Veja{' '}
        <Link to={paths.privacy.href()} className="font-medium text-primary underline underline-offset-4">
          como a Raiz trata seus dados
        </Link>
        .
      </p>
    </div>
  );
}
