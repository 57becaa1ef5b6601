import type { ReactNode } from 'react';

/** One fact of a public page: its name and value, in a description list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-fg">{children}</dd>
    </div>
  );
}

/** "Registro público › …": where a public page sits. */
export function RegistryBreadcrumb({ children }: { children: ReactNode }) {
  return (
    <nav aria-label="Você está em" className="mb-4 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">{children}</ol>
    </nav>
  );
}
