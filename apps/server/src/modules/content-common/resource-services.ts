import type { z } from 'zod';
import { projectDetailResponseSchema, type ListQuery } from '@raiz/domain';
import { getProjectDetail, projectService } from '../projects/projects.service.ts';
import { reportService } from '../reports/reports.service.ts';
import { contentResources } from './manifest.ts';
import type { ContentResource } from './resource-declaration.ts';
import { resourceRoutes, type ResourceRoutesConfig } from './resource-routes.ts';
import { contentResource, type ResourceService } from './resource.ts';

// The service of each declared resource: the kit's, built from its declaration, but for the resources whose modules
// add rules to it (a project's move and publication, a report's certification) — named here, the one place they are.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyService = ResourceService<any, any, any, any>;

const ownServices: Record<string, AnyService> = { projects: projectService, reports: reportService };

export const serviceOf = (resource: ContentResource): AnyService =>
  ownServices[resource.key] ?? contentResource(resource);

/** GET of one project answers it with its counts (projects.service.ts). */
const details = { projects: { response: projectDetailResponseSchema, get: getProjectDetail } };

/** The routes of every declared resource (resource-routes.ts), in the manifest's order. */
export const contentResourceRoutes = () =>
  contentResources.map((resource) =>
    resourceRoutes({
      ...resource.routes,
      // The declaration's answers are the domain's schemas of its entity, which the service's type names.
      schemas: resource.routes.schemas as ResourceRoutesConfig<
        z.ZodType<ListQuery>,
        z.ZodType,
        z.ZodType,
        unknown
      >['schemas'],
      collection: resource.key,
      parent: resource.parent,
      service: serviceOf(resource),
      detail: details[resource.key as keyof typeof details],
    }),
  );
