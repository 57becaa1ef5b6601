import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium-path.mjs';

// `npm run test:cluster` (scripts/test-cluster.ts) brings the cluster up and runs this config against its balancer;
// the normal e2e run (e2e/playwright.config.ts) leaves e2e/cluster out. One worker, in file order: the last test kills
// an instance. At 390 px, the phone most specs use.
const baseURL = process.env.CLUSTER_BASE_URL;
if (!baseURL) throw new Error('Rode com `npm run test:cluster`: ele sobe o cluster e define CLUSTER_BASE_URL.');

const launchOptions = { executablePath: chromiumPath(), args: chromiumArgs };

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Its own folder for traces and failure context, apart from the normal run's e2e/test-results.
  outputDir: 'test-results',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions,
  },
});
