import { Button } from '../../../components/ui/button';
import { LeafIcon } from '../../../components/ui/icons';
import { loginUrl } from '../../../lib/api-client';

/** "Entrar" leaves the SPA for the API's login (a full page navigation: the identity provider runs there). */
export function LoginCard({ processing }: { processing: boolean }) {
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
      {processing ? (
        <p role="status" className="mt-6 rounded-xl bg-surface-2 px-4 py-3 text-center font-medium text-fg">
          Concluindo seu acesso…
        </p>
      ) : (
        <Button size="lg" className="mt-6 w-full" onClick={() => window.location.assign(loginUrl())}>
          Entrar
        </Button>
      )}
      <p className="mt-4 text-center text-sm text-muted">
        Ainda não tem conta? Você pode criá-la na mesma página de acesso.
      </p>
    </div>
  );
}
