/**
 * Editor mode (spec §2/§3): ONE shared mechanism the create/edit forms plug into.
 *
 * While a form's editor mode is on, the header becomes a thin bar with the form's text and the bottom bar becomes
 * "Cancelar" and "Salvar" ("Salvando..." while saving). The header's "Salvar" button of create/edit screens and the
 * bottom bar's "Salvar" both run the registered onSave.
 *
 * Usage in a form (react-hook-form shown; any form works):
 *
 *   const { isSaving } = useEditorMode({
 *     text: 'Novo projeto',                       // shown in the thin header bar
 *     active: formState.isDirty,                  // editor mode on once the person starts editing (default true)
 *     onSave: handleSubmit(submit),               // may return a promise: isSaving stays true until it settles
 *     onCancel: () => reset(),                    // or navigate back
 *     isSaving: mutation.isPending,               // optional: saving started by the form's own submit button
 *   });
 *
 * The registration lasts while the component is mounted: leaving the page turns editor mode off.
 */
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';

export interface EditorModeOptions {
  text: string;
  onSave: () => unknown;
  onCancel: () => void;
  /** Editor mode is on while true; the save handler stays registered either way (default true). */
  active?: boolean;
  /** Saving started outside the shell's buttons (e.g. the form's own submit). */
  isSaving?: boolean;
}

interface Registration {
  text: string;
  active: boolean;
  externalSaving: boolean;
  handlers: RefObject<EditorModeOptions>;
}

export interface EditorModeValue {
  /** Editor mode is on: the shell shows the thin header bar and Cancelar/Salvar. */
  isOn: boolean;
  text: string;
  isSaving: boolean;
  /** A form is registered: the header's "Salvar" has something to save. */
  canSave: boolean;
  save: () => Promise<void>;
  cancel: () => void;
  register: (registration: Registration) => () => void;
}

const EditorModeContext = createContext<EditorModeValue | null>(null);

export function EditorModeProvider({ children }: { children: ReactNode }) {
  const [registration, setRegistration] = useState<Registration | null>(null);
  const [saving, setSaving] = useState(false);
  const current = useRef<Registration | null>(null);
  const inFlight = useRef(false);

  const register = useCallback((next: Registration) => {
    current.current = next;
    setRegistration(next);
    return () => {
      if (current.current === next) {
        current.current = null;
        setRegistration(null);
      }
    };
  }, []);

  const save = useCallback(async () => {
    const reg = current.current;
    if (!reg || inFlight.current || reg.externalSaving) return;
    inFlight.current = true;
    setSaving(true);
    try {
      await reg.handlers.current.onSave();
    } catch (error) {
      console.error('Falha ao salvar:', error);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }, []);

  const cancel = useCallback(() => {
    current.current?.handlers.current.onCancel();
  }, []);

  const value = useMemo<EditorModeValue>(
    () => ({
      isOn: Boolean(registration?.active),
      text: registration?.text ?? '',
      isSaving: saving || Boolean(registration?.externalSaving),
      canSave: registration !== null,
      save,
      cancel,
      register,
    }),
    [registration, saving, save, cancel, register],
  );

  return <EditorModeContext.Provider value={value}>{children}</EditorModeContext.Provider>;
}

/** The shell's view of editor mode (header, bottom bar). */
export function useEditorModeState(): EditorModeValue {
  const value = useContext(EditorModeContext);
  if (!value) throw new Error('useEditorMode precisa estar dentro de <EditorModeProvider>.');
  return value;
}

/** A form plugs into editor mode; see the comment at the top of this file. */
export function useEditorMode(options: EditorModeOptions): { isOn: boolean; isSaving: boolean; save: () => Promise<void> } {
  const { register, isOn, isSaving, save } = useEditorModeState();
  const handlers = useRef(options);
  useLayoutEffect(() => {
    handlers.current = options;
  });
  const { text, active = true, isSaving: externalSaving = false } = options;
  // Layout effects: the header and the bottom bar switch in the same commit as the form that turned editor mode on
  // (no frame where the header's "Salvar" shows and is then replaced under a press).
  useLayoutEffect(
    () => register({ text, active, externalSaving, handlers }),
    [register, text, active, externalSaving],
  );
  return { isOn, isSaving, save };
}
