import { and, asc, desc, eq } from 'drizzle-orm';
import { formatDate, formatDateTime, reportStatusLabel } from '@raiz/domain';
import { toCsv } from '@raiz/server-kit/csv';
import type { Db } from '../../db/client.ts';
import { events, products, projects, reports } from '../../db/schema/index.ts';
import { accessTo, findProject, type Actor } from '../content-common/access.ts';

/** Times in CSVs are for people in Brazil, whatever the server's time zone. */
export const BRAZIL_TZ = 'America/Sao_Paulo';

export async function exportReportsCsv(db: Db, actor: Actor, projectId?: string) {
  if (projectId) await findProject(db, actor, projectId);
  const rows = await db
    .select({ report: reports, projectName: projects.name })
    .from(reports)
    .leftJoin(projects, eq(projects.id, reports.projectId))
    .where(and(projectId ? eq(reports.projectId, projectId) : undefined, accessTo(actor, reports)))
    .orderBy(desc(reports.periodEnd), asc(reports.title));
  return toCsv(rows, [
    { header: 'Título', value: (r) => r.report.title },
    { header: 'Projeto', value: (r) => r.projectName ?? '' },
    { header: 'Início do período', value: (r) => formatDate(r.report.periodStart) },
    { header: 'Fim do período', value: (r) => formatDate(r.report.periodEnd) },
    { header: 'Situação', value: (r) => reportStatusLabel(r.report.status) },
    { header: 'tCO2e evitadas/sequestradas', value: (r) => r.report.co2eTonnes, minDecimals: 2 },
    { header: 'Árvores plantadas', value: (r) => r.report.treesPlanted },
    { header: 'Área restaurada (ha)', value: (r) => r.report.restoredAreaHa, minDecimals: 2 },
    { header: 'Água (m³)', value: (r) => r.report.waterM3, minDecimals: 2 },
    { header: 'Resíduos (t)', value: (r) => r.report.wasteTonnes, minDecimals: 2 },
    { header: 'Pessoas beneficiadas', value: (r) => r.report.peopleBenefited },
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
      { header: 'Início', value: (e) => formatDateTime(e.startsAt, BRAZIL_TZ) },
      { header: 'Término', value: (e) => (e.endsAt ? formatDateTime(e.endsAt, BRAZIL_TZ) : '') },
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
