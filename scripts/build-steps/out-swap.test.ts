import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureTree } from '../../tests/helpers/fixture-tree';
import { treeHashes } from '../../tests/helpers/tree-hash';
import { buildDirs, buildWithLastGood, failureMessage, formatTime, recover, STAMP_FILE } from './out-swap.mjs';

const BUILT_AT = new Date(2026, 10, 23, 21, 5, 44);

/** A project folder with a complete last build in out/ (pages and a stamp). */
function project(withOut = true) {
  const root = fixtureTree(
    withOut
      ? {
          'out/index.html': '<h1>old</h1>',
          'out/quickstart/installation.html': 'old page',
          [`out/${STAMP_FILE}`]: JSON.stringify({ builtAt: BUILT_AT.getTime(), baseUrl: '/' }),
        }
      : { 'package.json': '{}' },
  );
  return { root, dirs: buildDirs(root) };
}

/** A step that writes a file into the staging folder. */
const writes = (name: string, file: string, text: string) => ({
  name,
  run: (staging: string) => {
    mkdirSync(join(staging, file, '..'), { recursive: true });
    writeFileSync(join(staging, file), text);
  },
});
const fails = (name: string) => ({
  name,
  run: () => {
    throw new Error(`${name} broke`);
  },
});

describe('buildWithLastGood', () => {
  it('replaces out/ with the new build when every step succeeded, leaving no other folder behind', async () => {
    const { dirs } = project();
    const result = await buildWithLastGood({
      dirs,
      steps: [writes('pages', 'index.html', '<h1>new</h1>'), writes('stamp', STAMP_FILE, '{}')],
    });
    expect(result).toEqual({ ok: true, message: 'The build succeeded; out/ holds the new build.' });
    expect(readFileSync(join(dirs.out, 'index.html'), 'utf8')).toBe('<h1>new</h1>');
    expect(existsSync(join(dirs.out, 'quickstart/installation.html'))).toBe(false);
    expect(existsSync(dirs.staging) || existsSync(dirs.lastGood)).toBe(false);
  });

  it('leaves out/ byte for byte as it was when a later step fails, and says when the kept build was made', async () => {
    const { dirs } = project();
    const before = treeHashes(dirs.out);
    const result = await buildWithLastGood({
      dirs,
      steps: [writes('pages', 'index.html', 'half'), fails('Markdown twins')],
    });
    expect(result.ok).toBe(false);
    expect(result.message).toBe(
      `The build failed (Markdown twins); out/ still holds the last good build from ${formatTime(BUILT_AT)}.`,
    );
    expect(treeHashes(dirs.out)).toEqual(before);
    expect(existsSync(dirs.staging)).toBe(false);
  });

  it('says there was no previous build, and creates no out/, when the first build fails', async () => {
    const { dirs } = project(false);
    const result = await buildWithLastGood({
      dirs,
      steps: [writes('pages', 'index.html', 'half'), fails('next build')],
    });
    expect(result.message).toBe('The build failed (next build); there was no previous build, so there is no out/.');
    expect(existsSync(dirs.out)).toBe(false);
  });

  it('fails a rejected (async) step the same way, and a build whose steps wrote nothing', async () => {
    const { dirs } = project();
    const before = treeHashes(dirs.out);
    const rejected = await buildWithLastGood({
      dirs,
      steps: [{ name: 'content check', run: () => Promise.reject(new Error('x')) }],
    });
    expect(rejected).toMatchObject({ ok: false, step: 'content check' });
    const empty = await buildWithLastGood({ dirs, steps: [{ name: 'nothing', run: () => {} }] });
    expect(empty.ok).toBe(false);
    expect(treeHashes(dirs.out)).toEqual(before);
  });

  it('runs no step after the one that failed', async () => {
    const { dirs } = project();
    const ran: string[] = [];
    await buildWithLastGood({ dirs, steps: [fails('a'), { name: 'b', run: () => void ran.push('b') }] });
    expect(ran).toEqual([]);
  });
});

describe('recover (a build killed half-way)', () => {
  it('removes the unfinished output of a build killed while it ran; out/ stays as it was', () => {
    const { dirs } = project();
    const before = treeHashes(dirs.out);
    mkdirSync(dirs.staging);
    writeFileSync(join(dirs.staging, 'index.html'), 'partial');
    expect(recover(dirs)).toMatch(/removed the unfinished output/);
    expect(existsSync(dirs.staging)).toBe(false);
    expect(treeHashes(dirs.out)).toEqual(before);
  });

  it('moves the last good build back when the build was killed between its two renames', () => {
    const { root, dirs } = project();
    const before = treeHashes(dirs.out);
    // out/ → .out-last-good/ happened, .out-staging/ → out/ did not.
    mkdirSync(dirs.staging);
    writeFileSync(join(dirs.staging, 'index.html'), 'new but never swapped in');
    renameSync(dirs.out, dirs.lastGood);
    expect(recover(dirs)).toMatch(/moved the last good build back/);
    expect(treeHashes(join(root, 'out'))).toEqual(before);
    expect(existsSync(dirs.lastGood) || existsSync(dirs.staging)).toBe(false);
  });

  it('deletes a leftover .out-last-good/ beside a complete out/', () => {
    const { dirs } = project();
    const before = treeHashes(dirs.out);
    mkdirSync(dirs.lastGood);
    writeFileSync(join(dirs.lastGood, 'index.html'), 'older');
    expect(recover(dirs)).toMatch(/removed \.out-last-good/);
    expect(treeHashes(dirs.out)).toEqual(before);
    expect(existsSync(dirs.lastGood)).toBe(false);
  });

  it('does nothing on a clean project, and a build after a killed one still succeeds', async () => {
    const { dirs } = project();
    expect(recover(dirs)).toBeNull();
    mkdirSync(dirs.staging);
    const logged: string[] = [];
    const result = await buildWithLastGood({
      dirs,
      steps: [writes('pages', 'index.html', 'fresh')],
      log: (l) => logged.push(l),
    });
    expect(result.ok).toBe(true);
    expect(logged.join('\n')).toMatch(/^Before building: removed the unfinished output/);
  });
});

describe('failureMessage', () => {
  it('names the step and the time of the build out/ holds', () => {
    expect(failureMessage('content check', new Date(2026, 0, 2, 3, 4, 5))).toBe(
      'The build failed (content check); out/ still holds the last good build from 2026-01-02 03:04:05.',
    );
  });
});
