import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certificates, events, posts, products, projects, reports } from '../../db/schema/index.ts';
import { isoTimestamp } from '../content-common/content-common.ts';
import { indicatorSums } from './indicators.ts';

const impactStatuses = ['published', 'certified'];

/** The signed-in person's panel: counts, indicator series by month and by project, and recent activity. */
export async function getDashboard(db: Db, ownerId: string) {
  const countOf = async (table: typeof projects | typeof reports | typeof posts | typeof events | typeof products) =>
    (await db.select({ n: count() }).from(table).where(eq(table.ownerId, ownerId)))[0]?.n ?? 0;

  const [projectCount, reportCount, postCount, eventCount, productCount, certificateCount] = await Promise.all([
    countOf(projects),
    countOf(reports),
    countOf(posts),
    countOf(events),
    countOf(products),
    db
      .select({ n: count() })
      .from(certificates)
      .where(eq(certificates.ownerId, ownerId))
      .then((r) => r[0]?.n ?? 0),
  ]);

  // Impact counts published and certified reports; drafts are work in progress.
  const ownImpact = and(eq(reports.ownerId, ownerId), inArray(reports.status, impactStatuses));
  const month = sql<string>`to_char(${reports.periodEnd}, 'YYYY-MM')`;
  const [totals, byMonth, byProject, recentReports, recentProjects] = await Promise.all([
    db.select(indicatorSums()).from(reports).where(ownImpact),
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
      .where(eq(reports.ownerId, ownerId))
      .orderBy(desc(reports.updatedAt))
      .limit(5),
    db
      .select({ id: projects.id, title: projects.name, status: projects.status, updatedAt: projects.updatedAt })
      .from(projects)
      .where(eq(projects.ownerId, ownerId))
      .orderBy(desc(projects.updatedAt))
      .limit(5),
  ]);

  const recent = [
    ...recentReports.map((r) => ({ kind: 'report' as const, ...r })),
    ...recentProjects.map((p) => ({ kind: 'project' as const, ...p })),
  ]
    .map((item) => ({ ...item, updatedAt: isoTimestamp(item.updatedAt) }))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, 6);

  return {
    counts: {
      projects: projectCount,
      reports: reportCount,
      posts: postCount,
      events: eventCount,
      products: productCount,
      certificates: certificateCount,
    },
    totals: totals[0]!,
    byMonth,
    byProject: byProject.map((p) => ({ ...p, projectName: p.projectName ?? 'Sem projeto' })),
    recent,
  };
}

/** Aggregate impact of the whole platform for the public home page: no personal data, only sums and counts. */
export async function getPublicImpact(db: Db) {
  const published = inArray(reports.status, impactStatuses);
  const [totals, reportCount, projectCount, certificateCount] = await Promise.all([
    db.select(indicatorSums()).from(reports).where(published),
    db.select({ n: count() }).from(reports).where(published),
    db.select({ n: count() }).from(projects),
    db.select({ n: count() }).from(certificates),
  ]);
  return {
    totals: totals[0]!,
    counts: {
      publishedReports: reportCount[0]?.n ?? 0,
      projects: projectCount[0]?.n ?? 0,
      certificates: certificateCount[0]?.n ?? 0,
    },
  };
}
