import { z } from 'zod';
import * as domain from '@raiz/domain';
import { chainInfoSchema } from '@raiz/domain/chain';
import * as wallet from '@raiz/domain/wallet/wallet-schemas';

/**
 * The names a generated client gets: every entity and request body of the API, as a component of the OpenAPI document
 * (`#/components/schemas/<Name>`) that operations reference by `$ref`. Given here, in one place, by registering the
 * domain's schemas with an `id` in zod's global registry (what fastify-type-provider-zod reads). A request body is named
 * without the "Input" suffix: the library appends it to the schemas it documents as input (`CreateProject` →
 * `CreateProjectInput`). The repeated leaf types (ids, dates, the UF…) are made anew at each use, so they are named by
 * their JSON shape instead: `leafSchemas`, applied by the OpenAPI plugin.
 */
const entitySchemas: Record<string, z.ZodType> = {
  ApiError: domain.apiErrorSchema,
  Deleted: domain.deletedSchema,
  Picture: domain.pictureSchema,
  RowCan: domain.rowCanSchema,
  OrganizationCan: domain.organizationCanSchema,

  Project: domain.projectSchema,
  ProjectListItem: domain.projectListResponseSchema.shape.data.shape.items.element,
  ProjectPage: domain.projectListResponseSchema.shape.data,
  ProjectCounts: domain.projectCountsSchema,
  ProjectDetail: domain.projectDetailSchema,
  CreateProject: domain.createProjectInputSchema,
  UpdateProject: domain.updateProjectInputSchema,

  Report: domain.reportSchema,
  ReportPage: domain.reportListResponseSchema.shape.data,
  CreateReport: domain.createReportInputSchema,
  UpdateReport: domain.updateReportInputSchema,

  Post: domain.postSchema,
  PostListItem: domain.postListResponseSchema.shape.data.shape.items.element,
  PostPage: domain.postListResponseSchema.shape.data,
  CreatePost: domain.createPostInputSchema,
  UpdatePost: domain.updatePostInputSchema,

  Event: domain.eventSchema,
  EventListItem: domain.eventListResponseSchema.shape.data.shape.items.element,
  EventPage: domain.eventListResponseSchema.shape.data,
  CreateEvent: domain.createEventInputSchema,
  UpdateEvent: domain.updateEventInputSchema,

  Product: domain.productSchema,
  ProductListItem: domain.productListResponseSchema.shape.data.shape.items.element,
  ProductPage: domain.productListResponseSchema.shape.data,
  CreateProduct: domain.createProductInputSchema,
  UpdateProduct: domain.updateProductInputSchema,

  Attachment: domain.attachmentSchema,
  UploadedAttachment: domain.uploadedAttachmentSchema,
  AttachmentList: domain.attachmentListSchema,
  AttachmentLocation: domain.attachmentLocationSchema,
  StorageUsage: domain.storageUsageSchema,
  UpdateAttachment: domain.updateAttachmentSchema,
  AttachmentOrder: domain.attachmentOrderSchema,

  Certificate: domain.certificateSchema,
  OwnCertificate: domain.ownCertificateSchema,
  CertificateDraft: domain.certificateDraftSchema,
  CertificateSnapshot: domain.certificateSnapshotSchema,
  IssueCertificate: domain.issueCertificateInputSchema,

  Organization: domain.organizationSchema,
  OrganizationPage: domain.organizationListResponseSchema.shape.data,
  CreateOrganization: domain.createOrganizationInputSchema,
  UpdateOrganization: domain.updateOrganizationInputSchema,
  Member: domain.memberSchema,
  UpdateMember: domain.updateMemberInputSchema,
  Invitation: domain.invitationSchema,
  CreatedInvitation: domain.createdInvitationSchema,
  CreateInvitation: domain.createInvitationInputSchema,
  InvitationPreview: domain.invitationPreviewSchema,
  HistoryEntry: domain.historyEntrySchema,
  HistoryChange: domain.historyChangeSchema,
  HistoryPage: domain.historyResponseSchema.shape.data,

  Me: domain.meSchema,
  MeUser: domain.meUserSchema,
  UpdateMe: domain.updateMeInputSchema,
  DataTableA: domain.dataTableASchema,
  Wallet: wallet.walletSchema,
  WalletChallenge: wallet.walletChallengeSchema,
  BindWalletAddress: wallet.bindWalletAddressInputSchema,
  BindWalletAddressResult: wallet.bindWalletAddressResultSchema,

  Dashboard: domain.dashboardSchema,
  IndicatorTotals: domain.indicatorTotalsSchema,
  OwnMapPoint: domain.ownMapPointSchema,
  PublicImpact: domain.publicImpactSchema,
  ChainInfo: chainInfoSchema,

  RegistryProjectCard: domain.registryProjectCardSchema,
  RegistryProjectPage: domain.registryListResponseSchema.shape.data,
  RegistryProject: domain.registryProjectSchema,
  RegistryReport: domain.registryReportSchema,
  RegistryPost: domain.registryPostSchema,
  RegistryEvent: domain.registryEventSchema,
  RegistryProduct: domain.registryProductSchema,
  RegistryOrganization: domain.registryOrganizationSchema,
  RegistryOrganizationRef: domain.registryOrganizationRefSchema,
  RegistryMapPoint: domain.registryMapPointSchema,
  MapConfig: domain.mapConfigSchema,
  HideProject: domain.hideProjectInputSchema,

  AccreditationScope: domain.accreditationScopeSchema,
  AccreditationHistoryEntry: domain.accreditationHistoryEntrySchema,
  PublicVerifier: domain.publicVerifierSchema,
  Verifier: domain.verifierSchema,
  VerifierCan: domain.verifierCanSchema,
  AccreditVerifier: domain.accreditVerifierInputSchema,
  RenewAccreditation: domain.renewAccreditationInputSchema,
  ChangeAccreditationStatus: domain.changeAccreditationStatusInputSchema,
  CreateVerificationRequest: domain.createVerificationRequestInputSchema,
  PostVerificationMessage: domain.postVerificationMessageInputSchema,
  SaveVerdicts: domain.saveVerdictsInputSchema,
  VerdictEntry: domain.verdictEntrySchema,
  VerificationThreadMessage: domain.verificationThreadMessageSchema,
  VerificationCan: domain.verificationCanSchema,
  VerificationRequestSummary: domain.verificationRequestSummarySchema,
  VerificationRequest: domain.verificationRequestSchema,
  VerificationStatement: domain.verificationStatementSchema,
  VerificationDraft: domain.verificationDraftSchema,
  SignVerification: domain.signVerificationInputSchema,
  WithdrawVerification: domain.withdrawVerificationInputSchema,
  SignedVerificationStatement: domain.signedStatementSchema,
  PublicVerification: domain.publicVerificationSchema,
  PublicCertificate: domain.publicCertificateSchema,
};

