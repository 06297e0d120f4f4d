import { toHtml } from 'hast-util-to-html';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderDescriptions } from '@/lib/site/tasks';
import { Admonition } from '@/components/mdx/admonition';
import { descriptionHast, siteHref } from './description-html';

/** A description through the page's pipeline, drawn as an API page draws it, for a site under /pr-42/. */
async function draw(markdown: string): Promise<string> {
  const links = { baseUrl: '/pr-42/', trailingSlash: false };
  const rendered = await renderDescriptions([markdown], links);
  return toHtml(descriptionHast(rendered.markdown[markdown], 'd', links));
}

describe('an API description drawn as HTML', () => {
  it('leads internal links from the base URL, keeps hash links, and opens web links in a new tab', async () => {
    const html = await draw(
      'See [the guide](/configuration/ollama), [above](#top) and [the site](https://example.com/x).',
    );
    expect(html).toContain('<a href="/pr-42/configuration/ollama">the guide</a>');
    expect(html).toContain('<a href="#top">above</a>');
    expect(html).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">the site</a>');
  });

  it("writes a site path as next/link does: the site's trailing-slash rule, a file's path as it is", () => {
    const slash = { baseUrl: '/pr-42/', trailingSlash: true };
    const bare = { baseUrl: '/', trailingSlash: false };
    expect(siteHref('/configuration/ollama#models', slash)).toBe('/pr-42/configuration/ollama/#models');
    expect(siteHref('/openapi/ra-aid.yaml', slash)).toBe('/pr-42/openapi/ra-aid.yaml');
    expect(siteHref('/configuration/ollama/?q=1', bare)).toBe('/configuration/ollama?q=1');
    expect(siteHref('../usage', slash)).toBe('../usage');
  });

  it('keeps each hyphenated word of inline code on one line', async () => {
    expect(await draw('Use `--log-level debug` here.')).toContain(
      '<code><span class="code-word">--log-level</span> debug</code>',
    );
  });

  it('frames a code block with its copy button, the block focusable and named by its language', async () => {
    const html = await draw('```json\n{"a": 1}\n```');
    expect(html).toMatch(
      /^<div class="d"><div class="code-block"><div class="code-block__body"><pre class="shiki[^"]*"[^>]* tabindex="0" data-language="json"><code>.*<\/code><\/pre><button type="button" class="copy-button" data-copy="code" aria-label="[^"]+"[^>]*><\/button><\/div><\/div><\/div>$/s,
    );
  });

  it('wraps a table in a focusable scroll box', async () => {
    expect(await draw('| a | b |\n| - | - |\n| 1 | 2 |')).toMatch(/<div class="table-wrapper" tabindex="0"><table>/);
  });

  it('draws a GitHub alert as the guides draw an admonition', async () => {
    const html = await draw('> [!WARNING]\n> Mind the quota.');
    const guide = renderToStaticMarkup(
      createElement(Admonition, { type: 'warning' }, createElement('p', null, 'Mind the quota.')),
    );
    expect(html.replace(/\n/g, '')).toBe(`<div class="d">${guide}</div>`);
    expect(guide).toContain('role="note"');
  });
});
