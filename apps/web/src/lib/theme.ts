// Themes (docs/product.md §2/§4): five palettes, each light or dark, saved in localStorage as JSON {name, mode}.
// index.html applies the same key before first paint, so keep THEME_STORAGE_KEY, the names and the default in step
// with its inline script. mode null means nobody picked one yet: follow the system preference.
import { useSyncExternalStore } from 'react';

export const THEMES = ['earthy', 'forest', 'air', 'sea', 'midnight'] as const;
export type ThemeName = (typeof THEMES)[number];
export type ThemeMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'raiz-theme';
export const DEFAULT_THEME: ThemeName = 'forest';

export const THEME_LABELS: Record<ThemeName, string> = {
  earthy: 'Terra',
  forest: 'Floresta',
  air: 'Ar',
  sea: 'Mar',
  midnight: 'Meia-noite',
};

export interface ThemePreference {
  name: ThemeName;
  mode: ThemeMode | null;
}

export interface ThemeState {
  name: ThemeName;
  /** The mode on screen (the picked one, else the system's). */
  mode: ThemeMode;
  followsSystem: boolean;
}

const isThemeName = (v: unknown): v is ThemeName => THEMES.includes(v as ThemeName);
const isMode = (v: unknown): v is ThemeMode => v === 'light' || v === 'dark';

export function readThemePreference(): ThemePreference {
  try {
    const saved = JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null') as Partial<ThemePreference> | null;
    return {
      name: isThemeName(saved?.name) ? saved.name : DEFAULT_THEME,
      mode: isMode(saved?.mode) ? saved.mode : null,
    };
  } catch {
    return { name: DEFAULT_THEME, mode: null };
  }
}

function systemPrefersDark(): boolean {
  // No window when the public pages are prerendered at build (entry-prerender.tsx).
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
  );
}

function resolve(pref: ThemePreference): ThemeState {
  return {
    name: pref.name,
    mode: pref.mode ?? (systemPrefersDark() ? 'dark' : 'light'),
    followsSystem: pref.mode === null,
  };
}

export function applyTheme(theme: ThemeState): void {
  const el = document.documentElement;
  el.dataset.theme = theme.name;
  el.classList.toggle('dark', theme.mode === 'dark');
  el.style.colorScheme = theme.mode;
}

let preference = readThemePreference();
let state = resolve(preference);
const listeners = new Set<() => void>();

function commit(next: ThemePreference, save: boolean): void {
  preference = next;
  state = resolve(next);
  if (save) {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage disabled: the theme still applies for this visit.
    }
  }
  applyTheme(state);
  for (const listener of listeners) listener();
}

export function getTheme(): ThemeState {
  return state;
}

export function setThemeName(name: ThemeName): void {
  commit({ ...preference, name }, true);
}

/** Picks light or dark for good; null goes back to following the system. */
export function setThemeMode(mode: ThemeMode | null): void {
  commit({ ...preference, mode }, true);
}

export function toggleThemeMode(): void {
  setThemeMode(state.mode === 'dark' ? 'light' : 'dark');
}

/** Re-reads storage (another tab, or tests) and applies it. */
export function reloadTheme(): void {
  commit(readThemePreference(), false);
}

/** Follows system light/dark changes while nobody has picked a mode; returns the function that stops it. */
export function watchSystemTheme(): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const onChange = () => {
    if (preference.mode === null) commit(preference, false);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) reloadTheme();
  };
  query.addEventListener('change', onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    query.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * What the prerendered pages were rendered with: React hydrates with it (so the markup matches), then re-renders with
 * the saved theme. The colours never wait for that: index.html's script sets them before the first paint.
 */
const prerenderedTheme: ThemeState = { name: DEFAULT_THEME, mode: 'light', followsSystem: true };

export function useTheme(): ThemeState {
  return useSyncExternalStore(subscribe, getTheme, () => prerenderedTheme);
}
