import { describe, expect, it } from 'vitest';
import { groupHits, hitRoute, hitToSave, isExternalHit } from './group';
import { record } from '../../../tests/helpers/search/test-records';

describe('groupHits', () => {
  it('groups by lvl0 in order of first appearance, at most 5 per group, then by page', () => {
    const hits = [
      record('a1', { lvl0: 'Usage', lvl1: 'A' }),
      record('b1', { lvl0: 'Configuration', lvl1: 'B' }),
      ...Array.from({ length: 6 }, (_, i) =>
        record(`a-${i}`, { lvl0: 'Usage', lvl1: i % 2 ? 'A' : 'C', lvl2: `H${i}` }),
      ),
    ];
    const groups = groupHits(hits, 5);
    expect(groups.map((g) => g.title)).toEqual(['Usage', 'Configuration']);
    expect(groups[0].items.map((i) => i.hit.objectID)).toEqual(['a1', 'a-1', 'a-3', 'a-0', 'a-2']);
    // maxResultsPerGroup 2: the group keeps its first two hits (pages A and C), then orders them by page.
    expect(groupHits(hits, 2)[0].items.map((i) => i.hit.objectID)).toEqual(['a1', 'a-0']);
  });

  it('gives heading and text hits their page hit as parent, marking the last child', () => {
    const page = record('p', { lvl0: 'Usage', lvl1: 'A' });
    const h = record('h', { lvl0: 'Usage', lvl1: 'A', lvl2: 'H' });
    const t = record('t', { lvl0: 'Usage', lvl1: 'A', lvl2: 'H', content: 'x' });
    const orphan = record('o', { lvl0: 'Usage', lvl1: 'B', content: 'y' });
    const [group] = groupHits([page, h, t, orphan], 5);
    expect(group.items.map((i) => [i.hit.objectID, i.parent?.objectID ?? null, i.isLastChild])).toEqual([
      ['p', null, false],
      ['h', 'p', false],
      ['t', 'p', true],
      ['o', null, false],
    ]);
    expect(hitToSave(t, page)).toBe(page);
    expect(hitToSave(orphan, null)).toBeNull();
    expect(hitToSave(h, page)).toBe(h);
  });
});

describe('hitRoute', () => {
  it('keeps the path and hash of a record URL, without origin or base URL', () => {
    expect(hitRoute('https://docs.ra-aid.ai/configuration/ollama#context', { baseUrl: '/' })).toBe(
      '/configuration/ollama#context',
    );
    expect(hitRoute('https://docs.ra-aid.ai/pr-42/usage/web-ui', { baseUrl: '/pr-42/' })).toBe('/usage/web-ui');
    expect(hitRoute('https://docs.ra-aid.ai/pr-42/', { baseUrl: '/pr-42/' })).toBe('/');
    expect(hitRoute('https://docs.ra-aid.ai/pr-420/x', { baseUrl: '/pr-42/' })).toBe('/pr-420/x');
  });

  it("takes the base off the path part only, so an anchor on the base's own page stays an anchor on /", () => {
    expect(hitRoute('https://docs.ra-aid.ai/pr-42#intro', { baseUrl: '/pr-42/' })).toBe('/#intro');
    expect(hitRoute('https://docs.ra-aid.ai/pr-42/#intro', { baseUrl: '/pr-42/' })).toBe('/#intro');
    expect(hitRoute('https://docs.ra-aid.ai/pr-42/usage#pr-42/x', { baseUrl: '/pr-42/' })).toBe('/usage#pr-42/x');
  });

  it('keeps a URL that matches externalUrlRegex absolute, case-insensitively, and no other (behaviours §4.7.9)', () => {
    const urls = { baseUrl: '/', externalUrlRegex: 'blog\\.ra-aid\\.ai' };
    expect(hitRoute('https://BLOG.ra-aid.ai/post#x', urls)).toBe('https://BLOG.ra-aid.ai/post#x');
    expect(isExternalHit('https://BLOG.ra-aid.ai/post#x', urls)).toBe(true);
    expect(hitRoute('https://docs.ra-aid.ai/usage/web-ui#x', urls)).toBe('/usage/web-ui#x');
    expect(isExternalHit('https://docs.ra-aid.ai/usage/web-ui', urls)).toBe(false);
  });

  it('rewrites every match of replaceSearchResultPathname in the pathname, not in the hash, before the base comes off', () => {
    const urls = { baseUrl: '/pr-42/', replaceSearchResultPathname: { from: '/old-docs/', to: '/' } };
    expect(hitRoute('https://docs.ra-aid.ai/pr-42/old-docs/usage/old-docs/x#old-docs/', urls)).toBe(
      '/usage/x#old-docs/',
    );
  });
});
