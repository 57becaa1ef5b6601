import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificateCodeSchema,
  certificateDraftSchema,
  certificateSchema,
  issueCertificateInputSchema,
} from '@raiz/domain';
import { unauthorized } from '../../app-error.ts';
import { currentUser, readToken } from '../../plugins/auth.ts';
import {
  CERTIFICATE_REWARD,
  getCertificateDraft,
  getPublicCertificate,
  issueCertificate,
  listCertificates,
} from './certificates.service.ts';

const tags = ['certificados'];

/** Certificates of DESIGN.md §5: draft to sign, issue (verified signature), the author's list, public verification. */
export async function certificatesRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v1/reports/:id/certificate-draft',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Instantâneo do relatório, seu hash e a mensagem que o autor assina para certificá-lo',
        params: z.object({ id: z.uuid({ message: 'Relatório inválido.' }) }),
        response: { 200: z.object({ data: certificateDraftSchema }) },
      },
    },
    async (request) => ({ data: await getCertificateDraft(app.db, currentUser(request), request.params.id) }),
  );

  app.post(
    '/v1/certificates',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Certifica um relatório publicado com a assinatura da carteira do autor',
        body: issueCertificateInputSchema,
        response: { 201: z.object({ data: certificateSchema }) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const token = readToken(request);
      if (!token) throw unauthorized();
      const salt = await app.recoveryClient.getSalt({ userId: user.id, accessToken: token });
      const certificate = await issueCertificate(app.db, user, request.body, salt);
      if (app.chain) {
        // The reward never undoes a certificate: a chain failure is only logged.
        app.chain.mintRdx(certificate.signerAddress, CERTIFICATE_REWARD).catch((err: unknown) => {
          request.log.warn({ err }, 'certificate reward failed');
        });
      }
      return reply.status(201).send({ data: certificate });
    },
  );

  app.get(
    '/v1/certificates',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Certificados da pessoa', response: { 200: z.object({ data: z.array(certificateSchema) }) } },
    },
    async (request) => ({ data: await listCertificates(app.db, currentUser(request)) }),
  );

  app.get(
    '/v1/public/certificates/:code',
    {
      schema: {
        tags,
        summary: 'Certificado público, para verificação por qualquer pessoa',
        params: z.object({ code: certificateCodeSchema }),
        response: { 200: z.object({ data: certificateSchema }) },
      },
    },
    async (request) => ({ data: await getPublicCertificate(app.db, request.params.code) }),
  );
}
