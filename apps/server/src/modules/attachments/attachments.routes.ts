import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATTACHMENT_MAX_BYTES,
  apiErrorSchema,
  attachmentListSchema,
  attachmentMessages,
  attachmentOrderSchema,
  attachmentSchema,
  certificateCodeSchema,
  contentMessages,
  dataSchema,
  deletedSchema,
  idParamsSchema,
  updateAttachmentSchema,
  uploadedAttachmentSchema,
  refuseUnsafeText,
  type AttachmentParentKind,
  type UploadedAttachment,
} from '@raiz/domain';
import { AppError, badRequest, notFound } from '@raiz/server-kit/app-error';
import type { RateLimit } from '@raiz/server-kit/rate-limit';
import { requireUserForRoutes } from '../../plugins/auth.ts';
import { fileResponse } from '../../plugins/openapi.ts';
import { rateLimits } from '../../plugins/rate-limit.ts';
import { actorOf } from '../content-common/access.ts';
import { contentResources } from '../content-common/manifest.ts';
import {
  deleteAttachment,
  evidenceFile,
  fileForReader,
  listAttachments,
  orderAttachments,
  publicFile,
  sweepOrphanBlobs,
  updateAttachment,
  uploadAttachment,
  type FileVariant,
  type ServedFile,
  type UploadInput,
} from './attachments.service.ts';
import { openUploadFolder, receiveFile, removeStaleUploads, type ReceivedFile } from './receive-upload.ts';
import type { BlobStore } from './storage/blob-store.ts';
import { openBlobStore } from './storage/open-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where attachment bytes live: the disk or an S3-compatible bucket (docs/evidence.md). */
    blobStore: BlobStore;
  }
}

const tags = ['attachments'];
const itemParams = idParamsSchema;
const attachmentParams = idParamsSchema.extend({ attachmentId: z.uuid('Identificador de arquivo inválido.') });
const fileParams = z.object({ attachmentId: z.uuid('Identificador de arquivo inválido.') });
/** Which copy of a file: the two WebP sizes of an image (the original without it); no NUL, as every query. */
const variantQuery = refuseUnsafeText(
  z
    .object({ variant: z.enum(['thumbnail', 'preview'], 'Use variant=thumbnail ou variant=preview.').optional() })
    .strict(),
);
/** The text fields of an upload, under the rule every JSON body follows (no NUL, no lone surrogate). */
const uploadFieldsSchema = refuseUnsafeText(z.object({ caption: updateAttachmentSchema.shape.caption }));

const writeErrors = {
  403: apiErrorSchema.describe('Membro cujo papel só permite ler o item.'),
  404: apiErrorSchema.describe('Item (ou arquivo) não encontrado, ou fora do alcance de quem pede.'),
  409: apiErrorSchema.describe('Relatório certificado: seus arquivos não mudam mais.'),
} as const;

const files = fileResponse('O arquivo guardado (ou a variante WebP pedida).', [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
]);

const notModified = z.null().describe('Não mudou (If-None-Match com o SHA-256).');

/** The options of a route that serves a stored file: its summary, what it takes in the path and query, its limit. */
function fileRoute<P extends z.ZodType, Q extends z.ZodType>(
  summary: string,
  params: P,
  querystring: Q,
  rateLimit?: RateLimit,
) {
  return {
    config: { openapi: { response: { 200: files } }, ...(rateLimit ? { rateLimit } : {}) },
    schema: { tags, summary, params, querystring, response: { 304: notModified } },
  };
}

/**
 * The multipart body of an upload: one file in `file`, streamed into the upload's folder while hashed (its size capped
 * at 20 MB: 413), and an optional `caption`; anything else refused.
 */
async function readUpload(request: FastifyRequest, dir: string): Promise<UploadInput> {
  if (!request.isMultipart()) throw badRequest(attachmentMessages.missingFile);
  let file: { name: string; file: ReceivedFile } | undefined;
  let caption: unknown = null;
  const parts = request.parts({
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 16 * 1024 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname === 'file') file = { name: part.filename, file: await receiveFile(part.file, dir) };
        else await pipeline(part.file, new Writable({ write: (_chunk, _encoding, done) => done() }));
      } else if (part.fieldname === 'caption') caption = part.value;
    }
  } catch (error) {
    // Ours (413) and the plugin's own refusals carry their status; a malformed body (busboy) does not.
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw badRequest(attachmentMessages.missingFile);
  }
  if (!file) throw badRequest(attachmentMessages.missingFile);
  const parsed = uploadFieldsSchema.safeParse({ caption: caption === '' ? null : caption });
  if (!parsed.success) {
    throw badRequest(contentMessages.invalidFields, { caption: parsed.error.issues[0]?.message ?? '' });
  }
  return { ...file, caption: parsed.data.caption || null };
}

