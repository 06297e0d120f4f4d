import { describe, expect, it } from 'vitest';
import { findPage, getSite } from '../../source';
import { pageMarkdown } from './page';
import { markdownAt, markdownPaths } from './site';

/** Lines of Markdown outside fenced code blocks (code may legitimately say `export FOO=…` or `<T>`). */
function proseLines(markdown: string): string[] {
  let fence: string | null = null;
  return markdown.split('\n').filter((line) => {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === null) fence = f[1];
      else if (f[1].startsWith(fence)) fence = null;
      return false;
    }
    return fence === null;
  });
}

/** Link and image destinations in Markdown text (inline code spans removed first). */
function destinations(markdown: string): string[] {
  const prose = proseLines(markdown)
    .join('\n')
    .replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)/g)].map((m) => m[1]);
}

describe('Markdown of every page of the real site', () => {
  it('has no JSX tag, no import/export line and no {expression} left, and every link is absolute', async () => {
    const site = await getSite();
    const pages = site.versions.flatMap((v) => v.source.pages.map((page) => ({ page, source: v.source })));
    expect(pages.length).toBeGreaterThan(30);
    for (const { page, source } of pages) {
      const md = pageMarkdown(page, source, site.config);
      const prose = proseLines(md).map((l) => l.replace(/`[^`\n]*`/g, ''));
      expect(
        prose.filter((l) => /<[A-Z]/.test(l)),
        page.route,
      ).toEqual([]);
      expect(
        prose.filter((l) => /^\s*(import|export)\s/.test(l)),
        page.route,
      ).toEqual([]);
      expect(
        prose.filter((l) => /(^|[^\\])\{/.test(l)),
        page.route,
      ).toEqual([]);
      expect(md.startsWith(`# `), page.route).toBe(true);
      for (const url of destinations(md)) expect(url, `${page.route}: ${url}`).toMatch(/^(https?:|mailto:)/);
    }
  });

  it('serves a twin for every page of every version, each the page Markdown', async () => {
    const site = await getSite();
    const paths = await markdownPaths();
    expect(paths).toContain('/index.md');
    expect(paths).toContain('/quickstart/installation.md');
    expect(new Set(paths).size).toBe(site.versions.flatMap((v) => v.source.pages).length);
    const found = findPage(site, '/quickstart/installation')!;
    expect(await markdownAt('/quickstart/installation.md')).toBe(
      pageMarkdown(found.page, found.version.source, site.config),
    );
    expect(await markdownAt('/quickstart/nope.md')).toBeUndefined();
    expect(await markdownAt('/quickstart/installation')).toBeUndefined();
  });
});
