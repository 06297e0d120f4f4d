import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureTree } from '../../tests/helpers/fixture-tree';
import { compressedCopies, MIN_COMPRESSED_BYTES, type CompressedCopies } from './compressed-copies';

const text = 'a page of text that compresses well. '.repeat(40);
let copies: CompressedCopies | undefined;
afterEach(() => copies?.dispose());

function setup() {
  const root = fixtureTree({ 'page.html': text, 'tiny.html': 'x'.repeat(MIN_COMPRESSED_BYTES - 1) });
  copies = compressedCopies(root);
  return { root, copies };
}

describe('compressedCopies', () => {
  it('writes one brotli and one gzip copy that decompress to the file, with the file’s modification time', async () => {
    const { root, copies } = setup();
    const page = join(root, 'page.html');
    const br = await copies.copyOf(page, 'br');
    const gz = await copies.copyOf(page, 'gzip');
    expect(br).toMatch(/\.br$/);
    expect(gz).toMatch(/\.gz$/);
    expect(brotliDecompressSync(readFileSync(join(copies.dir, br!))).toString()).toBe(text);
    expect(gunzipSync(readFileSync(join(copies.dir, gz!))).toString()).toBe(text);
    // To the second, as Last-Modified shows it.
    const seconds = (path: string) => Math.floor(statSync(path).mtimeMs / 1000);
    expect(seconds(join(copies.dir, br!))).toBe(seconds(page));
  });

  it('compresses a file once for concurrent requests', async () => {
    const { root, copies } = setup();
    const names = await Promise.all(Array.from({ length: 5 }, () => copies.copyOf(join(root, 'page.html'), 'br')));
    expect(new Set(names).size).toBe(1);
    expect(readdirSync(copies.dir)).toEqual([names[0]]);
  });

  it('makes a new copy of a rebuilt file and deletes the old one', async () => {
    const { root, copies } = setup();
    const page = join(root, 'page.html');
    const first = await copies.copyOf(page, 'br');
    writeFileSync(page, `${text}changed`);
    utimesSync(page, new Date(2030, 0, 1), new Date(2030, 0, 1));
    const second = await copies.copyOf(page, 'br');
    expect(second).not.toBe(first);
    expect(brotliDecompressSync(readFileSync(join(copies.dir, second!))).toString()).toBe(`${text}changed`);
    expect(readdirSync(copies.dir)).toEqual([second]);
  });

  it('leaves small, missing and folder paths uncompressed', async () => {
    const { root, copies } = setup();
    expect(await copies.copyOf(join(root, 'tiny.html'), 'br')).toBeUndefined();
    expect(await copies.copyOf(join(root, 'gone.html'), 'gzip')).toBeUndefined();
    expect(await copies.copyOf(root, 'br')).toBeUndefined();
    expect(readdirSync(copies.dir)).toEqual([]);
  });

  it('makes its folder and a copy again when they were removed under it', async () => {
    const { root, copies } = setup();
    const page = join(root, 'page.html');
    await copies.copyOf(page, 'gzip');
    rmSync(copies.dir, { recursive: true, force: true });
    const copy = await copies.copyOf(page, 'gzip');
    expect(gunzipSync(readFileSync(join(copies.dir, copy!))).toString()).toBe(text);
  });

  it('removes its folder when disposed', () => {
    const { copies } = setup();
    copies.dispose();
    expect(existsSync(copies.dir)).toBe(false);
  });
});
