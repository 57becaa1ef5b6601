import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { formatDate, formatDateTime, reportStatusLabel, toCsv } from '@raiz/domain';
import type { Db } from '../../db/client.ts';
import { events, products, projects, reports } from '../../db/schema/index.ts';
import { notFound } from '../../app-error.ts';

// Times in CSVs are for people in Brazil, whatever the server's time zone.
const BRAZIL_TZ = 'America/Sao_Paulo';



export interface Viewer {
  id: string;
  isAdmin: boolean;
}

/** The project, when the viewer may read it (owner or admin); otherwise 404 so existence does not leak. */
async function readableProject(db: Db, viewer: Viewer, projectId: string) {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project || (!viewer.isAdmin && project.ownerId !== viewer.id)) throw notFound('Projeto não encontrado.');
  return project;
}

export async function exportReportsCsv(db: Db, viewer: Viewer, projectId?: string) {
  const filters: SQL[] = [];
  if (projectId) {
    await readableProject(db, viewer, projectId);
    filters.push(eq(reports.projectId, projectId));
  }
  if (!viewer.isAdmin) filters.push(eq(reports.ownerId, viewer.id));
  const rows = await db
    .select({ report: reports, projectName: projects.name })
    .from(reports)
    .leftJoin(projects, eq(projects.id, reports.projectId))
    .where(and(...filters))
    .orderBy(desc(reports.periodEnd), asc(reports.title));
  return toCsv(rows, [
    { header: 'Título', value: (r) => r.report.title },
    { header: 'Projeto', value: (r) => r.projectName ?? '' },
    { header: 'Início do período', value: (r) => formatDate(r.report.periodStart) },
    { header: 'Fim do período', value: (r) => formatDate(r.report.periodEnd) },
    { header: 'Situação', value: (r) => reportStatusLabel(r.report.status) },
    { header: 'tCO2e evitadas/sequestradas', value: (r) => r.report.co2eTonnes, decimals: 2 },
    { header: 'Árvores plantadas', value: (r) => r.report.treesPlanted },
    { header: 'Área restaurada (ha)', value: (r) => r.report.restoredAreaHa, decimals: 2 },
    { header: 'Água (m³)', value: (r) => r.report.waterM3, decimals: 2 },
    { header: 'Resíduos (t)', value: (r) => r.report.wasteTonnes, decimals: 2 },
    { header: 'Pessoas beneficiadas', value: (r) => r.report.peopleBenefited },
    { header: 'Resumo', value: (r) => r.report.summary },
  ]);
}

export async function exportEventsCsv(db: Db, viewer: Viewer, projectId: string) {
  const project = await readableProject(db, viewer, projectId);
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

export async function exportProductsCsv(db: Db, viewer: Viewer, projectId: string) {
  const project = await readableProject(db, viewer, projectId);
  const rows = await db.select().from(products).where(eq(products.projectId, projectId)).orderBy(asc(products.name));
  return {
    project,
    csv: toCsv(rows, [
      { header: 'Nome', value: (p) => p.name },
      { header: 'Preço (R$)', value: (p) => p.priceCents / 100, decimals: 2 },
      { header: 'Unidade', value: (p) => p.unit },
      { header: 'Estoque', value: (p) => p.stock },
      { header: 'Ativo', value: (p) => (p.active ? 'Sim' : 'Não') },
      { header: 'Descrição', value: (p) => p.description },
    ]),
  };
}
