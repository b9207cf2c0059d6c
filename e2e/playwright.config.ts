import { defineConfig } from '@playwright/test';
import chromium from '../tooling/chromium/launch.json';
import { SITE_URL } from './support/ports';

export default defineConfig({
  testDir: './tests',
  // One shared stack on a 2-core machine: run test files one at a time.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    // The visitors the tests play read Italian (a browser in English would be offered the
    // English site on the home page; the language offer's own test sets that).
    locale: 'it-IT',
    launchOptions: {
      // Debian's Chromium with the flags this machine's closed network needs (one list for
      // tests and benchmarks).
      executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
      args: chromium.args,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
