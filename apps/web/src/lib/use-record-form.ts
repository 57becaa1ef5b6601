/**
 * The life of a create/edit form of a record (project, report, post, event, product), in one place:
 * - react-hook-form with the zod schema that turns the form's text into the domain's request (zodResolver);
 * - editor mode (header "Salvar", bottom bar Cancelar / Salvar / Salvando...) while the form has changes, and its
 *   guard: leaving with changes (Cancelar, a link, Back, closing the tab) asks first; "Descartar" drops the draft too;
 * - a draft in localStorage that survives a reload and a failed save, restored with a notice, cleared on success;
 * - the server's field errors on the fields; a 409 keeps what was typed and offers to reload the current version.
 * Edit forms carry the record's `version` as a form value, so a restored draft saves against the version it was
 * typed over, and a change made elsewhere meanwhile ends in the conflict, not in a silent overwrite.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useLayoutEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { useEditorMode } from './editor-mode';
import { clearDraft, draftToRestore, sameValues, writeDraft } from './form-draft';
import { applyServerErrors } from './form-errors';
import { toast } from './toast';

export interface RecordFormOptions<TValues extends FieldValues, TOutput, TResult> {
  /** Form values (text) → the API's request body; the domain's create or update schema at its end. */
  schema: z.ZodType<TOutput, TValues>;
  /** What the form starts with: blank for a creation, the record for an edit. */
  defaultValues: TValues;
  /** localStorage key of this form's draft (see draftKey). */
  draftKey: string;
  /** The text of the thin header bar in editor mode. */
  editorText: string;
  save: (input: TOutput) => Promise<TResult>;
  /** After a successful save (the draft is already cleared): toast, navigate… */
  onSaved: (result: TResult) => void;
  /** Cancelar, after "Descartar alterações?" when there are changes (the draft is discarded first). */
  onCancel: () => void;
  /** Fetches the current version of the record as form values (edit forms), for "Recarregar" after a 409. */
  reload?: () => Promise<TValues>;
}

export interface RecordForm<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  isSaving: boolean;
  isDirty: boolean;
  /** When the restored draft was written; null when the form did not start from a draft. */
  restoredAt: string | null;
  discardDraft: () => void;
  /** The 409 message while the form's version is stale. */
  conflict: string | null;
  reloadCurrent: () => Promise<void>;
  isReloading: boolean;
}

export function useRecordForm<TValues extends FieldValues, TOutput, TResult>(
  options: RecordFormOptions<TValues, TOutput, TResult>,
): RecordForm<TValues, TOutput> {
  const { schema, defaultValues, draftKey: key, editorText } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const baseline = useRef(defaultValues);
  const [initialDraft] = useState(() => draftToRestore(key, defaultValues));
  const [restoredAt, setRestoredAt] = useState<string | null>(initialDraft?.savedAt ?? null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [isReloading, setReloading] = useState(false);

  const form = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaultValues as DefaultValues<TValues>,
    mode: 'onTouched',
  });
  const { isDirty } = form.formState;

  // Every change is written at once (small JSON, cheap): a reload right after typing must not lose the last keys.
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (sameValues(values, baseline.current)) clearDraft(key);
        else writeDraft(key, values);
      },
    });
  }, [form, key]);

  // The draft goes over the defaults, which stay the reference: the form is dirty and editor mode is on.
  // Applied before the first paint (layout effect): the screen never shows the record's values with the header's
  // "Salvar" for a moment and then swaps to editor mode under the person's finger, losing that press.
  useLayoutEffect(() => {
    if (initialDraft) form.reset(initialDraft.values as TValues, { keepDefaultValues: true });
  }, [form, initialDraft]);

  const fieldNames = Object.keys(defaultValues) as Path<TValues>[];

  // handleSubmit is built when a save starts (an event), never during render.
  const submit = (event?: BaseSyntheticEvent) =>
    form.handleSubmit(
      async (input) => {
        setConflict(null);
        setSaving(true);
        try {
          const result = await latest.current.save(input);
          const saved = form.getValues();
          // A form that stays open after its save (settings) goes on from the version saved, not the one it read.
          const savedVersion = (result as { version?: unknown } | null)?.version;
          if ('version' in saved && typeof savedVersion === 'number')
            (saved as Record<string, unknown>).version = savedVersion;
          baseline.current = saved;
          clearDraft(key);
          form.reset(saved);
          setRestoredAt(null);
          latest.current.onSaved(result);
        } catch (error) {
          // A 409 naming fields is a value already taken (an address, a CNPJ): it goes on those fields below.
          if (error instanceof ApiError && error.status === 409 && !error.fields) {
            // The conflict notice says it (and takes the focus): no toast on top of it.
            setConflict(error.message);
            return;
          }
          // Messages on the fields say it, and the first one has the focus: a toast over the form would cover them.
          if (applyServerErrors<TValues>(error, fieldNames, form.setError)) return;
          toast({
            title: 'Não foi possível salvar',
            description: error instanceof ApiError ? error.message : 'Tente novamente em instantes.',
            variant: 'destructive',
          });
        } finally {
          setSaving(false);
        }
      },
      // Invalid: each field says what is wrong and the first one takes the focus. No toast: at the bottom of the
      // screen it covered the very fields it pointed to (issue 22, item 15).
      () => {},
    )(event);

  const discardDraft = () => {
    clearDraft(key);
    form.reset(baseline.current);
    setRestoredAt(null);
  };

  const reloadCurrent = async () => {
    const reload = latest.current.reload;
    if (!reload) return;
    setReloading(true);
    try {
      const fresh = await reload();
      baseline.current = fresh;
      clearDraft(key);
      form.reset(fresh);
      setConflict(null);
      setRestoredAt(null);
      toast({
        title: 'Versão atual carregada',
        description: 'O formulário mostra agora os dados salvos mais recentes.',
      });
    } catch (error) {
      toast({
        title: 'Não foi possível recarregar',
        description: error instanceof ApiError ? error.message : 'Tente novamente em instantes.',
        variant: 'destructive',
      });
    } finally {
      setReloading(false);
    }
  };

  // Leaving with changes asks first (editor mode's guard); "Descartar" throws the draft away with them.
  useEditorMode({
    text: editorText,
    active: isDirty,
    onSave: submit,
    onCancel: () => {
      discardDraft();
      latest.current.onCancel();
    },
    isSaving,
    // Read when leaving, right after a save too: the form's values against what it started from (or last saved).
    hasChanges: () => !sameValues(form.getValues(), baseline.current),
    onDiscard: discardDraft,
  });

  return { form, submit, isSaving, isDirty, restoredAt, discardDraft, conflict, reloadCurrent, isReloading };
}
