import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressExport, removeDuplicateFullPayloads, routePayloadOf, wantsSiblings } from './precompress-export';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function exportTree(files: Record<string, string | Buffer>): string {
  dir = mkdtempSync(join(tmpdir(), 'precompress-export-'));
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), body);
  }
  return dir;
}

const text = (seed: string) => `${seed} `.repeat(400);

describe('which files get compressed siblings', () => {
  it('text files from 256 bytes, not binaries, tiny files or the RSC copy no client requests', () => {
    expect(wantsSiblings('guide.html', 300)).toBe(true);
    expect(wantsSiblings('guide/__next._index.txt', 300)).toBe(true);
    expect(wantsSiblings('guide.html', 255)).toBe(false);
    expect(wantsSiblings('img/cards/guide.png', 90_000)).toBe(false);
    expect(wantsSiblings('guide/__next._full.txt', 90_000)).toBe(false);
    expect(wantsSiblings('__next._full.txt', 90_000)).toBe(false);
  });
});

describe('precompressing the export', () => {
  it('writes .br and .gz siblings that decode to the file', async () => {
    const root = exportTree({ 'a.html': text('page'), '_next/static/x.js': text('code') });
    const report = await precompressExport(root);
    expect(report).toEqual({ files: 2, compressed: 2, skipped: 0 });
    for (const rel of ['a.html', '_next/static/x.js']) {
      const body = readFileSync(join(root, rel));
      expect(brotliDecompressSync(readFileSync(join(root, `${rel}.br`)))).toEqual(body);
      expect(gunzipSync(readFileSync(join(root, `${rel}.gz`)))).toEqual(body);
    }
  });

  it('compresses identical files once and gives each its own siblings', async () => {
    const layout = text('layout');
    const root = exportTree({
      'a/__next._index.txt': layout,
      'b/__next._index.txt': layout,
      'c/__next._index.txt': layout,
      // same size as the layout, other bytes: must not get the layout's siblings
      'd/__next._index.txt': layout.replace('layout', 'lay0ut'),
    });
    const report = await precompressExport(root);
    expect(report).toEqual({ files: 4, compressed: 2, skipped: 0 });
    for (const d of ['a', 'b', 'c', 'd']) {
      const body = readFileSync(join(root, d, '__next._index.txt'));
      expect(brotliDecompressSync(readFileSync(join(root, d, '__next._index.txt.br')))).toEqual(body);
    }
  });

  it('leaves __next._full.txt, small files and binaries without siblings', async () => {
    const root = exportTree({
      'a.txt': text('rsc'),
      'a/__next._full.txt': text('rsc'),
      'tiny.css': 'a{}',
      'card.png': Buffer.alloc(5000),
    });
    const report = await precompressExport(root);
    expect(report).toEqual({ files: 1, compressed: 1, skipped: 1 });
    expect(existsSync(join(root, 'a.txt.br'))).toBe(true);
    expect(existsSync(join(root, 'a/__next._full.txt.br'))).toBe(false);
    expect(existsSync(join(root, 'a/__next._full.txt.gz'))).toBe(false);
    expect(existsSync(join(root, 'tiny.css.br'))).toBe(false);
    expect(existsSync(join(root, 'card.png.br'))).toBe(false);
  });
});

describe('duplicate full payloads', () => {
  it('names the route payload a __next._full.txt repeats, the home page’s included', () => {
    expect(routePayloadOf('quickstart/installation/__next._full.txt')).toBe('quickstart/installation.txt');
    expect(routePayloadOf('__next._full.txt')).toBe('index.txt');
  });

  it('removes a __next._full.txt identical to its route payload and keeps one that differs or has none', () => {
    const root = exportTree({
      'index.txt': text('home'),
      '__next._full.txt': text('home'),
      'a.txt': text('a'),
      'a/__next._full.txt': text('A'),
      'b/__next._full.txt': text('b'),
    });
    expect(removeDuplicateFullPayloads(root)).toEqual(['__next._full.txt']);
    expect(existsSync(join(root, '__next._full.txt'))).toBe(false);
    expect(existsSync(join(root, 'index.txt'))).toBe(true);
    expect(existsSync(join(root, 'a/__next._full.txt'))).toBe(true);
    expect(existsSync(join(root, 'b/__next._full.txt'))).toBe(true);
  });
});
