import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteHtmlFiles } from './rewrite-html';

describe('rewriteHtmlFiles', () => {
  it('rewrites every .html file at any depth, writes only those that change, and counts them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rewrite-html-'));
    mkdirSync(join(dir, 'a', 'b'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<p>x</p>');
    writeFileSync(join(dir, 'a', 'b', 'page.html'), '<p>x</p>');
    writeFileSync(join(dir, 'a', 'same.html'), '<p>y</p>');
    writeFileSync(join(dir, 'a', 'note.txt'), '<p>x</p>');
    const untouched = statSync(join(dir, 'a', 'same.html')).mtimeMs;
    expect(rewriteHtmlFiles(dir, (html) => html.replace('x', 'z'))).toBe(2);
    expect(readFileSync(join(dir, 'a', 'b', 'page.html'), 'utf8')).toBe('<p>z</p>');
    expect(readFileSync(join(dir, 'a', 'note.txt'), 'utf8')).toBe('<p>x</p>');
    expect(statSync(join(dir, 'a', 'same.html')).mtimeMs).toBe(untouched);
  });
});
