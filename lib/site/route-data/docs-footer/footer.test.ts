import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateSiteConfig, type SiteConfigInput } from '../../config/schema';
import type { DocPage, Page } from '../../source/types';
import { docFooterData, versionDocsDir } from './footer';

const BASE = 'https://github.com/ai-christianson/RA.Aid-docs/edit/main/';

function config(docs: SiteConfigInput['docs'] = {}) {
  return validateSiteConfig(
    { url: 'https://docs.example.com', baseUrl: '/pr-42/', title: 'T', themeConfig: { navbar: {} }, docs },
    'test.config.mjs',
  );
}

/** A project folder with one guide in `docsDir`, modified at 2020-02-02, outside any git repository. */
function project(docsDir: string) {
  const root = mkdtempSync(join(tmpdir(), 'doc-footer-'));
  const file = join(root, docsDir, 'quickstart', 'installation.mdx');
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, '# Installation\n');
  utimesSync(file, new Date('2020-02-02T02:02:02Z'), new Date('2020-02-02T02:02:02Z'));
  const page = {
    kind: 'doc',
    id: 'quickstart/installation',
    route: docsDir === 'content' ? '/next/quickstart/installation' : '/quickstart/installation',
    file: relative(root, file),
  } as DocPage;
  return { root, versionDir: join(root, docsDir), page };
}

describe('doc footer data of a page', () => {
  it('has neither part with the default config (no editUrl, showLastUpdateTime false)', () => {
    const { root, versionDir, page } = project('content');
    expect(docFooterData(page, 'current', config(), { projectRoot: root, versionDir })).toEqual({});
  });

  it('links a current guide to its file under content/', () => {
    const { root, versionDir, page } = project('content');
    const data = docFooterData(page, 'current', config({ editUrl: BASE }), { projectRoot: root, versionDir });
    expect(data).toEqual({ editUrl: `${BASE}content/quickstart/installation.mdx` });
  });

  it('links a generated guide to its data file in the version folder, and has no link when it has none there', () => {
    const { root, versionDir, page } = project('content');
    const generated = {
      ...page,
      file: 'content/reference/cli.mdx',
      generated: { path: 'reference/cli.mdx', text: '', sources: ['content/quickstart/installation.mdx'] },
    };
    expect(docFooterData(generated, 'current', config({ editUrl: BASE }), { projectRoot: root, versionDir })).toEqual({
      editUrl: `${BASE}content/quickstart/installation.mdx`,
    });
    const outside = { ...generated, generated: { ...generated.generated, sources: ['data/elsewhere.json'] } };
    expect(docFooterData(outside, 'current', config({ editUrl: BASE }), { projectRoot: root, versionDir })).toEqual({});
  });

  it('links a versioned guide to its file under versioned_docs/version-{name}/', () => {
    const { root, versionDir, page } = project('versioned_docs/version-0.30.2');
    const data = docFooterData(page, '0.30.2', config({ editUrl: BASE }), { projectRoot: root, versionDir });
    expect(data.editUrl).toBe(`${BASE}versioned_docs/version-0.30.2/quickstart/installation.mdx`);
  });

  it('gives a function editUrl the version, its folder, the doc path, the permalink with base URL and the locale', () => {
    const { root, versionDir, page } = project('versioned_docs/version-0.30.2');
    const c = config({ editUrl: (p) => `https://e.org/?${new URLSearchParams({ ...p }).toString()}` });
    const url = new URL(docFooterData(page, '0.30.2', c, { projectRoot: root, versionDir }).editUrl!);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      version: '0.30.2',
      versionDocsDirPath: 'versioned_docs/version-0.30.2',
      docPath: 'quickstart/installation.mdx',
      permalink: '/pr-42/quickstart/installation',
      locale: 'en',
    });
  });

  it('shows the last update of the guide file with showLastUpdateTime (mtime here: no git history)', () => {
    const { root, versionDir, page } = project('content');
    const c = config({ showLastUpdateTime: true });
    expect(docFooterData(page, 'current', c, { projectRoot: root, versionDir })).toEqual({
      lastUpdated: { date: 'Feb 2, 2020', iso: '2020-02-02T02:02:02.000Z' },
    });
  });

  it("shows the front matter's last_update.date instead of the file's, and nothing without showLastUpdateTime", () => {
    const { root, versionDir, page } = project('content');
    const fixed = { ...page, frontMatter: { last_update: { date: '2024-03-05', author: 'A' } } } as DocPage;
    const options = { projectRoot: root, versionDir };
    expect(docFooterData(fixed, 'current', config({ showLastUpdateTime: true }), options)).toEqual({
      lastUpdated: { date: 'Mar 5, 2024', iso: '2024-03-05T00:00:00.000Z' },
    });
    expect(docFooterData(fixed, 'current', config({}), options)).toEqual({});
  });

  it("links a guide with custom_edit_url to that URL instead of the site's editUrl", () => {
    const { root, versionDir, page } = project('content');
    const custom = { ...page, frontMatter: { custom_edit_url: 'https://example.com/edit/x.mdx' } } as DocPage;
    const data = docFooterData(custom, 'current', config({ editUrl: BASE }), { projectRoot: root, versionDir });
    expect(data).toEqual({ editUrl: 'https://example.com/edit/x.mdx' });
  });

  it('links a guide with custom_edit_url even where the site sets no editUrl, as Docusaurus does', () => {
    const { root, versionDir, page } = project('content');
    const custom = { ...page, frontMatter: { custom_edit_url: 'https://example.com/edit/x.mdx' } } as DocPage;
    expect(docFooterData(custom, 'current', config(), { projectRoot: root, versionDir })).toEqual({
      editUrl: 'https://example.com/edit/x.mdx',
    });
  });

  it('gives a guide with custom_edit_url: null no edit link, keeping its last-updated date', () => {
    const { root, versionDir, page } = project('content');
    const hidden = { ...page, frontMatter: { custom_edit_url: null } } as DocPage;
    const c = config({ editUrl: BASE, showLastUpdateTime: true });
    expect(docFooterData(hidden, 'current', c, { projectRoot: root, versionDir })).toEqual({
      lastUpdated: { date: 'Feb 2, 2020', iso: '2020-02-02T02:02:02.000Z' },
    });
  });

  it('gives category index and API pages no footer: they have no guide file', () => {
    const c = config({ editUrl: BASE, showLastUpdateTime: true });
    const category = { kind: 'category', id: 'category:quickstart', route: '/quickstart', dir: 'quickstart' } as Page;
    expect(docFooterData(category, 'current', c)).toEqual({});
  });

  it('finds each version folder as the site loads it: content/ and versioned_docs/version-{name}/', () => {
    expect(relative(process.cwd(), versionDocsDir('current'))).toBe('content');
    expect(relative(process.cwd(), versionDocsDir('0.30.2'))).toBe(join('versioned_docs', 'version-0.30.2'));
  });
});
