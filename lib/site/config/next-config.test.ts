import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { describe, expect, it } from 'vitest';
import config from '../../../next.config.mjs';

describe('next.config.mjs', () => {
  it('builds a static export with no rewrites or redirects (a static host would ignore them)', () => {
    const build = config(PHASE_PRODUCTION_BUILD);
    expect(build.output).toBe('export');
    expect(build.rewrites).toBeUndefined();
    expect(build.redirects).toBeUndefined();
  });

  it('lets the dev server answer on 127.0.0.1 as well as localhost', () => {
    expect(config(PHASE_DEVELOPMENT_SERVER).allowedDevOrigins).toContain('127.0.0.1');
  });

  it("serves each page's Markdown twin at its own URL in the dev server, without the static export that would warn about it", async () => {
    const dev = config(PHASE_DEVELOPMENT_SERVER);
    expect(dev.output).toBeUndefined();
    expect(dev.redirects).toBeUndefined();
    const rules = (await dev.rewrites!()) as { source: string; destination: string }[];
    const twins = rules.filter((r) => r.destination.startsWith('/markdown-export/'));
    expect(twins).toEqual([{ source: expect.any(String), destination: '/markdown-export/:path' }]);
    const [{ source }] = twins;
    // Next's path-to-regexp source '/:path(<pattern>)': the pattern must take page paths ending in .md, and
    // leave the route handler's own URLs alone (no loop).
    const pattern = new RegExp(`^${source.slice('/:path('.length, -1)}$`);
    expect(pattern.test('quickstart/installation.md')).toBe(true);
    expect(pattern.test('index.md')).toBe(true);
    expect(pattern.test('markdown-export/index.md')).toBe(false);
    expect(pattern.test('quickstart/installation')).toBe(false);
  });

  it('serves the images guides name by their file at /assets/images/ in the dev server, from the site-files route', async () => {
    const rules = (await config(PHASE_DEVELOPMENT_SERVER).rewrites!()) as { source: string; destination: string }[];
    expect(rules).toContainEqual({ source: '/assets/images/:name', destination: '/site-files/assets/:name' });
    // No Docusaurus site here: nothing else goes to that route.
    expect(rules.filter((r) => r.destination.startsWith('/site-files/'))).toHaveLength(1);
  });
});
