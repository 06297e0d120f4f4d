import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it, vi } from 'vitest';
import siteConfig from '../../site.config.mjs';
import { validateSiteConfig } from '../config/schema';
import { pageMarkdown } from '../markdown/page';
import { buildRecords } from '../search/records';
import { getSite } from '../source';
import { compileGuide } from './compile';
import { guideParseCount } from './document';

const config = validateSiteConfig(siteConfig, 'site.config.mjs');

describe('one parse per guide', () => {
  it('loading, the link check, the HTML, the search records and the Markdown twin of every guide parse each guide once', async () => {
    // Every unified parse of a .mdx file in this process, whoever makes it (not only parseGuide's counter).
    const parseSpy = vi.spyOn(Object.getPrototypeOf(unified()), 'parse');
    const mdxParses = () => parseSpy.mock.calls.filter(([file]) => file instanceof VFile && /\.mdx$/.test(file.path ?? '')).length;
    const before = guideParseCount();
    // Loading both versions parses every guide (headings for the TOC, links for the link check, which runs in the load).
    const { versions } = await getSite();
    const guides = versions.flatMap((v) => v.source.pages.filter((p) => p.kind === 'doc'));
    expect(guides.length).toBeGreaterThan(30);
    expect(guideParseCount() - before).toBe(guides.length);
    expect(mdxParses()).toBe(guides.length);
    // Every other reader works from the parsed documents.
    for (const { source } of versions) {
      for (const page of source.pages) if (page.kind === 'doc') await compileGuide(page.document, page.file);
      expect(buildRecords({ source, config, topLevel: 'Docs' }).length).toBeGreaterThan(source.pages.length);
      for (const page of source.pages) expect(pageMarkdown(page, source, config)).toMatch(/^# /);
    }
    expect(guideParseCount() - before).toBe(guides.length);
    expect(mdxParses()).toBe(guides.length);
    parseSpy.mockRestore();
  }, 120_000);

  it('the Markdown twin and the HTML leave the shared parsed tree as it was', async () => {
    const { source } = (await getSite()).latest;
    const page = source.pages.find((p) => p.kind === 'doc' && p.id === 'quickstart/installation');
    if (page?.kind !== 'doc') throw new Error('no installation guide');
    const snapshot = JSON.stringify(page.document.tree);
    await compileGuide(page.document, page.file);
    pageMarkdown(page, source, config);
    expect(JSON.stringify(page.document.tree)).toBe(snapshot);
  }, 120_000);
});
