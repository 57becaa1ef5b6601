// An in-memory stand-in for /v1/<kind>/:id/attachments… (docs/evidence.md), answering as apps/server does: the item's
// files in order, the space's usage, captions and confirmed places, the order as a permutation, delete, and a
// certified report's files frozen (409). Every answer goes through the domain's schemas (attachmentSchema,
// attachmentListSchema, uploadedAttachmentSchema), so the fake cannot drift from the contract. Served by
// FakeContentApi; uploads arrive through FakeUploadTransport (the browser's XMLHttpRequest, faked).
import {
  ATTACHMENT_MAX_BYTES,
  attachmentListSchema,
  attachmentMessages,
  attachmentOrderSchema,
  attachmentSchema,
  attachmentTypesByParent,
  updateAttachmentSchema,
  uploadedAttachmentSchema,
  type Attachment,
  type AttachmentLocation,
  type AttachmentParentKind,
  type AttachmentType,
} from '@raiz/domain';

export interface AttachmentRequest {
  method: string;
  kind: AttachmentParentKind;
  parentId: string;
  /** What follows …/attachments: an id, "order" or nothing. */
  rest: string | undefined;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const attachmentError = (status: number, code: string, message: string) =>
  ({ status, body: { error: { code, message } } }) as const;

let counter = 0;
const uuid = () => `00000000-0000-4000-a000-${String(++counter).padStart(12, '0')}`;
const hex = (n: number) => n.toString(16).padStart(64, '0');

export class FakeAttachments {
  readonly rows: Attachment[] = [];
  quotaBytes = 1024 ** 3;
  /** Bytes the space's other items use. */
  otherBytes = 0;
  /** The GPS position the next uploaded photo "has" (answered once as detectedLocation, never stored). */
  nextDetectedLocation: AttachmentLocation | null = null;

  constructor(
    /** Whether the item takes no more changes (a certified report). */
    private readonly frozen: (kind: AttachmentParentKind, parentId: string) => boolean,
  ) {}

  private of(kind: AttachmentParentKind, parentId: string) {
    return this.rows
      .filter((r) => r.parentKind === kind && r.parentId === parentId)
      .sort((a, b) => a.position - b.position);
  }

  /** The item's cover as a list answers it: its first image, null without one. */
  coverOf(kind: AttachmentParentKind, parentId: string) {
    const first = this.of(kind, parentId).find((r) => r.thumbnailUrl && r.previewUrl);
    if (!first) return null;
    const { thumbnailUrl, previewUrl, width, height, caption } = first;
    return { thumbnailUrl: thumbnailUrl!, previewUrl: previewUrl!, width, height, caption };
  }

  usage() {
    return { usedBytes: this.otherBytes + this.rows.reduce((sum, r) => sum + r.size, 0), quotaBytes: this.quotaBytes };
  }

  /** A stored file, as the server answers it. */
  seed(kind: AttachmentParentKind, parentId: string, fields: Partial<Attachment> & { name: string }): Attachment {
    const id = uuid();
    const type: AttachmentType = fields.type ?? 'image/jpeg';
    const image = type !== 'application/pdf';
    const row = attachmentSchema.parse({
      id,
      parentKind: kind,
      parentId,
      type,
      size: 250_000,
      sha256: hex(counter),
      caption: null,
      position: this.of(kind, parentId).length,
      width: image ? 1600 : null,
      height: image ? 1200 : null,
      location: null,
      url: `/v1/files/${id}`,
      thumbnailUrl: image ? `/v1/files/${id}/thumbnail` : null,
      previewUrl: image ? `/v1/files/${id}/preview` : null,
      createdAt: '2025-06-01T12:00:00.000Z',
      ...fields,
    });
    this.rows.push(row);
    return row;
  }

  /** POST multipart: the stored file and the place read from the photo, or the server's refusal. */
  upload(
    kind: AttachmentParentKind,
    parentId: string,
    file: File,
    caption: string | null,
  ): { status: number; body: unknown } {
    if (kind === 'reports' && this.frozen(kind, parentId))
      return attachmentError(409, 'conflict', attachmentMessages.certifiedFrozen);
    if (file.size > ATTACHMENT_MAX_BYTES) return attachmentError(413, 'payload_too_large', attachmentMessages.tooLarge);
    const type = file.type as AttachmentType;
    if (!(attachmentTypesByParent[kind] as readonly string[]).includes(type))
      return attachmentError(400, 'validation_error', attachmentMessages.typeRefused);
    const usage = this.usage();
    if (usage.usedBytes + file.size > usage.quotaBytes)
      return attachmentError(413, 'quota_exceeded', attachmentMessages.quotaFull);
    const row = this.seed(kind, parentId, { name: file.name, type, size: file.size, caption });
    const detectedLocation = this.nextDetectedLocation;
    this.nextDetectedLocation = null;
    return { status: 201, body: { data: uploadedAttachmentSchema.parse({ ...row, detectedLocation }) } };
  }

