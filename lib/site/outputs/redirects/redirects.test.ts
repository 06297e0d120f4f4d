import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config/schema';
import { problemsOf } from '../../validation/build-problems';
import { redirectIssues, redirectPage, routeFile, writeRedirects } from './redirects';

const ROUTES = ['/', '/quickstart/installation', '/next/quickstart/installation', '/search'];
const SITE = { url: 'https://docs.ra-aid.ai', baseUrl: '/' };

describe('redirect validation', () => {
  it('accepts a redirect from a free path to a route, with or without a trailing slash or #fragment', () => {
    expect(
      redirectIssues(
        [
          { from: '/install', to: '/quickstart/installation' },
          { from: ['/old/', '/older'], to: '/next/quickstart/installation/#pip' },
        ],
        ROUTES,
      ),
    ).toEqual([]);
  });

  it('fails a "to" that is not a route of the site, at its config path', () => {
    expect(redirectIssues([{ from: '/install', to: '/quickstart/instalation' }], ROUTES)).toEqual([
      {
        path: 'redirects[0].to',
        message:
          'redirects[0].to: "/quickstart/instalation" is not a route of the site (a redirect must lead to a page)',
      },
    ]);
  });

  it('fails a "from" that is already a page, or a file under public/, naming which entry of a list', () => {
    const issues = redirectIssues([{ from: ['/x', '/quickstart/installation/', '/img/logo.svg'], to: '/' }], ROUTES, [
      '/img/logo.svg',
    ]);
    expect(issues.map((i) => i.path)).toEqual(['redirects[0].from[1]', 'redirects[0].from[2]']);
    expect(issues[0].message).toContain('is a page of the site');
    expect(issues[1].message).toContain('is a file under public/');
  });

  it('fails a path redirected twice, and one redirected to itself', () => {
    const issues = redirectIssues(
      [
        { from: '/old', to: '/' },
        { from: '/old/', to: '/search' },
      ],
      ROUTES,
    );
    expect(issues).toEqual([
      { path: 'redirects[1].from', message: 'redirects[1].from: "/old/" is already redirected by redirects[0].from' },
    ]);
  });
});

describe('redirect page', () => {
  it('refreshes to the target, names it canonical, is not indexed and shows a link', () => {
    const html = redirectPage(SITE, '/quickstart/installation');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/quickstart/installation">');
    expect(html).toContain('<link rel="canonical" href="https://docs.ra-aid.ai/quickstart/installation">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<a href="/quickstart/installation">/quickstart/installation</a>');
  });

  it('applies the base URL and the trailing-slash rule to every target, and keeps the #fragment out of the canonical', () => {
    const html = redirectPage({ ...SITE, baseUrl: '/pr-42/', trailingSlash: true }, '/quickstart/installation#pip');
    expect(html).toContain('content="0; url=/pr-42/quickstart/installation/#pip"');
    expect(html).toContain('href="https://docs.ra-aid.ai/pr-42/quickstart/installation/"');
    expect(html).toContain('<a href="/pr-42/quickstart/installation/#pip">');
  });

  it('escapes the target in HTML and in its script', () => {
    const html = redirectPage(SITE, '/a"b</script>');
    expect(html).not.toContain('a"b');
    expect(html).not.toContain('</script>"');
    expect(html).toContain('/a&quot;b&lt;/script&gt;');
  });
});

describe('redirect pages in the export', () => {
  function exportDir(files: string[]): string {
    const dir = mkdtempSync(join(tmpdir(), 'redirect-export-'));
    for (const f of files) {
      mkdirSync(join(dir, f, '..'), { recursive: true });
      writeFileSync(join(dir, f), '<html></html>');
    }
    return dir;
  }

  it('writes {from}.html, or {from}/index.html with trailingSlash true, as Next writes pages', () => {
    expect(routeFile('/old/path/', undefined)).toBe('old/path.html');
    expect(routeFile('/old/path', true)).toBe('old/path/index.html');
    const dir = exportDir(['quickstart/installation.html']);
    expect(writeRedirects(dir, [{ from: ['/install', '/a/b'], to: '/quickstart/installation' }], SITE)).toEqual([
      'install.html',
      'a/b.html',
    ]);
    expect(readFileSync(join(dir, 'a/b.html'), 'utf8')).toContain('url=/quickstart/installation"');
  });

  it('refuses to overwrite a file of the export or to lead to a page the export lacks', () => {
    const dir = exportDir(['quickstart/installation.html', 'install.html']);
    expect(() => writeRedirects(dir, [{ from: '/install', to: '/quickstart/installation' }], SITE)).toThrow(
      'redirects[0].from: "/install" would overwrite install.html',
    );
    expect(() => writeRedirects(dir, [{ from: '/x', to: '/gone' }], SITE)).toThrow(
      'redirects[0].to: "/gone" is not a page of the export',
    );
    expect(existsSync(join(dir, 'x.html'))).toBe(false);
  });
});

describe('redirect problems in the content check', () => {
  it('are reported at the line of the redirect in site.config.mjs', () => {
    const source = [
      'const config = {',
      "  url: 'https://docs.ra-aid.ai',",
      '  redirects: [',
      "    { from: '/install', to: '/nowhere' },",
      '  ],',
      '};',
      'export default config;',
      '',
    ].join('\n');
    const issues = redirectIssues([{ from: '/install', to: '/nowhere' }], ROUTES);
    const problems = problemsOf(new ConfigError('Invalid redirects', issues), () => source);
    expect(problems).toEqual([
      {
        file: 'site.config.mjs',
        line: 4,
        column: 25,
        message: 'redirects[0].to: "/nowhere" is not a route of the site (a redirect must lead to a page)',
      },
    ]);
  });
});
