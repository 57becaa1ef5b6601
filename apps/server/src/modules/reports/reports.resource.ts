import { inArray, sql } from 'drizzle-orm';
import {
  createReportInputSchema,
  reportListQuerySchema,
  reportListResponseSchema,
  reportResponseSchema,
  reportStatusLabel,
  updateReportInputSchema,
  type CreateReportInput,
  type Report,
  type UpdateReportInput,
} from '@raiz/domain';
import { csvDate, csvDateTime, csvTimeHeader, indicatorColumns } from '@raiz/server-kit/csv';
import { reports } from '../../db/schema/index.ts';
import { defineContentResource } from '../content-common/resource-declaration.ts';

/**
 * Impact reports with their indicators, top-level rows that may point at a project: their one declaration
 * (manifest.ts). Their rules go beyond the kit's (a certified report is frozen, a published one is stamped, the project
 * is optional and named in each row), so reports.service.ts serves them.
 */
export const reportsResource = defineContentResource<typeof reports, Report, CreateReportInput, UpdateReportInput>({
  key: 'reports',
  table: reports,
  parent: 'optional-project',
  nameField: 'title',
  attachments: { frozen: sql`status = 'certified'` },
  // The reports the person may read: others' reports on their project are not theirs to see.
  countedOnProject: 'reachable',
  dashboard: 'rows',
  csv: {
    file: 'relatorios',
    columns: [
      { header: 'Título', value: (r) => r.title },
      { header: 'Projeto', value: (r) => r.projectName ?? '' },
      { header: 'Início do período', value: (r) => csvDate(r.periodStart) },
      { header: 'Fim do período', value: (r) => csvDate(r.periodEnd) },
      { header: 'Situação', value: (r) => reportStatusLabel(r.status) },
      { header: csvTimeHeader('Publicado em'), value: (r) => csvDateTime(r.publishedAt) },
      { header: 'Código do certificado', value: (r) => r.certificateCode ?? '' },
      ...indicatorColumns<Report>((r) => r),
      { header: 'Resumo', value: (r) => r.summary },
    ],
  },
  // Published and certified ones; registry.service.ts writes their section (with the certificate's code).
  registry: { shown: inArray(reports.status, ['published', 'certified']) },
  routes: {
    tag: 'Relatórios',
    summaries: {
      list: 'Lista os relatórios',
      listOfProject: 'Lista os relatórios de um projeto',
      create: 'Cria um relatório',
      get: 'Mostra um relatório',
      update: 'Altera um relatório',
      delete: 'Exclui um relatório',
    },
    descriptions: {
      list: 'Relatórios da pessoa conectada (administradores veem todos), paginados, com busca e ordenação.',
      create: 'Com `status: "published"` o relatório já nasce publicado (`publishedAt` preenchido).',
      update:
        'Envia só os campos alterados e a `version` lida. Versão desatualizada ou relatório certificado respondem 409.',
      delete: 'Relatório certificado não pode ser excluído (409).',
    },
    schemas: {
      listQuery: reportListQuerySchema,
      listResponse: reportListResponseSchema,
      response: reportResponseSchema,
      create: createReportInputSchema,
      update: updateReportInputSchema,
    },
  },
});
