import { indicatorDefinitions } from '@raiz/domain/indicators';

/** The figures' place while they (and, on the first visit, their code) load: one tile an indicator. */
export function PublicImpactSkeleton() {
  return (
    <div
      role="status"
      aria-label="Carregando os números da plataforma"
      className="grid grid-cols-2 gap-3 md:grid-cols-3"
    >
      {indicatorDefinitions.map((d) => (
        <div key={d.key} className="h-24 animate-pulse rounded-2xl bg-surface-2 motion-reduce:animate-none" />
      ))}
    </div>
  );
}
