import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { outKind, outKindSizes } from './out-kinds';

describe('kinds of files in out/', () => {
  it('tells the RSC payloads apart: the route file, Next’s full copy, page and layout segments, the tree', () => {
    expect(outKind('quickstart/installation.txt')).toEqual({ kind: 'rsc-route', encoding: undefined });
    expect(outKind('quickstart/installation/__next._full.txt.br')).toEqual({ kind: 'rsc-full', encoding: 'br' });
    expect(outKind('quickstart/installation/__next.$oc$slug.__PAGE__.txt').kind).toBe('rsc-page-segment');
    expect(outKind('quickstart/installation/__next._index.txt.gz')).toEqual({
      kind: 'rsc-layout-segment',
      encoding: 'gz',
    });
    expect(outKind('__next._tree.txt').kind).toBe('rsc-tree');
  });

  it('keeps the site’s own text files out of the RSC kinds', () => {
    expect(outKind('llms-full.txt').kind).toBe('other');
    expect(outKind('robots.txt').kind).toBe('other');
  });

  it('knows pages, twins, cards, search and sidebar data, and Next’s static assets', () => {
    expect(outKind('index.html.br')).toEqual({ kind: 'html', encoding: 'br' });
    expect(outKind('usage/web-ui.md').kind).toBe('markdown');
    expect(outKind('img/cards/category/usage.png').kind).toBe('social-card');
    expect(outKind('img/logo-dark.svg').kind).toBe('other');
    expect(outKind('search-index/0.30.2/3.json').kind).toBe('search-index');
    expect(outKind('search-index.json.gz').kind).toBe('search-index');
    expect(outKind('sidebar-data/current.json').kind).toBe('sidebar-data');
    expect(outKind('_next/static/chunks/a.js.br').kind).toBe('next-static');
  });
});

describe('sizes by kind', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('adds up files and bytes per kind, and the compressed copies separately', () => {
    dir = mkdtempSync(join(tmpdir(), 'out-kinds-'));
    mkdirSync(join(dir, 'a'));
    writeFileSync(join(dir, 'a.html'), 'x'.repeat(100));
    writeFileSync(join(dir, 'a.html.br'), 'x'.repeat(10));
    writeFileSync(join(dir, 'a.html.gz'), 'x'.repeat(12));
    writeFileSync(join(dir, 'a', '__next._full.txt'), 'x'.repeat(50));
    const sizes = outKindSizes(dir);
    expect(sizes.html).toEqual({ files: 3, bytes: 122, brBytes: 10, gzBytes: 12 });
    expect(sizes['rsc-full']).toEqual({ files: 1, bytes: 50, brBytes: 0, gzBytes: 0 });
    expect(sizes.markdown.files).toBe(0);
  });
});
