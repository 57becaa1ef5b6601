// The files of an item (docs/evidence.md): a report's evidence, a project's cover and documents, the images of posts,
// events and products. One panel for all of them: upload with progress and cancel, captions, order, delete, the
// space's storage usage, and the place read from a photo offered to keep (the offer kept in this browser until answered,
// with a warning when the photo was taken far from the project). Read-only and frozen items show the files only.
import { useEffect, useRef, useState } from 'react';
import {
  ATTACHMENTS_PER_ITEM,
  attachmentLocationSchema,
  attachmentMessages,
  distanceKm,
  formatBytes,
  imageAttachmentTypes,
  attachmentTypesByParent,
  type AttachmentLocation,
  type AttachmentParentKind,
  type StorageUsage,
} from '@raiz/domain';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/page';
import { QueryStates } from '../../../components/ui/query-states';
import { ApiError } from '../../../lib/api-client';
import { isAbortError } from '../../../lib/api-upload';
import { clearDraft, draftKey, readDraft, writeDraft } from '../../../lib/form-draft';
import { useSession } from '../../../lib/session/session-store';
import { toast } from '../../../lib/toast';
import { toastFailure } from '../../../lib/toast-failure';
import {
  uploadAttachment,
  useAttachments,
  useDeleteAttachment,
  useRefreshAttachments,
  useReorderAttachments,
  useUpdateAttachment,
  type AttachmentParent,
} from '../api/attachments-api';
import { acceptFor, isImage, refusalOf } from '../check-file';
import {
  attachmentPanels,
  attachmentTexts,
  FAR_FROM_PROJECT_KM,
  farFromProject,
  locationQuestion,
  usageText,
} from '../messages';
import { AttachmentCard } from './attachment-card';
import { FilePicker, UploadRow, type Upload } from './attachment-uploads';

export interface AttachmentsPanelProps {
  kind: AttachmentParentKind;
  parentId: string;
  /** Seen but not changed by this person (a leitor): the files, no controls. */
  readOnly?: boolean;
  /** A certified report: its files can no longer change, and the panel says so. */
  frozen?: boolean;
  /** The project's place (of the project, or of the report's project): a photo taken far from it is pointed out. */
  projectPlace?: { latitude?: number | null; longitude?: number | null } | null;
  /** The item was just created: the panel takes the focus, so its files can be added at once. */
  focused?: boolean;
}

interface LocationOffer {
  attachmentId: string;
  name: string;
  location: AttachmentLocation;
}

/**
 * The offers not yet answered, kept in this browser with the form drafts (lib/form-draft.ts) so that a reload does not
 * lose them: the server keeps a photo's position only once confirmed (docs/evidence.md).
 */
function storedOffers(key: string): LocationOffer[] {
  const stored = readDraft<{ offers?: unknown }>(key)?.values.offers;
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: unknown) => {
    const offer = entry as Partial<LocationOffer> | null;
    const location = attachmentLocationSchema.safeParse(offer?.location);
    return typeof offer?.attachmentId === 'string' && typeof offer.name === 'string' && location.success
      ? [{ attachmentId: offer.attachmentId, name: offer.name, location: location.data }]
      : [];
  });
}

function Usage({ usage }: { usage: StorageUsage }) {
  const full = usage.usedBytes >= usage.quotaBytes;
  const percent = usage.quotaBytes > 0 ? Math.min(100, (usage.usedBytes / usage.quotaBytes) * 100) : 100;
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm text-muted" data-testid="storage-usage">
        {usageText(formatBytes(usage.usedBytes), formatBytes(usage.quotaBytes))}
      </p>
      <div aria-hidden="true" className="h-1.5 max-w-xs overflow-hidden rounded-full bg-border">
        <div className={`h-full ${full ? 'bg-danger' : 'bg-primary'}`} style={{ width: `${percent}%` }} />
      </div>
      {full && (
        <p role="alert" className="text-sm font-medium text-danger">
          {attachmentMessages.quotaFull}
        </p>
      )}
    </div>
  );
}