/** `attachment; filename=…` with an ASCII fallback and the UTF-8 name (RFC 6266). */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'arquivo';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Streams a stored blob: its type, size, hash as ETag (so a revalidation is a 304), nosniff and a sandboxing CSP on
 * every file (opened on its own, it runs in an opaque origin with no script: a polyglot's HTML or script runs nowhere);
 * a PDF as a download (stored byte for byte, it may also be an HTML page or a ZIP), an image inline (re-encoded, pixels
 * only). docs/evidence.md; attachments.test.ts walks every file route of the OpenAPI document.
 */
async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: BlobStore,
  file: ServedFile,
  cacheControl: string,
) {
  const etag = `"${file.sha256}"`;
  reply
    .header('etag', etag)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const blob = await store.get(file.sha256);
  if (!blob) throw notFound(attachmentMessages.notFound);
  const isPdf = file.type === 'application/pdf';
  reply
    .header('content-type', file.type)
    .header('content-length', blob.size)
    .header('content-disposition', contentDisposition(isPdf ? 'attachment' : 'inline', file.name));
  return reply.send(blob.stream);
}

const variantOf = (query: { variant?: 'thumbnail' | 'preview' }): FileVariant => query.variant ?? 'original';

/** The items' attachment routes and the file routes behind a login. */
async function attachmentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  requireUserForRoutes(app);
  await app.register(fastifyMultipart);
  const { config, blobStore } = app;
  const quota = config.storageQuotaBytes;

  // Every content resource of the manifest takes files (modules/content-common/manifest.ts).
  for (const resource of contentResources) {
    const kind = resource.key as AttachmentParentKind;
    const base = `/v1/${kind}/:id/attachments`;
    const of = resource.nouns.ofItem;

    app.post(
      base,
      {
        config: {
          multipart: true,
          openapi: {
            body: z.object({
              file: z.string().meta({ format: 'binary' }).describe('JPEG, PNG, WebP ou PDF, até 20 MB.'),
              caption: z.string().optional().describe('Legenda (opcional).'),
            }),
          },
        },
        schema: {
          tags,
          summary: `Envia um arquivo ${of} (multipart: file e caption)`,
          description:
            'O tipo é decidido pelo conteúdo; imagens são regravadas sem metadados, com miniaturas WebP. ' +
            '`detectedLocation` traz a posição GPS lida da foto antes de apagá-la: só é guardada se confirmada ' +
            'por PATCH. 409 também quando o item já tem 30 arquivos ou o espaço está cheio.',
          consumes: ['multipart/form-data'],
          params: itemParams,
          response: {
            201: dataSchema(uploadedAttachmentSchema),
            ...writeErrors,
            413: apiErrorSchema.describe('Arquivo acima de 20 MB (código payload_too_large).'),
            429: apiErrorSchema.describe(
              'Duas imagens da mesma pessoa já estão sendo processadas, ou a fila de imagens do servidor está cheia: ' +
                'tente de novo após Retry-After segundos.',
            ),
          },
        },
      },
      async (request, reply) => {
        // The upload's folder goes whatever happens (stored, refused, the client gone mid-upload, the store down),
        // before anything is answered.
        const folder = await openUploadFolder(config.uploadDir);
        let data: UploadedAttachment;
        try {
          const upload = await readUpload(request, folder.dir);
          data = await uploadAttachment(app.db, blobStore, actorOf(request), kind, request.params.id, upload, quota);
        } finally {
          await folder.remove();
        }
        return reply.status(201).send({ data });
      },
    );

    app.get(
      base,
      {
        schema: {
          tags,
          summary: `Arquivos ${of}, em ordem, e o uso do espaço`,
          params: itemParams,
          response: { 200: dataSchema(attachmentListSchema) },
        },
      },
      async (request) => ({
        data: await listAttachments(app.db, actorOf(request), kind, request.params.id, quota),
      }),
    );

    app.put(
      `${base}/order`,
      {
        schema: {
          tags,
          summary: `Reordena os arquivos ${of}`,
          description: 'Lista cada arquivo do item uma vez, na nova ordem.',
          params: itemParams,
          body: attachmentOrderSchema,
          response: { 200: dataSchema(z.array(attachmentSchema)), ...writeErrors },
        },
      },
      async (request) => ({
        data: await orderAttachments(app.db, actorOf(request), kind, request.params.id, request.body.ids),
      }),
    );

    app.patch(
      `${base}/:attachmentId`,
      {
        schema: {
          tags,
          summary: `Altera a legenda ou a localização confirmada de um arquivo ${of}`,
          params: attachmentParams,
          body: updateAttachmentSchema,
          response: { 200: dataSchema(attachmentSchema), ...writeErrors },
        },
      },
      async (request) => ({
        data: await updateAttachment(
          app.db,
          actorOf(request),
          kind,
          request.params.id,
          request.params.attachmentId,
          request.body,
        ),
      }),
    );

    app.delete(
      `${base}/:attachmentId`,
      {
        schema: {
          tags,
          summary: `Exclui um arquivo ${of}`,
          params: attachmentParams,
          response: { 200: dataSchema(deletedSchema), ...writeErrors },
        },
      },
      async (request) => ({
        data: await deleteAttachment(
          app.db,
          blobStore,
          actorOf(request),
          kind,
          request.params.id,
          request.params.attachmentId,
        ),
      }),
    );
  }

  app.get(
    '/v1/attachments/:attachmentId/file',
    fileRoute(
      'Baixa um arquivo (ou sua miniatura ou prévia WebP), para quem pode ler o item',
      fileParams,
      variantQuery,
    ),
    async (request, reply) =>
      sendFile(
        request,
        reply,
        blobStore,
        await fileForReader(app.db, actorOf(request), request.params.attachmentId, variantOf(request.query)),
        'private, max-age=300',
      ),
  );
}

