import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';
import {
  E2E_BASE_OUT,
  E2E_BASE_PATH,
  E2E_BASE_PORT,
  E2E_DOCUSAURUS_OUT,
  E2E_DOCUSAURUS_PORT,
  DOCUSAURUS_SITE,
  E2E_FIXTURE_OUT,
  E2E_FIXTURE_PORT,
  E2E_PORT,
  FIXTURE_SITE,
  SITE,
} from './tests/e2e-env';

/**
 * One built site served by scripts/serve.ts. Stopped with SIGTERM (Playwright's default is SIGKILL), so the
 * server exits through its exit handlers and removes its folder of compressed copies
 * (scripts/server/compressed-copies.ts).
 */
function siteServer(args: string, url: string) {
  return {
    command: `npx tsx scripts/serve.ts ${args}`,
    url,
    reuseExistingServer: false,
    timeout: 30000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5000 },
  };
}

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
  webServer: [
    siteServer(`--dir out --port ${E2E_PORT}`, `${SITE}/`),
    siteServer(
      `--dir ${E2E_BASE_OUT} --port ${E2E_BASE_PORT} --base ${E2E_BASE_PATH}`,
      `http://127.0.0.1:${E2E_BASE_PORT}${E2E_BASE_PATH}`,
    ),
    siteServer(`--dir ${E2E_FIXTURE_OUT} --port ${E2E_FIXTURE_PORT} --base /`, `${FIXTURE_SITE}/`),
    siteServer(`--dir ${E2E_DOCUSAURUS_OUT} --port ${E2E_DOCUSAURUS_PORT} --base /`, `${DOCUSAURUS_SITE}/`),
  ],
});
