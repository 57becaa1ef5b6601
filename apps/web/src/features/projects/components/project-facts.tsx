import { biomeLabel, categoryLabel, formatDate, formatDateTime, stateName, type Project } from '@raiz/domain';
import { PlaceMap } from '../../../components/map/project-map';
import { Coordinates } from '../../../components/ui/coordinates';
import { Fact } from '../../../components/ui/facts';
import { Panel } from '../../../components/ui/page';
import { formatArea } from '../project-display';

/** The facts of a project (docs/design.md §6), with Portuguese labels and pt-BR formats. */
export function ProjectFacts({ project }: { project: Project }) {
  const notInformed = <span className="font-normal text-muted">Não informado</span>;
  return (
    <Panel id="projeto-dados" title="Dados do projeto">
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
          {project.latitude != null && project.longitude != null ? (
            <Coordinates latitude={project.latitude} longitude={project.longitude} />
          ) : (
            notInformed
          )}
        </Fact>
        <Fact label="Início">{project.startDate ? formatDate(project.startDate) : notInformed}</Fact>
        <Fact label="Término">{project.endDate ? formatDate(project.endDate) : notInformed}</Fact>
      </dl>
      {project.latitude != null && project.longitude != null && (
        <div className="mt-4">
          <PlaceMap latitude={project.latitude} longitude={project.longitude} name={project.name} />
        </div>
      )}
      <p className="mt-4 text-xs text-muted">
        Criado em {formatDateTime(project.createdAt)} · Atualizado em {formatDateTime(project.updatedAt)}
      </p>
    </Panel>
  );
}
