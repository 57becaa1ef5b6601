// Toasts (docs/product.md §4 and §9): one visible at a time; a dismissed toast is marked closed, then removed after 5000 ms.
// A tiny store of our own (the reducer semantics the spec describes) so the first screen carries no toast library.
import { useSyncExternalStore } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 5000;
/** How long an open toast stays before it dismisses itself (the Toaster pauses it while hovered or focused). */
export const TOAST_DURATION = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: string;
  title?: string;
  description?: string;
  action?: ToastAction;
  variant: ToastVariant;
  open: boolean;
  duration: number;
}

export interface ToastState {
  toasts: Toast[];
}

export type ToastActionType =
  | { type: 'ADD_TOAST'; toast: Toast }
  | { type: 'UPDATE_TOAST'; toast: Partial<Toast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/** Pure state transitions; the removal timer lives in dispatch. Without an id, dismiss/remove apply to all. */
export function toastReducer(state: ToastState, action: ToastActionType): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatchToast({ type: 'REMOVE_TOAST', toastId: id });
    }, TOAST_REMOVE_DELAY),
  );
}

export function dispatchToast(action: ToastActionType): void {
  if (action.type === 'DISMISS_TOAST') {
    for (const t of state.toasts) if (action.toastId === undefined || t.id === action.toastId) scheduleRemoval(t.id);
  }
  if (action.type === 'REMOVE_TOAST') {
    for (const [id, timer] of removeTimers) {
      if (action.toastId === undefined || id === action.toastId) {
        clearTimeout(timer);
        removeTimers.delete(id);
      }
    }
  }
  state = toastReducer(state, action);
  for (const listener of listeners) listener();
}

export interface ToastInput {
  title?: string;
  description?: string;
  action?: ToastAction;
  variant?: ToastVariant;
  duration?: number;
}

/** Shows a toast (replacing the one on screen). */
export function toast(input: ToastInput): { id: string; dismiss: () => void; update: (fields: ToastInput) => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  dispatchToast({
    type: 'ADD_TOAST',
    toast: { variant: 'default', duration: TOAST_DURATION, ...input, id, open: true },
  });
  return {
    id,
    dismiss: () => dispatchToast({ type: 'DISMISS_TOAST', toastId: id }),
    update: (fields) => dispatchToast({ type: 'UPDATE_TOAST', toast: { ...fields, id } }),
  };
}

export function dismissToast(toastId?: string): void {
  dispatchToast({ type: 'DISMISS_TOAST', toastId });
}

export function getToastState(): ToastState {
  return state;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribeToasts, getToastState, getToastState).toasts;
}
