import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultPagesUrl, previewBasePath, previewBuild, previewLocation } from './preview-base';

describe('the preview base path', () => {
  it('is /pr-<number>/ for a pull-request number and refuses anything else', () => {
    expect(previewBasePath(42)).toBe('/pr-42/');
    expect(previewBasePath('7')).toBe('/pr-7/');
    for (const bad of [undefined, '', '0', '4x', '../x', '-1']) expect(() => previewBasePath(bad)).toThrow(/PR_NUMBER/);
  });

  it('goes under the prefix the previews’ folder is served at, however its slashes are written', () => {
    for (const prefix of ['/ra-aid-docs', '/ra-aid-docs/', 'ra-aid-docs', '//ra-aid-docs//'])
      expect(previewBasePath(42, prefix)).toBe('/ra-aid-docs/pr-42/');
    expect(previewBasePath(42, '/a/b.c/')).toBe('/a/b.c/pr-42/');
    expect(previewBasePath(42, '/')).toBe('/pr-42/');
    expect(previewBasePath(42, '')).toBe('/pr-42/');
  });

  it('refuses a prefix a base path cannot hold as it is', () => {
    for (const bad of ['/a b/', '/a%20b/', '/../x/', '/./', '/a?b/'])
      expect(() => previewBasePath(42, bad)).toThrow(/preview prefix/);
  });
});

describe('the default GitHub Pages URL of a repository', () => {
  it('is https://<owner>.github.io/<name>/ for a project site and the host root for the <owner>.github.io repository', () => {
    expect(defaultPagesUrl('octo/ra-aid-docs')).toBe('https://octo.github.io/ra-aid-docs/');
    expect(defaultPagesUrl('Octo/Docs')).toBe('https://octo.github.io/Docs/');
    expect(defaultPagesUrl('Octo/octo.github.io')).toBe('https://octo.github.io/');
    for (const bad of ['', 'octo', 'octo/docs/x', 'oc to/docs'])
      expect(() => defaultPagesUrl(bad)).toThrow(/PREVIEW_REPOSITORY/);
  });
});

describe('where a preview lives', () => {
  it('takes the base path from the path of the site URL (as actions/configure-pages gives it, without a trailing slash)', () => {
    expect(previewLocation(42, 'https://octo.github.io/ra-aid-docs')).toEqual({
      basePath: '/ra-aid-docs/pr-42/',
      origin: 'https://octo.github.io',
      url: 'https://octo.github.io/ra-aid-docs/pr-42/',
    });
    expect(previewLocation(42, 'https://docs.example.com/')).toEqual({
      basePath: '/pr-42/',
      origin: 'https://docs.example.com',
      url: 'https://docs.example.com/pr-42/',
    });
  });

  it('is /pr-<n>/ of an unknown host without a site URL', () => {
    expect(previewLocation(42)).toEqual({ basePath: '/pr-42/' });
    expect(previewLocation(42, ' ')).toEqual({ basePath: '/pr-42/' });
  });

  it('refuses a site URL that is not a plain http(s) address', () => {
    for (const bad of [
      'octo.github.io/docs',
      'ftp://octo.github.io/docs',
      'https://octo.github.io/docs?x=1',
      'https://u:p@octo.github.io/',
    ]) {
      expect(() => previewLocation(42, bad)).toThrow(/preview site URL/);
    }
  });
});

describe('npm run build:preview', () => {
  it('builds with BASE_URL and SITE_URL from PREVIEW_SITE_URL, which wins over PREVIEW_REPOSITORY', () => {
    expect(
      previewBuild({ PR_NUMBER: '7', PREVIEW_SITE_URL: 'https://docs.example.com', PREVIEW_REPOSITORY: 'octo/docs' })
        .buildEnv,
    ).toEqual({
      BASE_URL: '/pr-7/',
      SITE_URL: 'https://docs.example.com',
    });
    expect(previewBuild({ PR_NUMBER: '7', PREVIEW_SITE_URL: '', PREVIEW_REPOSITORY: 'octo/docs' }).buildEnv).toEqual({
      BASE_URL: '/docs/pr-7/',
      SITE_URL: 'https://octo.github.io',
    });
  });

  it('leaves SITE_URL to the site config for the e2e build (PR_NUMBER only)', () => {
    expect(previewBuild({ PR_NUMBER: '42' }).buildEnv).toEqual({ BASE_URL: '/pr-42/' });
  });

  it('stops before building when PR_NUMBER is missing or the site URL is unusable', () => {
    const env = { ...process.env };
    delete env.PR_NUMBER;
    delete env.PREVIEW_SITE_URL;
    delete env.PREVIEW_REPOSITORY;
    const dir = mkdtempSync(join(tmpdir(), 'build-preview-'));
    const output = join(dir, 'github-output');
    try {
      const run = (extra: Record<string, string>) =>
        spawnSync(process.execPath, ['--import', 'tsx', join(process.cwd(), 'scripts/build-preview.ts')], {
          env: { ...env, GITHUB_OUTPUT: output, ...extra },
          encoding: 'utf8',
        });
      const missing = run({});
      expect(missing.status).toBe(2);
      expect(missing.stderr).toContain('PR_NUMBER must be a pull-request number');
      expect(missing.stdout).not.toContain('Building the preview');
      const badUrl = run({ PR_NUMBER: '7', PREVIEW_SITE_URL: 'https://octo.github.io/my docs' });
      expect(badUrl.status).toBe(2);
      expect(badUrl.stderr).toContain('preview prefix');
      // Nothing was built, so the step has no outputs for the workflow to publish.
      expect(() => readFileSync(output, 'utf8')).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
