/** "Carregando..." while a route's code or data loads (docs/product.md §2). */
export function Loading({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted">
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-[3px] border-border border-t-primary motion-reduce:animate-none"
      />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
