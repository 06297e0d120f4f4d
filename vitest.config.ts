import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./', import.meta.url)) },
      // 'server-only' throws outside React Server Components; unit tests run the same modules in Node.
      { find: 'server-only', replacement: fileURLToPath(new URL('./tests/stubs/server-only.ts', import.meta.url)) },
      // A lazy or gated leaf (components/lazy-leaf.tsx, components/gated-leaf.tsx) `x.lazy` or `x.gated` is its
      // module `x` loaded later in the browser; Node has no bundler to load it the server's way, so unit tests
      // import `x` itself.
      { find: /^(.+)\.(?:lazy|gated)$/, replacement: '$1' },
    ],
  },
  test: {
    include: ['lib/**/*.test.ts', 'components/**/*.test.ts', 'scripts/**/*.test.ts', 'mcp/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
  },
});
