// How the outbox reaches the API (features/outbox/outbox-sender.ts): each kind through its own feature's fetcher, the
// item's id as the Idempotency-Key. Here, in app/, because the outbox and those features do not import each other.
import type { AttachmentParentKind } from '@raiz/domain';
import { uploadAttachment } from '../features/attachments/api/attachments-api';
import { eventResource } from '../features/events/event-resource';
import type { OutboxTransport } from '../features/outbox/outbox-sender';
import type { RecordKind } from '../features/outbox/outbox-store';
import { postResource } from '../features/posts/post-resource';
import { reportsApi } from '../features/reports/api/reports-api';

const parentKinds: Record<RecordKind, AttachmentParentKind> = { report: 'reports', post: 'posts', event: 'events' };

export const outboxTransport: OutboxTransport = {
  create(item) {
    const projectId = item.projectId ?? '';
    switch (item.kind) {
      case 'report':
        return reportsApi.create(item.body, item.id);
      case 'post':
        return postResource.api.create(projectId, item.body as never, item.id);
      case 'event':
        return eventResource.api.create(projectId, item.body as never, item.id);
    }
  },
  upload(item, file, parent) {
    const caption = typeof item.body.caption === 'string' ? item.body.caption : undefined;
    return uploadAttachment(
      { kind: parentKinds[parent.kind], id: parent.serverId },
      new File([file.data], file.name, { type: file.type }),
      { idempotencyKey: item.id, caption },
    );
  },
};
