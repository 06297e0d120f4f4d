import { defineConfig } from 'vitest/config';

// `npm run test:mcp` (part of `npm test`, after the e2e builds): the docs MCP server started as its clients start it,
// over stdio, against the built site in out/ and the same site served on 127.0.0.1. Needs out/ (`npm run build`).
export default defineConfig({
  test: {
    include: ['mcp/**/*.site-test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
