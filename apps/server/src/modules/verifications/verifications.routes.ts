import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accreditVerifierInputSchema,
  apiErrorSchema,
  changeAccreditationStatusInputSchema,
  createVerificationRequestInputSchema,
  postVerificationMessageInputSchema,
  publicVerifierListResponseSchema,
  publicVerifierResponseSchema,
  renewAccreditationInputSchema,
  saveVerdictsInputSchema,
  signVerificationInputSchema,
  verificationDraftResponseSchema,
  verificationListQuerySchema,
  verificationListResponseSchema,
  verificationResponseSchema,
  verifierListResponseSchema,
  verifierResponseSchema,
  verifierSlugParamsSchema,
  withdrawVerificationInputSchema,
} from '@raiz/domain';
import { requireUserForRoutes } from '../../plugins/auth.ts';
import { rateLimits } from '../../plugins/rate-limit.ts';
import { actorOf } from '../content-common/access.ts';
import {
  accreditVerifier,
  changeAccreditationStatus,
  createVerificationRequest,
  getPublicVerifier,
  getStatementDraft,
  getVerificationRequest,
  listPublicVerifiers,
  listVerificationRequests,
  listVerifiers,
  postVerificationMessage,
  renewAccreditation,
  saveVerdicts,
  signStatement,
  withdrawVerification,
} from './verifications.service.ts';

const tags = ['verificação'];
const idParams = z.object({ id: z.uuid('Identificador inválido.') });
const adminOnly = apiErrorSchema.describe('Só a administração da plataforma gerencia credenciamentos.');
/** What an admin's change to an accreditation answers; `refusal` says when it is refused (409). */
const accreditationChanged = (refusal: string) => ({
  200: verifierResponseSchema,
  403: adminOnly,
  404: apiErrorSchema.describe('Verificadora não credenciada.'),
  409: apiErrorSchema.describe(refusal),
});
const notFoundRequest = apiErrorSchema.describe('Pedido não encontrado (ou fora do alcance da pessoa).');
const refused = apiErrorSchema.describe('O papel da pessoa não permite esta ação.');
const closedOrChanged = apiErrorSchema.describe('Pedido encerrado, ou alterado ao mesmo tempo por outra pessoa.');

