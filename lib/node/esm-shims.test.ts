import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_ESM_PACKAGES, ESM_SHIM_DIR, esmShim, writeEsmShims } from './esm-shims.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('writeEsmShims', () => {
  it('writes one shim per package and aliases each package to its shim', () => {
    const root = mkdtempSync(join(tmpdir(), 'esm-shims-'));
    dirs.push(root);
    const aliases = writeEsmShims(root, ['unified', '@mdx-js/mdx', 'next-mdx-remote/rsc']);
    expect(aliases).toEqual({
      unified: './lib/node/generated/unified.cjs',
      '@mdx-js/mdx': './lib/node/generated/mdx-js__mdx.cjs',
      'next-mdx-remote/rsc': './lib/node/generated/next-mdx-remote__rsc.cjs',
    });
    expect(readdirSync(join(root, ESM_SHIM_DIR)).sort()).toEqual([
      'mdx-js__mdx.cjs',
      'next-mdx-remote__rsc.cjs',
      'unified.cjs',
    ]);
    expect(readFileSync(join(root, ESM_SHIM_DIR, 'mdx-js__mdx.cjs'), 'utf8')).toContain(
      `require('../load-esm.cjs')("@mdx-js/mdx")`,
    );
  });

  it('gives each package a shim file of its own', () => {
    const files = BUILD_ESM_PACKAGES.map((p) => esmShim(p).file);
    expect(new Set(files).size).toBe(files.length);
  });
});

describe('an ES module shim, loaded as Turbopack loads it (CommonJS require)', () => {
  it('is the package itself: the same module Node gives an import of it', async () => {
    writeEsmShims(process.cwd());
    const load = createRequire(import.meta.url);
    for (const specifier of ['unified', 'vfile', 'remark-gfm']) {
      const shimmed = load(join(process.cwd(), ESM_SHIM_DIR, esmShim(specifier).file)) as Record<string, unknown>;
      const imported = (await import(specifier)) as Record<string, unknown>;
      const name = Object.keys(imported).find((k) => k !== '__esModule') ?? 'default';
      expect(shimmed[name]).toBe(imported[name]);
    }
  });
});
