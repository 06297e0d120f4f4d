import { fileURLToPath } from 'node:url';
import { xml2js, type Element } from 'xml-js';
import { describe, expect, it } from 'vitest';
import { getSiteConfig } from '../../config/load';
import { loadReleases } from '../../content/generated/releases/release-notes';
import type { ReleasesFile } from '../../content/generated/releases/schema';
import { releaseFeed } from './release-feed';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const config = { ...getSiteConfig(), url: 'https://docs.example.org', baseUrl: '/pr-7/' };
const page = { route: '/release-notes', title: 'Release notes', description: 'What changed.' };

/** The document parsed by a real XML parser (xml-js throws on malformed XML), as its root element. */
function parseXml(xml: string): Element {
  const doc = xml2js(xml, { compact: false }) as Element;
  return doc.elements!.find((e) => e.type === 'element')!;
}
const children = (e: Element, name: string) => (e.elements ?? []).filter((c) => c.name === name);
const child = (e: Element, name: string) => children(e, name)[0];
const text = (e: Element | undefined) => (e?.elements ?? []).map((c) => c.text ?? c.cdata ?? '').join('');

const released = loadReleases(`${root}versioned_docs/version-0.30.2`, root)!.data;

describe('the Atom feed of the release notes', () => {
  const atom = parseXml(releaseFeed(config, page, released).atom1());
  const entries = children(atom, 'entry');

  it('parses, and has one entry per release, newest first', () => {
    expect(atom.name).toBe('feed');
    expect(entries).toHaveLength(released.releases.length);
    expect(entries.map((e) => text(child(e, 'title')))).toEqual(released.releases.map((r) => `RA.Aid ${r.version}`));
  });

  it('gives each entry an absolute id and link to its anchor on the page, under the base path, and its date', () => {
    const first = entries[0];
    expect(text(child(first, 'id'))).toBe('https://docs.example.org/pr-7/release-notes#v0-30-2');
    expect(child(first, 'link').attributes?.href).toBe('https://docs.example.org/pr-7/release-notes#v0-30-2');
    expect(text(child(first, 'updated'))).toBe('2025-05-06T00:00:00.000Z');
    expect(text(child(entries[entries.length - 1], 'id'))).toBe('https://docs.example.org/pr-7/release-notes#v0-6-0');
  });

  it('carries the changes as HTML, with the link to the tag on GitHub', () => {
    const content = text(child(entries[2], 'content'));
    expect(content).toContain(
      '<li><code>--set-default-provider</code> and <code>--set-default-model</code> write <code>provider</code>',
    );
    expect(content).toContain('<a href="https://github.com/ai-christianson/RA.Aid/releases/tag/v0.30.0">');
  });

  it('links itself and the page, and is dated by the newest release', () => {
    const links = children(atom, 'link').map((l) => l.attributes);
    expect(links).toContainEqual(
      expect.objectContaining({ rel: 'self', href: 'https://docs.example.org/pr-7/release-notes/atom.xml' }),
    );
    expect(links).toContainEqual(expect.objectContaining({ href: 'https://docs.example.org/pr-7/release-notes' }));
    expect(text(child(atom, 'updated'))).toBe('2025-05-06T00:00:00.000Z');
  });
});

describe('the RSS feed of the release notes', () => {
  it('parses, and has one item per release with its link and date', () => {
    const rss = parseXml(releaseFeed(config, page, released).rss2());
    const items = children(child(rss, 'channel'), 'item');
    expect(rss.name).toBe('rss');
    expect(items).toHaveLength(58);
    expect(text(child(items[0], 'link'))).toBe('https://docs.example.org/pr-7/release-notes#v0-30-2');
    expect(text(child(items[0], 'pubDate'))).toBe('Tue, 06 May 2025 00:00:00 GMT');
  });
});

describe('a feed with an unreleased entry', () => {
  it('puts the unreleased entry first, linked to the comparison with the last release', () => {
    const data: ReleasesFile = {
      ...released,
      unreleased: { commit: '4b32edc21de6', date: '2025-06-13', since: 'v0.30.2', changes: ['A <b> change.'] },
    };
    const entries = children(parseXml(releaseFeed(config, page, data).atom1()), 'entry');
    expect(entries).toHaveLength(59);
    expect(text(child(entries[0], 'title'))).toBe('RA.Aid Unreleased (master 4b32edc)');
    expect(text(child(entries[0], 'content'))).toContain('<li>A &lt;b&gt; change.</li>');
    expect(text(child(entries[0], 'content'))).toContain('compare/v0.30.2...4b32edc21de6');
  });
});
