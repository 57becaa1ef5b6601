import type { EvidenceEntry } from './attachment.ts';
import type { CertificateSnapshot } from './certificate.ts';
import { indicatorDefinitions, type IndicatorKey } from './indicators.ts';

// What changed from one signed version of a report to the next (docs/design.md §5, "Versions"): the verification page
// of a superseded certificate shows it. Both snapshots are the signed ones, so the difference is between what each
// author signed, never what the server says now.

export type SnapshotField =
  'title' | 'periodStart' | 'periodEnd' | 'summary' | IndicatorKey | 'projectName' | 'organization' | 'signerName';

export type SnapshotValue = string | number | null;

export interface FieldChange {
  field: SnapshotField;
  /** The field's name as the page shows it (pt-BR). */
  label: string;
  before: SnapshotValue;
  after: SnapshotValue;
}

export type FileChange =
  | { change: 'added'; after: EvidenceEntry }
  | { change: 'removed'; before: EvidenceEntry }
  /** Another file under the same name: its bytes (SHA-256) differ. */
  | { change: 'changed'; before: EvidenceEntry; after: EvidenceEntry }
  /** The same bytes, with another caption (or name). */
  | { change: 'caption'; before: EvidenceEntry; after: EvidenceEntry };

export interface SnapshotDifference {
  fields: FieldChange[];
  files: FileChange[];
}

type Compared = Pick<CertificateSnapshot, 'title' | 'periodStart' | 'periodEnd' | 'summary' | 'indicators'> &
  Partial<Pick<CertificateSnapshot, 'projectName' | 'organization' | 'signerName' | 'evidence'>>;

const textFields: { field: SnapshotField; label: string; read: (s: Compared) => SnapshotValue }[] = [
  { field: 'title', label: 'Título', read: (s) => s.title },
  { field: 'periodStart', label: 'Início do período', read: (s) => s.periodStart },
  { field: 'periodEnd', label: 'Fim do período', read: (s) => s.periodEnd },
  { field: 'summary', label: 'Resumo', read: (s) => s.summary },
  ...indicatorDefinitions.map(({ key, label }) => ({
    field: key,
    label,
    read: (s: Compared) => s.indicators[key] ?? null,
  })),
  { field: 'projectName', label: 'Projeto', read: (s) => s.projectName ?? null },
  { field: 'organization', label: 'Organização', read: (s) => s.organization?.name ?? null },
  { field: 'signerName', label: 'Emitido por', read: (s) => s.signerName ?? null },
];

/**
 * The field-by-field and file-by-file difference from snapshot `a` (the earlier version) to `b`. Files are paired by
 * their bytes first (the same SHA-256 is the same file: only its caption or name may change), then by name (the same
 * name with other bytes is a changed file); what is left was removed from `a` or added in `b`.
 */
export function snapshotDifference(a: Compared, b: Compared): SnapshotDifference {
  const fields = textFields
    .map(({ field, label, read }) => ({ field, label, before: read(a), after: read(b) }))
    .filter((change) => change.before !== change.after);

  const before = [...(a.evidence ?? [])];
  const after = [...(b.evidence ?? [])];
  const files: FileChange[] = [];
  const take = (list: EvidenceEntry[], match: (e: EvidenceEntry) => boolean) => {
    const index = list.findIndex(match);
    return index === -1 ? undefined : list.splice(index, 1)[0];
  };
  for (const old of [...before]) {
    const same = take(after, (e) => e.sha256 === old.sha256);
    if (!same) continue;
    take(before, (e) => e === old);
    if (same.caption !== old.caption || same.name !== old.name)
      files.push({ change: 'caption', before: old, after: same });
  }
  for (const old of [...before]) {
    const renamed = take(after, (e) => e.name === old.name);
    if (!renamed) continue;
    take(before, (e) => e === old);
    files.push({ change: 'changed', before: old, after: renamed });
  }
  files.push(...before.map((e): FileChange => ({ change: 'removed', before: e })));
  files.push(...after.map((e): FileChange => ({ change: 'added', after: e })));
  return { fields, files };
}
