// The contract of scripts/next-output/ with the pinned Next.js (and the React it ships): the fixture beside this file
// is built with the site's own next.config.mjs (under a base path of its own) by `next build`, as scripts/build.mjs
// runs it, then each assumption the output steps make about what Next and React write is checked by name
// (./README.md lists them). A failure here after an upgrade of `next` says which step to revisit before the site's
// own build silently changes.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, CHROME } from '../bench/serve';
import { EXPORT_STAGING } from '../../lib/site/startup.mjs';
import { FIXTURE_BASE_PATH } from './fixture/next.config.mjs';
import { applyOutputSteps } from './apply';
import { missingRoutes, PRERENDER_MANIFEST } from './missing-routes.mjs';
import { loadsBeforePaint, paintFirst } from './paint-first';

const FIXTURE = 'scripts/next-output/fixture';
// At the fixture's own depth: its next.config.mjs imports the site's by a relative path.
const DIR = 'bench/tmp/next-output-contract';
// As in scripts/build.mjs, the site's config exports into the staging folder (Next's distDir).
const OUT = join(DIR, EXPORT_STAGING);
const PAGES = ['index.html', 'second.html', '404.html', '_not-found.html'];
const nextCli = resolve('node_modules', 'next', 'dist', 'bin', 'next');

async function nextBuild(): Promise<void> {
  const child = spawn(process.execPath, [nextCli, 'build', resolve(DIR)], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  if (code !== 0) throw new Error(`next build failed (${code}):\n${log.slice(-3000)}`);
}

const page = (name: string) => readFileSync(join(OUT, name), 'utf8');
/** Every reference to one of Next's JavaScript chunks in a text. */
const chunkRefs = (text: string) => [...text.matchAll(/\/_next\/static\/chunks\/[^"'\s\\]+\.js/g)].map((m) => m[0]);

beforeAll(async () => {
  rmSync(DIR, { recursive: true, force: true });
  cpSync(FIXTURE, DIR, { recursive: true });
  await nextBuild();
}, 240_000);

afterAll(() => rmSync(DIR, { recursive: true, force: true }));

describe('what scripts/next-output assumes of the pinned Next.js', () => {
  it('A1 (missing-routes.mjs): next build writes .next/prerender-manifest.json listing every exported route', () => {
    const manifest = join(DIR, '.next', PRERENDER_MANIFEST);
    expect(existsSync(manifest), `${PRERENDER_MANIFEST} after next build`).toBe(true);
    const routes = Object.keys((JSON.parse(readFileSync(manifest, 'utf8')) as { routes: object }).routes);
    expect(routes, 'the manifest names the routes as paths').toEqual(expect.arrayContaining(['/', '/second']));
    expect(missingRoutes(OUT, manifest), 'every listed route has its file in the export folder').toEqual([]);
  });

  it("A2 (paint-first.ts): a page's chunks are the async script tags and script preloads it reads, under the base path", () => {
    for (const name of PAGES) {
      const html = page(name);
      const refs = chunkRefs(html);
      expect(refs.length, `${name} references chunks`).toBeGreaterThan(0);
      const prefixed = [...html.matchAll(/"([^"]*)\/_next\/static\/chunks\//g)].map((m) => m[1]);
      expect(new Set(prefixed), `${name}: chunk URLs under the base path`).toEqual(new Set([FIXTURE_BASE_PATH]));
      const { html: rewritten, chunks } = paintFirst(html);
      expect(chunks, `${name}: <script src async=""> tags in the head`).toBeGreaterThan(0);
      expect(loadsBeforePaint(rewritten), `${name}: tags still loading a chunk as the page is parsed`).toEqual([]);
      for (const ref of new Set(refs)) expect(rewritten, `${name}: ${ref} kept by the loader`).toContain(ref);
    }
  });

  it('A2, A3 (paint-first.ts): once rewritten, no chunk loads before the first paint, the React.lazy one included, and the page hydrates with no error', async () => {
    // The build's own step, with its check that no page was left as Next wrote it.
    expect(applyOutputSteps(OUT).pages).toBe(PAGES.length);
    const server = await serve(OUT, join(DIR, 'served'), FIXTURE_BASE_PATH);
    const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
    try {
      const tab = await browser.newPage();
      const errors: string[] = [];
      tab.on('console', (m) => m.type() === 'error' && errors.push(`${m.text()} ${m.location().url}`));
      tab.on('pageerror', (e) => errors.push(e.message));
      await tab.goto(`${server.origin}${FIXTURE_BASE_PATH}/`);
      await expect.poll(() => tab.locator('.marker').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(1, 2, 3)');
      // Hydrated: both client components answer (a press before hydration does nothing, so each is pressed until then).
      for (const [name, before] of [
        [/Pressed/, 'Pressed 0'],
        [/Lazy/, 'Lazy 0'],
      ] as const) {
        await expect
          .poll(async () => {
            await tab.getByRole('button', { name }).click();
            return tab.getByRole('button', { name }).textContent();
          })
          .not.toBe(before);
      }
      const { paint, loads } = await tab.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        loads: performance
          .getEntriesByType('resource')
          .filter((r) => /\/_next\/static\/chunks\/.+\.js$/.test(r.name))
          .map((r) => ({ url: new URL(r.name).pathname, start: r.startTime })),
      }));
      expect(paint, 'a first contentful paint').toBeGreaterThan(0);
      expect(
        loads.filter((l) => l.start < paint!),
        'chunks requested before the first contentful paint',
      ).toEqual([]);
      const inPage = new Set(chunkRefs(page('index.html')));
      expect(
        loads.filter((l) => !inPage.has(l.url)).length,
        "the React.lazy chunk, which is not in the page's HTML, was loaded",
      ).toBeGreaterThan(0);
      // The browser asks for /favicon.ico, which the fixture has not: the only error allowed.
      expect(
        errors.filter((e) => !e.endsWith('/favicon.ico')),
        'no console error while hydrating',
      ).toEqual([]);
      await tab.getByRole('link', { name: 'Second page' }).click();
      await tab.waitForURL(`${server.origin}${FIXTURE_BASE_PATH}/second`);
      expect(await tab.locator('p.marker').textContent()).toBe('Second page');
    } finally {
      await browser.close();
      await server.stop();
    }
  }, 120_000);
});
