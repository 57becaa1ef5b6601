import { and, asc, desc, eq } from 'drizzle-orm';
import { reportStatusLabel } from '@raiz/domain';
import { csvDate, toCsv, indicatorColumns } from '@raiz/server-kit/csv';
import type { Db } from '../../db/client.ts';
import { certificates, projects, reports, type posts } from '../../db/schema/index.ts';
import { accessTo, findProject, type Actor } from '../content-common/access.ts';
import { verifiersOfReports } from '../dashboard/indicators.ts';
import type { ContentResource } from '../content-common/resource-declaration.ts';

export async function exportReportsCsv(db: Db, actor: Actor, projectId?: string) {
  if (projectId) await findProject(db, actor, projectId);
  const rows = await db
    .select({ report: reports, projectName: projects.name, certificateCode: certificates.code })
    .from(reports)
    .leftJoin(projects, eq(projects.id, reports.projectId))
    .leftJoin(certificates, eq(certificates.reportId, reports.id))
    .where(and(projectId ? eq(reports.projectId, projectId) : undefined, accessTo(actor, reports)))
    .orderBy(desc(reports.periodEnd), asc(reports.title));
  // Who verified each report, by the one rule (docs/design.md §8, "Verified impact"); empty: self-declared.
  const verifiers = await verifiersOfReports(
    db,
    rows.map((r) => r.report.id),
  );
  return toCsv(rows, [
    { header: 'Título', value: (r) => r.report.title },
    { header: 'Projeto', value: (r) => r.projectName ?? '' },
    { header: 'Início do período', value: (r) => csvDate(r.report.periodStart) },
    { header: 'Fim do período', value: (r) => csvDate(r.report.periodEnd) },
    { header: 'Situação', value: (r) => reportStatusLabel(r.report.status) },
    { header: 'Código do certificado', value: (r) => r.certificateCode ?? '' },
    {
      header: 'Verificado por',
      value: (r) => (verifiers.get(r.report.id) ?? []).map((v) => v.name).join('; '),
    },
    ...indicatorColumns<(typeof rows)[number]>((r) => r.report),
    { header: 'Resumo', value: (r) => r.report.summary },
  ]);
}

/**
 * A project's rows of a resource whose declaration offers a project export (manifest.ts), with its declared columns:
 * GET /v1/exports/projects/:projectId/<key>.csv.
 */
export async function exportProjectRowsCsv(db: Db, actor: Actor, resource: ContentResource, projectId: string) {
  const project = await findProject(db, actor, projectId);
  const table = resource.table as unknown as typeof posts;
  const rows = await db
    .select()
    .from(table)
    .where(eq(table.projectId, projectId))
    .orderBy(...(resource.csv.projectExport?.orderBy ?? [asc(table.createdAt)]));
  return { project, csv: toCsv(rows, resource.csv.columns) };
}
