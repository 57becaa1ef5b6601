import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// A fresh data directory each run: the real server migrates it and seeds its demo accounts. Kept in the environment,
// so the workers (which load this file again) use the same one: the fixtures note there whom to delete at the end.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'raiz-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const root = path.resolve(import.meta.dirname, '..');

// The specs that check what changes with the width, so they run at both: the header's height per breakpoint and the
// toasts' width (navigation), the bottom bar, editor bar, version label and the shell's axe check (shell), boxes that
// must not overlap or leave the view (forms-and-results), the sign-in page fitting the screen (idp), the maps
// (map) and the registry's cards and pages (registry). The other specs drive the same markup at any width.
const layoutSpecs = /tests\/(navigation|shell|forms-and-results|idp|map|registry)\.spec\.ts/;

const launchOptions = {
  executablePath: chromiumPath(),
  args: chromiumArgs,
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The cluster's spec runs only through `npm run test:cluster`, which brings the cluster up (cluster/playwright.config.ts).
  // An absolute pattern: a relative one ("cluster/**") also matches a checkout that lives in a folder named cluster.
  testIgnore: path.join(import.meta.dirname, 'cluster', '**'),
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // CI retries a failed test once; scripts/test.mjs names every test that passed only on the retry.
  retries: process.env.CI ? 1 : 0,
  // Generous: on a busy 2-core machine with Debian's Chromium 156 a page took ~2 s and a long spec ~1 min (2026-11-27);
  // a limit is a guard against a hang, not a measure of speed (benchmarks measure speed).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // Deletes the people the fixtures created (fixtures/created-people.ts).
  globalTeardown: './global-teardown.ts',
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: { baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', trace: 'retain-on-failure', launchOptions },
  // Every spec runs at 390 px (the phone in the field); the layout specs run at 1280 px too.
  projects: [
    { name: 'mobile-390', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, launchOptions } },
    {
      name: 'desktop-1280',
      grep: layoutSpecs,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  // The app as server.ts starts it, plus the people factory the fixtures make people with (fixtures/people.ts); it
  // runs only with RAIZ_E2E_PEOPLE_FACTORY=on, in demo mode, on loopback (apps/server/src/test/people-factory.ts).
  webServer: {
    command: `${process.execPath} --import tsx apps/server/src/test/e2e-server.ts`,
    cwd: root,
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RAIZ_E2E_PEOPLE_FACTORY: 'on',
    },
  },
});
