// The app's project child resources, each registered once: its kind (lib/content-kit/project-child-kind.ts, light:
// paths, tab, card, export, files, history) and where its form and list load from. The route table makes every screen
// of each from this list, its module loaded on first visit (the first screen gets the kinds, not the forms).
import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ProjectRow } from '../../lib/content-kit/project-child-api';
import {
  projectChildKind,
  projectChildKinds,
  type ProjectChildKey,
  type ProjectChildKind,
} from '../../lib/content-kit/project-child-kind';
import type { ProjectChildResource } from '../../lib/content-kit/resource';

export type ScreensModule = { List: ComponentType; Create: ComponentType; Edit: ComponentType };

export interface ProjectChildEntry {
  kind: ProjectChildKind;
  /** Its list, create and edit screens (the kit's, from its ProjectChildResource), loaded once. */
  screens: () => Promise<ScreensModule>;
}

/** A resource's screens from its lazily loaded declaration. */
export function projectChildEntry<T extends ProjectRow, V extends FieldValues, S extends string>(
  kind: ProjectChildKind,
  load: () => Promise<ProjectChildResource<T, V, S>>,
): ProjectChildEntry {
  let loading: Promise<ScreensModule> | undefined;
  const screens = () =>
    (loading ??= Promise.all([import('./project-child-routes'), load()]).then(([kit, resource]) =>
      kit.projectChildRoutes(resource),
    ));
  return { kind, screens };
}

// One per kind: the compiler asks for the declaration of a kind added to projectChildKinds.
const entries: Record<ProjectChildKey, ProjectChildEntry> = {
  posts: projectChildEntry(projectChildKind('posts'), () =>
    import('../../features/posts/post-resource').then((m) => m.postResource),
  ),
  events: projectChildEntry(projectChildKind('events'), () =>
    import('../../features/events/event-resource').then((m) => m.eventResource),
  ),
  products: projectChildEntry(projectChildKind('products'), () =>
    import('../../features/products/product-resource').then((m) => m.productResource),
  ),
};

export const projectChildEntries: ProjectChildEntry[] = projectChildKinds.map((kind) => entries[kind.key]);
