// A quick look at a chosen file before sending it, for a fast message; the server decides from the bytes.
import {
  ATTACHMENT_MAX_BYTES,
  attachmentMessages,
  attachmentTypesByParent,
  imageAttachmentTypes,
  type AttachmentParentKind,
  type AttachmentType,
} from '@raiz/domain';

/** The `accept` of the file input: the types this kind of item takes. */
export function acceptFor(kind: AttachmentParentKind): string {
  return attachmentTypesByParent[kind].join(',');
}

/** Why the file will be refused, or null when it may be sent (an unknown type is left to the server). */
export function refusalOf(kind: AttachmentParentKind, file: File): string | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return attachmentMessages.tooLarge;
  const allowed: readonly string[] = attachmentTypesByParent[kind];
  if (file.type && !allowed.includes(file.type)) {
    const imagesOnly = allowed.length === imageAttachmentTypes.length;
    return imagesOnly ? attachmentMessages.imageOnly : attachmentMessages.typeRefused;
  }
  return null;
}

export const isImage = (type: AttachmentType) => type !== 'application/pdf';
