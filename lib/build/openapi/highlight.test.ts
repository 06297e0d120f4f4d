import rehypeShiki from '@shikijs/rehype';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { shikiOptions } from '@/lib/build/mdx/shiki-options';
import { highlightedPre } from './highlight';

/** A fenced code block, its fence longer than any backtick run in the code. */
function fence(code: string, lang: string): string {
  const marks = '`'.repeat(Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length)) + 1);
  return `${marks}${lang}\n${code}\n${marks}`;
}

/** The <pre> a guide's fence gets from the MDX pipeline's @shikijs/rehype with the site's options. */
async function fencePre(code: string, meta: string): Promise<string> {
  const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeShiki, shikiOptions);
  const tree = (await processor.run(processor.parse(fence(code, meta)))) as Root;
  return toHtml(tree);
}

describe('highlightedPre', () => {
  it('highlights a sample as a guide fence is highlighted, token classes and all', async () => {
    const code = "curl --request POST 'https://api.example.com/v1/pets' \\\n  --header 'Accept: application/json'";
    expect(await highlightedPre(code, 'bash')).toBe(await fencePre(code, 'bash'));
  });

  it("puts a title on the <pre> as the fence's tooltip, leaving data-title to the frame", async () => {
    const pre = await highlightedPre('{"a": 1}', 'json', 'Card Payment');
    expect(pre).toContain(' title="Card Payment"');
    expect(pre).not.toContain('data-title');
    expect(pre.replace(' title="Card Payment"', '')).toBe(
      (await fencePre('{"a": 1}', 'json title="Card Payment"')).replace(/ title="Card Payment"| data-title="[^"]*"/g, ''),
    );
  });

  it('highlights a language the site does not load as plain text', async () => {
    expect(await highlightedPre('x = 1', 'cobol')).toContain('data-language="text"');
  });
});
