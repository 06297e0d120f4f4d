import type { List, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSite, type Site } from '../../source';
import { llmsFullTxt, llmsTxt, sidebarSections, UNCATEGORISED_SECTION } from './llms';
import { markdownUrl, pageUrl } from './urls';

let site: Site;
beforeAll(async () => {
  site = await getSite();
});

const parse = (md: string) => unified().use(remarkParse).parse(md) as Root;

interface Entry {
  url: string;
  title: string;
  rest: string;
}

/** The llms.txt shape, read with a Markdown parser: h1, blockquote, then h2 sections each holding one list of links. */
function readLlms(md: string) {
  const tree = parse(md);
  const [h1, quote, ...rest] = tree.children;
  const sections: { title: string; entries: Entry[] }[] = [];
  for (const node of rest) {
    if (node.type === 'heading') {
      expect(node.depth).toBe(2);
      sections.push({ title: (node.children[0] as { value: string }).value, entries: [] });
      continue;
    }
    expect(node.type, 'only headings and lists after the summary').toBe('list');
    for (const item of (node as List).children) {
      const para = item.children[0];
      expect(para.type).toBe('paragraph');
      if (para.type !== 'paragraph') continue;
      const [link, ...tail] = para.children;
      expect(link.type, 'each entry starts with its link').toBe('link');
      if (link.type !== 'link') continue;
      const title = link.children.map((c) => ('value' in c ? c.value : '')).join('');
      sections
        .at(-1)!
        .entries.push({ url: link.url, title, rest: tail.map((c) => ('value' in c ? c.value : '')).join('') });
    }
  }
  return { h1, quote, sections };
}

describe('llms.txt', () => {
  it('starts with the site title and a one-paragraph summary blockquote', () => {
    const { h1, quote } = readLlms(llmsTxt(site.config, site.versions));
    expect(h1).toMatchObject({ type: 'heading', depth: 1, children: [{ type: 'text', value: site.config.title }] });
    expect(quote.type).toBe('blockquote');
    expect(quote.type === 'blockquote' && quote.children.length).toBe(1);
    expect(JSON.stringify(quote)).toContain('RA.Aid');
  });

  it('writes the commands of its summary as code spans, with no backslash-escaped backticks', () => {
    const md = llmsTxt(site.config, site.versions);
    const { quote } = readLlms(md);
    const summary = quote.type === 'blockquote' ? quote.children[0] : undefined;
    const spans = summary?.type === 'paragraph' ? summary.children.filter((c) => c.type === 'inlineCode') : [];
    expect(spans.map((c) => c.value)).toEqual(['ra-aid', 'pip install ra-aid']);
    expect(md.split('\n## ')[0]).not.toContain('\\`');
  });

  it('lists every page of the latest version (0.30.2) once, then every page of Next under "Optional"', () => {
    const { sections } = readLlms(llmsTxt(site.config, site.versions));
    const optional = sections.find((s) => s.title === 'Optional')!;
    const next = site.versions.find((v) => v.meta.name === 'current')!;
    expect(site.latest.meta.name).toBe('0.30.2');
    expect(optional.entries.map((e) => e.url).sort()).toEqual(
      next.source.pages.map((p) => markdownUrl(site.config, p.route)).sort(),
    );
    for (const e of optional.entries) expect(e.url).toMatch(/^https:\/\/docs\.ra-aid\.ai\/next(\/.+)?\.md$/);
    expect(
      optional.entries.every((e) => e.rest.endsWith(' (version Next)') || e.title.endsWith(' (version Next)')),
    ).toBe(true);
    const entries = sections.filter((s) => s !== optional).flatMap((s) => s.entries);
    const expected = site.latest.source.pages.map((p) => markdownUrl(site.config, p.route));
    expect(entries.map((e) => e.url).sort()).toEqual([...expected].sort());
    for (const e of entries) expect(e.url).toMatch(/^https:\/\/docs\.ra-aid\.ai\/.+\.md$/);
    const install = entries.find((e) => e.url.endsWith('/quickstart/installation.md'))!;
    const page = site.latest.source.byRoute.get('/quickstart/installation')!;
    expect(install).toEqual({ url: install.url, title: page.title, rest: `: ${page.description}` });
    expect(entries.find((e) => e.url.endsWith('/index.md'))).toBeDefined();
  });

  it('groups pages by top-level sidebar category, in sidebar order, with uncategorised pages under "Docs"', () => {
    const { sections } = readLlms(llmsTxt(site.config, site.versions));
    const categories = site.latest.source.tree.filter((n) => n.type === 'category').map((n) => n.label);
    expect(sections.map((s) => s.title).filter((t) => t !== UNCATEGORISED_SECTION && t !== 'Optional')).toEqual(
      categories,
    );
    const quickstart = sections.find((s) => s.title === 'Quick Start')!;
    // The category's own page first, then its pages in sidebar order.
    expect(quickstart.entries.map((e) => e.url.replace('https://docs.ra-aid.ai', ''))).toEqual([
      '/category/quick-start.md',
      '/quickstart/installation.md',
      '/quickstart/recommended.md',
      '/quickstart/open-models.md',
    ]);
    expect(sections.find((s) => s.title === 'API')!.entries.map((e) => e.title)).toContain('Spawn agent');
  });

  it('carries the base path in every link of a preview build', () => {
    const md = llmsTxt({ ...site.config, baseUrl: '/pr-42/' }, site.versions);
    const urls = readLlms(md).sections.flatMap((s) => s.entries.map((e) => e.url));
    expect(urls.length).toBe(site.versions.reduce((n, v) => n + v.source.pages.length, 0));
    for (const url of urls) expect(url.startsWith('https://docs.ra-aid.ai/pr-42/')).toBe(true);
  });
});

describe('llms-full.txt', () => {
  it('holds every page in sidebar order, each under its title with its canonical URL on the next line', () => {
    const full = llmsFullTxt(site.config, site.latest);
    const order = sidebarSections(site.latest.source).flatMap((s) => s.pages);
    expect(order.length).toBe(site.latest.source.pages.length);
    let from = 0;
    for (const page of order) {
      const block = `# ${page.title}\n\nURL: ${pageUrl(site.config, page.route)}\n`;
      const at = full.indexOf(block, from);
      expect(at, `${page.route} in order`).toBeGreaterThanOrEqual(from);
      from = at + block.length;
    }
    expect(full).toContain('> **Danger: No authentication, and all interfaces by default**');
  });
});
