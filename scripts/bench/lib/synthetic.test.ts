import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';
import { PAGES_PER_CATEGORY, syntheticDocs } from './synthetic';

describe('synthetic guide trees for the scale benchmark', () => {
  const files = syntheticDocs({ pages: 45 });
  const pages = [...files].filter(([p]) => p.endsWith('.mdx'));

  it('generates the asked number of pages in category folders of 20, each with a _category_.json', () => {
    expect(pages).toHaveLength(45);
    const categories = [...files.keys()].filter((p) => p.endsWith('_category_.json'));
    expect(categories).toHaveLength(Math.ceil(45 / PAGES_PER_CATEGORY));
    for (const c of categories)
      expect(JSON.parse(files.get(c)!)).toMatchObject({ label: expect.any(String), position: expect.any(Number) });
  });

  it('is deterministic: the same count and seed give the same files', () => {
    expect(syntheticDocs({ pages: 45 })).toEqual(files);
    expect(syntheticDocs({ pages: 45, seed: 2 })).not.toEqual(files);
  });

  it('pages have front matter, headings, code with a language, admonitions and a table', () => {
    const text = pages[3][1];
    expect(text).toMatch(/^---\ntitle: ".+"\ndescription: ".+"\nsidebar_position: \d+\n---/);
    expect(text).toMatch(/^## .+/m);
    expect(text).toMatch(/^### .+/m);
    expect(text).toMatch(/^```(bash|python|json|yaml)/m);
    expect(text).toMatch(/^:::(note|tip|info|warning|danger)$/m);
    expect(pages.some(([, t]) => /^\| --- \| --- \| --- \|$/m.test(t))).toBe(true);
  });

  it('every link points to a generated page or to a heading of the same page', () => {
    const routes = new Set(pages.map(([p]) => `/${p.replace(/\.mdx$/, '')}`));
    for (const [, text] of pages) {
      const slugger = new GithubSlugger();
      const ids = new Set([...text.matchAll(/^#{2,3} (.+)$/gm)].map(([, h]) => slugger.slug(h)));
      for (const [, target] of text.matchAll(/\]\(([^)]+)\)/g)) {
        if (target.startsWith('#')) expect(ids.has(target.slice(1)), target).toBe(true);
        else expect(routes.has(target), target).toBe(true);
      }
    }
  });
});
