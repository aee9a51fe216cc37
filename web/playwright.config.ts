import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium against a running api (started by ops/test); no
// browser is ever downloaded.
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-artifacts/results',
  workers: 1,
  // One retry: a journey that passes only on its retry is reported as flaky at the end of ops/test.
  retries: 1,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: process.env.STOPA_E2E_URL ?? 'http://127.0.0.1:18081',
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Czech date inputs (DD.MM.YYYY), as a Czech clerk's browser shows them.
        '--lang=cs-CZ',
      ],
    },
  },
});
