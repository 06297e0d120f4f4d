import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./', import.meta.url)) },
      // 'server-only' throws outside React Server Components; unit tests run the same modules in Node.
      { find: 'server-only', replacement: fileURLToPath(new URL('./tests/stubs/server-only.ts', import.meta.url)) },
    ],
  },
  test: {
    include: [
      'lib/**/*.test.ts',
      'tests/**/*.test.ts',
      'components/**/*.test.ts',
      'scripts/**/*.test.ts',
      'mcp/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20000,
    // Vitest leaves a core to its main process by default; that process idles while workers run tests.
    maxWorkers: '100%',
  },
});
