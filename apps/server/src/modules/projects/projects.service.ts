import { and, eq, sql } from 'drizzle-orm';
import {
  contentMessages,
  createProjectInputSchema,
  type CreateProjectInput,
  type Project,
  type ProjectDetail,
  type ProjectListQuery,
  type UpdateProjectInput,
} from '@raiz/domain';
import { notFound } from '@raiz/server-kit/app-error';
import type { Db } from '../../db/client.ts';
import { projects, type posts } from '../../db/schema/index.ts';
import { preparedQueries } from '../../db/prepared.ts';
import {
  accessTo,
  actorKind,
  actorPlaceholder,
  assertCan,
  findProject,
  permissionsOf,
  type Actor,
  type ActorKind,
} from '../content-common/access.ts';
import { assertValidMerged, staleVersion, uniqueSlug } from '../content-common/content-common.ts';
import { contentResources, projectChildren } from '../content-common/manifest.ts';
import { contentResource } from '../content-common/resource.ts';
import { assertKnownMunicipality, projectsResource } from './projects.resource.ts';
import { changesBetween, recordHistory } from '../organizations/history.service.ts';

type ProjectRow = typeof projects.$inferSelect;

const projectKit = contentResource<typeof projects, Project, CreateProjectInput, UpdateProjectInput, ProjectListQuery>(
  projectsResource,
);

/**
 * The kit's project service, whose update also moves a project between spaces and publishes it to the registry
 * (docs/organizations.md): both are for whoever manages the project — its owner in a personal space, an owner or
 * administrator of its organisation — and a move needs the same right in the destination.
 */
export const projectService: typeof projectKit = {
  ...projectKit,
  create: (db, actor, parent, input) => {
    assertKnownMunicipality(input);
    return projectKit.create(db, actor, parent, input);
  },
  update: updateProject,
};

async function updateProject(
  db: Db,
  actor: Actor,
  _parent: string | undefined,
  id: string,
  input: UpdateProjectInput,
): Promise<Project> {
  const { organizationId, public: isPublic, ...fields } = input;
  const current = await findProject(db, actor, id, 'edit');
  const moving = organizationId !== undefined && organizationId !== current.organizationId;
  const publishing = isPublic !== undefined && isPublic !== current.public;
  if (!moving && !publishing) return projectKit.update(db, actor, undefined, id, fields);

  if (current.organizationId) await assertCan(db, actor, current.organizationId, 'manageProjects');
  if (moving && organizationId) await assertCan(db, actor, organizationId, 'manageProjects');
  if (current.version !== input.version) throw staleVersion();
  const { version, ...changes } = fields;
  assertValidMerged(createProjectInputSchema, current, changes);
  assertKnownMunicipality({ ...current, ...changes });

  return db.transaction(async (tx) => {
    // Moved into a personal space, the project (and what hangs on it) becomes the mover's.
    const space = moving ? { organizationId, ...(organizationId ? {} : { ownerId: actor.id }) } : {};
    const publication = publishing
      ? isPublic
        ? {
            public: true,
            publishedAt: sql`now()`,
            slug:
              current.slug ?? (await uniqueSlug(tx, projects, projects.slug, changes.name ?? current.name, 'projeto')),
          }
        : { public: false }
      : {};
    const [row] = await tx
      .update(projects)
      .set({ ...changes, ...space, ...publication, version: sql`${projects.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(projects.id, id), eq(projects.version, version)))
      .returning();
    if (!row) throw staleVersion();
    if (moving) {
      // Every resource that hangs on a project goes with it (manifest.ts).
      for (const { table } of projectChildren()) {
        await tx
          .update(table)
          .set(space)
          .where(eq((table as unknown as typeof posts).projectId, id));
      }
    }
    await rememberProjectChange(tx, actor, current, row, { moving, publishing });
    // Its text columns hold only what the domain's schemas let in: the row is the entity, as in the kit.
    return { ...row, can: (await permissionsOf(tx, actor, [row]))('project', row) } as Project;
  });
}

/** History of a managed change, in each organisation it touches. */
async function rememberProjectChange(
  tx: Db,
  actor: Actor,
  before: ProjectRow,
  after: ProjectRow,
  what: { moving: boolean; publishing: boolean },
): Promise<void> {
  const entry = { actor, entityType: 'project' as const, entityId: after.id, projectId: after.id, summary: after.name };
  const edited = changesBetween(before, after, [
    'id',
    'ownerId',
    'organizationId',
    'createdAt',
    'updatedAt',
    'version',
    'public',
    'publishedAt',
    'slug',
  ]);
  if (what.moving && before.organizationId) {
    await recordHistory(tx, { ...entry, organizationId: before.organizationId, action: 'move_out' });
  }
  if (after.organizationId) {
    if (what.moving) await recordHistory(tx, { ...entry, organizationId: after.organizationId, action: 'move_in' });
    if (what.publishing) {
      await recordHistory(tx, {
        ...entry,
        organizationId: after.organizationId,
        action: after.public ? 'publish' : 'unpublish',
        changes: [{ field: 'public', before: before.public, after: after.public }],
      });
    }
    if (edited.length > 0) {
      await recordHistory(tx, { ...entry, organizationId: after.organizationId, action: 'update', changes: edited });
    }
  }
}

/**
 * The project with how many rows of each resource counted on it (manifest.ts) it has, in one query: each count is a
 * subquery served by its table's (project_id, …) index. Reports count as their list shows them (the caller's own, all
 * for an admin). Built once per kind of actor (db/prepared.ts).
 */
const detailQuery = preparedQueries((db, kind: ActorKind) => {
  const actor = actorPlaceholder(kind);
  // Drizzle leaves columns unqualified in a one-table select, so the outer project's id is named in full.
  const counts = Object.fromEntries(
    contentResources
      .filter((r) => r.countedOnProject)
      .map(({ key, table, countedOnProject }) => {
        const child = table as unknown as typeof posts;
        const scope = countedOnProject === 'reachable' ? accessTo(actor, child) : undefined;
        return [
          key,
          sql<number>`(select count(*) from ${child} where ${and(sql`${child.projectId} = "projects"."id"`, scope)})`.mapWith(
            Number,
          ),
        ];
      }),
  );
  return db
    .select({ project: projects, ...counts })
    .from(projects)
    .where(and(eq(projects.id, sql.placeholder('id')), accessTo(actor, projects)))
    .prepare('project_detail');
});

export async function getProjectDetail(db: Db, actor: Actor, id: string): Promise<ProjectDetail> {
  const [row] = await detailQuery(db, actorKind(actor)).execute({ id, actorId: actor.id });
  if (!row) throw notFound(contentMessages.projectNotFound);
  const { project, ...counts } = row as { project: ProjectRow } & Record<string, number>;
  // The project's own copy gets the counts (no second copy of its 22 fields: this is the hottest read).
  return Object.assign(project, {
    can: (await permissionsOf(db, actor, [project]))('project', project),
    counts: counts as ProjectDetail['counts'],
  }) as ProjectDetail;
}
