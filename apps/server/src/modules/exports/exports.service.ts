import { and, asc, desc, eq } from 'drizzle-orm';
import { reportStatusLabel } from '@raiz/domain';
import { csvDate, csvDateTime, csvTimeHeader, toCsv, indicatorColumns } from '@raiz/server-kit/csv';
import type { Db } from '../../db/client.ts';
import { certificates, events, products, projects, reports } from '../../db/schema/index.ts';
import { accessTo, findProject, type Actor } from '../content-common/access.ts';

export async function exportReportsCsv(db: Db, actor: Actor, projectId?: string) {
  if (projectId) await findProject(db, actor, projectId);
  const rows = await db
    .select({ report: reports, projectName: projects.name, certificateCode: certificates.code })
    .from(reports)
    .leftJoin(projects, eq(projects.id, reports.projectId))
    .leftJoin(certificates, eq(certificates.reportId, reports.id))
    .where(and(projectId ? eq(reports.projectId, projectId) : undefined, accessTo(actor, reports)))
    .orderBy(desc(reports.periodEnd), asc(reports.title));
  return toCsv(rows, [
    { header: 'Título', value: (r) => r.report.title },
    { header: 'Projeto', value: (r) => r.projectName ?? '' },
    { header: 'Início do período', value: (r) => csvDate(r.report.periodStart) },
    { header: 'Fim do período', value: (r) => csvDate(r.report.periodEnd) },
    { header: 'Situação', value: (r) => reportStatusLabel(r.report.status) },
    { header: 'Código do certificado', value: (r) => r.certificateCode ?? '' },
    ...indicatorColumns<(typeof rows)[number]>((r) => r.report),
    { header: 'Resumo', value: (r) => r.report.summary },
  ]);
}

export async function exportEventsCsv(db: Db, actor: Actor, projectId: string) {
  const project = await findProject(db, actor, projectId);
  const rows = await db.select().from(events).where(eq(events.projectId, projectId)).orderBy(asc(events.startsAt));
  return {
    project,
    csv: toCsv(rows, [
      { header: 'Título', value: (e) => e.title },
      { header: csvTimeHeader('Início'), value: (e) => csvDateTime(e.startsAt) },
      { header: csvTimeHeader('Término'), value: (e) => csvDateTime(e.endsAt) },
      { header: 'Local', value: (e) => e.location },
      { header: 'Vagas', value: (e) => e.capacity },
      { header: 'Descrição', value: (e) => e.description },
    ]),
  };
}

export async function exportProductsCsv(db: Db, actor: Actor, projectId: string) {
  const project = await findProject(db, actor, projectId);
  const rows = await db.select().from(products).where(eq(products.projectId, projectId)).orderBy(asc(products.name));
  return {
    project,
    csv: toCsv(rows, [
      { header: 'Nome', value: (p) => p.name },
      { header: 'Preço (R$)', value: (p) => p.priceCents / 100, minDecimals: 2 },
      { header: 'Unidade', value: (p) => p.unit },
      { header: 'Estoque', value: (p) => p.stock },
      { header: 'Ativo', value: (p) => (p.active ? 'Sim' : 'Não') },
      { header: 'Descrição', value: (p) => p.description },
    ]),
  };
}
