import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  deleteMeResponseSchema,
  meResponseSchema,
  sessionResponseSchema,
  updateMeInputSchema,
} from '@raiz/domain';
import { readAccessToken } from '@raiz/server-kit/access-token';
import { unauthorized } from '@raiz/server-kit/app-error';
import { currentUser, requireUserForRoutes } from '../../plugins/auth.ts';
import { zipResponse } from '../../plugins/openapi.ts';
import { rateLimits } from '../../plugins/rate-limit.ts';
import { clearSessionCookies } from '../auth/auth-cookies.ts';
import { exportPerson } from './export-person.ts';
import { deletePerson, getMe, updateMe } from './me.service.ts';

/**
 * GET/PATCH /v1/me: the session user, data table A (hashes only) and whether a CPF is set. GET /v1/me/export: all of
 * the person's data as a ZIP (docs/product.md#baixar-meus-dados). DELETE /v1/me: the person deletes their account
 * (docs/product.md#excluir-minha-conta).
 */
export async function meRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  requireUserForRoutes(app);

  app.get(
    '/v1/me',
    {
      schema: {
        tags: ['me'],
        summary: 'Usuário da sessão e sua tabela de dados A',
        response: { 200: meResponseSchema },
      },
    },
    async (request) => ({ data: await getMe(app.db, currentUser(request).id) }),
  );

  // Answered by requireUser alone: 200 while the token's session is live, 401 once it ended (docs/design.md §3.6).
  app.get(
    '/v1/me/session',
    {
      schema: {
        tags: ['me'],
        summary: 'Confirma que a sessão do token está ativa (usado pela API de recuperação separada)',
        response: { 200: sessionResponseSchema },
      },
    },
    async () => ({ data: { ok: true as const } }),
  );

  app.patch(
    '/v1/me',
    {
      schema: {
        tags: ['me'],
        summary: 'Altera o nome completo e o nome de usuário, e informa o CPF (só enquanto nenhum foi informado)',
        description:
          'Nomes são normalizados (NFKC) e recusam caracteres invisíveis e de controle de direção. O nome de usuário ' +
          'usa letras sem acento, números, ponto, hífen e sublinhado; nomes como "admin" são reservados.',
        body: updateMeInputSchema,
        response: {
          200: meResponseSchema,
          409: apiErrorSchema.describe(
            'O CPF já foi informado ou é de outra conta, ou o nome de usuário já é de outra pessoa (sem distinguir ' +
              'maiúsculas de minúsculas). Nada foi alterado.',
          ),
        },
      },
    },
    async (request) => ({ data: await updateMe(app.db, currentUser(request).id, request.body) }),
  );

  app.get(
    '/v1/me/export',
    {
      config: {
        rateLimit: rateLimits.account,
        openapi: {
          response: { 200: zipResponse('Arquivo raiz-meus-dados-AAAA-MM-DD.zip (a data no horário de Brasília).') },
        },
      },
      schema: {
        tags: ['me'],
        summary: 'Baixa todos os dados da pessoa (LGPD): um ZIP de arquivos JSON e CSV',
        description:
          'perfil.json (perfil, login, hashes de identidade, endereço da carteira, se há CPF informado, sessões) e, ' +
          'em JSON e CSV, os projetos, relatórios, posts, eventos e produtos do espaço pessoal e os certificados que a ' +
          'pessoa assinou; LEIA-ME.txt explica cada arquivo. Nenhum segredo: sem salt, PIN, senha, tokens ou CPF.',
      },
    },
    async (request, reply) => {
      const { id } = currentUser(request);
      const { oidc, publicUrl } = app.config;
      const { fileName, zip, approximateBytes } = await exportPerson(app.db, {
        userId: id,
        store: app.blobStore,
        bundledIssuer: oidc.bundled ? oidc.issuer : null,
        publicUrl,
      });
      request.log.info({ userId: id }, 'personal data exported');
      return (
        reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          // The ZIP streams (no Content-Length): the browser shows its progress against this.
          .header('x-approximate-size', String(approximateBytes))
          .send(zip)
      );
    },
  );

  app.delete(
    '/v1/me',
    {
      config: { rateLimit: rateLimits.account },
      schema: {
        tags: ['me'],
        summary:
          'Exclui a conta da pessoa: perfil, identificadores, sessões, salt e backup do PIN e seu espaço pessoal',
        description:
          'Apaga o perfil, os hashes de identidade, a conta no provedor de identidade embutido, as sessões, o salt e o ' +
          'backup do PIN (API de recuperação) e o espaço pessoal (projetos, relatórios, posts, eventos e produtos). ' +
          'Os certificados do espaço pessoal são retirados: a verificação pública passa a responder 410, sem conteúdo. ' +
          'As organizações mantêm seu conteúdo (passa a um proprietário de cada uma) e seus certificados. ' +
          'Apaga os cookies da sessão. Repetir com um token ainda válido responde ok.',
        response: {
          200: deleteMeResponseSchema,
          409: apiErrorSchema.describe(
            'A pessoa é a única proprietária de uma organização: passe o papel a outra pessoa ou exclua a organização ' +
              'antes. Nada foi excluído.',
          ),
          500: apiErrorSchema.describe('A API de recuperação não respondeu: nada foi excluído; tente novamente.'),
        },
      },
    },
    async (request, reply) => {
      const { id } = currentUser(request);
      const accessToken = readAccessToken(request);
      if (!accessToken) throw unauthorized();
      const { oidc } = app.config;
      await deletePerson(app.db, {
        userId: id,
        bundledIssuer: oidc.bundled ? oidc.issuer : null,
        forgetRecoveryData: () => app.recoveryClient.deleteUserData({ userId: id, accessToken, ip: request.ip }),
      });
      clearSessionCookies(reply, app.config);
      request.log.info({ userId: id }, 'account deleted');
      return { data: { ok: true as const } };
    },
  );
}
