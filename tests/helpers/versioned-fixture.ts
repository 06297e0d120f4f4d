import { join } from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';

/** The two-version fixture docs root of the e2e tests. */
export const VERSIONED_FIXTURE = join(process.cwd(), 'tests/fixtures/versioned');

/** Makes the tests of the calling describe block load the two-version fixture, as the build loads it with DOCS_ROOT. */
export function useVersionedFixture(): void {
  beforeAll(() => {
    vi.stubEnv('DOCS_ROOT', VERSIONED_FIXTURE);
    vi.stubEnv('SITE_CONFIG_VARIANT', 'versioned');
    vi.stubEnv('CONTENT_DIR', undefined as unknown as string);
  });
  afterAll(() => vi.unstubAllEnvs());
}