/** Files anyone may fetch: those of items the public registry shows, and the evidence a certificate lists. */
async function publicAttachmentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { blobStore } = app;

  app.get(
    '/v1/public/attachments/:attachmentId/file',
    fileRoute('Baixa um arquivo de um item público do registro', fileParams, variantQuery),
    async (request, reply) =>
      sendFile(
        request,
        reply,
        blobStore,
        await publicFile(app.db, request.params.attachmentId, variantOf(request.query)),
        // The item may leave the registry: a short public cache.
        'public, max-age=300',
      ),
  );

  app.get(
    '/v1/public/certificates/:code/evidence/:sha256',
    fileRoute(
      'Baixa um arquivo de evidência listado por um certificado (ou a miniatura ou prévia WebP de uma imagem), ' +
        'para verificação por qualquer pessoa',
      z.object({ code: certificateCodeSchema, sha256: z.string().regex(/^[0-9a-f]{64}$/, 'SHA-256 inválido.') }),
      variantQuery,
      rateLimits.certificateEvidence,
    ),
    async (request, reply) =>
      sendFile(
        request,
        reply,
        blobStore,
        await evidenceFile(app.db, request.params.code, request.params.sha256, variantOf(request.query)),
        // Named by its hash: these bytes never change under this address.
        'public, max-age=31536000, immutable',
      ),
  );
}

/**
 * Attachments (docs/evidence.md): the blob store the configuration names, the routes, and the deletion of blobs freed
 * by any successful DELETE (a file, an item, a project with its posts, a person) once it has answered.
 */
export default fp(async function attachmentsPlugin(app: FastifyInstance) {
  app.decorate('blobStore', openBlobStore(app.config.storage));
  const sweep = () =>
    sweepOrphanBlobs(app.db, app.blobStore).catch((err: unknown) => {
      app.log.warn({ err }, 'attachment blob sweep failed');
    });
  app.addHook('onReady', async () => {
    void sweep();
    void removeStaleUploads(app.config.uploadDir).catch((err: unknown) => {
      app.log.warn({ err }, 'removing stale upload folders failed');
    });
  });
  // A callback hook: every answer passes here, and only a DELETE's waits for anything.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'DELETE' || reply.statusCode >= 300) return done();
    void sweep().then(() => done());
  });
  await app.register(attachmentRoutes);
  await app.register(publicAttachmentRoutes);
});