/** Accreditation (platform admins) and the review of verification requests (docs/design.md §8). */
export async function verificationRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  requireUserForRoutes(app);

  app.get(
    '/v1/verifiers',
    {
      schema: {
        tags,
        summary:
          'Verificadoras: para a administração, toda organização do tipo verificadora; para as demais, as credenciadas',
        response: { 200: verifierListResponseSchema },
      },
    },
    async (request) => ({ data: await listVerifiers(app.db, actorOf(request)) }),
  );

  app.post(
    '/v1/admin/verifiers',
    {
      schema: {
        tags,
        summary: 'Credencia uma verificadora com escopo (biomas, categorias) e vigência',
        body: accreditVerifierInputSchema,
        response: {
          201: verifierResponseSchema,
          400: apiErrorSchema.describe('Dados inválidos, ou a organização não é do tipo verificadora.'),
          403: adminOnly,
          404: apiErrorSchema.describe('Organização não encontrada.'),
          409: apiErrorSchema.describe('Já credenciada.'),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await accreditVerifier(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/v1/admin/verifiers/:id',
    {
      schema: {
        tags,
        summary: 'Renova um credenciamento com novo escopo e vigência',
        params: idParams,
        body: renewAccreditationInputSchema,
        response: accreditationChanged('Credenciamento revogado.'),
      },
    },
    async (request) => ({
      data: await renewAccreditation(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/v1/admin/verifiers/:id/status',
    {
      schema: {
        tags,
        summary: 'Suspende, restabelece ou revoga um credenciamento (motivo obrigatório para suspender ou revogar)',
        params: idParams,
        body: changeAccreditationStatusInputSchema,
        response: accreditationChanged('Já nesta situação, ou revogado.'),
      },
    },
    async (request) => ({
      data: await changeAccreditationStatus(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/v1/verifications',
    {
      schema: {
        tags,
        summary: 'Pedidos de verificação feitos pela pessoa (ou suas organizações) e caixa de entrada da verificadora',
        querystring: verificationListQuerySchema,
        response: { 200: verificationListResponseSchema },
      },
    },
    async (request) => ({ data: await listVerificationRequests(app.db, actorOf(request), request.query.side) }),
  );

  app.post(
    '/v1/verifications',
    {
      schema: {
        tags,
        summary: 'Pede a uma verificadora credenciada a verificação de um certificado',
        description:
          'Proprietários e administradores da organização do relatório, ou o autor de um relatório pessoal. Recusado ' +
          '(409) quando a verificadora não está credenciada, está suspensa ou revogada, fora da vigência ou sem o ' +
          'bioma e a categoria do projeto no escopo, ou quando já há um pedido em aberto para ela.',
        body: createVerificationRequestInputSchema,
        response: {
          201: verificationResponseSchema,
          403: refused,
          404: apiErrorSchema.describe('Certificado ou verificadora não encontrados.'),
          409: apiErrorSchema.describe(
            'Fora do escopo, da vigência, suspensa, revogada, certificado retirado ou pedido em aberto.',
          ),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createVerificationRequest(app.db, actorOf(request), request.body) }),
  );

  app.get(
    '/v1/verifications/:id',
    {
      schema: {
        tags,
        summary: 'Um pedido: o certificado como assinado, as evidências, as mensagens, os pareceres e a declaração',
        params: idParams,
        response: { 200: verificationResponseSchema, 403: refused, 404: notFoundRequest },
      },
    },
    async (request) => ({ data: await getVerificationRequest(app.db, actorOf(request), request.params.id) }),
  );

  app.post(
    '/v1/verifications/:id/messages',
    {
      schema: {
        tags,
        summary:
          'Escreve no histórico de mensagens; a verificadora pode pedir esclarecimento, a resposta do autor retoma a análise',
        params: idParams,
        body: postVerificationMessageInputSchema,
        response: { 201: verificationResponseSchema, 403: refused, 404: notFoundRequest, 409: closedOrChanged },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await postVerificationMessage(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/v1/verifications/:id/verdicts',
    {
      schema: {
        tags,
        summary: 'Salva os pareceres por seção (editáveis até a assinatura)',
        params: idParams,
        body: saveVerdictsInputSchema,
        response: { 200: verificationResponseSchema, 403: refused, 404: notFoundRequest, 409: closedOrChanged },
      },
    },
    async (request) => ({
      data: await saveVerdicts(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/v1/verifications/:id/statement-draft',
    {
      schema: {
        tags,
        summary: 'A declaração a assinar, seu hash e a mensagem',
        params: idParams,
        response: {
          200: verificationDraftResponseSchema,
          403: refused,
          404: notFoundRequest,
          409: apiErrorSchema.describe(
            'Pedido encerrado, nenhuma seção avaliada, ou a verificadora não pode assinar agora (credenciamento suspenso, revogado, fora do período ou do escopo).',
          ),
        },
      },
    },
    async (request) => ({ data: await getStatementDraft(app.db, actorOf(request), request.params.id) }),
  );

  app.post(
    '/v1/verifications/:id/statement',
    {
      config: { rateLimit: rateLimits.certificateIssue },
      schema: {
        tags,
        summary: 'Assina a declaração com a carteira de quem verifica: aprovada sem "não conforme", reprovada com',
        params: idParams,
        body: signVerificationInputSchema,
        response: {
          201: verificationResponseSchema,
          400: apiErrorSchema.describe('Dados inválidos, ou carteira não ativada.'),
          403: apiErrorSchema.describe('A assinatura não é da carteira de quem assina, ou sem permissão.'),
          404: notFoundRequest,
          409: apiErrorSchema.describe(
            'Declaração diferente do rascunho, rascunho expirado, ou verificadora sem credenciamento válido nesta data e escopo.',
          ),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await signStatement(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/v1/verifications/:id/withdraw',
    {
      schema: {
        tags,
        summary: 'Retira um pedido ainda não assinado (quem pediu) ou uma declaração assinada (a verificadora)',
        params: idParams,
        body: withdrawVerificationInputSchema,
        response: { 200: verificationResponseSchema, 403: refused, 404: notFoundRequest, 409: closedOrChanged },
      },
    },
    async (request) => ({
      data: await withdrawVerification(app.db, actorOf(request), request.params.id, request.body),
    }),
  );
}

/** Anyone may see the accredited verifiers, their scope, status and history (/verificadores). */
export async function publicVerifierRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v1/public/verifiers',
    {
      config: { rateLimit: rateLimits.verifierLookup },
      schema: {
        tags,
        summary: 'Verificadoras credenciadas, com escopo, vigência, situação e histórico',
        response: { 200: publicVerifierListResponseSchema },
      },
    },
    async () => ({ data: await listPublicVerifiers(app.db) }),
  );

  app.get(
    '/v1/public/verifiers/:slug',
    {
      config: { rateLimit: rateLimits.verifierLookup },
      schema: {
        tags,
        summary: 'Uma verificadora credenciada, pelo endereço público',
        params: verifierSlugParamsSchema,
        response: { 200: publicVerifierResponseSchema, 404: apiErrorSchema.describe('Verificadora não encontrada.') },
      },
    },
    async (request) => ({ data: await getPublicVerifier(app.db, request.params.slug) }),
  );
}
