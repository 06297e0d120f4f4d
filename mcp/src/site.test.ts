import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INFO_FILE } from '../../lib/shared/search/engine/shard-format';
import { fixtureSite } from './testing/fixture-site';
import { pageAddress, parseSiteInfo, resolveVersion, versionId } from './site';

const infoOf = (base = '/') => parseSiteInfo(readFileSync(join(fixtureSite({ base }), INFO_FILE), 'utf8'), 'out/');

describe('the site info the build writes for the server', () => {
  it('gives the canonical address with the base path, and the root version as the default', () => {
    const info = infoOf('/pr-42/');
    expect(info.canonical).toBe('https://docs.example.com/pr-42/');
    expect(info.root.name).toBe('2.0');
    expect(infoOf().canonical).toBe('https://docs.example.com/');
  });

  it('refuses an info file without versions, telling the reader to rebuild', () => {
    expect(() => parseSiteInfo('{"format":1,"sharded":false,"records":3}', 'out/')).toThrow(/Rebuild it/);
    expect(() => parseSiteInfo('<html>', 'https://x.test/')).toThrow(/not JSON/);
  });
});

describe('choosing a docs version', () => {
  const info = infoOf();

  it('takes a version by path, name or label in any case, and the root version when none is given', () => {
    for (const asked of ['next', 'Next', 'current', '/next/']) expect(resolveVersion(info, asked).name).toBe('current');
    expect(resolveVersion(info, '2.0').name).toBe('2.0');
    expect(resolveVersion(info, undefined).name).toBe('2.0');
    expect(resolveVersion(info, ' ').name).toBe('2.0');
    expect(info.versions.map(versionId).sort()).toEqual(['2.0', 'next']);
  });

  it('names every version when asked for one the site does not have', () => {
    expect(() => resolveVersion(info, '1.0')).toThrow(
      'Unknown docs version "1.0". This site has: 2.0 (at the site root, the default); next (under /next/, "Next").',
    );
  });
});

describe('the page a read_page argument names', () => {
  const info = infoOf('/pr-42/');
  const served = { servedAt: 'http://127.0.0.1:4000/pr-42/' };

  it('reads canonical and served URLs, with or without .md, .html, a trailing slash and an anchor', () => {
    expect(pageAddress(info, served, 'https://docs.example.com/pr-42/guide/ollama#before-you-start')).toEqual({
      route: '/guide/ollama',
      anchor: 'before-you-start',
    });
    expect(pageAddress(info, served, 'http://127.0.0.1:4000/pr-42/guide/ollama.md')).toEqual({
      route: '/guide/ollama',
    });
    expect(pageAddress(info, served, 'https://docs.example.com/pr-42/guide/ollama.html?x=1')).toEqual({
      route: '/guide/ollama',
    });
    expect(pageAddress(info, served, 'https://docs.example.com/pr-42/')).toEqual({ route: '/' });
    expect(pageAddress(info, served, 'https://docs.example.com/pr-42')).toEqual({ route: '/' });
    expect(pageAddress(info, served, 'https://docs.example.com/pr-42/index.md')).toEqual({ route: '/' });
  });

  it('reads site paths with or without the base path or the leading slash', () => {
    for (const path of ['/guide/ollama', '/pr-42/guide/ollama', 'guide/ollama', '/guide/ollama/']) {
      expect(pageAddress(info, served, path).route).toBe('/guide/ollama');
    }
    expect(pageAddress(info, served, '/').route).toBe('/');
    expect(pageAddress(info, served, '/guide/ollama#choosing%20a').anchor).toBe('choosing a');
  });

  it('refuses a URL of another site or outside the base path, saying where the pages are', () => {
    expect(() => pageAddress(info, served, 'https://example.org/guide/ollama')).toThrow(
      'https://example.org/guide/ollama is not a page of this docs site: its pages are under https://docs.example.com/pr-42/ or http://127.0.0.1:4000/pr-42/.',
    );
    expect(() => pageAddress(info, {}, 'https://docs.example.com/guide/ollama')).toThrow(
      /not a page of this docs site/,
    );
    expect(() => pageAddress(info, served, '  ')).toThrow(/Give the URL or site path/);
  });
});
