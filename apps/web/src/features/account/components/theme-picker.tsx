import { THEME_LABELS, THEMES, setThemeMode, setThemeName, useTheme, type ThemeMode } from '../../../lib/theme';

const modes: { value: ThemeMode | 'system'; label: string }[] = [
  { value: 'light', label: 'Claro' },
  { value: 'dark', label: 'Escuro' },
  { value: 'system', label: 'Automático' },
];

const option =
  'flex cursor-pointer items-center gap-3 rounded-xl border border-border bg-surface p-3 transition-colors hover:bg-surface-2 ' +
  'has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:outline-3 ' +
  'has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2';

/** The five themes × light/dark of docs/product.md §2; the choice is saved in this browser. */
export function ThemePicker() {
  const theme = useTheme();
  const currentMode = theme.followsSystem ? 'system' : theme.mode;
  return (
    <div className="flex flex-col gap-6">
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-fg">Tema</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {THEMES.map((name) => (
            <label key={name} className={option}>
              <input
                type="radio"
                name="theme-name"
                value={name}
                checked={theme.name === name}
                onChange={() => setThemeName(name)}
                className="sr-only"
              />
              {/* The swatch paints itself with that theme's own variables. */}
              <span
                aria-hidden="true"
                data-theme={name}
                className={`flex h-8 w-8 shrink-0 overflow-hidden rounded-full border border-border ${theme.mode === 'dark' ? 'dark' : ''}`}
              >
                <span className="h-full w-1/2 bg-primary" />
                <span className="h-full w-1/2 bg-accent" />
              </span>
              <span className="text-sm font-medium text-fg">{THEME_LABELS[name]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-fg">Modo</legend>
        <div className="grid grid-cols-3 gap-2 sm:max-w-md">
          {modes.map(({ value, label }) => (
            <label key={value} className={`${option} justify-center`}>
              <input
                type="radio"
                name="theme-mode"
                value={value}
                checked={currentMode === value}
                onChange={() => setThemeMode(value === 'system' ? null : value)}
                className="sr-only"
              />
              <span className="text-sm font-medium text-fg">{label}</span>
            </label>
          ))}
        </div>
        <p className="mt-2 text-sm text-muted">“Automático” segue a preferência de claro ou escuro do seu aparelho.</p>
      </fieldset>
    </div>
  );
}
