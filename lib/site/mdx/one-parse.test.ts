import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import rehypeShiki from '@shikijs/rehype';
import { unified, type Processor } from 'unified';
import { VFile } from 'vfile';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import siteConfig from '../../../site.config.mjs';
import { validateSiteConfig } from '../config/schema';
import { pageMarkdown } from '../outputs/markdown/page';
import { buildRecords } from '../outputs/search/records';
import { getSite } from '../source';
import { remarkGuide } from './guide-plugin';
import { shikiOptions } from './shiki-options';
import { syntaxParseCount } from './syntax';

const config = validateSiteConfig(siteConfig, 'site.config.mjs');
let store: string;

beforeAll(() => {
  // A store like a build's (lib/site/content/build-dirs.mjs), empty: every tree is parsed here first.
  store = mkdtempSync(join(tmpdir(), 'mdx-store-'));
  process.env.DOCS_BUILD_STORES = store;
});
afterAll(() => {
  delete process.env.DOCS_BUILD_STORES;
});

describe('one parse per guide', () => {
  it('the site load (TOC, link check), the compiled pages, the search records and the Markdown twins parse each guide once', async () => {
    // Every unified parse of a .mdx file, whoever makes it — except the guide pipeline's parser (lib/site/mdx/guide-plugin.ts,
    // the remark plugin @next/mdx compiles each guide with, in `next build` and `next dev`), which takes the stored tree.
    const parseSpy = vi.spyOn(Object.getPrototypeOf(unified()) as Processor, 'parse');
    const mdxParses = () =>
      parseSpy.mock.calls.filter(
        ([file], i) =>
          file instanceof VFile &&
          /\.mdx$/.test(file.path ?? '') &&
          (parseSpy.mock.contexts[i] as Processor).parser?.name !== 'parseThroughStore',
      ).length;
    const before = syntaxParseCount();
    const { versions } = await getSite();
    const guides = versions.flatMap((v) => v.source.pages.filter((p) => p.kind === 'doc'));
    expect(guides.length).toBeGreaterThan(30);
    expect(syntaxParseCount() - before).toBe(guides.length);
    expect(readdirSync(join(store, 'mdx-syntax')).filter((f) => f.endsWith('.json'))).toHaveLength(guides.length);

    // Each guide compiled as @next/mdx compiles it (next.config.mjs); a generated guide has no file, only its text.
    const options = {
      format: 'mdx' as const,
      remarkPlugins: [remarkGuide],
      rehypePlugins: [[rehypeShiki, shikiOptions]],
    };
    for (const page of guides) {
      const path = join(process.cwd(), page.file);
      const compiled = await compile(
        { path, value: page.generated?.text ?? readFileSync(path, 'utf8') },
        options as Parameters<typeof compile>[1],
      );
      expect(String(compiled.value)).toContain('export default function MDXContent');
    }
    for (const { source } of versions) {
      expect(buildRecords({ source, config, topLevel: 'Docs' }).length).toBeGreaterThan(source.pages.length);
      for (const page of source.pages) expect(pageMarkdown(page, source, config)).toMatch(/^# /);
    }
    expect(syntaxParseCount() - before).toBe(guides.length);
    expect(mdxParses()).toBe(guides.length);
    parseSpy.mockRestore();
  }, 180_000);

  it('the Markdown twin leaves the shared parsed tree as it was', async () => {
    const { source } = (await getSite()).latest;
    const page = source.pages.find((p) => p.kind === 'doc' && p.id === 'quickstart/installation');
    if (page?.kind !== 'doc') throw new Error('no installation guide');
    const snapshot = JSON.stringify(page.document.tree);
    pageMarkdown(page, source, config);
    expect(JSON.stringify(page.document.tree)).toBe(snapshot);
  }, 60_000);
});
