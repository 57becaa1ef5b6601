import fs from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = fs.existsSync('apps/web/src/features')
  ? fs.readdirSync('apps/web/src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

// Imports go one way (CONVENTIONS.md): domain ← server/recovery/web; inside web,
// components/lib/config ← features ← app, and a feature never imports another feature.
const boundaries = [
  { target: './packages/domain', from: './apps', message: 'O domínio não depende de apps.' },
  { target: './apps/server', from: './apps/web', message: 'O servidor não importa a web.' },
  { target: './apps/recovery', from: './apps/server', message: 'A API de recuperação é independente.' },
  { target: './apps/recovery', from: './apps/web', message: 'A API de recuperação é independente.' },
  { target: './apps/web', from: './apps/server', message: 'A web não importa o servidor.' },
  { target: './apps/web', from: './apps/recovery', message: 'A web não importa a API de recuperação.' },
  ...['components', 'lib', 'config'].flatMap((layer) => [
    { target: `./apps/web/src/${layer}`, from: './apps/web/src/features', message: `${layer}/ não importa features/.` },
    { target: `./apps/web/src/${layer}`, from: './apps/web/src/app', message: `${layer}/ não importa app/.` },
  ]),
  { target: './apps/web/src/features', from: './apps/web/src/app', message: 'features/ não importa app/.' },
  ...webFeatures.map((f) => ({
    target: `./apps/web/src/features/${f}`,
    from: './apps/web/src/features',
    except: [`./${f}`],
    message: 'Uma feature não importa outra: combine-as em app/.',
  })),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/drizzle/**', 'data/**', '**/test-results/**', '**/*.gen.*', 'bench/.out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      'import/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
