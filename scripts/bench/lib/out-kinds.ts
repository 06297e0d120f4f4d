// What a built out/ is made of, by kind of file: the scale part of the benchmark reports it, to show which part of
// the export grows with every page.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const OUT_KINDS = [
  'html',
  'rsc-route',
  'rsc-full',
  'rsc-page-segment',
  'rsc-layout-segment',
  'rsc-tree',
  'markdown',
  'social-card',
  'search-index',
  'sidebar-data',
  'next-static',
  'other',
] as const;
export type OutKind = (typeof OUT_KINDS)[number];

export interface KindSize {
  files: number;
  bytes: number;
  /** Of `bytes`, the `.br` and `.gz` copies of files of this kind. */
  brBytes: number;
  gzBytes: number;
}

/**
 * The kind of a file of out/ by its path relative to out/, its `.br` / `.gz` suffix taken off. `__next._full.txt` is
 * Next's byte-identical copy of the `{route}.txt` payload the router fetches on navigation.
 */
export function outKind(path: string): { kind: OutKind; encoding?: 'br' | 'gz' } {
  const encoding = path.endsWith('.br') ? 'br' : path.endsWith('.gz') ? 'gz' : undefined;
  const p = encoding ? path.slice(0, -3) : path;
  const name = p.slice(p.lastIndexOf('/') + 1);
  const kind = ((): OutKind => {
    if (p.startsWith('_next/')) return 'next-static';
    if (p.startsWith('search-index')) return 'search-index';
    if (p.startsWith('sidebar-data/')) return 'sidebar-data';
    if (p.endsWith('.png') && /(^|\/)img\/cards\//.test(p)) return 'social-card';
    if (name === '__next._full.txt') return 'rsc-full';
    if (name === '__next._tree.txt') return 'rsc-tree';
    if (name.startsWith('__next.') && name.endsWith('.txt'))
      return name.includes('__PAGE__') ? 'rsc-page-segment' : 'rsc-layout-segment';
    if (p.endsWith('.html')) return 'html';
    if (p.endsWith('.md')) return 'markdown';
    // llms.txt / llms-full.txt / robots.txt are the site's own text files, not RSC payloads.
    if (p.endsWith('.txt') && !/^(llms(-full)?|robots)\.txt$/.test(p)) return 'rsc-route';
    return 'other';
  })();
  return { kind, encoding };
}

/** Sizes of every file of `dir` by kind (stat sizes, as `du --apparent-size` and an upload count them). */
export function outKindSizes(dir: string): Record<OutKind, KindSize> {
  const sizes = Object.fromEntries(OUT_KINDS.map((k) => [k, { files: 0, bytes: 0, brBytes: 0, gzBytes: 0 }])) as Record<
    OutKind,
    KindSize
  >;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const full = join(e.parentPath, e.name);
    const { kind, encoding } = outKind(relative(dir, full).split(sep).join('/'));
    const bytes = statSync(full).size;
    const s = sizes[kind];
    s.files++;
    s.bytes += bytes;
    if (encoding === 'br') s.brBytes += bytes;
    if (encoding === 'gz') s.gzBytes += bytes;
  }
  return sizes;
}
