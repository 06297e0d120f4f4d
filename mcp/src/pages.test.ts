import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INFO_FILE } from '../../lib/shared/search/engine/shard-format';
import { dirFiles } from './files';
import { headingSections, listPages, readPage, sectionOf } from './pages';
import { fixtureSite } from './testing/fixture-site';
import { parseSiteInfo, resolveVersion } from './site';

const dir = fixtureSite();
const files = dirFiles(dir);
const info = parseSiteInfo(readFileSync(join(dir, INFO_FILE), 'utf8'), `${dir}/`);
const page = readFileSync(join(dir, 'guide/ollama.md'), 'utf8');

describe('sections of a Markdown twin', () => {
  it('gives h2–h6 the ids of the HTML page: GitHub slugs, duplicates numbered, fenced code ignored', () => {
    expect(headingSections(page).map((s) => s.id)).toEqual([
      'before-you-start',
      'check-the-server',
      'choosing-a-model',
      'before-you-start-1',
    ]);
  });

  it('cuts a section at the next heading of its level or above, keeping its subsections', () => {
    expect(sectionOf(page, 'before-you-start')).toBe(
      '## Before you start\n\nPull a model first.\n\n### Check the server\n\nAsk the server for its models.\n',
    );
    expect(sectionOf(page, 'check-the-server')).toBe('### Check the server\n\nAsk the server for its models.\n');
    expect(sectionOf(page, 'before-you-start-1')).toBe(
      '## Before you start\n\nA second section with the same title.\n',
    );
    expect(sectionOf(page, 'choosing-a-model')).toContain('## Not a heading of the page\n```');
    expect(sectionOf(page, 'nowhere')).toBeUndefined();
  });
});

describe('read_page', () => {
  it('answers the whole twin for a page URL and one section for an anchor', async () => {
    expect(await readPage(info, files, 'https://docs.example.com/guide/ollama')).toBe(page);
    expect(await readPage(info, files, '/guide/ollama#choosing-a-model')).toMatch(/^## Choosing a model\n/);
    expect(await readPage(info, files, '/')).toBe('# Example Docs\n\nThe landing page.\n');
  });

  it('names a missing page in its error', async () => {
    await expect(readPage(info, files, '/guide/nope')).rejects.toThrow(
      `The docs have no page at /guide/nope (no /guide/nope.md on ${dir}). Use search_docs or list_pages to find the URL of a page.`,
    );
  });

  it('answers the whole page for an anchor that is not one of its headings, after a line naming them', async () => {
    expect(await readPage(info, files, '/guide/ollama#nope')).toBe(
      "<!-- #nope is not a heading of this page's Markdown (its headings are #before-you-start, #check-the-server, " +
        `#choosing-a-model, #before-you-start-1); the whole page follows. -->\n\n${page}`,
    );
    expect(await readPage(info, files, '/guide/logging#nope')).toMatch(/\(it has no headings below its title\)/);
  });

  it('reads no file outside the site folder, whatever the path', async () => {
    const site = fixtureSite({ extra: { '../secret.md': 'SECRET' } });
    const siteFiles = dirFiles(site);
    for (const path of ['/../secret', '/guide/../../secret', '/%2e%2e/secret']) {
      await expect(readPage(info, siteFiles, path)).rejects.toThrow(/The docs have no page/);
    }
  });
});

describe('list_pages', () => {
  it("answers llms.txt for the root version without the other versions' pages, and names the other versions", async () => {
    const text = await listPages(info, files, info.root);
    expect(text).toContain('## Guides\n\n- [Ollama setup](https://docs.example.com/guide/ollama.md): Run the agent');
    expect(text).not.toContain('## Optional');
    expect(text).not.toContain('docs.example.com/next/');
    expect(text).toContain('This site has: 2.0 (at the site root, the default); next (under /next/, "Next").');
  });

  it("lists another version's pages from the Optional section, without the version suffix", async () => {
    const text = await listPages(info, files, resolveVersion(info, 'next'));
    expect(text).toContain('# Example Docs: version Next');
    expect(text).toContain(
      '- [Ollama setup](https://docs.example.com/next/guide/ollama.md): Ollama in the next release.',
    );
    expect(text).not.toContain('(version Next)');
    expect(text).not.toContain('/guide/logging');
  });
});
