// Runs the real `npm run build` on broken copies of the guides (CONTENT_DIR) and checks that out/ is byte for byte
// what it was, and that the build says so. `npm run test:build`; not in the quick unit run (it takes a while).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { treeHashes } from '../tests/helpers/tree-hash';
import { builtAt, formatTime, STAMP_FILE } from './build-steps/out-swap.mjs';

const OUT = join(process.cwd(), 'out');
let placeholder = false;

/** The small drop-in fixture, built as scripts/build-for-e2e.ts does: a late failure costs a whole `next build`. */
const DROP_IN = { DOCUSAURUS_SITE: 'tests/fixtures/docusaurus', SITE_CONFIG_VARIANT: 'docusaurus', BASE_URL: '/' };

/** A copy of a guides folder (content/ unless `from` names another) with one guide changed by `edit`. */
function brokenContent(file: string, edit: (text: string) => string, from = 'content'): string {
  // Inside the project: the bundler compiles guides as modules and reads no file outside it.
  mkdirSync(join(process.cwd(), '.e2e'), { recursive: true });
  const dir = join(mkdtempSync(join(process.cwd(), '.e2e', 'broken-content-')), 'content');
  cpSync(join(process.cwd(), from), dir, { recursive: true });
  writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), 'utf8')));
  return dir;
}

function build(contentDir: string, env: Record<string, string> = {}) {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], {
    env: { ...process.env, ...env, CONTENT_DIR: contentDir, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  return {
    status: result.status,
    output: `${result.stdout}\n${result.stderr}`,
    seconds: (performance.now() - started) / 1000,
  };
}

describe('a failing npm run build keeps the last good out/', () => {
  beforeAll(() => {
    // Without an earlier build, a stand-in (stamped as built long ago, so `npm start` would rebuild it).
    if (!existsSync(OUT)) {
      placeholder = true;
      mkdirSync(join(OUT, 'quickstart'), { recursive: true });
      writeFileSync(join(OUT, 'index.html'), '<!doctype html><title>last good</title>');
      writeFileSync(join(OUT, 'quickstart/installation.html'), 'page');
      writeFileSync(join(OUT, STAMP_FILE), JSON.stringify({ builtAt: 1, baseUrl: '/' }));
    }
  });
  afterAll(() => {
    if (placeholder) rmSync(OUT, { recursive: true, force: true });
    for (const dir of readdirSync(join(process.cwd(), '.e2e')).filter((name) => name.startsWith('broken-content-'))) {
      rmSync(join(process.cwd(), '.e2e', dir), { recursive: true, force: true });
    }
  });

  const kept = () => `out/ still holds the last good build from ${formatTime(builtAt(OUT)!)}`;

  it('on invalid front matter: stops in the content check, in seconds, naming the line', () => {
    const before = treeHashes(OUT);
    const content = brokenContent('usage/cpp-game.mdx', (t) =>
      t.replace(/^sidebar_position: \d+$/m, 'sidebar_position: six'),
    );
    const { status, output, seconds } = build(content);
    console.log(`failing build (front matter): ${seconds.toFixed(1)} s`);
    expect(status).not.toBe(0);
    expect(output).toMatch(/usage\/cpp-game\.mdx:\d+:1 {2}Invalid front matter: sidebar_position: /);
    expect(output).toContain(`The build failed (content check); ${kept()}.`);
    expect(output).not.toMatch(/prerender|WorkerError/);
    expect(treeHashes(OUT)).toEqual(before);
    expect(existsSync(join(process.cwd(), '.out-staging'))).toBe(false);
  });

  it('on a page that fails to render inside next build: out/ unchanged, the staging folder removed', () => {
    const before = treeHashes(OUT);
    // Valid MDX (the content check passes), but the component does not exist, so rendering the page throws.
    const content = brokenContent(
      'guides/01-tabs.mdx',
      (t) => `${t}\n<NoSuchComponent />\n`,
      join(DROP_IN.DOCUSAURUS_SITE, 'docs'),
    );
    const { status, output, seconds } = build(content, DROP_IN);
    console.log(`failing build (render error): ${seconds.toFixed(1)} s`);
    expect(status).not.toBe(0);
    expect(output).toContain('Content check passed');
    expect(output).toContain(`The build failed (next build); ${kept()}.`);
    expect(treeHashes(OUT)).toEqual(before);
    expect(existsSync(join(process.cwd(), '.out-staging'))).toBe(false);
    expect(existsSync(join(process.cwd(), '.out-last-good'))).toBe(false);
  });
});
