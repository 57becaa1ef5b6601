import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyTheme,
  DEFAULT_THEME,
  getTheme,
  readThemePreference,
  reloadTheme,
  setThemeMode,
  setThemeName,
  THEME_STORAGE_KEY,
  THEMES,
  toggleThemeMode,
  watchSystemTheme,
} from './theme';
import indexHtml from '../../index.html?raw';

// index.html applies the saved theme before the app loads; its script and lib/theme.ts must agree.
const prePaintScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)![1]!;

let systemDark = false;
const mediaListeners = new Set<() => void>();

function setSystemDark(dark: boolean) {
  systemDark = dark;
  for (const l of mediaListeners) l();
}

beforeEach(() => {
  systemDark = false;
  mediaListeners.clear();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('dark') && systemDark;
    },
    media: query,
    addEventListener: (_: string, l: () => void) => mediaListeners.add(l),
    removeEventListener: (_: string, l: () => void) => mediaListeners.delete(l),
  }));
  reloadTheme();
});
afterEach(() => vi.unstubAllGlobals());

function htmlState() {
  const el = document.documentElement;
  return { theme: el.dataset.theme, dark: el.classList.contains('dark'), scheme: el.style.colorScheme };
}

describe('themes (docs/product.md §2/§4)', () => {
  it('offers earthy, forest, air, sea and midnight', () => {
    expect(THEMES).toEqual(['earthy', 'forest', 'air', 'sea', 'midnight']);
  });

  it('follows the system light/dark preference until a person picks a mode', () => {
    expect(getTheme()).toEqual({ name: DEFAULT_THEME, mode: 'light', followsSystem: true });
    const stop = watchSystemTheme();
    setSystemDark(true);
    expect(getTheme().mode).toBe('dark');
    expect(htmlState().dark).toBe(true);
    setThemeMode('light');
    setSystemDark(true);
    expect(getTheme()).toMatchObject({ mode: 'light', followsSystem: false });
    stop();
  });

  it('saves the choice in localStorage as JSON {name, mode} and applies it to <html>', () => {
    setThemeName('sea');
    setThemeMode('dark');
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY)!)).toEqual({ name: 'sea', mode: 'dark' });
    expect(htmlState()).toEqual({ theme: 'sea', dark: true, scheme: 'dark' });
    toggleThemeMode();
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY)!)).toEqual({ name: 'sea', mode: 'light' });
    expect(htmlState()).toEqual({ theme: 'sea', dark: false, scheme: 'light' });
  });

  it('ignores a corrupt or unknown saved value', () => {
    localStorage.setItem(THEME_STORAGE_KEY, '{oops');
    expect(readThemePreference()).toEqual({ name: DEFAULT_THEME, mode: null });
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ name: 'neon', mode: 'sepia' }));
    expect(readThemePreference()).toEqual({ name: DEFAULT_THEME, mode: null });
  });

  it.each([
    [{ name: 'earthy', mode: 'dark' }, false],
    [{ name: 'midnight', mode: 'light' }, true],
    [{ name: 'air', mode: null }, true],
    [{ name: 'air', mode: null }, false],
    [null, true],
    ['garbage', false],
  ])('index.html pre-paint script applies %j (system dark: %s) exactly as the app does', (saved, dark) => {
    systemDark = dark;
    if (saved !== null)
      localStorage.setItem(THEME_STORAGE_KEY, typeof saved === 'string' ? saved : JSON.stringify(saved));
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.className = '';
    new Function(prePaintScript)();
    const fromScript = htmlState();
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.className = '';
    reloadTheme();
    applyTheme(getTheme());
    expect(htmlState()).toEqual(fromScript);
  });
});
