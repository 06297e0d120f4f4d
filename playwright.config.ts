import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';
import {
  E2E_BASE_OUT,
  E2E_BASE_PATH,
  E2E_BASE_PORT,
  E2E_FIXTURE_OUT,
  E2E_FIXTURE_PORT,
  E2E_PORT,
  E2E_VERSIONED_OUT,
  E2E_VERSIONED_PORT,
  FIXTURE_SITE,
  SITE,
  VERSIONED_SITE,
} from './tests/e2e-env';

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  // tests/dev/ runs against `next dev` (playwright.dev.config.ts).
  testIgnore: 'dev/**',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // CI runs on 2 shared cores: assertions get 3× the time they need on an idle machine.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: SITE,
    launchOptions: chromiumLaunchOptions,
  },
  // Each site server is stopped with SIGTERM (Playwright's default is SIGKILL), so it exits through its exit
  // handlers and removes its folder of compressed copies (scripts/server/compressed-copies.ts).
  webServer: [
    {
      command: `npx tsx scripts/serve.ts --dir out --port ${E2E_PORT}`,
      url: `${SITE}/`,
      reuseExistingServer: false,
      timeout: 30000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    },
    {
      command: `npx tsx scripts/serve.ts --dir ${E2E_BASE_OUT} --port ${E2E_BASE_PORT} --base ${E2E_BASE_PATH}`,
      url: `http://127.0.0.1:${E2E_BASE_PORT}${E2E_BASE_PATH}`,
      reuseExistingServer: false,
      timeout: 30000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    },
    {
      command: `npx tsx scripts/serve.ts --dir ${E2E_VERSIONED_OUT} --port ${E2E_VERSIONED_PORT}`,
      url: `${VERSIONED_SITE}/`,
      reuseExistingServer: false,
      timeout: 30000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    },
    {
      command: `npx tsx scripts/serve.ts --dir ${E2E_FIXTURE_OUT} --port ${E2E_FIXTURE_PORT} --base /`,
      url: `${FIXTURE_SITE}/`,
      reuseExistingServer: false,
      timeout: 30000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    },
  ],
});
