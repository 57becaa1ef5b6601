// The links to a project child resource's screens, from its kind. A module apart from project-child-kind.ts: the
// route table (the first screen) needs only the patterns, the screens that link need these.
import type { ProjectChildKind } from './project-child-kind';

const seg = (value: string) => encodeURIComponent(value);

/** The list, create and edit screens of one spelling of a resource's paths: router patterns and links. */
export interface ScreenPaths {
  list: { path: string; href: (projectId: string) => string };
  create: { path: string; href: (projectId: string) => string };
  edit: { path: string; href: (projectId: string, id: string) => string };
}

function underProject(slug: string): ScreenPaths {
  const base = (projectId: string) => `/projetos/${seg(projectId)}/${slug}`;
  return {
    list: { path: `/projetos/:projectId/${slug}`, href: base },
    create: { path: `/projetos/:projectId/${slug}/criar`, href: (projectId) => `${base(projectId)}/criar` },
    edit: {
      path: `/projetos/:projectId/${slug}/editar/:id`,
      href: (projectId, id) => `${base(projectId)}/editar/${seg(id)}`,
    },
  };
}

/**
 * A resource's paths: under its project (`project`, the links the app makes), the aliases of those, and the
 * top-level ones, whose screens have no project in the path.
 */
export function kindPaths(kind: ProjectChildKind) {
  return {
    project: underProject(kind.slug ?? kind.key),
    aliases: (kind.aliasSlugs ?? []).map(underProject),
    topLevel: (kind.topLevel ?? []).map((top) => ({
      list: { path: top, href: () => top },
      create: { path: `${top}/criar`, href: () => `${top}/criar` },
      edit: { path: `${top}/editar/:id`, href: (id: string) => `${top}/editar/${seg(id)}` },
    })),
  };
}
