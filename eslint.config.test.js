// The import boundaries of eslint.config.js, checked on small sources: each forbidden import must be reported and
// each allowed one not, so a rule that stops matching (a renamed folder, a resolver change) fails here, not silently.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const boundaryRules = ['import/no-restricted-paths', 'no-restricted-imports'];
let eslint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The boundary problems ESLint reports for `code` as if it were the file at `filePath` (relative to the root). */
async function boundaryProblems(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal).toEqual([]);
  return result.messages.filter((m) => boundaryRules.includes(m.ruleId)).map((m) => m.message);
}

const importOf = (specifier) => `import { x } from '${specifier}';\nexport const y = x;\n`;

// Real files to import, found in the tree as it is, so the test follows renames.
const modulesDir = path.join(root, 'apps/server/src/modules');
const sourceFiles = (dir) => fs.readdirSync(dir).filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f));
const modules = fs.readdirSync(modulesDir).filter((m) => fs.statSync(path.join(modulesDir, m)).isDirectory());
const withService = modules.find((m) => sourceFiles(path.join(modulesDir, m)).some((f) => f.endsWith('.service.ts')));
const serviceFile = sourceFiles(path.join(modulesDir, withService)).find((f) => f.endsWith('.service.ts'));
const routesFile = sourceFiles(path.join(modulesDir, withService)).find((f) => f.endsWith('.routes.ts'));
const otherModule = modules.find((m) => m !== withService && m !== 'content-common');
const pluginFile = sourceFiles(path.join(root, 'apps/server/src/plugins'))[0];

describe('packages, by name or by path', () => {
  it.each([
    ['packages/domain/src/probe.ts', '@raiz/server/src/app.ts'],
    ['packages/domain/src/probe.ts', '@raiz/server'],
    ['packages/domain/src/probe.ts', '@raiz/recovery'],
    ['packages/domain/src/probe.ts', '@raiz/server-kit/csv'],
    ['packages/domain/src/probe.ts', '@raiz/web/src/main.tsx'],
    ['packages/server-kit/src/probe.ts', '@raiz/server/src/app.ts'],
    ['packages/server-kit/src/probe.ts', '@raiz/recovery/db/client'],
    ['apps/web/src/features/probe/probe.ts', '@raiz/server/src/app.ts'],
    ['apps/web/src/lib/probe.ts', '@raiz/server-kit/logging'],
    ['apps/web/src/app/probe.tsx', '@raiz/recovery'],
    ['apps/recovery/src/probe.ts', '@raiz/server/src/app.ts'],
    // and the same reached by relative paths
    ['packages/domain/src/probe.ts', '../../../apps/server/src/app.ts'],
    ['packages/domain/src/probe.ts', '../../server-kit/src/csv.ts'],
    ['packages/server-kit/src/probe.ts', '../../../apps/recovery/src/app.ts'],
    ['apps/web/src/lib/probe.ts', '../../../../packages/server-kit/src/csv.ts'],
    ['apps/recovery/src/probe.ts', '../../server/src/app.ts'],
  ])('%s may not import %s', async (file, specifier) => {
    expect(await boundaryProblems(file, importOf(specifier))).toHaveLength(1);
  });

  it.each([
    ['packages/domain/src/probe.ts', './cpf.ts'],
    ['packages/server-kit/src/probe.ts', '@raiz/domain'],
    ['apps/web/src/features/probe/probe.ts', '@raiz/domain'],
    ['apps/server/src/probe.ts', '@raiz/server-kit/app-error'],
    ['apps/server/src/probe.ts', '@raiz/recovery'],
    ['apps/recovery/src/probe.ts', '@raiz/server-kit/error-handler'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await boundaryProblems(file, importOf(specifier))).toEqual([]);
  });
});

describe('zones inside the server', () => {
  it('plugins do not import modules', async () => {
    const problems = await boundaryProblems(
      'apps/server/src/plugins/probe.ts',
      importOf(`../modules/${withService}/${serviceFile}`),
    );
    expect(problems).toEqual([expect.stringContaining('plugins/ não importa modules/')]);
  });

  it('a module imports another only through its declared entries (services)', async () => {
    const file = `apps/server/src/modules/${otherModule}/probe.ts`;
    expect(routesFile).toBeDefined();
    expect(await boundaryProblems(file, importOf(`../${withService}/${routesFile}`))).toEqual([
      expect.stringContaining('Um módulo só importa outro'),
    ]);
    expect(await boundaryProblems(file, importOf(`../${withService}/${serviceFile}`))).toEqual([]);
  });

  it('a module imports its own files and the plugins', async () => {
    const file = `apps/server/src/modules/${withService}/probe.ts`;
    expect(await boundaryProblems(file, importOf(`./${routesFile}`))).toEqual([]);
    expect(await boundaryProblems(file, importOf(`../../plugins/${pluginFile}`))).toEqual([]);
  });

  it('tests drive the whole app and may import across modules', async () => {
    const problems = await boundaryProblems(
      'apps/server/src/plugins/probe.test.ts',
      importOf(`../modules/${withService}/${routesFile}`),
    );
    expect(problems).toEqual([]);
  });
});
