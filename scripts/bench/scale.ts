// The scale benchmark: synthetic guides added to a copy of content/, built cold with CONTENT_DIR pointing there, to
// see how the build and search grow with the page count.
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { outKindSizes } from './lib/out-kinds';
import { syntheticDocs } from './lib/synthetic';
import type { ScaleResult } from './lib/results';
import { coldBuild } from './build';
import { indexSize, nodeLatency } from './search';

function folderBytes(dir: string): { bytes: number; html: number } {
  let bytes = 0;
  let html = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    bytes += statSync(join(e.parentPath, e.name)).size;
    if (e.name.endsWith('.html')) html++;
  }
  return { bytes, html };
}

/** Writes content/ plus `pages` synthetic pages into `dir`. */
function writeSyntheticContent(dir: string, pages: number): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync('content', dir, { recursive: true });
  for (const [path, text] of syntheticDocs({ pages })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

export async function runScale(sizes: readonly number[]): Promise<ScaleResult[]> {
  const results: ScaleResult[] = [];
  const stash = 'bench/tmp/out-main';
  rmSync(stash, { recursive: true, force: true });
  if (existsSync('out')) renameSync('out', stash);
  try {
    for (const pages of sizes) {
      const root = `bench/tmp/scale-${pages}`;
      writeSyntheticContent(join(root, 'content'), pages);
      console.log(`scale: building ${pages} synthetic pages…`);
      const build = await coldBuild({ CONTENT_DIR: join(process.cwd(), root, 'content') });
      if (!build.ok) throw new Error(`The ${pages}-page build failed`);
      rmSync(join(root, 'out'), { recursive: true, force: true });
      renameSync('out', join(root, 'out'));
      const { bytes, html } = folderBytes(join(root, 'out'));
      const result: ScaleResult = {
        syntheticPages: pages,
        htmlPages: html,
        build,
        outBytes: bytes,
        outKinds: outKindSizes(join(root, 'out')),
        index: indexSize(join(root, 'out')),
        search: await nodeLatency(join(root, 'out')),
      };
      console.log(
        `scale ${pages}: ${(build.wallMs / 1000).toFixed(1)} s, ${(build.peakRssBytes / 2 ** 20).toFixed(0)} MiB, index ${(result.index.gzip / 1024).toFixed(0)} KiB gz`,
      );
      results.push(result);
    }
  } finally {
    rmSync('out', { recursive: true, force: true });
    if (existsSync(stash)) renameSync(stash, 'out');
  }
  return results;
}
