// The fallback error screen of docs/product.md §2, with its exact texts, shown by the error boundaries around the routes
// (render errors, a route chunk that fails to load) and around the whole app.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertIcon } from '../components/ui/icons';
import { buttonClasses } from '../components/ui/button';

function describe(error: unknown): string {
  if (error instanceof Error) {
    const head = `${error.name}: ${error.message}`;
    // V8 stacks already start with "Name: message".
    if (!error.stack) return head;
    return error.stack.startsWith(head) ? error.stack : `${head}\n\n${error.stack}`;
  }
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}

export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <main className="flex flex-1 items-center justify-center bg-bg px-4 py-10">
      <div className="w-full max-w-lg rounded-2xl border border-border bg-surface p-6 text-center shadow-sm md:p-8">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-danger-soft text-danger">
          <AlertIcon width={28} height={28} />
        </span>
        <h1 className="mt-4 font-display text-2xl font-semibold text-fg">Algo deu errado</h1>
        <p className="mt-2 text-muted">Ocorreu um erro inesperado na aplicação.</p>
        <details className="mt-5 rounded-lg border border-border bg-surface-2 p-3 text-left text-sm">
          <summary className="cursor-pointer font-medium text-fg">Detalhes técnicos</summary>
          <pre className="mt-2 max-h-60 overflow-auto text-xs break-words whitespace-pre-wrap text-muted">
            {describe(error)}
          </pre>
        </details>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
            Recarregar Página
          </button>
          {/* A full page load: the router that failed may be in any state. */}
          <button
            type="button"
            className={buttonClasses({ variant: 'outline' })}
            onClick={() => window.location.assign('/')}
          >
            Voltar ao Início
          </button>
        </div>
        <p className="mt-6 text-sm text-muted">Se o problema persistir, entre em contato com o suporte.</p>
      </div>
    </main>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** When it changes (e.g. the path), the boundary tries its children again. */
  resetKey?: string;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: string | undefined;
}

export class AppErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, failed: false, error: undefined };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Erro inesperado na aplicação:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
