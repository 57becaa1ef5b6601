import { sql, type SQL } from 'drizzle-orm';
import { reports } from '../../db/schema/index.ts';

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

export type IndicatorTotals = Record<keyof typeof indicatorColumns, number>;

/** `coalesce(sum(col), 0)::float8` for each indicator, ready for a select. */
export function indicatorSums(): Record<keyof typeof indicatorColumns, SQL<number>> {
  return Object.fromEntries(
    Object.entries(indicatorColumns).map(([key, column]) => [
      key,
      sql<number>`coalesce(sum(${column}), 0)::float8`.mapWith(Number),
    ]),
  ) as Record<keyof typeof indicatorColumns, SQL<number>>;
}
