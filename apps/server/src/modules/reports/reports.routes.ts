import {
  createReportInputSchema,
  reportListQuerySchema,
  reportListResponseSchema,
  reportResponseSchema,
  updateReportInputSchema,
} from '@raiz/domain';
import { resourceRoutes } from '../content-common/resource-routes.ts';
import { reportService } from './reports.service.ts';

/** /v1/reports and /v1/projects/:projectId/reports: impact reports with their indicators. */
export const reportRoutes = resourceRoutes({
  collection: 'reports',
  parent: 'optional-project',
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
  service: reportService,
});
