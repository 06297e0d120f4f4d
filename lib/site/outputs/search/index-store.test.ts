import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexKey, inMemory, stored } from './index-store';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
function store() {
  const dir = mkdtempSync(join(tmpdir(), 'index-store-'));
  dirs.push(dir);
  return dir;
}

const FILES = new Map([
  ['search-index.json', '{"format":2}'],
  ['search-index/t0.json', '["alpha"]'],
  ['search-index/b0.docs-default-current.json', '{"records":[]}'],
]);

describe('the search index kept in a build store', () => {
  it('is made by the first caller and read back by the next one with the same key, file for file', () => {
    const dir = store();
    let made = 0;
    const build = () => (made++, FILES);
    const first = stored(dir, 'k1', build);
    const second = stored(dir, 'k1', build);
    expect(made).toBe(1);
    expect(second.paths).toEqual([...FILES.keys()]);
    for (const [path, text] of FILES) expect(second.read(path)).toBe(text);
    expect(first.read('search-index/t0.json')).toBe('["alpha"]');
  });

  it('answers undefined for a path that is not one of the index files, even one inside its folder', () => {
    const index = stored(store(), 'k1', () => FILES);
    expect(index.read('search-index/t9.json')).toBeUndefined();
    expect(index.read('paths.json')).toBeUndefined();
  });

  it('says so when the store holds an index of other records, and makes its own', () => {
    const dir = store();
    stored(dir, 'made-by-the-check', () => FILES);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const index = stored(dir, 'other', () => new Map([['search-index.json', '[]']]));
      expect(index.read('search-index.json')).toBe('[]');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toContain('made from other records (made-by-the-check)');
      stored(dir, 'other', () => FILES);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('removes the files of another key when it writes a new one, and leaves no partial folder', () => {
    const dir = store();
    stored(dir, 'old', () => FILES);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stored(dir, 'new', () => new Map([['search-index.json', '[]']]));
    warn.mockRestore();
    expect(readdirSync(dir)).toEqual(['new']);
    expect(existsSync(join(dir, 'old'))).toBe(false);
  });
});

describe('indexKey', () => {
  it('is the same for equal inputs and differs when a record, their order or an option changes', () => {
    const records = [
      { url: '/a', content: 'x' },
      { url: '/b', content: 'z' },
    ];
    expect(indexKey(records, {})).toBe(indexKey(structuredClone(records), {}));
    expect(indexKey([{ url: '/a', content: 'y' }, records[1]], {})).not.toBe(indexKey(records, {}));
    expect(indexKey([...records].reverse(), {})).not.toBe(indexKey(records, {}));
    expect(indexKey(records, { localIndex: { shardAboveBytes: 0 } })).not.toBe(indexKey(records, {}));
  });
});

describe('inMemory (next dev, unit tests)', () => {
  it('lists and reads the files it was given', () => {
    const index = inMemory(FILES);
    expect(index.paths).toEqual([...FILES.keys()]);
    expect(index.read('search-index.json')).toBe('{"format":2}');
    expect(index.read('missing.json')).toBeUndefined();
  });
});
