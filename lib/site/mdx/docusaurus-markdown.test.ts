import { describe, expect, it } from 'vitest';
import { renderGuideBody } from '../../../tests/helpers/render-guide';
import { parseGuide } from './document';

const links = { docId: 'x', routeOfDoc: () => undefined };
const parse = (body: string) => parseGuide(body, 'content/x.md', links);

describe("Docusaurus' Markdown conventions", () => {
  it('gives a heading the id written after it ({#id}), and leaves that text out of the heading', async () => {
    const body = '# Title {#top}\n\n## Install the tool {#install}\n\n## Other\n\n```md\n## In code {#kept}\n```\n';
    expect(parse(body).headings).toEqual([
      { depth: 2, text: 'Install the tool', id: 'install' },
      { depth: 2, text: 'Other', id: 'other' },
    ]);
    const html = await renderGuideBody(body);
    expect(html).toContain('<h1 id="top">Title</h1>');
    expect(html).toContain('<h2 id="install" class="anchor">Install the tool<a class="hash-link" href="#install"');
    expect(html).toContain('## In code {#kept}');
  });

  it('takes the body title from its first heading when that is an h1, and the first paragraph as a summary', () => {
    expect(parse('import X from "@theme/Tabs";\n\n# The title\n\nFirst *words* here.\n\nMore.\n')).toMatchObject({
      contentTitle: 'The title',
      firstParagraph: 'First words here.',
    });
    expect(parse('## Not a title\n\n# Later h1\n').contentTitle).toBeUndefined();
  });

  it('accepts HTML comments and leaves them out of the page', async () => {
    const html = await renderGuideBody('Before <!-- inline note --> after.\n\n<!--\nA block comment.\n-->\n\nEnd.\n');
    expect(html).not.toContain('note');
    expect(html).not.toContain('block comment');
    expect(html).toContain('Before  after.');
  });

  it('renders <details> with its <summary> as a native disclosure, closed', async () => {
    const html = await renderGuideBody('<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n');
    expect(html).toMatch(/^<details class="details"><summary>More<\/summary><p>Hidden text.<\/p><\/details>$/);
  });
});
