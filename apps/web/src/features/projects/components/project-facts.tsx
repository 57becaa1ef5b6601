import type { ReactNode } from 'react';
import { biomeLabel, categoryLabel, formatDate, formatDateTime, stateName, type Project } from '@raiz/domain';
import { formatArea } from '../project-display';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-fg">{children}</dd>
    </div>
  );
}

const coordinate = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 6 });

/** The facts of a project (DESIGN.md §6), with Portuguese labels and pt-BR formats. */
export function ProjectFacts({ project }: { project: Project }) {
  const notInformed = <span className="font-normal text-muted">Não informado</span>;
  return (
    <section
      aria-labelledby="projeto-dados"
      className="rounded-2xl border border-border bg-surface p-5 shadow-sm md:p-6"
    >
      <h2 id="projeto-dados" className="font-display text-lg font-semibold text-fg">
        Dados do projeto
      </h2>
      {project.description && <p className="mt-2 whitespace-pre-line text-fg">{project.description}</p>}
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 md:grid-cols-3 lg:grid-cols-4">
        <Fact label="Categoria">{categoryLabel(project.category)}</Fact>
        <Fact label="Bioma">{biomeLabel(project.biome)}</Fact>
        <Fact label="Município">{project.municipality}</Fact>
        <Fact label="UF">
          {project.state} — {stateName(project.state)}
        </Fact>
        <Fact label="Área">{formatArea(project.areaHa) ?? notInformed}</Fact>
        <Fact label="Coordenadas">
          {project.latitude != null && project.longitude != null
            ? `${coordinate(project.latitude)}, ${coordinate(project.longitude)}`
            : notInformed}
        </Fact>
        <Fact label="Início">{project.startDate ? formatDate(project.startDate) : notInformed}</Fact>
        <Fact label="Término">{project.endDate ? formatDate(project.endDate) : notInformed}</Fact>
      </dl>
      <p className="mt-4 text-xs text-muted">
        Criado em {formatDateTime(project.createdAt)} · Atualizado em {formatDateTime(project.updatedAt)}
      </p>
    </section>
  );
}
