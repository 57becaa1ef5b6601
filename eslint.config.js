import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Paths resolve from this file's folder, so the zones hold whatever folder ESLint runs from.
const root = import.meta.dirname;
const subfolders = (dir) =>
  fs.existsSync(path.join(root, dir))
    ? fs
        .readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
const webFeatures = subfolders('apps/web/src/features');
const serverModules = subfolders('apps/server/src/modules');

/**
 * What a server module may import from another: its services (`*.service.ts`, plain functions of (db, input)), its
 * content resource's declaration (`*.resource.ts`, listed by content-common/manifest.ts), its shared types
 * (`*.types.ts`), the content kit every content resource is built on, and the files listed here by name.
 */
const declaredModuleEntries = [
  ...serverModules.flatMap((m) =>
    fs
      .readdirSync(path.join(root, 'apps/server/src/modules', m))
      .filter((file) => /\.(service|types|resource)\.ts$/.test(file))
      .map((file) => `./${m}/${file}`),
  ),
  './content-common',
  './auth/login-user.ts',
  './auth/auth-cookies.ts',
  './dashboard/indicators.ts',
];

// Imports go one way (CONVENTIONS.md): domain ← server-kit ← server/recovery, domain ← web; inside web,
// components/lib/config ← features ← app, and a feature never imports another feature; inside the server,
// modules → plugins and never back, and a module reaches another only through its declared entries.
const boundaries = [
  {
    target: './packages/domain',
    from: ['./apps', './packages/server-kit'],
    message: 'O domínio não depende de apps nem do kit do servidor.',
  },
  { target: './packages/server-kit', from: './apps', message: 'O kit do servidor não depende de apps.' },
  { target: './apps/server', from: './apps/web', message: 'O servidor não importa a web.' },
  { target: './apps/recovery', from: './apps/server', message: 'A API de recuperação é independente.' },
  { target: './apps/recovery', from: './apps/web', message: 'A API de recuperação é independente.' },
  { target: './apps/web', from: './apps/server', message: 'A web não importa o servidor.' },
  { target: './apps/web', from: './apps/recovery', message: 'A web não importa a API de recuperação.' },
  { target: './apps/web', from: './packages/server-kit', message: 'A web não importa o kit do servidor.' },
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

/** Zones inside the server. Tests are exempt: they drive the whole app (buildApp) and share its test helpers. */
const serverZones = [
  {
    target: './apps/server/src/plugins',
    from: './apps/server/src/modules',
    message: 'plugins/ não importa modules/: um módulo usa plugins, não o contrário.',
  },
  ...serverModules.map((m) => ({
    target: `./apps/server/src/modules/${m}`,
    from: './apps/server/src/modules',
    except: [...new Set([`./${m}`, ...declaredModuleEntries])],
    message:
      'Um módulo só importa outro por seus serviços (*.service.ts), recursos (*.resource.ts), tipos (*.types.ts) ou o que eslint.config.js declara.',
  })),
];

/** Package names reach around the path zones above (node_modules/@raiz/* are links), so each package lists its own. */
const forbiddenPackages = {
  'packages/domain': ['@raiz/server', '@raiz/recovery', '@raiz/web', '@raiz/e2e', '@raiz/server-kit'],
  'packages/server-kit': ['@raiz/server', '@raiz/recovery', '@raiz/web', '@raiz/e2e'],
  'apps/web': ['@raiz/server', '@raiz/recovery', '@raiz/e2e', '@raiz/server-kit'],
  'apps/recovery': ['@raiz/server', '@raiz/web', '@raiz/e2e'],
  'apps/server': ['@raiz/web', '@raiz/e2e'],
};
const packageBoundaries = Object.entries(forbiddenPackages).map(([dir, names]) => ({
  files: [`${dir}/**/*.{ts,tsx,js,mjs}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: names.flatMap((name) => [name, `${name}/**`]),
            message: `${dir} não importa este pacote (fronteiras em eslint.config.js).`,
          },
        ],
      },
    ],
  },
}));

const testFiles = ['**/*.test.{ts,tsx}', 'apps/server/src/test/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/drizzle/**',
      'data/**',
      '**/test-results/**',
      '**/*.gen.*',
      'bench/.out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: [...boundaries, ...serverZones] }],
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
  {
    files: testFiles,
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: boundaries }] },
  },
  ...packageBoundaries,
);
