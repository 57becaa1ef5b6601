// Drafts of unsaved forms kept in this browser (localStorage), so what a person typed survives a reload, a closed
// tab or a failed save. One entry per person + form + record; cleared after a successful save or a discard.

export interface StoredDraft<T> {
  values: T;
  /** When the draft was last written (ISO). */
  savedAt: string;
}

const PREFIX = 'raiz:rascunho:';

/** The storage key of one form: `kind` names the form, `recordId` the record ("novo" for a creation). */
export function draftKey(userId: string | undefined, kind: string, recordId = 'novo'): string {
  return `${PREFIX}${userId ?? 'anonimo'}:${kind}:${recordId}`;
}

/** The draft under `key`, or null when there is none or it cannot be read (a corrupt entry is removed). */
export function readDraft<T>(key: string): StoredDraft<T> | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDraft<T>> | null;
    if (!parsed || typeof parsed !== 'object' || !parsed.values || typeof parsed.values !== 'object')
      throw new Error('formato');
    return {
      values: parsed.values,
      savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : new Date().toISOString(),
    };
  } catch {
    clearDraft(key);
    return null;
  }
}

export function writeDraft<T>(key: string, values: T, now: Date = new Date()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ values, savedAt: now.toISOString() } satisfies StoredDraft<T>));
  } catch (error) {
    // Full or blocked storage: the form keeps working, only the draft is lost.
    console.warn(
      'Não foi possível guardar o rascunho neste navegador.',
      error instanceof Error ? error.message : error,
    );
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Blocked storage: nothing was kept either.
  }
}

/** Same form values? Compared field by field, so key order does not matter. */
export function sameValues(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (JSON.stringify(left[key]) !== JSON.stringify(right[key])) return false;
  return true;
}

/**
 * The draft to restore over `baseline` (the values the form would start with): its values on top of the baseline
 * (a field added since the draft was written keeps its baseline value), or null when there is nothing different.
 */
export function draftToRestore<T extends object>(key: string, baseline: T): StoredDraft<T> | null {
  const draft = readDraft<Partial<T>>(key);
  if (!draft) return null;
  const base = baseline as Record<string, unknown>;
  // Only fields the form still has, with the type it expects (a draft may come from an older version of the app).
  const known = Object.fromEntries(
    Object.entries(draft.values).filter(([name, value]) => name in base && typeof value === typeof base[name]),
  ) as Partial<T>;
  const values = { ...baseline, ...known };
  if (sameValues(values, baseline)) {
    clearDraft(key);
    return null;
  }
  return { values, savedAt: draft.savedAt };
}
