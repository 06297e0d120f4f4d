import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'out/**', '.out-staging/**', '.out-last-good/**', '.e2e/**', 'bench/tmp/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    rules: {
      // Logos are SVGs served as they are; next/image adds nothing for them in a static export.
      '@next/next/no-img-element': 'off',
    },
  },
];

export default config;
