// "Exportar pendências" / "Importar pendências": one ZIP with pendencias.json (the items) and arquivos/ (their files),
// so nothing waiting is lost with the browser's data, and another device can send it. Importing puts the items back
// with their ids, which are their Idempotency-Keys: sent from two devices, each is still created once.
// fflate is loaded only when exporting or importing.
import { z } from 'zod';
import { outboxKinds, outboxStates, readOutboxFiles, type OutboxItem, type OutboxItemWithFiles } from './outbox-store';

const MANIFEST = 'pendencias.json';
const FORMAT = 'raiz-pendencias/1';

const errorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
const itemSchema = z.object({
  id: z.string().min(1).max(255),
  seq: z.number(),
  kind: z.enum(outboxKinds),
  userId: z.string(),
  projectId: z.string().nullable(),
  body: z.record(z.string(), z.unknown()),
  files: z.array(
    z.object({
      name: z.string(),
      type: z.string(),
      path: z.string(),
      location: z.object({ latitude: z.number(), longitude: z.number() }).nullable().optional(),
    }),
  ),
  parent: z
    .union([
      z.object({ outboxId: z.string() }),
      z.object({ kind: z.enum(['report', 'post', 'event']), serverId: z.string() }),
    ])
    .optional(),
  createdAt: z.string(),
  state: z.enum(outboxStates),
  attempts: z.number(),
  lastError: errorSchema.optional(),
  serverId: z.string().optional(),
});
const manifestSchema = z.object({ format: z.literal(FORMAT), items: z.array(itemSchema) });

/**
 * The items not yet sent. A file whose parent was already sent names the parent's row instead (the parent itself
 * stays behind), so another device sends it to the right place.
 */
export async function exportOutbox(items: OutboxItem[]): Promise<Blob> {
  const { zipSync } = await import('fflate');
  const open = items.filter((i) => i.state !== 'sent');
  const byId = new Map(items.map((i) => [i.id, i]));
  const entries: Record<string, Uint8Array> = {};
  const listed = [];
  for (const item of open) {
    let parent = item.parent;
    if (parent && 'outboxId' in parent) {
      const sentParent = byId.get(parent.outboxId);
      if (sentParent?.serverId && sentParent.kind !== 'attachment')
        parent = { kind: sentParent.kind, serverId: sentParent.serverId };
    }
    const files = (await readOutboxFiles(item)).map(({ data, ...file }, index) => {
      const path = `arquivos/${item.id}-${index}-${file.name.replace(/[^\w.-]+/g, '_')}`;
      entries[path] = new Uint8Array(data);
      return { ...file, path };
    });
    const { nextAttemptAt: _wait, needsLogin: _login, ...kept } = item;
    listed.push({ ...kept, parent, files, state: item.state === 'sending' ? 'pending' : item.state });
  }
  entries[MANIFEST] = new TextEncoder().encode(JSON.stringify({ format: FORMAT, items: listed }, null, 2));
  // Photos are already compressed: stored, not deflated again.
  const zip = zipSync(entries, { level: 0 });
  return new Blob([zip.slice().buffer], { type: 'application/zip' });
}

/** The items of an export, ready to put back (restoreOutboxItems); null when the file is not one. */
export async function readOutboxExport(file: Blob): Promise<OutboxItemWithFiles[] | null> {
  const { unzipSync } = await import('fflate');
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(await file.arrayBuffer()));
  } catch {
    return null;
  }
  const manifest = entries[MANIFEST];
  if (!manifest) return null;
  let parsed;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(new TextDecoder().decode(manifest)));
  } catch {
    return null;
  }
  if (!parsed.success) return null;
  const items: OutboxItemWithFiles[] = [];
  for (const item of parsed.data.items) {
    const files = [];
    for (const { path, ...file } of item.files) {
      const bytes = entries[path];
      if (!bytes) return null;
      files.push({ ...file, data: bytes.slice().buffer });
    }
    items.push({ ...item, files });
  }
  return items;
}
