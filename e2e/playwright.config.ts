import { defineConfig } from '@playwright/test';
import { DEFAULT_LAUNCH } from './browser';
import { presetConsentState } from './support';

/**
 * End-to-end tests in Debian's Chromium (its headless shell where installed: e2e/browser.ts) against both built
 * services. `npm test` (scripts/test.mjs) starts the services on free ports with fresh databases and passes them in
 * E2E_WEB_PORT / E2E_API_PORT.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '../test-results/e2e-results.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: DEFAULT_LAUNCH,
    // No traces by default: recording costs the browser about a third of its CPU time on this 2-core machine (the a11y
    // sweep took 101 s with a full trace, 81 s with DOM snapshots only, 74 s without). To debug a failure, run the
    // spec again with `--trace retain-on-failure`; a failed test keeps its screenshot either way.
    trace: 'off',
    screenshot: 'only-on-failure',
    // Cookie consent: every page starts with a valid consent, so no dialog covers the page under test.
    storageState: presetConsentState(),
  },
  projects: [
    // Specs that change what every other spec sees run as main's teardown: after main, even when it failed.
    // consent-cms.spec.ts changes a site's consent configuration (the dialog would show up in tests running at the
    // same time); offer-import.spec.ts imports the newest offer of brand A (first on its career page).
    // editors.spec.ts runs in main: its banner opens only on a page of its own, so no other spec sees it.
    {
      name: 'main',
      testIgnore: ['**/consent-cms.spec.ts', '**/offer-import.spec.ts', '**/job-agents.spec.ts', '**/faults.spec.ts'],
      teardown: 'after-main',
    },
    { name: 'after-main', testMatch: ['**/consent-cms.spec.ts', '**/offer-import.spec.ts', '**/job-agents.spec.ts'] },
    // Database faults: takes the database away from the running web server through the relay
    // E2E_PG_RELAY steers, so `npm test` runs it on its own after the other specs of the PostgreSQL pass.
    ...(process.env.E2E_PG_RELAY ? [{ name: 'faults', testMatch: '**/faults.spec.ts' }] : []),
  ],
});
