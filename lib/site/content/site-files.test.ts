import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { siteFileRewrites } from './site-file-rewrites.mjs';
import { siteFileParams, siteFileResponse } from './site-files';

// What the site serves of a Docusaurus site besides its pages: the rewrites next.config.mjs gets under `next dev`, and
// the route handler they lead to (app/site-files/[...path]/route.ts), whose paths `npm run build` exports.
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
      {
        source: '/files/release%20notes.txt',
        destination: '/site-files/static/files/release%20notes.txt',
      },
      { source: '/img/fixture-diagram.png', destination: '/site-files/static/img/fixture-diagram.png' },
      { source: '/robots.txt', destination: '/site-files/static/robots.txt' },
    ]);
  });

  it('leave out a file public/ also has (public/ wins, as in the export) and match the path as sent, literally', () => {
    vi.stubEnv('DOCUSAURUS_SITE', scratchSite(['static/img/logo-light.svg', 'static/files/a (1):b.txt']));
    expect(siteFileRewrites(process.cwd()).map((r) => r.source)).toEqual([
      '/assets/images/:name',
      '/files/a%20\\(1\\)\\:b.txt',
    ]);
  });
});

describe('the paths the site-files route exports', () => {
  it('are the static/ files public/ does not have, then the gathered images, by folder', () => {
    const site = scratchSite(['static/img/logo-light.svg', 'static/files/b.txt', 'static/a.txt', 'assets/x-01.png']);
    vi.stubEnv('DOCUSAURUS_SITE', site);
    vi.stubEnv('DOCS_ASSET_DIR', join(site, 'assets'));
    expect(siteFileParams().map((p) => p.path.join('/'))).toEqual([
      'static/a.txt',
      'static/files/b.txt',
      'assets/x-01.png',
    ]);
  });

  it('are one placeholder a request for answers with text, when the site has no such files', async () => {
    vi.stubEnv('DOCUSAURUS_SITE', '');
    vi.stubEnv('DOCS_ASSET_DIR', join(scratch, 'no-assets'));
    const params = siteFileParams();
    expect(params).toHaveLength(1);
    const response = siteFileResponse(params[0].path);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/no files/);
  });
});

describe('the site-files route', () => {
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
