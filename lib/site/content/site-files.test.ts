import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { siteFileRewrites } from './site-file-rewrites.mjs';
import { siteFileResponse } from './site-files';

// What `next dev` serves of a Docusaurus site besides its pages: the rewrites next.config.mjs gets, and the route
// handler they lead to (app/site-files/[...path]/route.dev.ts).
const SITE = 'tests/fixtures/docusaurus';
mkdirSync(join(process.cwd(), '.e2e'), { recursive: true });
const scratch = mkdtempSync(join(process.cwd(), '.e2e', 'site-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

function scratchSite(files: string[]): string {
  const site = mkdtempSync(join(scratch, 'site-'));
  for (const file of files) {
    mkdirSync(join(site, file, '..'), { recursive: true });
    writeFileSync(join(site, file), file);
  }
  return site;
}

describe("the dev server's rewrites to a Docusaurus site's files", () => {
  it('are only the one of /assets/images/ without DOCUSAURUS_SITE', () => {
    vi.stubEnv('DOCUSAURUS_SITE', '');
    expect(siteFileRewrites(process.cwd())).toEqual([
      { source: '/assets/images/:name', destination: '/site-files/assets/:name' },
    ]);
  });

  it("send each static/ file's site path, and /assets/images/, to the site-files route", () => {
    vi.stubEnv('DOCUSAURUS_SITE', SITE);
    expect(siteFileRewrites(process.cwd())).toEqual([
      { source: '/assets/images/:name', destination: '/site-files/assets/:name' },
      { source: '/img/fixture-diagram.png', destination: '/site-files/static/img/fixture-diagram.png' },
    ]);
  });

  it('leave out a file public/ also has (public/ wins, as in the export) and match special characters literally', () => {
    vi.stubEnv('DOCUSAURUS_SITE', scratchSite(['static/img/logo-light.svg', 'static/files/a (1):b.txt']));
    expect(siteFileRewrites(process.cwd()).map((r) => r.source)).toEqual([
      '/assets/images/:name',
      '/files/a \\(1\\)\\:b.txt',
    ]);
  });
});

describe('the site-files route of next dev', () => {
  it('serves a static/ file with its type', async () => {
    vi.stubEnv('DOCUSAURUS_SITE', SITE);
    const response = siteFileResponse(['static', 'img', 'fixture-diagram.png']);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(
      new Uint8Array(readFileSync(join(SITE, 'static/img/fixture-diagram.png'))),
    );
  });

  it('serves an image gathered from a guide (DOCS_ASSET_DIR)', async () => {
    const site = scratchSite(['assets/shot-0123abcd.png']);
    vi.stubEnv('DOCS_ASSET_DIR', join(site, 'assets'));
    const response = siteFileResponse(['assets', 'shot-0123abcd.png']);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('assets/shot-0123abcd.png');
  });

  it('answers 404 for a missing file, another folder, or a path that leaves the folder', () => {
    vi.stubEnv('DOCUSAURUS_SITE', SITE);
    for (const path of [
      ['static', 'img', 'gone.png'],
      ['docs', 'index.md'],
      ['static', '..', 'docusaurus.config.js'],
      ['static', '..%2Fdocusaurus.config.js'],
      ['static', 'img'],
    ])
      expect(siteFileResponse(path).status, path.join('/')).toBe(404);
  });
});
