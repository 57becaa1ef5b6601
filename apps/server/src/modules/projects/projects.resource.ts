import { sql } from 'drizzle-orm';
import {
  biomeLabel,
  categoryLabel,
  contentMessages,
  placeMessages,
  createProjectInputSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  projectResponseSchema,
  projectStatusLabel,
  updateProjectInputSchema,
  type CreateProjectInput,
  type Project,
  type UpdateProjectInput,
} from '@raiz/domain';
import { municipalityByCode } from '@raiz/domain/municipalities';
import { badRequest } from '@raiz/server-kit/app-error';
import { csvDate } from '@raiz/server-kit/csv';
import { projects, searchedColumns } from '../../db/schema/index.ts';
import { assertValidMerged } from '../content-common/content-common.ts';
import { defineContentResource } from '../content-common/resource-declaration.ts';

/**
 * A municipality code must be one of IBGE's list (the schema checked its form, check digit and state) and come with
 * that municipality's name (docs/places.md). Projects saved before the list keep a name without a code.
 */
export function assertKnownMunicipality(place: { municipality?: string; municipalityCode?: string | null }) {
  if (!place.municipalityCode) return;
  const known = municipalityByCode(place.municipalityCode);
  if (!known) throw badRequest(contentMessages.invalidFields, { municipalityCode: placeMessages.municipalityUnknown });
  if (place.municipality !== undefined && place.municipality.trim() !== known.name) {
    throw badRequest(contentMessages.invalidFields, { municipality: placeMessages.municipalityNameMismatch });
  }
}

/**
 * The caller's projects (all of them for an admin), searched by name, description and municipality: their one
 * declaration (manifest.ts). projects.service.ts adds the move between spaces, the publication and the municipality
 * check; deleting one deletes its posts, events and products, and its reports lose the link (foreign keys).
 */
export const projectsResource = defineContentResource<typeof projects, Project, CreateProjectInput, UpdateProjectInput>(
  {
    key: 'projects',
    table: projects,
    parent: 'none',
    nameField: 'name',
    dashboard: 'rows',
    csv: {
      file: 'projetos',
      columns: [
        { header: 'Nome', value: (p) => p.name },
        { header: 'Descrição', value: (p) => p.description },
        { header: 'Categoria', value: (p) => categoryLabel(p.category) },
        { header: 'Bioma', value: (p) => biomeLabel(p.biome) },
        { header: 'Município', value: (p) => p.municipality },
        { header: 'UF', value: (p) => p.state },
        { header: 'Latitude', value: (p) => p.latitude },
        { header: 'Longitude', value: (p) => p.longitude },
        { header: 'Área (ha)', value: (p) => p.areaHa, minDecimals: 2 },
        { header: 'Situação', value: (p) => projectStatusLabel(p.status) },
        { header: 'Início', value: (p) => csvDate(p.startDate) },
        { header: 'Término', value: (p) => csvDate(p.endDate) },
      ],
    },
    // A listed project is the registry's entry itself (registry.service.ts): its files are public while it is listed.
    registry: { shown: sql`true` },
    routes: {
      tag: 'Projetos',
      summaries: {
        list: 'Lista os projetos',
        create: 'Cria um projeto',
        get: 'Mostra um projeto',
        update: 'Altera um projeto',
        delete: 'Exclui um projeto',
      },
      descriptions: {
        list: 'Projetos da pessoa conectada (administradores veem todos), paginados, com busca e ordenação.',
        get: 'Com as contagens de relatórios, posts, eventos e produtos do projeto (`counts`).',
        delete: 'Exclui também os posts, eventos e produtos do projeto; os relatórios ficam sem projeto.',
      },
      schemas: {
        listQuery: projectListQuerySchema,
        listResponse: projectListResponseSchema,
        response: projectResponseSchema,
        create: createProjectInputSchema,
        update: updateProjectInputSchema,
      },
    },
    kit: {
      sortable: { createdAt: projects.createdAt, name: sql`lower(${projects.name})` },
      searchColumns: searchedColumns.projects(projects),
      checkUpdate: (current, changes) => {
        assertValidMerged(createProjectInputSchema, current, changes);
        assertKnownMunicipality({ ...current, ...changes });
      },
    },
  },
);
