import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fromEntries, notFoundPageEntries } from './pages';

const version = (pages: { route: string; title: string }[]) => ({ source: { pages } });

describe('notFoundPageEntries', () => {
  it('lists every route of every version once, as [route, title], without the home page', () => {
    const entries = notFoundPageEntries([
      version([
        { route: '/next', title: 'Intro' },
        { route: '/next/usage/web-ui', title: 'Web UI' },
      ]),
      version([
        { route: '/', title: 'Intro' },
        { route: '/usage/web-ui', title: 'Web UI' },
        { route: '/usage/web-ui', title: 'Duplicate' },
      ]),
    ]);
    expect(entries).toEqual([
      ['/next', 'Intro'],
      ['/next/usage/web-ui', 'Web UI'],
      ['/usage/web-ui', 'Web UI'],
    ]);
    expect(fromEntries(entries)[1]).toEqual({ route: '/next/usage/web-ui', title: 'Web UI' });
  });

  it('stays small: 70 pages of two versions gzip to well under 4 KB', () => {
    const pages = Array.from({ length: 35 }, (_, i) => ({
      route: `/section-${i % 5}/a-fairly-long-page-name-${i}`,
      title: `A fairly long page title number ${i}`,
    }));
    const next = pages.map((p) => ({ ...p, route: `/next${p.route}` }));
    const json = JSON.stringify(notFoundPageEntries([version(next), version(pages)]));
    expect(gzipSync(json).length).toBeLessThan(4096);
  });
});
