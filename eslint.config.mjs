import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'out/**',
      '.out-staging/**',
      '.out-last-good/**',
      '.e2e/**',
      'bench/tmp/**',
      // The benchmark's floor: a separate Next.js app (scripts/bench/floor.ts), not part of the site.
      'bench/floor/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'lib/mdx/generated/**',
      'lib/node/generated/**',
      'mcp/dist/**',
    ],
  },
  {
    rules: {
      // Logos are SVGs served as they are; next/image adds nothing for them in a static export.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // The direction of the layers: lib/ (build-time and shared logic) knows nothing of the React
    // components or the routes; components/ know nothing of the routes. Paths are resolved, so an
    // alias ('@/components/…') and a relative path ('../../components/…') are caught alike. Tests may
    // render across layers (a compile test renders with the MDX components).
    files: ['**/*.{ts,tsx,js,jsx,mjs}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib',
              from: ['./components', './app'],
              message: 'lib/ must not import components/ or app/ (layers point one way).',
            },
            {
              target: './components',
              from: './app',
              message: 'components/ must not import app/ (routes compose components, not the reverse).',
            },
          ],
        },
      ],
    },
  },
  {
    // Server components reach the lazy and gated leaves' wrappers through components/client-leaves.tsx, which puts
    // them all in the layout's chunks; imported directly, a page would load a chunk of its own for them.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['components/client-leaves.tsx', '**/*.test.ts', '**/*.test.tsx', 'components/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.(gated|lazy)$',
              message: "Import a leaf's wrapper from '@/components/client-leaves'.",
            },
          ],
        },
      ],
    },
  },
];

export default config;