  handle({ method, kind, parentId, rest, body }: AttachmentRequest): Response {
    const files = this.of(kind, parentId);
    if (method === 'GET' && !rest)
      return json({ data: attachmentListSchema.parse({ attachments: files, usage: this.usage() }) });
    if (this.frozen(kind, parentId))
      return json({ error: { code: 'conflict', message: attachmentMessages.certifiedFrozen } }, 409);
    if (method === 'PUT' && rest === 'order') {
      const { ids } = attachmentOrderSchema.parse(body);
      if (ids.length !== files.length || !files.every((f) => ids.includes(f.id)))
        return json({ error: { code: 'validation_error', message: attachmentMessages.orderMismatch } }, 400);
      ids.forEach((id, position) =>
        Object.assign(
          files.find((f) => f.id === id)!,
          { position },
        ),
      );
      return json({ data: attachmentSchema.array().parse(this.of(kind, parentId)) });
    }
    const row = files.find((f) => f.id === rest);
    if (!row) return json({ error: { code: 'not_found', message: attachmentMessages.notFound } }, 404);
    if (method === 'PATCH') {
      const changes = updateAttachmentSchema.parse(body);
      Object.assign(row, changes);
      return json({ data: attachmentSchema.parse(row) });
    }
    if (method === 'DELETE') {
      this.rows.splice(this.rows.indexOf(row), 1);
      this.of(kind, parentId).forEach((f, position) => (f.position = position));
      return json({ data: { id: row.id } });
    }
    return json({ error: { code: 'not_found', message: 'Rota não encontrada.' } }, 404);
  }
}

/**
 * The browser's XMLHttpRequest as apiUpload uses it, answering through FakeAttachments. Each upload waits until the
 * test moves it (`progress`, `finish`) unless `auto` is set; `abort()` ends it as the browser does.
 */
export class FakeUploadTransport {
  readonly sent: FakeXhr[] = [];
  auto = false;
  /** The next answers, before the stored file's (a 503 once…); each used once. */
  readonly failures: { status: number; body: unknown }[] = [];

  constructor(private readonly attachments: FakeAttachments) {}

  install(stub: (name: string, value: unknown) => void) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const transport = this;
    stub(
      'XMLHttpRequest',
      class extends FakeXhr {
        constructor() {
          super(transport);
        }
      },
    );
  }

  /** Stores the file as the server would and answers the XHR. */
  answer(xhr: FakeXhr) {
    const failure = this.failures.shift();
    if (failure) return xhr.respond(failure.status, failure.body);
    // The server knows an item's file again by its SHA-256; here the upload's key stands for it.
    const key = xhr.headers['Idempotency-Key'];
    const again = key ? this.answered.get(key) : undefined;
    if (again) return xhr.respond(again.status, again.body);
    const match = /^\/v1\/(\w+)\/([^/]+)\/attachments$/.exec(new URL(xhr.url, 'http://localhost').pathname);
    const file = xhr.body?.get('file');
    const caption = xhr.body?.get('caption');
    const result =
      match && file instanceof File
        ? this.attachments.upload(
            match[1] as AttachmentParentKind,
            decodeURIComponent(match[2]!),
            file,
            typeof caption === 'string' ? caption : null,
          )
        : attachmentError(400, 'validation_error', attachmentMessages.missingFile);
    if (key && result.status < 300) this.answered.set(key, result);
    xhr.respond(result.status, result.body);
  }

  private readonly answered = new Map<string, { status: number; body: unknown }>();
}

export class FakeXhr {
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  body: FormData | null = null;
  aborted = false;
  readonly headers: Record<string, string> = {};
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor(private readonly transport: FakeUploadTransport) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    this.transport.sent.push(this);
    if (this.transport.auto) queueMicrotask(() => this.transport.answer(this));
  }

  abort() {
    if (this.status !== 0 || this.aborted) return;
    this.aborted = true;
    this.onabort?.();
  }

  /** The browser reports bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  /** The server answers the request (through FakeUploadTransport: stored as the server would). */
  finish() {
    this.transport.answer(this);
  }

  respond(status: number, body: unknown) {
    if (this.aborted) return;
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