for (const [id, schema] of Object.entries(entitySchemas)) {
  const own = z.globalRegistry.get(schema);
  if (own?.id === id) continue; // already registered (this module evaluated twice)
  if (own?.id) throw new Error(`OpenAPI: one schema named both ${own.id} and ${id}`);
  // Keep what the schema already says about itself (its description).
  z.globalRegistry.add(schema, { ...own, id });
}

/**
 * Leaf types repeated across the document, by name: a schema of the document whose JSON is exactly one of these (or one
 * of these with a description or `nullable`) becomes a reference to it.
 */
export const leafSchemas: Record<string, z.ZodType> = {
  Uuid: z.uuid().describe('Identificador (UUID).'),
  DateTime: z.iso.datetime().describe('Instante em ISO 8601, em UTC (ex.: 2025-03-01T13:00:00.000Z).'),
  DateTimeWithOffset: z.iso
    .datetime({ offset: true })
    .describe('Instante em ISO 8601 com fuso (ex.: 2025-03-01T10:00:00-03:00).'),
  IsoDate: z.iso.date().describe('Data no formato AAAA-MM-DD.'),
  BrazilianState: z.enum(domain.brazilianStates).describe('Sigla da unidade da federação (UF).'),
  ProjectCategory: z.enum(domain.projectCategories).describe('Categoria do projeto.'),
  Biome: z.enum(domain.biomes).describe('Bioma.'),
  ProjectStatus: z.enum(domain.projectStatuses).describe('Situação do projeto.'),
  ReportStatus: z.enum(domain.reportStatuses).describe('Situação do relatório.'),
  OrganizationType: z.enum(domain.organizationTypes).describe('Tipo de organização.'),
  OrganizationRole: z.enum(domain.organizationRoles).describe('Papel na organização.'),
  AccreditationStatus: z.enum(domain.accreditationStatuses).describe('Situação do credenciamento.'),
  VerificationStatus: z.enum(domain.verificationStatuses).describe('Situação do pedido de verificação.'),
  VerificationSection: z.enum(domain.verificationSections).describe('Seção avaliada.'),
  Verdict: z.enum(domain.verdicts).describe('Parecer de uma seção.'),
};
