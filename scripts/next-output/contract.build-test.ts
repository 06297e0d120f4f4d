// The contract of scripts/next-output/ with the pinned Next.js (and the React it ships): the fixture beside this file
// is built the way scripts/build.mjs builds the site (one `next build`), then each assumption the
// output steps make about what Next and React write is checked by name (./README.md lists them). A failure here
// after an upgrade of `next` says which step to revisit before the site's own build silently changes.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, CHROME } from '../bench/serve';
import { missingRoutes, PRERENDER_MANIFEST } from './missing-routes.mjs';
import { paintFirst } from './paint-first';
import { rewriteHtmlFiles } from './rewrite-html';

const FIXTURE = 'scripts/next-output/fixture';
const DIR = 'bench/tmp/next-output-contract';
const OUT = join(DIR, 'out');
const nextCli = resolve('node_modules', 'next', 'dist', 'bin', 'next');

async function nextBuild(): Promise<void> {
  const child = spawn(process.execPath, [nextCli, 'build', resolve(DIR)], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  if (code !== 0) throw new Error(`next build failed (${code}):\n${log.slice(-3000)}`);
}

const page = (name: string) => readFileSync(join(OUT, name), 'utf8');

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
    expect(missingRoutes(OUT, manifest), 'every listed route has its file in out/').toEqual([]);
  });

  it("A2 (paint-first.ts): a page's chunks are the head's async script tags and script preloads, in the forms it reads", () => {
    for (const name of ['index.html', 'second.html']) {
      const html = page(name);
      const chunkRefs = [...html.matchAll(/\/_next\/static\/chunks\/[^"]+\.js/g)].map((m) => m[0]);
      expect(chunkRefs.length, `${name} references chunks`).toBeGreaterThan(0);
      const { html: rewritten, chunks } = paintFirst(html);
      expect(chunks, `${name}: <script src async=""> tags in the head`).toBeGreaterThan(0);
      // Nothing that loads a chunk is left behind (but for the legacy browsers' noModule polyfills): every other
      // reference is now in the loader's lists.
      const leftTags = [
        ...rewritten.matchAll(
          /<script src="[^"]*\/_next\/static\/chunks\/[^>]*>|<link rel="preload" as="script"[^>]*>/g,
        ),
      ]
        .map((m) => m[0])
        .filter((tag) => !/noModule/i.test(tag));
      expect(leftTags, `${name}: script or script preload tags the loader did not take`).toEqual([]);
      for (const ref of new Set(chunkRefs)) expect(rewritten, `${name}: ${ref} kept by the loader`).toContain(ref);
    }
  });

  it('A3 (paint-first.ts): a page whose chunks the loader adds after the first paint hydrates with no error', async () => {
    rewriteHtmlFiles(OUT, (html) => paintFirst(html).html);
    const server = await serve(OUT, join(DIR, 'served'));
    const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
    try {
      const tab = await browser.newPage();
      const errors: string[] = [];
      tab.on('console', (m) => m.type() === 'error' && errors.push(`${m.text()} ${m.location().url}`));
      tab.on('pageerror', (e) => errors.push(e.message));
      await tab.goto(server.origin);
      await expect.poll(() => tab.locator('.marker').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(1, 2, 3)');
      // Hydrated: the client component answers (a press before hydration does nothing, so it is pressed until then).
      await expect
        .poll(async () => {
          await tab.getByRole('button').click();
          return tab.getByRole('button').textContent();
        })
        .not.toBe('Pressed 0');
      // The browser asks for /favicon.ico, which the fixture has not: the only error allowed.
      expect(
        errors.filter((e) => !e.endsWith('/favicon.ico')),
        'no console error while hydrating',
      ).toEqual([]);
      await tab.getByRole('link', { name: 'Second page' }).click();
      await tab.waitForURL(`${server.origin}/second`);
      expect(await tab.locator('p.marker').textContent()).toBe('Second page');
    } finally {
      await browser.close();
      await server.stop();
    }
  }, 120_000);
});
