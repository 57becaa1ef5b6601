import { z } from 'zod';
import * as common from './common.ts';
import { editableReportStatuses, reportStatuses } from './enums.ts';

export const reportPeriodEndMessage = 'O fim do período deve ser igual ou posterior ao início.';
export const reportCertifiedStatusMessage = 'Um relatório só fica certificado pela assinatura da carteira.';

/** Refusals of "Nova versão" (docs/design.md §5, "Versions"). */
export const reportRevisionMessages = {
  notCertified: 'Só um relatório certificado ganha uma nova versão.',
  openDraft: 'Já existe uma nova versão deste relatório em preparação. Continue por ela.',
  notLatest: 'Esta versão já foi substituída. Crie a nova versão a partir da mais recente.',
} as const;

/** Another version of a report, as its neighbours name it. */
export const reportRevisionRefSchema = z.object({
  id: z.uuid(),
  revision: z.number().int().min(1),
  status: z.enum(reportStatuses),
  certificateCode: z.string().nullable(),
});
export type ReportRevisionRef = z.infer<typeof reportRevisionRefSchema>;

const reportFields = z.strictObject({
  title: common.requiredText(200, 'Informe o título do relatório.'),
  projectId: z.uuid('Projeto inválido.').nullable().optional().describe('Projeto do relatório (opcional).'),
  periodStart: common.dateField(),
  periodEnd: common.dateField(),
  summary: common.textField(10_000).optional(),
  co2eTonnes: common.nonNegativeNumber().nullable().optional().describe('tCO2e evitadas ou sequestradas.'),
  treesPlanted: common.nonNegativeInteger().nullable().optional().describe('Árvores plantadas.'),
  restoredAreaHa: common.nonNegativeNumber().nullable().optional().describe('Área restaurada, em hectares.'),
  waterM3: common.nonNegativeNumber().nullable().optional().describe('Água, em m³.'),
  wasteTonnes: common.nonNegativeNumber().nullable().optional().describe('Resíduos, em toneladas.'),
  peopleBenefited: common.nonNegativeInteger().nullable().optional().describe('Pessoas beneficiadas.'),
  latitude: common.latitudeField().nullable().optional().describe('Latitude da posição do aparelho (opcional).'),
  longitude: common.longitudeField().nullable().optional().describe('Longitude da posição do aparelho (opcional).'),
  locationAccuracyM: common
    .nonNegativeNumber()
    .nullable()
    .optional()
    .describe('Precisão da posição informada pelo aparelho, em metros.'),
  status: z
    .enum(editableReportStatuses, {
      error: (issue) => (issue.input === 'certified' ? reportCertifiedStatusMessage : 'Escolha Rascunho ou Publicado.'),
    })
    .describe('Rascunho ou publicado; "certified" só é atingido pela certificação.'),
});

const checkReport = (value: { periodStart?: string; periodEnd?: string }, ctx: z.RefinementCtx) => {
  if (common.isDateRangeInverted(value.periodStart, value.periodEnd)) {
    ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: reportPeriodEndMessage });
  }
};

const checkReportWhen = common.whenFieldsUsable('periodStart', 'periodEnd');

export const createReportInputSchema = reportFields
  .extend({
    status: reportFields.shape.status.default('draft'),
    organizationId: common
      .organizationIdField()
      .describe('Organização dona de um relatório sem projeto; com projeto, o relatório fica no espaço do projeto.'),
  })
  .superRefine(checkReport, checkReportWhen)
  .superRefine(...common.coordinatesTogether(false));
export type CreateReportInput = z.infer<typeof createReportInputSchema>;

export const updateReportInputSchema = common
  .updateFieldsOf(reportFields)
  .superRefine(checkReport, checkReportWhen)
  .superRefine(...common.coordinatesTogether(true));
export type UpdateReportInput = z.infer<typeof updateReportInputSchema>;

export const reportSchema = z.object({
  ...common.rowMetaShape,
  projectId: z.uuid().nullable(),
  projectName: z.string().nullable().describe('Nome do projeto, para exibição.'),
  title: z.string(),
  periodStart: z.iso.date(),
  periodEnd: z.iso.date(),
  summary: z.string(),
  co2eTonnes: z.number().nullable(),
  treesPlanted: z.number().int().nullable(),
  restoredAreaHa: z.number().nullable(),
  waterM3: z.number().nullable(),
  wasteTonnes: z.number().nullable(),
  peopleBenefited: z.number().int().nullable(),
  latitude: z.number().nullable().describe('Posição do aparelho ao registrar (null: sem posição).'),
  longitude: z.number().nullable(),
  locationAccuracyM: z.number().nullable().describe('Precisão da posição, em metros.'),
  status: z.enum(reportStatuses),
  publishedAt: z.iso.datetime().nullable().describe('Quando passou a publicado.'),
  certificateCode: z
    .string()
    .nullable()
    .describe('Código do certificado de um relatório certificado (página pública /verificar/<código>).'),
  revision: z.number().int().min(1).describe('Versão do relatório: 1 no original, n+1 em cada "Nova versão".'),
  previousReportId: z.uuid().nullable().describe('A versão anterior, que esta substitui ao ser certificada.'),
  nextRevision: reportRevisionRefSchema
    .nullable()
    .describe('A versão seguinte (em rascunho, publicada ou já certificada, quando então substitui esta).'),
});
export type Report = z.infer<typeof reportSchema>;

export const reportSortFields = ['createdAt', 'periodStart', 'title'] as const;
export const reportListQuerySchema = common
  .listQuerySchema(reportSortFields, 'createdAt:desc')
  .extend({ space: common.spaceField() });
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;

export const { one: reportResponseSchema, page: reportListResponseSchema } =
  common.coveredResponseSchemasOf(reportSchema);
