import 'server-only';
import { createHighlighter, type BundledLanguage, type Highlighter, type ShikiTransformer } from 'shiki';
import { CODE_THEMES } from '@/lib/build/mdx/code-colours';
import { CODE_LANGUAGES, shikiOptions } from '@/lib/build/mdx/shiki-options';

/** The title is shown by the block's frame (components/mdx/code-block.tsx drops `data-title` from the <pre> too). */
const titleInFrame: ShikiTransformer = {
  name: 'ra-aid:title-in-frame',
  pre(node) {
    delete node.properties['data-title'];
  },
};

let highlighter: Promise<Highlighter> | undefined;

const loaded = new Set<string>(CODE_LANGUAGES);

/**
 * A code block's `<pre>` as HTML, highlighted exactly as the guides' fences are (same themes, languages and
 * transformers as @shikijs/rehype gets from lib/build/mdx/shiki-options.ts). The API pages hold dozens of samples and
 * examples: as one string each, a block costs the page's payload about as much as its HTML, instead of one
 * element per token.
 */
export async function highlightedPre(code: string, lang: string, title?: string): Promise<string> {
  highlighter ??= createHighlighter({
    themes: Object.values(CODE_THEMES),
    langs: CODE_LANGUAGES.filter((l): l is BundledLanguage => l !== 'text'),
  });
  const shiki = await highlighter;
  return shiki.codeToHtml(code, {
    lang: loaded.has(lang) ? lang : 'text',
    themes: CODE_THEMES,
    defaultColor: false,
    transformers: [...(shikiOptions.transformers ?? []), titleInFrame],
    // As a fence's meta: Shiki copies `title` onto the <pre> (a tooltip), the frame shows it above the code.
    meta: title ? { title, __raw: `title=${JSON.stringify(title)}` } : { __raw: '' },
  });
}
