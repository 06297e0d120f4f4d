import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { collectText, markdownTree, renderText, textToRender } from './rendered-text';

/** The first element passing `test`, looking inside nested roots too (Shiki's output is one). */
const find = (tree: Root, test: (e: Element) => boolean): Element | undefined => {
  const walk = (nodes: Root['children']): Element | undefined => {
    for (const node of nodes) {
      if (node.type === 'element' && test(node)) return node;
      const inner = 'children' in node ? walk(node.children as Root['children']) : undefined;
      if (inner) return inner;
    }
  };
  return walk(tree.children);
};

describe('collectText', () => {
  it('finds descriptions and example code at any depth, and leaves out the keys it is told to skip', () => {
    const text = textToRender();
    collectText(
      {
        description: 'Top.',
        properties: [{ description: 'Nested *one*.', items: { description: '' } }],
        examples: [[{ key: 'a', code: { text: '{"a": 1}', lang: 'json' } }]],
        schema: { description: 'Raw, shown as a schema node instead.' },
      },
      text,
      new Set(['schema']),
    );
    expect([...text.markdown]).toEqual(['Top.', 'Nested *one*.']);
    expect([...text.code]).toEqual([['json', new Set(['{"a": 1}'])]]);
  });
});

describe('markdownTree', () => {
  it('highlights code blocks with Shiki, as the guides are', async () => {
    const tree = await markdownTree('Run:\n\n```bash\nra-aid --help\n```\n');
    const pre = find(tree, (e) => e.tagName === 'pre');
    expect(pre && toHtml(pre)).toMatch(/^<pre[^>]*class="[^"]*shiki/);
  });

  it('draws a GitHub alert as an Admonition element and keeps braces and angle brackets as text', async () => {
    const tree = await markdownTree('> [!NOTE]\n> Use {id} and a <b>tag</b>.\n');
    const [first] = tree.children;
    expect(first).toMatchObject({ type: 'mdxJsxFlowElement', name: 'Admonition' });
    // Raw HTML is dropped, as MDX's `md` format does: the text around it stays.
    expect(JSON.stringify(tree)).toContain('Use {id} and a ');
    expect(JSON.stringify(tree)).not.toContain('"raw"');
  });

  it('renders a text once however many pages show it', async () => {
    expect(await markdownTree('Same *text*.')).toBe(await markdownTree('Same *text*.'));
  });
});

describe('renderText', () => {
  it('renders each kind: Markdown trees, inline summaries and highlighted example code', async () => {
    const text = textToRender();
    text.markdown.add('A **bold** claim.');
    text.inline.add('Get a `pet`');
    text.code.set('json', new Set(['{"id": 1}']));
    const out = await renderText(text, { baseUrl: '/', trailingSlash: false });
    expect(toHtml(out.markdown['A **bold** claim.'])).toBe('<p>A <strong>bold</strong> claim.</p>');
    expect(out.inline['Get a `pet`']).toMatchObject([
      { type: 'text', value: 'Get a ' },
      { type: 'inlineCode', value: 'pet' },
    ]);
    expect(out.code.json['{"id": 1}']).toMatch(/^<pre class=shiki/);
  });
});
