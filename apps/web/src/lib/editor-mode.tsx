/**
 * Editor mode (docs/product.md §2/§3): ONE shared mechanism the create/edit forms plug into.
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
 *     hasChanges: () => …,                        // optional: read when leaving (default: `active`)
 *     onDiscard: () => …,                         // optional: throws the changes away (draft included)
 *   });
 *
 * The registration lasts while the component is mounted: leaving the page turns editor mode off.
 *
 * Nothing typed is lost by accident: while the form has changes, Cancelar, any in-app navigation (links, navigate(),
 * the browser's Back and Forward) ask "Descartar alterações?" first, and closing or reloading the tab gets the
 * browser's own warning. The app uses a declarative router (no data router, so no useBlocker): the guard wraps the
 * router's navigator for everything under the provider and puts Back/Forward back until the person confirms.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { UNSAFE_NavigationContext, useLocation, type Navigator } from 'react-router';

// Radix's dialog stays out of the first screen: loaded when a form first turns editor mode on.
const loadConfirmDialog = () => import('../components/ui/confirm-dialog');
const ConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })));

export interface EditorModeOptions {
  text: string;
  onSave: () => unknown;
  onCancel: () => void;
  /** Editor mode is on while true; the save handler stays registered either way (default true). */
  active?: boolean;
  /** Saving started outside the shell's buttons (e.g. the form's own submit). */
  isSaving?: boolean;
  /** Whether leaving now would lose something, read at that moment (default: `active`). */
  hasChanges?: () => boolean;
  /** Throws the changes away before an in-app navigation the person confirmed (Cancelar runs onCancel instead). */
  onDiscard?: () => void;
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

// Back/Forward must be seen before the router's own popstate listener, which would already show the previous page.
// Listeners on window run in the order they were added and the router adds its own when it first renders, so this
// one is added when the module loads, and hands the event to the mounted provider.
let popStateGuard: ((event: PopStateEvent) => void) | null = null;
if (typeof window !== 'undefined') window.addEventListener('popstate', (event) => popStateGuard?.(event));

export function EditorModeProvider({ children }: { children: ReactNode }) {
  const [registration, setRegistration] = useState<Registration | null>(null);
  const [saving, setSaving] = useState(false);
  /** The leave waiting for "Descartar"; null while nothing is asked. */
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
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

  const hasChanges = useCallback(() => {
    const reg = current.current;
    if (!reg) return false;
    return reg.handlers.current.hasChanges?.() ?? reg.active;
  }, []);

  /** Runs `leave` at once when nothing would be lost, else after the person confirms the discard. */
  const confirmLeave = useCallback(
    (leave: () => void) => (hasChanges() ? setPendingLeave(() => leave) : leave()),
    [hasChanges],
  );

  const cancel = useCallback(() => {
    const reg = current.current;
    if (reg) confirmLeave(() => reg.handlers.current.onCancel());
  }, [confirmLeave]);

  /** An in-app navigation: discard first, so the page left behind holds no draft. */
  const guardNavigation = useCallback(
    (go: () => void) =>
      confirmLeave(() => {
        if (hasChanges()) current.current?.handlers.current.onDiscard?.();
        go();
      }),
    [confirmLeave, hasChanges],
  );

  // Links and navigate() of every screen under the provider go through the guarded navigator.
  const navigation = useContext(UNSAFE_NavigationContext);
  const guardedNavigation = useMemo(() => {
    const { navigator } = navigation;
    // Everything else (createHref, encodeLocation…) is the router's own.
    const guarded = Object.create(navigator) as Navigator;
    guarded.push = (...args) => guardNavigation(() => navigator.push(...args));
    guarded.replace = (...args) => guardNavigation(() => navigator.replace(...args));
    guarded.go = (delta) => guardNavigation(() => navigator.go(delta));
    return { ...navigation, navigator: guarded };
  }, [navigation, guardNavigation]);

  // Back and Forward have already moved when popstate fires: move back (unseen by the router), ask, then redo the move.
  const { key: locationKey } = useLocation();
  const entryIndex = useRef<number | undefined>(undefined);
  useEffect(() => {
    entryIndex.current = historyIndex(window.history.state);
  }, [locationKey]);
  useEffect(() => {
    let restoring = false;
    popStateGuard = (event: PopStateEvent) => {
      if (restoring) {
        restoring = false;
        event.stopImmediatePropagation();
        return;
      }
      const from = entryIndex.current;
      const to = historyIndex(event.state);
      // Without the router's entry index the move cannot be undone: let it through (the draft keeps the typing).
      if (!hasChanges() || from === undefined || to === undefined || from === to) return;
      event.stopImmediatePropagation();
      restoring = true;
      window.history.go(from - to);
      guardNavigation(() => window.history.go(to - from));
    };
    return () => {
      popStateGuard = null;
    };
  }, [hasChanges, guardNavigation]);

  // Closing or reloading the tab: the browser asks in its own words.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasChanges()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasChanges]);

  const isOn = Boolean(registration?.active);
  useEffect(() => {
    if (isOn) void loadConfirmDialog();
  }, [isOn]);

  const value = useMemo<EditorModeValue>(
    () => ({
      isOn,
      text: registration?.text ?? '',
      isSaving: saving || Boolean(registration?.externalSaving),
      canSave: registration !== null,
      save,
      cancel,
      register,
    }),
    [isOn, registration, saving, save, cancel, register],
  );

  return (
    <EditorModeContext.Provider value={value}>
      <UNSAFE_NavigationContext.Provider value={guardedNavigation}>{children}</UNSAFE_NavigationContext.Provider>
      {pendingLeave && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => {
              if (!open) setPendingLeave(null);
            }}
            title="Descartar alterações?"
            description="O que você mudou neste formulário ainda não foi salvo e será perdido, inclusive o rascunho guardado neste navegador."
            confirmLabel="Descartar"
            cancelLabel="Continuar editando"
            destructive
            onConfirm={pendingLeave}
          />
        </Suspense>
      )}
    </EditorModeContext.Provider>
  );
}

/** The index React Router keeps in each of its history entries (`idx`), or undefined for a foreign entry. */
function historyIndex(state: unknown): number | undefined {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

/** The shell's view of editor mode (header, bottom bar). */
export function useEditorModeState(): EditorModeValue {
  const value = useContext(EditorModeContext);
  if (!value) throw new Error('useEditorMode precisa estar dentro de <EditorModeProvider>.');
  return value;
}

/** A form plugs into editor mode; see the comment at the top of this file. */
export function useEditorMode(options: EditorModeOptions): {
  isOn: boolean;
  isSaving: boolean;
  save: () => Promise<void>;
} {
  const { register, isOn, isSaving, save } = useEditorModeState();
  const handlers = useRef(options);
  useLayoutEffect(() => {
    handlers.current = options;
  });
  const { text, active = true, isSaving: externalSaving = false } = options;
  // Layout effects: the header and the bottom bar switch in the same commit as the form that turned editor mode on
  // (no frame where the header's "Salvar" shows and is then replaced under a press).
  useLayoutEffect(() => register({ text, active, externalSaving, handlers }), [register, text, active, externalSaving]);
  return { isOn, isSaving, save };
}
