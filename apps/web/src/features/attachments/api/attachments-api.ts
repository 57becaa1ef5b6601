// The files of an item (docs/evidence.md): /v1/<kind>/:id/attachments. The list carries the space's storage usage;
// an upload goes through XMLHttpRequest (apiUpload) for its progress; captions, order and delete are JSON calls.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Attachment,
  AttachmentList,
  AttachmentParentKind,
  UpdateAttachment,
  UploadedAttachment,
} from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { apiUpload, type UploadOptions } from '../../../lib/api-upload';
import { queryRoots } from '../../../lib/query-keys';

export interface AttachmentParent {
  kind: AttachmentParentKind;
  id: string;
}

export const attachmentKeys = {
  all: queryRoots.attachments,
  list: ({ kind, id }: AttachmentParent) => [...queryRoots.attachments, kind, id] as const,
};

const base = ({ kind, id }: AttachmentParent) => `/v1/${kind}/${encodeURIComponent(id)}/attachments`;
const one = (parent: AttachmentParent, attachmentId: string) => `${base(parent)}/${encodeURIComponent(attachmentId)}`;

export async function getAttachments(parent: AttachmentParent): Promise<AttachmentList> {
  return (await apiRequest<{ data: AttachmentList }>('GET', base(parent))).data;
}

export function attachmentsQueryOptions(parent: AttachmentParent) {
  return queryOptions({ queryKey: attachmentKeys.list(parent), queryFn: () => getAttachments(parent) });
}

export function useAttachments(parent: AttachmentParent) {
  return useQuery(attachmentsQueryOptions(parent));
}

/** POST multipart (field `file`, optional `caption`); answers the stored file and the GPS read from a photo. */
export async function uploadAttachment(
  parent: AttachmentParent,
  file: File,
  options: UploadOptions & { caption?: string } = {},
): Promise<UploadedAttachment> {
  const form = new FormData();
  if (options.caption) form.append('caption', options.caption);
  form.append('file', file, file.name);
  return (await apiUpload<{ data: UploadedAttachment }>(base(parent), form, options)).data;
}

/** The list again (a file added, changed or removed also changes the space's usage). */
export function useRefreshAttachments(parent: AttachmentParent) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: attachmentKeys.list(parent) });
}

export function useUpdateAttachment(parent: AttachmentParent) {
  const refresh = useRefreshAttachments(parent);
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdateAttachment }) =>
      (await apiRequest<{ data: Attachment }>('PATCH', one(parent, id), changes)).data,
    onSuccess: refresh,
  });
}

export function useReorderAttachments(parent: AttachmentParent) {
  const queryClient = useQueryClient();
  const key = attachmentKeys.list(parent);
  return useMutation({
    mutationFn: async (ids: string[]) =>
      (await apiRequest<{ data: Attachment[] }>('PUT', `${base(parent)}/order`, { ids })).data,
    // Shown in the new order at once; the server's answer (or the list again, on failure) settles it.
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AttachmentList>(key);
      if (previous) {
        const byId = new Map(previous.attachments.map((a) => [a.id, a]));
        const attachments = ids.map((id) => byId.get(id)).filter((a): a is Attachment => a !== undefined);
        queryClient.setQueryData<AttachmentList>(key, { ...previous, attachments });
      }
    },
    onSuccess: (attachments) =>
      queryClient.setQueryData<AttachmentList>(key, (list) => (list ? { ...list, attachments } : list)),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteAttachment(parent: AttachmentParent) {
  const refresh = useRefreshAttachments(parent);
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', one(parent, id)),
    onSuccess: refresh,
  });
}
