import { describe, expect, it } from 'vitest';
import { releaseFeedLinks, releaseFeedPath } from './feed-paths';

describe('release feed paths and links', () => {
  it('puts the feeds under the release-notes route', () => {
    expect(releaseFeedPath('/release-notes', 'atom')).toBe('/release-notes/atom.xml');
    expect(releaseFeedPath('/0.29/release-notes', 'rss')).toBe('/0.29/release-notes/rss.xml');
  });

  it('links both feeds from the generated release notes of the root version only', () => {
    const notes = { id: 'release-notes', route: '/release-notes', generated: {} };
    expect(releaseFeedLinks(notes, true).map((l) => [l.type, l.href])).toEqual([
      ['application/atom+xml', '/release-notes/atom.xml'],
      ['application/rss+xml', '/release-notes/rss.xml'],
    ]);
    expect(releaseFeedLinks({ ...notes, route: '/next/release-notes' }, false)).toEqual([]);
    expect(releaseFeedLinks({ id: 'release-notes', route: '/release-notes' }, true)).toEqual([]);
    expect(releaseFeedLinks({ ...notes, id: 'intro' }, true)).toEqual([]);
  });
});
