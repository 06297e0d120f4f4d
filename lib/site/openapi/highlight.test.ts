import rehypeShiki from '@shikijs/rehype';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shikiOptions } from '@/lib/site/mdx/shiki-options';
import { API_HTML, highlightedPre } from './highlight';

/** A fenced code block, its fence longer than any backtick run in the code. */
function fence(code: string, lang: string): string {
  const marks = '`'.repeat(Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length)) + 1);
  return `${marks}${lang}\n${code}\n${marks}`;
}

/** The <pre> a guide's fence gets from the MDX pipeline's @shikijs/rehype with the site's options. */
async function fencePre(code: string, meta: string): Promise<string> {
  const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeShiki, shikiOptions);
  const tree = (await processor.run(processor.parse(fence(code, meta)))) as Root;
  return toHtml(tree, API_HTML);
}

/**
 * A fence's HTML as an API block writes it: tokens in the block's own colour (spans without attributes) as bare
 * text, and the `<pre>` without its theme colours and theme names (the stylesheet has them).
 */
const plainAsText = (html: string) =>
  html
    .replace(/<span>([^<]*)<\/span>/g, '$1')
    .replace(/<pre class="shiki [^"]*" style=("[^"]*"|[^\s>]*)/, '<pre class=shiki');

describe('highlightedPre', () => {
  it('highlights a sample as a guide fence is highlighted, token classes and all, plain tokens as bare text', async () => {
    const code = 'import requests\n\nresponse = requests.get("https://api.example.com/v1/pets", params={"limit": 10})';
    const fence = await fencePre(code, 'python');
    expect(fence).toContain('<span>');
    expect(await highlightedPre(code, 'python')).toBe(plainAsText(fence));
  });

  it('writes no token span without attributes and no span per line, and keeps every line its text', async () => {
    const code = '{\n  "amount": 49.99,\n  "currency": "gbp"\n}';
    const pre = await highlightedPre(code, 'json');
    expect(pre).not.toContain('<span>');
    expect(pre).not.toContain('class=line');
    const text = /<code>([\s\S]*)<\/code>/.exec(pre)![1];
    const lines = text.split('\n').map((line) =>
      line.replace(/<[^>]+>/g, '').replaceAll('&#x22;', '"').replaceAll('&quot;', '"'),
    );
    expect(lines).toEqual(code.split('\n'));
  });

  it('keeps the span of every line in a block with a line mark, as a guide fence has them', async () => {
    const pre = await highlightedPre('const a = 1;\nconst b = 2; // [!code highlight]', 'js');
    expect(pre.match(/<span class=("line |line>)/g)).toHaveLength(2);
    expect(pre).toContain('<span class="line highlighted">');
  });

  it("leaves the theme's colours to components/api/reference.css, which has the ones a guide's fence carries", async () => {
    const style = /<pre class="shiki[^"]*" style=([^\s>]*)/.exec(await fencePre('x', 'text'))![1];
    const fromShiki = Object.fromEntries(style.split(';').map((d) => d.split(':')));
    const css = readFileSync(join(process.cwd(), 'components', 'api', 'reference.css'), 'utf8');
    const rule = /\.code-block pre\.shiki:not\(\[style\]\) \{([^}]*)\}/.exec(css)![1];
    const inCss = Object.fromEntries([...rule.matchAll(/(--[\w-]+): ([^;]+);/g)].map((m) => [m[1], m[2]]));
    expect(inCss).toEqual(fromShiki);
    expect(Object.keys(inCss)).toHaveLength(4);
    expect(await highlightedPre('x', 'text')).toMatch(/^<pre class=shiki tabindex=0 data-language=text>/);
  });

  it('highlights a language the site does not load as plain text', async () => {
    expect(await highlightedPre('x = 1', 'cobol')).toContain('data-language=text');
  });
});
