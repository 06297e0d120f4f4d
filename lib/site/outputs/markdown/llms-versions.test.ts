import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The two-version fixture of the e2e tests (tests/fixtures/versioned), loaded the way the build loads it.
describe('llms.txt and twins on a site with an older docs version', () => {
  beforeAll(() => {
    vi.stubEnv('DOCS_ROOT', join(process.cwd(), 'tests/fixtures/versioned'));
    vi.stubEnv('SITE_CONFIG_VARIANT', 'versioned');
    vi.stubEnv('CONTENT_DIR', undefined as unknown as string);
  });
  afterAll(() => vi.unstubAllEnvs());

  it('lists the current docs in the sections and the older version\'s pages under "Optional"', async () => {
    const { getSite } = await import('../../source');
    const { llmsTxt } = await import('./llms');
    const site = await getSite();
    const md = llmsTxt(site.config, site.versions);
    const [main, optional = ''] = md.split('\n## Optional\n');
    expect(main).toContain('/guide/new-feature.md)');
    expect(main).not.toContain('/1.0/');
    expect(optional).toContain('(version 1.0)');
    expect(optional).toContain('https://docs.ra-aid.ai/1.0/guide/setup.md');
    expect(optional).not.toContain('new-feature');
  });

  it('gives every page of every version a twin', async () => {
    const { markdownAt, markdownPaths } = await import('./site');
    const paths = await markdownPaths();
    expect(paths).toEqual(
      expect.arrayContaining(['/index.md', '/1.0.md', '/1.0/guide/setup.md', '/guide/new-feature.md']),
    );
    expect(await markdownAt('/1.0/guide/setup.md')).toMatch(/^# /);
  });
});
