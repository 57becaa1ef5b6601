import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  createInvitationInputSchema,
  createOrganizationInputSchema,
  createdInvitationResponseSchema,
  dataSchema,
  deletedSchema,
  historyQuerySchema,
  historyResponseSchema,
  invitationListResponseSchema,
  invitationParamsSchema,
  invitationPreviewResponseSchema,
  invitationTokenParamsSchema,
  memberListResponseSchema,
  memberParamsSchema,
  memberResponseSchema,
  organizationListQuerySchema,
  organizationListResponseSchema,
  organizationParamsSchema,
  organizationResponseSchema,
  updateMemberInputSchema,
  updateOrganizationInputSchema,
} from '@raiz/domain';
import { requireUserForRoutes } from '../../plugins/auth.ts';
import { rateLimits } from '../../plugins/rate-limit.ts';
import { actorOf } from '../content-common/access.ts';
import {
  acceptInvitation,
  createInvitation,
  invitationEmail,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from './invitations.service.ts';
import { listMembers, removeMember, updateMemberRole } from './members.service.ts';
import { resourceRoutes } from '../content-common/resource-routes.ts';
import { listHistory, organizationService } from './organizations.service.ts';

const tag = 'organizações';
const tags = [tag];

const notMember = apiErrorSchema.describe(
  'Organização não encontrada, ou a pessoa não é membro dela (a existência não é revelada).',
);
const roleRefused = apiErrorSchema.describe('O papel da pessoa na organização não permite esta ação.');
const invitationGone = apiErrorSchema.describe('Convite já usado ou expirado (não pode mais ser aceito).');
const deletedResponse = dataSchema(deletedSchema);

/**
 * /v1/organizations and /v1/invitations (docs/organizations.md), all behind the login. Who may do what is the domain's
 * permission table, applied by the services.
 */
export async function organizationRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  requireUserForRoutes(app);

  await app.register(
    resourceRoutes({
      collection: 'organizations',
      parent: 'none',
      tag,
      summaries: {
        list: 'Lista as organizações da pessoa',
        create: 'Cria uma organização',
        get: 'Mostra uma organização',
        update: 'Altera as configurações de uma organização',
        delete: 'Exclui uma organização e tudo o que há nela',
      },
      descriptions: {
        list:
          'Organizações de que a pessoa é membro, com seu papel (`myRole`) e o número de membros; administradores da ' +
          'plataforma veem todas. Paginadas, com busca (nome, município) e ordenação.',
        create:
          'Quem cria passa a ser proprietário. Sem `slug`, o endereço público é gerado do nome (com -2, -3… se já ' +
          'estiver em uso).',
        update:
          'Proprietários e administradores. Envia só os campos alterados e a `version` lida; versão desatualizada ' +
          'responde 409. Cada campo alterado fica no histórico com o valor anterior e o novo.',
        delete:
          'Só proprietários. Exclui os projetos, relatórios, posts, eventos e produtos da organização, seus membros, ' +
          'convites e histórico; os certificados de seus relatórios são retirados (o código passa a responder 410).',
      },
      schemas: {
        listQuery: organizationListQuerySchema,
        listResponse: organizationListResponseSchema,
        response: organizationResponseSchema,
        create: createOrganizationInputSchema,
        update: updateOrganizationInputSchema,
      },
      responses: {
        create: { 409: apiErrorSchema.describe('Endereço público (`slug`) ou CNPJ já em uso: `fields` diz qual.') },
        get: { 404: notMember },
        update: {
          403: roleRefused,
          404: notMember,
          409: apiErrorSchema.describe(
            'Versão desatualizada, endereço público ou CNPJ já em uso, ou mudança de tipo de uma verificadora com credenciamento ativo ou suspenso: `fields` diz qual campo.',
          ),
        },
        delete: { 403: roleRefused, 404: notMember, 409: apiErrorSchema.describe('Versão desatualizada.') },
      },
      service: organizationService,
    }),
  );

  app.get(
    '/v1/organizations/:id/members',
    {
      schema: {
        tags,
        summary: 'Lista os membros de uma organização',
        description: 'Nome público (nome, ou nome de usuário) e papel de cada membro; nunca o e-mail.',
        params: organizationParamsSchema,
        response: { 200: memberListResponseSchema, 404: notMember },
      },
    },
    async (request) => ({ data: await listMembers(app.db, actorOf(request), request.params.id) }),
  );

  app.patch(
    '/v1/organizations/:id/members/:userId',
    {
      schema: {
        tags,
        summary: 'Muda o papel de um membro',
        description:
          'Proprietários e administradores; só um proprietário dá ou tira o papel de proprietário. A organização ' +
          'mantém sempre ao menos um proprietário (409).',
        params: memberParamsSchema,
        body: updateMemberInputSchema,
        response: {
          200: memberResponseSchema,
          403: roleRefused,
          404: apiErrorSchema.describe('Organização ou membro não encontrado.'),
          409: apiErrorSchema.describe('Seria tirado o último proprietário.'),
        },
      },
    },
    async (request) => ({
      data: await updateMemberRole(
        app.db,
        actorOf(request),
        request.params.id,
        request.params.userId,
        request.body.role,
      ),
    }),
  );

  app.delete(
    '/v1/organizations/:id/members/:userId',
    {
      schema: {
        tags,
        summary: 'Remove um membro, ou sai da organização',
        description:
          'Proprietários e administradores removem membros (um proprietário, só outro proprietário remove); qualquer ' +
          'membro remove a si mesmo (sai). O último proprietário não sai nem é removido (409). O conteúdo que a ' +
          'pessoa criou fica na organização.',
        params: memberParamsSchema,
        response: {
          200: deletedResponse,
          403: roleRefused,
          404: apiErrorSchema.describe('Organização ou membro não encontrado.'),
          409: apiErrorSchema.describe('É o último proprietário.'),
        },
      },
    },
    async (request) => ({
      data: await removeMember(app.db, actorOf(request), request.params.id, request.params.userId),
    }),
  );

  app.post(
    '/v1/organizations/:id/invitations',
    {
      config: { rateLimit: rateLimits.invite },
      schema: {
        tags,
        summary: 'Convida alguém por e-mail, com um papel',
        description:
          `Proprietários e administradores (só um proprietário convida um proprietário). Responde o link do convite ` +
          '(`url`), mostrado só desta vez: vale por 7 dias e uma única vez, e só para a conta com o e-mail convidado. ' +
          'Com um servidor SMTP configurado, o link também vai por e-mail (`emailSent`).',
        params: organizationParamsSchema,
        body: createInvitationInputSchema,
        response: { 201: createdInvitationResponseSchema, 403: roleRefused, 404: notMember },
      },
    },
    async (request, reply) => {
      const created = await createInvitation(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
        app.config.publicUrl,
      );
      let emailSent = false;
      if (app.mailer) {
        // The invitation stands either way: the link is answered to be shared by hand.
        try {
          await app.mailer.send({ to: created.invitation.email, ...invitationEmail(created) });
          emailSent = true;
        } catch (err) {
          // Only codes: an SMTP error message can quote the address.
          const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
          request.log.warn({ code, responseCode }, 'invitation e-mail not sent');
        }
      }
      return reply.status(201).send({ data: { ...created.invitation, emailSent } });
    },
  );

  app.get(
    '/v1/organizations/:id/invitations',
    {
      schema: {
        tags,
        summary: 'Lista os convites pendentes de uma organização',
        description: 'Proprietários e administradores. Convites ainda não aceitos e dentro da validade.',
        params: organizationParamsSchema,
        response: { 200: invitationListResponseSchema, 403: roleRefused, 404: notMember },
      },
    },
    async (request) => ({ data: await listInvitations(app.db, actorOf(request), request.params.id) }),
  );

  app.delete(
    '/v1/organizations/:id/invitations/:invitationId',
    {
      schema: {
        tags,
        summary: 'Cancela um convite',
        description: 'Proprietários e administradores. O link deixa de valer.',
        params: invitationParamsSchema,
        response: {
          200: deletedResponse,
          403: roleRefused,
          404: apiErrorSchema.describe('Organização ou convite pendente não encontrado.'),
        },
      },
    },
    async (request) => ({
      data: await revokeInvitation(app.db, actorOf(request), request.params.id, request.params.invitationId),
    }),
  );

  app.get(
    '/v1/organizations/:id/history',
    {
      schema: {
        tags,
        summary: 'Histórico de uma organização',
        description:
          'Proprietários e administradores. Do mais recente ao mais antigo: quem fez, quando, o quê, e o antes e o ' +
          'depois de cada campo; filtrável por projeto (`projectId`) e por pessoa (`actorId`). Nada nele pode ser ' +
          'alterado.',
        params: organizationParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, 403: roleRefused, 404: notMember },
      },
    },
    async (request) => ({
      data: await listHistory(app.db, actorOf(request), request.params.id, request.query),
    }),
  );

  app.get(
    '/v1/invitations/:token',
    {
      config: { rateLimit: rateLimits.invitationToken },
      schema: {
        tags,
        summary: 'Mostra um convite antes de aceitá-lo',
        description: 'A organização, o papel oferecido e a validade.',
        params: invitationTokenParamsSchema,
        response: {
          200: invitationPreviewResponseSchema,
          404: apiErrorSchema.describe('Convite não encontrado.'),
          410: invitationGone,
        },
      },
    },
    async (request) => ({ data: await previewInvitation(app.db, actorOf(request), request.params.token) }),
  );

  app.post(
    '/v1/invitations/:token/accept',
    {
      config: { rateLimit: rateLimits.invitationToken },
      schema: {
        tags,
        summary: 'Aceita um convite',
        description:
          'A pessoa conectada entra na organização com o papel do convite. Só a conta com o e-mail convidado aceita ' +
          '(403); convite usado ou expirado responde 410; quem já é membro, 409.',
        params: invitationTokenParamsSchema,
        response: {
          200: organizationResponseSchema,
          403: apiErrorSchema.describe('O convite foi enviado para outro e-mail.'),
          404: apiErrorSchema.describe('Convite não encontrado.'),
          409: apiErrorSchema.describe('A pessoa já é membro da organização.'),
          410: invitationGone,
        },
      },
    },
    async (request) => ({ data: await acceptInvitation(app.db, actorOf(request), request.params.token) }),
  );
}
