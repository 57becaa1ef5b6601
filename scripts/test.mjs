// `npm test`: typecheck, lint, unit + integration tests (Vitest), end-to-end (Playwright in Chromium),
// then one summary line "N passed, N failed". Exit code 1 when anything failed.
import fs from 'node:fs';
import path from 'node:path';
import { ensureDependencies, ensureWebBuild, root, run } from './ensure-ready.mjs';
import { chromiumPath } from '../e2e/chromium-path.mjs';

ensureDependencies();
const outDir = path.join(root, 'test-results');
fs.mkdirSync(outDir, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
// Names of the tests that failed, and of those that passed only when retried (CI retries once and says so).
const failedTests = [];
const flakyTests = [];
const retry = process.env.CI ? ['--retry=1'] : [];

function step(name, cmd, args, options) {
  console.log(`\n▶ ${name}`);
  const code = run(cmd, args, options);
  if (code === 0) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
  return code;
}

function collectPlaywright(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = `e2e › ${test.projectName} › ${spec.file} › ${spec.title}`;
        if (test.status === 'unexpected') failedTests.push(name);
        else if (test.status === 'flaky') flakyTests.push(name);
      }
    }
    collectPlaywright(suite.suites ?? []);
  }
}

// Time spent in each Playwright spec file: its tests' runs summed over the projects (widths) and retries.
function playwrightFileTimes(suites, times = new Map()) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      const name = `e2e › ${spec.file}`;
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) times.set(name, (times.get(name) ?? 0) + (result.duration ?? 0));
    }
    playwrightFileTimes(suite.suites ?? [], times);
  }
  return times;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

step('typecheck (tsc -b)', 'npx', ['tsc', '-b']);
step('lint (eslint)', 'npx', ['eslint', '.', '--max-warnings', '0']);

console.log('\n▶ unit and integration tests (vitest)');
const vitestJson = path.join(outDir, 'vitest.json');
fs.rmSync(vitestJson, { force: true });
const vitestOutcomes = path.join(outDir, 'vitest-outcomes.json');
fs.rmSync(vitestOutcomes, { force: true });
const vitestCode = run(
  'npx',
  [
    'vitest',
    'run',
    ...retry,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
    '--reporter=./scripts/vitest-outcomes.mjs',
  ],
  { env: { ...process.env, VITEST_OUTCOMES_FILE: vitestOutcomes } },
);
const vitest = readJson(vitestJson);
const outcomes = readJson(vitestOutcomes);
if (outcomes) {
  failedTests.push(...outcomes.failed);
  flakyTests.push(...outcomes.flaky);
}
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  if (vitest.numFailedTests > 0) failures.push(`vitest: ${vitest.numFailedTests} failed`);
}
if (vitestCode !== 0 && (!vitest || vitest.numFailedTests === 0)) {
  failed += 1;
  failures.push('vitest did not complete (a test file failed to load?)');
}

// Each test file's time (setup included), Vitest and Playwright, for the "slowest files" list at the end.
const fileTimes = [...(outcomes?.files ?? [])];

const chrome = chromiumPath();
if (!chrome) {
  failed += 1;
  failures.push('e2e: no Chromium');
  console.error(
    '\n✖ Chromium não encontrado para os testes de ponta a ponta.\n' +
      '  Instale com:  sudo apt-get install -y chromium   (fica em /usr/bin/chromium)\n' +
      '  ou aponte um existente:  CHROME_PATH=/caminho/do/chrome npm test',
  );
} else {
  ensureWebBuild();
  step('first-screen budget and prerendered pages (bench/bundle.mjs: JS of / and /auth ≤ 95 KB gzip)', 'node', [
    'bench/bundle.mjs',
    '--no-build',
  ]);
  console.log('\n▶ end-to-end tests (playwright, Chromium)');
  const pwJson = path.join(outDir, 'playwright.json');
  fs.rmSync(pwJson, { force: true });
  const pwCode = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: { ...process.env, CHROME_PATH: chrome, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson },
  });
  const report = readJson(pwJson);
  const stats = report?.stats;
  collectPlaywright(report?.suites ?? []);
  for (const [file, ms] of playwrightFileTimes(report?.suites ?? [])) fileTimes.push({ file, ms });
  if (stats) {
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
    if (stats.unexpected > 0) failures.push(`playwright: ${stats.unexpected} failed`);
  }
  if (pwCode !== 0 && (!stats || stats.unexpected === 0)) {
    failed += 1;
    failures.push('playwright did not complete');
  }
}

if (fileTimes.length) {
  console.log('\nOs 10 arquivos de teste mais lentos:');
  for (const { file, ms } of fileTimes.sort((a, b) => b.ms - a.ms).slice(0, 10))
    console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
}
if (failures.length) console.log(`\nFalhas: ${failures.join('; ')}`);
fs.writeFileSync(
  path.join(outDir, 'summary.json'),
  JSON.stringify({ passed, failed, skipped, failedTests, flakyTests }),
);
for (const name of flakyTests) console.log(`instável (passou na 2ª tentativa): ${name}`);
for (const name of failedTests) console.log(`falhou: ${name}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
