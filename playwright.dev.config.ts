import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';

// The author's view: `next dev` on a copy of the docs (scripts/dev-for-e2e.mjs), driven by the system Chromium.
// One worker: the tests edit files the one dev server watches. The dev server compiles a route on its first
// request (about 40 s for the docs route on an idle 2-core machine), hence the long timeouts.
const port = Number(process.env.E2E_DEV_PORT ?? 4190);

export default defineConfig({
  testDir: 'tests/dev',
  testMatch: '**/*.spec.ts',
  workers: 1,
  retries: 0,
  timeout: 360_000,
  expect: { timeout: 150_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    navigationTimeout: 240_000,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `node scripts/dev-for-e2e.mjs ${port}`,
    url: `http://127.0.0.1:${port}/next/usage/monorepo`,
    reuseExistingServer: false,
    timeout: 300_000,
  },
});
