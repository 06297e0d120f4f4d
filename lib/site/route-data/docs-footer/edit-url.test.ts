import { describe, expect, it } from 'vitest';
import type { EditUrlParams } from '../../config/schema';
import { docEditUrl, joinUrl } from './edit-url';

const current: EditUrlParams = {
  version: 'current',
  versionDocsDirPath: 'content',
  docPath: 'quickstart/installation.mdx',
  permalink: '/next/quickstart/installation',
  locale: 'en',
};
const versioned: EditUrlParams = {
  ...current,
  version: '0.30.2',
  versionDocsDirPath: 'versioned_docs/version-0.30.2',
  permalink: '/quickstart/installation',
};
const BASE = 'https://github.com/ai-christianson/RA.Aid-docs/edit/main/';

describe('"Edit this page" URL', () => {
  it('is absent when docs.editUrl is not set (the Docusaurus default)', () => {
    expect(docEditUrl(undefined, current)).toBeUndefined();
  });

  it('appends the current docs folder and the guide path to a string base URL', () => {
    expect(docEditUrl(BASE, current)).toBe(`${BASE}content/quickstart/installation.mdx`);
  });

  it('uses the version folder of versioned docs, as Docusaurus does', () => {
    expect(docEditUrl(BASE, versioned)).toBe(`${BASE}versioned_docs/version-0.30.2/quickstart/installation.mdx`);
  });

  it('joins with one slash whether or not the base URL ends with one', () => {
    expect(docEditUrl(BASE.slice(0, -1), current)).toBe(`${BASE}content/quickstart/installation.mdx`);
    expect(joinUrl('https://x.org//a/', '/b/', 'c')).toBe('https://x.org/a/b/c');
  });

  it('calls a function option with version, folder, path, permalink and locale, and uses its result', () => {
    const seen: EditUrlParams[] = [];
    const url = docEditUrl((p) => {
      seen.push(p);
      return `https://example.com/${p.version}/${p.docPath}?from=${p.permalink}&lang=${p.locale}`;
    }, versioned);
    expect(url).toBe('https://example.com/0.30.2/quickstart/installation.mdx?from=/quickstart/installation&lang=en');
    expect(seen).toEqual([versioned]);
  });

  it('shows no link for a guide whose function result is empty or undefined', () => {
    expect(docEditUrl(() => undefined, current)).toBeUndefined();
    expect(docEditUrl(() => '', current)).toBeUndefined();
  });
});
