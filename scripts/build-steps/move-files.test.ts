import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveFilesInto } from './move-files.mjs';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'move-files-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

describe('moving the files written beside next build into its export', () => {
  it('moves every file to the same place, into folders the export already has or new ones, and removes the source', () => {
    const from = tree({ 'img/cards/a.png': 'A', 'search-index/b0.json': '[]', 'search-index.json': '{}' });
    const to = tree({ 'img/logo.svg': 'logo', 'index.html': '<p>' });
    expect(moveFilesInto(from, to)).toBe(3);
    expect(readFileSync(join(to, 'img/cards/a.png'), 'utf8')).toBe('A');
    expect(readFileSync(join(to, 'search-index/b0.json'), 'utf8')).toBe('[]');
    expect(readFileSync(join(to, 'img/logo.svg'), 'utf8')).toBe('logo');
    expect(existsSync(from)).toBe(false);
  });

  it('refuses to replace a file of the export, naming it, and moves nothing', () => {
    const from = tree({ 'a.txt': 'new', 'img/cards/x.png': 'X' });
    const to = tree({ 'a.txt': 'old' });
    expect(() => moveFilesInto(from, to)).toThrow(/would replace files of the export: a\.txt/);
    expect(readFileSync(join(to, 'a.txt'), 'utf8')).toBe('old');
    expect(existsSync(join(to, 'img/cards/x.png'))).toBe(false);
  });

  it('with keepExisting, keeps the file of the export, names it, and moves the others', () => {
    const from = tree({ 'robots.txt': 'theirs', 'img/x.png': 'X' });
    const to = tree({ 'robots.txt': 'ours' });
    const kept: string[][] = [];
    expect(moveFilesInto(from, to, (files) => kept.push(files))).toBe(1);
    expect(kept).toEqual([['robots.txt']]);
    expect(readFileSync(join(to, 'robots.txt'), 'utf8')).toBe('ours');
    expect(readFileSync(join(to, 'img/x.png'), 'utf8')).toBe('X');
    expect(existsSync(from)).toBe(false);
  });

  it('moves nothing when nothing was written', () => {
    expect(moveFilesInto(join(tmpdir(), 'no-such-folder-for-move-files'), tree({}))).toBe(0);
  });
});
