import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, reports } from '../../db/schema/index.ts';

/** The report indicator columns summed by the panel, the public home page and the CSV export. */
export const indicatorColumns = {
  co2eTonnes: reports.co2eTonnes,
  treesPlanted: reports.treesPlanted,
  restoredAreaHa: reports.restoredAreaHa,
  waterM3: reports.waterM3,
  wasteTonnes: reports.wasteTonnes,
  peopleBenefited: reports.peopleBenefited,
} as const;

/**
 * The reports whose indicators count in a total: of a report's versions (docs/design.md §5, "Versions") only the latest
 * certified one, so nothing is counted twice. A later version counts once certified (until then the one it would
 * replace does), and a version stops counting once its next version is certified.
 */
export const countedVersion: SQL = sql`(${reports.revision} = 1 or ${reports.status} = 'certified') and not exists (
  select 1 from reports as next_version
  where next_version.previous_report_id = ${reports.id} and next_version.status = 'certified')`;

/**
 * A signed statement (`vr`, of certificate `vc`, about a report of project `vp`) that makes its report verified
 * (docs/design.md §8, "Verified impact"): approved, not withdrawn, on a certificate not withdrawn, and its verifier
 * accredited — active, in period, its scope covering the project's biome and category — on the statement's date, by
 * the accreditation's history replayed as /verificar replays it in the browser (`accreditationAt`, then
 * `accreditationProblem`). A later suspension or revocation does not undo it; withdrawing the statement does.
 * Served by verification_requests_approved_idx and accreditation_history_org_idx.
 */
const validStatement = sql.raw(`vc.withdrawn_at is null and vr.outcome = 'approved' and vr.withdrawn_at is null
  and exists (
    select 1 from (
      select h.status, h.scope, h.valid_from, h.valid_until from accreditation_history h
      where h.organization_id = vr.verifier_organization_id and h.created_at <= (vr.statement->>'date')::timestamptz
      order by h.created_at desc, h.id desc limit 1
    ) acc
    where acc.status = 'active'
      and left(vr.statement->>'date', 10)::date between acc.valid_from and acc.valid_until
      and acc.scope->'biomes' @> to_jsonb(vp.biome) and acc.scope->'categories' @> to_jsonb(vp.category))`);

/**
 * The one rule of a verified report: the version that counts (certified, latest of its chain: countedVersion) with at
 * least one valid statement on its own certificate (a new version's certificate starts unverified). Self-declared is
 * every other counted report. Totals split by it with `indicatorSums(verifiedReport)`.
 */
export const verifiedReport: SQL = sql`(${reports.status} = 'certified' and ${countedVersion} and exists (
  select 1 from certificates vc
  join verification_requests vr on vr.certificate_id = vc.id
  join projects vp on vp.id = ${reports.projectId}
  where vc.report_id = ${reports.id} and ${validStatement}))`;

/** Who verified each of these reports (the verified ones only, by the same rule), oldest statement first. */
export async function verifiersOfReports(db: Db, reportIds: string[]) {
  const byReport = new Map<string, { name: string; slug: string; date: string }[]>();
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .select({
      reportId: reports.id,
      name: organizations.name,
      slug: organizations.slug,
      date: sql<string>`vr.statement->>'date'`,
    })
    .from(reports)
    .innerJoin(sql`certificates vc`, sql`vc.report_id = ${reports.id}`)
    .innerJoin(sql`verification_requests vr`, sql`vr.certificate_id = vc.id`)
    .innerJoin(sql`projects vp`, sql`vp.id = ${reports.projectId}`)
    .innerJoin(organizations, sql`${organizations.id} = vr.verifier_organization_id`)
    .where(and(inArray(reports.id, reportIds), eq(reports.status, 'certified'), countedVersion, validStatement))
    .orderBy(sql`vr.signed_at`);
  for (const { reportId, ...verifier } of rows) byReport.set(reportId, [...(byReport.get(reportId) ?? []), verifier]);
  return byReport;
}

export type IndicatorTotals = Record<keyof typeof indicatorColumns, number>;

/** `coalesce(sum(col), 0)::float8` for each indicator (of the rows `filter` keeps, if given), ready for a select. */
export function indicatorSums(filter?: SQL): Record<keyof typeof indicatorColumns, SQL<number>> {
  const only = filter ? sql` filter (where ${filter})` : sql``;
  return Object.fromEntries(
    Object.entries(indicatorColumns).map(([key, column]) => [
      key,
      sql<number>`coalesce(sum(${column})${only}, 0)::float8`.mapWith(Number),
    ]),
  ) as Record<keyof typeof indicatorColumns, SQL<number>>;
}
