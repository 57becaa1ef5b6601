import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Dashboard } from '@raiz/domain';
import type { Db } from '../../db/client.ts';
import { certificates, projects, reports } from '../../db/schema/index.ts';
import { inPersonSpaces, type Actor, type SpacedRow } from '../content-common/access.ts';
import { contentResources } from '../content-common/manifest.ts';
import { countedVersion, indicatorSums, verifiedReport } from './indicators.ts';

const impactStatuses = ['published', 'certified'];
const PANEL_PLACES_LIMIT = 500;

/** The signed-in person's panel: counts, indicator series by month and by project, and recent activity. */
export async function getDashboard(db: Db, actor: Actor) {
  // The panel covers the person's spaces, admins included: their personal space and every organisation they are a
  // member of — the same spaces for every count and sum (docs/organizations.md#the-panel).
  const own = (table: SpacedRow) => inPersonSpaces(actor, table);
  const ownedCount = (table: SpacedRow) =>
    sql<number>`(select count(*) from ${table} where ${own(table)})`.mapWith(Number);
  // One round trip for the counts of every content resource (manifest.ts) and of certificates: each subquery is served
  // by its table's (owner_id, …) and (organization_id, …) indexes.
  const countsQuery = db
    .select({
      ...Object.fromEntries(contentResources.map(({ key, table }) => [key, ownedCount(table)])),
      certificates: ownedCount(certificates),
    })
    .from(sql`(select 1) as one`);
  // Impact counts published and certified reports, of a report's versions only the latest certified one; drafts are
  // work in progress.
  const ownImpact = and(own(reports), inArray(reports.status, impactStatuses), countedVersion);
  const month = sql<string>`to_char(${reports.periodEnd}, 'YYYY-MM')`;
  const [[counts], totals, byMonth, byProject, recentReports, recentProjects, placeRows] = await Promise.all([
    countsQuery,
    db
      .select({
        all: indicatorSums(),
        verified: indicatorSums(verifiedReport),
        selfDeclared: indicatorSums(sql`not ${verifiedReport}`),
        verifiedReports: sql<number>`count(*) filter (where ${verifiedReport})`.mapWith(Number),
        reports: count(),
      })
      .from(reports)
      .where(ownImpact),
    db
      .select({ month, ...indicatorSums() })
      .from(reports)
      .where(ownImpact)
      .groupBy(month)
      .orderBy(month),
    db
      .select({ projectId: reports.projectId, projectName: projects.name, ...indicatorSums() })
      .from(reports)
      .leftJoin(projects, eq(projects.id, reports.projectId))
      .where(ownImpact)
      .groupBy(reports.projectId, projects.name)
      .orderBy(projects.name),
    db
      .select({ id: reports.id, title: reports.title, status: reports.status, updatedAt: reports.updatedAt })
      .from(reports)
      .where(own(reports))
      .orderBy(desc(reports.updatedAt))
      .limit(5),
    db
      .select({ id: projects.id, title: projects.name, status: projects.status, updatedAt: projects.updatedAt })
      .from(projects)
      .where(own(projects))
      .orderBy(desc(projects.updatedAt))
      .limit(5),
    // The panel's map: the person's projects with coordinates, most recently changed first.
    db
      .select({ id: projects.id, name: projects.name, latitude: projects.latitude, longitude: projects.longitude })
      .from(projects)
      .where(and(own(projects), isNotNull(projects.latitude), isNotNull(projects.longitude)))
      .orderBy(desc(projects.updatedAt))
      .limit(PANEL_PLACES_LIMIT),
  ]);

  const impact = totals[0]!;
  const recent = [
    ...recentReports.map((r) => ({ kind: 'report' as const, ...r })),
    ...recentProjects.map((p) => ({ kind: 'project' as const, ...p })),
  ]
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, 6);

  return {
    counts: counts as Dashboard['counts'],
    totals: impact.all,
    verified: { reports: impact.verifiedReports, totals: impact.verified },
    selfDeclared: { reports: impact.reports - impact.verifiedReports, totals: impact.selfDeclared },
    byMonth,
    byProject: byProject.map((p) => ({ ...p, projectName: p.projectName ?? 'Sem projeto' })),
    places: placeRows.map((p) => ({ ...p, latitude: p.latitude!, longitude: p.longitude! })),
    recent,
  };
}

/**
 * Aggregate impact of the whole platform for the public home page: only certified reports of projects in the public
 * registry (published by their owners, not hidden) count (docs/registry.md). No personal data, only sums and counts.
 */
export async function getPublicImpact(db: Db) {
  const listed = sql`${projects.public} and ${projects.hiddenAt} is null`;
  const certified = and(eq(reports.status, 'certified'), listed, countedVersion);
  const [[totals], [counts]] = await Promise.all([
    db
      .select({ ...indicatorSums(), certifiedReports: count() })
      .from(reports)
      .innerJoin(projects, eq(projects.id, reports.projectId))
      .where(certified),
    db
      .select({
        projects: count(),
        organizations: sql<number>`count(distinct ${projects.organizationId})`.mapWith(Number),
      })
      .from(projects)
      .where(listed),
  ]);
  const { certifiedReports, ...sums } = totals!;
  return {
    totals: sums,
    counts: { certifiedReports, projects: counts?.projects ?? 0, organizations: counts?.organizations ?? 0 },
  };
}
