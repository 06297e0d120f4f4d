import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:build` (part of `npm test`): tests that run the real `npm run build` (a few minutes in all; they write
// .next/ and use both cores), kept out of the quick unit run (vitest.config.ts). One file at a time.
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./', import.meta.url)) },
  },
  test: {
    include: ['scripts/**/*.build-test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    fileParallelism: false,
  },
});
