import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeDuplicateFullPayloads, routePayloadOf } from './full-payloads';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function exportTree(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'full-payloads-'));
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), body);
  }
  return dir;
}

const text = (seed: string) => `${seed} `.repeat(400);

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
