import 'server-only';
import type { ElementContent } from 'hast';
import { toHtml, type Options } from 'hast-util-to-html';
import { createHighlighter, type BundledLanguage, type Highlighter, type ShikiTransformer } from 'shiki';
import { CODE_THEMES } from '@/lib/site/mdx/code-colours';
import { CODE_LANGUAGES, shikiOptions } from '@/lib/site/mdx/shiki-options';

/**
 * A token in the block's own colour is an attribute-less span (lib/site/mdx/code-colours.ts), so it is written as bare
 * text, saving tags in the HTML and the payload.
 */
const plainTokensAsText: ShikiTransformer = {
  name: 'ra-aid:plain-tokens-as-text',
  root(root) {
    const unwrap = (children: ElementContent[]): ElementContent[] =>
      children.flatMap((child) => {
        if (child.type !== 'element') return [child];
        child.children = unwrap(child.children);
        return child.tagName === 'span' && Object.keys(child.properties).length === 0 ? child.children : [child];
      });
    // A root holds no doctype here: Shiki's root is the <pre> alone.
    root.children = unwrap(root.children as ElementContent[]);
  },
};

/**
 * Moves the theme colours every `<pre>` would repeat into components/api/reference.css. Last, because the token classes
 * are worked out from the `style` first.
 */
const themeInStylesheet: ShikiTransformer = {
  name: 'ra-aid:theme-in-stylesheet',
  root(root) {
    for (const pre of root.children) {
      if (pre.type !== 'element' || pre.tagName !== 'pre') continue;
      // Shiki's tree names the class `class`, a string.
      delete pre.properties.style;
      pre.properties.class = 'shiki';
    }
  },
};

/** The string is written twice, in the HTML and escaped in the payload: every quote and character left out counts. */
export const API_HTML: Options = { preferUnquoted: true, characterReferences: { useShortestReferences: true } };

let highlighter: Promise<Highlighter> | undefined;

const loaded = new Set<string>(CODE_LANGUAGES);

/**
 * A code block's `<pre>` as one HTML string (written as API_HTML says), highlighted exactly as the guides' fences are
 * (lib/site/mdx/shiki-options.ts). As a string a block costs the payload about what it costs the HTML, instead of one
 * element per token.
 */
export async function highlightedPre(code: string, lang: string): Promise<string> {
  highlighter ??= createHighlighter({
    themes: Object.values(CODE_THEMES),
    langs: CODE_LANGUAGES.filter((l): l is BundledLanguage => l !== 'text'),
  });
  const shiki = await highlighter;
  const tree = shiki.codeToHast(code, {
    lang: loaded.has(lang) ? lang : 'text',
    themes: CODE_THEMES,
    defaultColor: false,
    transformers: [
      ...(shikiOptions.transformers ?? []),
      plainTokensAsText,
      themeInStylesheet,
    ],
  });
  return toHtml(tree, API_HTML);
}