/** A failure worth trying again with the same file: no answer, a server error, too many requests. */
const isPassingFailure = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

export function AttachmentsPanel({
  kind,
  parentId,
  readOnly = false,
  frozen = false,
  projectPlace = null,
  focused = false,
}: AttachmentsPanelProps) {
  const place =
    projectPlace?.latitude != null && projectPlace.longitude != null
      ? { latitude: projectPlace.latitude, longitude: projectPlace.longitude }
      : null;
  const parent: AttachmentParent = { kind, id: parentId };
  const texts = attachmentPanels[kind];
  const list = useAttachments(parent);
  const refresh = useRefreshAttachments(parent);
  const update = useUpdateAttachment(parent);
  const reorder = useReorderAttachments(parent);
  const remove = useDeleteAttachment(parent);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const { user } = useSession();
  const offersKey = draftKey(user.id, 'local-da-foto', `${kind}:${parentId}`);
  const [offers, setOffers] = useState<LocationOffer[]>(() => storedOffers(offersKey));
  const [announcement, setAnnouncement] = useState('');
  const nextKey = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const editable = !readOnly && !frozen;
  const id = `anexos-${kind}`;

  // An offer stands while its file is there without a place (deleted, or placed elsewhere: nothing left to ask).
  const stored = list.data?.attachments;
  const openOffers = stored
    ? offers.filter((o) => stored.some((a) => a.id === o.attachmentId && a.location === null))
    : [];
  useEffect(() => {
    if (!stored) return;
    const open = offers.filter((o) => stored.some((a) => a.id === o.attachmentId && a.location === null));
    if (open.length > 0) writeDraft(offersKey, { offers: open });
    else clearDraft(offersKey);
  }, [offers, stored, offersKey]);

  const change = (key: number, fields: Partial<Upload>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...fields } : u)));
  const drop = (key: number) => setUploads((all) => all.filter((u) => u.key !== key));

  /** Sends the file of row `key`, after the transfers before it; a failure the server may not repeat offers a retry. */
  const transfer = async (key: number, file: File) => {
    const controller = new AbortController();
    change(key, { percent: 0, error: undefined, retry: undefined, cancel: () => controller.abort() });
    // One transfer at a time, in the order chosen: the files are stored (and shown) in that order.
    const previous = queue.current;
    let done = () => {};
    queue.current = new Promise<void>((resolve) => (done = resolve));
    await previous;
    try {
      const uploaded = await uploadAttachment(parent, file, {
        signal: controller.signal,
        onProgress: (loaded, total) => change(key, { percent: Math.round((loaded / Math.max(total, 1)) * 100) }),
      });
      drop(key);
      setAnnouncement(`“${uploaded.name}” enviado.`);
      if (uploaded.detectedLocation) {
        const location = uploaded.detectedLocation;
        setOffers((all) => [...all, { attachmentId: uploaded.id, name: uploaded.name, location }]);
      }
      await refresh();
    } catch (error) {
      if (isAbortError(error)) {
        drop(key);
        setAnnouncement(`${attachmentTexts.cancelled} (${file.name})`);
      } else {
        change(key, {
          error: error instanceof Error ? error.message : 'Não foi possível enviar o arquivo.',
          cancel: undefined,
          // The same file again, without choosing it: the network or the server failed, not the file.
          retry: isPassingFailure(error) ? () => void transfer(key, file) : undefined,
        });
      }
    } finally {
      done();
    }
  };

  const send = (file: File, refusal: string | null) => {
    const key = ++nextKey.current;
    const row: Upload = { key, name: file.name, size: file.size, percent: 0 };
    if (refusal) {
      setUploads((all) => [...all, { ...row, error: refusal }]);
      return;
    }
    setUploads((all) => [...all, row]);
    void transfer(key, file);
  };

  const chosen = (files: File[]) => {
    // Room left on the item: the files stored and those on their way.
    let room = ATTACHMENTS_PER_ITEM - (list.data?.attachments.length ?? 0) - uploads.filter((u) => !u.error).length;
    for (const file of files) {
      const refusal = room <= 0 ? attachmentMessages.tooMany : refusalOf(kind, file);
      if (!refusal) room -= 1;
      send(file, refusal);
    }
  };

  const keepLocation = async (offer: LocationOffer) => {
    setOffers((all) => all.filter((o) => o !== offer));
    try {
      await update.mutateAsync({ id: offer.attachmentId, changes: { location: offer.location } });
      toast({ title: attachmentTexts.locationSaved, description: `“${offer.name}” guarda o local da foto.` });
    } catch (error) {
      toastFailure('Não foi possível salvar a localização', error);
    }
  };

  const attachments = list.data?.attachments ?? [];
  const coverId = kind === 'projects' ? attachments.find((a) => isImage(a.type))?.id : undefined;
  const move = (index: number, by: -1 | 1) => {
    const ids = attachments.map((a) => a.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(ids, { onError: (error) => toastFailure('Não foi possível mudar a ordem', error) });
  };

  const content = (
    <QueryStates query={list} loading="Carregando arquivos..." failed="Não foi possível carregar os arquivos.">
      {(data) => (
        <div className="flex flex-col gap-4">
          <Usage usage={data.usage} />
          {(editable ? openOffers : []).map((offer) => (
            <div
              key={offer.attachmentId}
              role="group"
              aria-label={`Localização de ${offer.name}`}
              className="flex flex-col gap-2 rounded-xl border border-primary/40 bg-accent p-3 text-accent-fg sm:flex-row sm:items-center"
            >
              <p className="min-w-0 flex-1 text-sm">
                {locationQuestion(offer.location.latitude, offer.location.longitude)}{' '}
                <span className="text-muted">({offer.name})</span>
                {place && distanceKm(offer.location, place) > FAR_FROM_PROJECT_KM && (
                  <strong className="mt-1 block font-semibold text-danger">
                    {farFromProject(distanceKm(offer.location, place))}
                  </strong>
                )}
              </p>
              <div className="flex gap-2">
                <Button size="sm" onClick={() => void keepLocation(offer)}>
                  Usar localização
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setOffers((all) => all.filter((o) => o !== offer))}>
                  Agora não
                </Button>
              </div>
            </div>
          ))}
          {uploads.length > 0 && (
            <ul className="flex flex-col gap-2" aria-label="Arquivos em envio">
              {uploads.map((upload) => (
                <UploadRow key={upload.key} upload={upload} onDismiss={() => drop(upload.key)} />
              ))}
            </ul>
          )}
          {attachments.length === 0 ? (
            <p className="text-sm text-muted">{texts.empty}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3" aria-label={`Arquivos: ${texts.title}`}>
              {attachments.map((a, index) => (
                <AttachmentCard
                  key={a.id}
                  attachment={a}
                  cover={a.id === coverId}
                  edit={
                    editable
                      ? {
                          saveCaption: (caption) => update.mutateAsync({ id: a.id, changes: { caption } }),
                          moveUp: index > 0 ? () => move(index, -1) : undefined,
                          moveDown: index < attachments.length - 1 ? () => move(index, 1) : undefined,
                          remove: () => remove.mutateAsync(a.id),
                        }
                      : undefined
                  }
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </QueryStates>
  );

  return (
    <Panel id={id} title={texts.title} focused={focused}>
      <p className="mt-1 mb-4 text-sm text-muted">{texts.description}</p>
      {frozen && (
        <p role="note" className="mb-4 rounded-lg bg-surface-2 p-3 text-sm text-fg" data-testid="attachments-frozen">
          {attachmentTexts.frozen}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {editable ? (
        <FilePicker
          accept={acceptFor(kind)}
          imagesOnly={attachmentTypesByParent[kind].length === imageAttachmentTypes.length}
          onFiles={chosen}
        >
          {content}
        </FilePicker>
      ) : (
        content
      )}
    </Panel>
  );
}
