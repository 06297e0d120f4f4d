import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { renderGuideBody } from '../../../tests/helpers/render-guide';
import { parseCodeMeta } from './code-meta';
import { parseGuide } from './document';
import { remarkGuide } from './guide-plugin';

const links = { docId: 'x', routeOfDoc: () => undefined };

/** A guide body as @next/mdx compiles it, and the headings the site loader finds in it. */
async function render(body: string) {
  const { headings } = parseGuide(body, 'content/x.mdx', links, 4);
  return { html: await renderGuideBody(body), headings };
}

describe('the guide pipeline @next/mdx compiles each guide with', () => {
  it('highlights code at build time in both colour schemes, with title and highlighted lines', async () => {
    const { html } = await render('```bash title="Install" {2}\npip install ra-aid\nra-aid --version\n```\n');
    expect(html).toContain('class="code-block__title">Install<');
    expect(html).toContain('--shiki-light:');
    expect(html).toContain('--shiki-dark:');
    expect(html).toMatch(/class="line highlighted"[^>]*>.*ra-aid/);
    expect(html).toContain('Copy code to clipboard');
  });

  it('renders admonitions with their kind and optional title', async () => {
    const { html } = await render(
      ':::danger[Runs commands]\nCareful.\n:::\n\n:::tip\nA tip.\n:::\n\n:::note Old style\nText.\n:::\n',
    );
    expect(html).toContain('admonition--danger');
    expect(html).toContain('Runs commands');
    expect(html).toMatch(/admonition--tip.*Tip/);
    expect(html).toContain('Old style');
  });

  it.each([
    ['note', 'note', 'Note'],
    ['tip', 'tip', 'Tip'],
    ['info', 'info', 'Info'],
    ['warning', 'warning', 'Warning'],
    ['danger', 'danger', 'Danger'],
    ['important', 'info', 'Important'],
    ['caution', 'warning', 'Caution'],
    ['success', 'success', 'Success'],
    ['secondary', 'secondary', 'Secondary'],
  ])('draws :::%s as a %s box labelled %s', async (keyword, style, label) => {
    const { html } = await render(`:::${keyword}\nBody text.\n:::\n`);
    expect(html).toMatch(
      new RegExp(
        `<div class="admonition admonition--${style}"[^>]*><div class="admonition__heading">.*?</span>${label}</div>`,
      ),
    );
    expect(html).toContain('<p>Body text.</p>');
    expect(html).not.toContain(':::');
  });

  it('draws GitHub alerts written in any case as admonitions', async () => {
    const { html } = await render('> [!tip]\n> Lower.\n\n> [!Note]\n> Mixed.\n\n> [!WARNING]\n> Upper.\n');
    expect(html).toMatch(/admonition--tip.*Tip<\/div><div class="admonition__content"><p>Lower\.<\/p>/);
    expect(html).toMatch(/admonition--note.*Note<\/div><div class="admonition__content"><p>Mixed\.<\/p>/);
    expect(html).toMatch(/admonition--warning.*Warning<\/div><div class="admonition__content"><p>Upper\.<\/p>/);
    expect(html).not.toContain('<blockquote>');
    expect(html).not.toContain('[!');
  });

  it('compiles a guide with an MDX error into a module that throws its file:line:column when evaluated', async () => {
    const value = '---\ntitle: T\ndescription: D\n---\n\nA price of {unclosed\n';
    // It compiles (a failed module would fail every page of the catch-all route)…
    const compiled = await compile({ path: 'content/x.mdx', value }, { format: 'mdx', remarkPlugins: [remarkGuide] });
    expect(String(compiled.value)).toMatch(/^throw new Error\("content\/x\.mdx:6:\d+: /m);
    // …and fails its own page.
    await expect(renderGuideBody('\nA price of {unclosed\n')).rejects.toThrow(/content\/x\.mdx:6:\d+: /);
  });

  it('renders GFM tables and task lists', async () => {
    const { html } = await render('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n');
    expect(html).toContain('<table>');
    expect(html).toContain('type="checkbox"');
  });

  it('gives h2-h6 anchor ids and a "Direct link" anchor', async () => {
    const { html, headings } = await render('## Start here\n');
    expect(headings).toEqual([{ depth: 2, text: 'Start here', id: 'start-here' }]);
    expect(html).toContain(
      '<h2 id="start-here" class="anchor">Start here<a class="hash-link" href="#start-here" aria-label="Direct link to Start here"',
    );
  });

  it('renders tabs as a radio button and label per tab, the first checked, with every panel in the HTML', async () => {
    const { html } = await render(
      '<Tabs>\n<TabItem value="mac" label="macOS">\n\nbrew\n\n</TabItem>\n<TabItem value="linux" label="Linux">\n\napt\n\n</TabItem>\n</Tabs>\n',
    );
    expect(html).toMatch(/<input type="radio" class="tabs__radio"[^>]* checked="" value="mac"\/>/);
    expect(html).toMatch(/<input type="radio" class="tabs__radio"[^>]*name="[^"]+" value="linux"\/>/);
    expect(html).toMatch(/<label for="[^"]+" class="tabs__item">macOS<\/label>/);
    expect(html).toMatch(/class="tabs__panel" data-value="mac">.*brew/);
    expect(html).toMatch(/class="tabs__panel" data-value="linux">.*apt/);
  });

  it('reads the title out of a code fence meta string', () => {
    expect(parseCodeMeta('title="My file.py" {1}')).toEqual({ title: 'My file.py' });
    expect(parseCodeMeta("title='a b'")).toEqual({ title: 'a b' });
    expect(parseCodeMeta('{1,3}')).toEqual({});
  });
});
