import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { enqueueReward } from '../chain/rewards.service.ts';
import { z } from 'zod';
import {
  apiErrorSchema,
  certificateCodeSchema,
  certificateDraftSchema,
  certificateSchema,
  issueCertificateInputSchema,
  publicCertificateSchema,
} from '@raiz/domain';
import { readAccessToken } from '@raiz/server-kit/access-token';
import { unauthorized } from '@raiz/server-kit/app-error';
import { requireUserForRoutes } from '../../plugins/auth.ts';
import { rateLimits } from '../../plugins/rate-limit.ts';
import { actorOf } from '../content-common/access.ts';
import { publicProjectScopeOf, publicVerificationsOf } from '../verifications/verifications.service.ts';
import {
  CERTIFICATE_REWARD,
  getCertificateDraft,
  getPublicCertificate,
  issueCertificate,
  listCertificates,
} from './certificates.service.ts';

const tags = ['certificados'];

/** Certificates of docs/design.md §5: draft to sign, issue (verified signature), the author's list. */
export async function certificatesRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  requireUserForRoutes(app);

  app.get(
    '/v1/reports/:id/certificate-draft',
    {
      schema: {
        tags,
        summary: 'Instantâneo do relatório, seu hash e a mensagem que o autor assina para certificá-lo',
        params: z.object({ id: z.uuid({ message: 'Relatório inválido.' }) }),
        response: { 200: z.object({ data: certificateDraftSchema }) },
      },
    },
    async (request) => ({ data: await getCertificateDraft(app.db, actorOf(request), request.params.id) }),
  );

  app.post(
    '/v1/certificates',
    {
      config: { rateLimit: rateLimits.certificateIssue },
      schema: {
        tags,
        summary: 'Certifica um relatório publicado com a assinatura da carteira do autor',
        body: issueCertificateInputSchema,
        response: {
          201: z.object({ data: certificateSchema }),
          403: apiErrorSchema.describe('A assinatura não é da carteira de quem escreveu o relatório.'),
          404: apiErrorSchema.describe('Relatório não encontrado.'),
          409: apiErrorSchema.describe('Relatório já certificado, ou alterado desde o rascunho assinado.'),
        },
      },
    },
    async (request, reply) => {
      const user = actorOf(request);
      const token = readAccessToken(request);
      if (!token) throw unauthorized();
      const salt = await app.recoveryClient.getSalt({ userId: user.id, accessToken: token, ip: request.ip });
      const certificate = await issueCertificate(app.db, user, request.body, salt);
      // Queued: the outbox worker mints it, retrying; the certificate never waits on the chain nor depends on it. A
      // report's later version is not rewarded again (docs/design.md §5, "Versions").
      if (app.chain && certificate.snapshot.revision === undefined) {
        await enqueueReward(app.db, {
          kind: 'certificate',
          reference: certificate.code,
          recipient: certificate.signerAddress,
          amount: CERTIFICATE_REWARD,
        });
        void app.rewards.drain();
      }
      return reply.status(201).send({ data: certificate });
    },
  );

  app.get(
    '/v1/certificates',
    {
      schema: {
        tags,
        summary: 'Certificados da pessoa',
        response: { 200: z.object({ data: z.array(certificateSchema) }) },
      },
    },
    async (request) => ({ data: await listCertificates(app.db, actorOf(request)) }),
  );
}

/** Anyone may verify a certificate by its code. */
export async function publicCertificateRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v1/public/certificates/:code',
    {
      config: { rateLimit: rateLimits.certificateLookup },
      schema: {
        tags,
        summary: 'Certificado público, para verificação por qualquer pessoa',
        params: z.object({ code: certificateCodeSchema }),
        response: {
          200: z.object({ data: publicCertificateSchema }),
          410: apiErrorSchema.describe('Certificado retirado a pedido do titular: nada do seu conteúdo é mostrado.'),
        },
      },
    },
    async (request) => {
      const certificate = await getPublicCertificate(app.db, request.params.code);
      // Its verifications, signed statements with the verifiers' accreditation histories, and the project's biome and
      // category for the browser's check of their scope (docs/design.md §8).
      return {
        data: {
          ...certificate,
          verifications: await publicVerificationsOf(app.db, certificate.code),
          project: await publicProjectScopeOf(app.db, certificate.reportId),
        },
      };
    },
  );
}
