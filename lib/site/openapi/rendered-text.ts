import { createProcessor } from '@mdx-js/mdx';
import rehypeShiki from '@shikijs/rehype';
import type { Root } from 'hast';
import type { PhrasingContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { shikiOptions } from '../mdx/shiki-options';
import { inlineMarkdown } from '../mdx/inline-markdown';
import { remarkGithubAlerts } from '../mdx/remark-github-alerts';
import { highlightedPre } from './highlight';

/**
 * The strings of an API page that render as more than text, rendered, each by its source text: components look them up
 * and compute nothing.
 */
export interface RenderedText {
  /** Markdown descriptions as hast trees (Shiki-highlighted code, GitHub alerts as `<Admonition>` elements). */
  markdown: Record<string, Root>;
  /** One-line summaries as Markdown phrasing nodes. */
  inline: Record<string, PhrasingContent[]>;
  /** Example code as highlighted `<pre>` HTML (highlight.ts), by language, then by text. */
  code: Record<string, Record<string, string>>;
  /** How the site writes its internal links: its base URL and trailing-slash rule (Next's `basePath`, `trailingSlash`). */
  links: SiteLinks;
}

export interface SiteLinks {
  baseUrl: string;
  trailingSlash: boolean;
}

/** What a page's text needs rendered: found by `collectText`, or named by the view. */
export interface TextToRender {
  markdown: Set<string>;
  inline: Set<string>;
  code: Map<string, Set<string>>;
}

export const textToRender = (): TextToRender => ({ markdown: new Set(), inline: new Set(), code: new Map() });

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Every `description` string (Markdown) and `code: { text, lang }` example under `value`, into `into`; `skip` names keys
 * whose subtrees the page does not show (raw schemas the view shows as schema nodes instead).
 */
export function collectText(value: unknown, into: TextToRender, skip: ReadonlySet<string> = new Set()): void {
  const seen = new Set<object>();
  const walk = (v: unknown) => {
    if (!isRecord(v) || seen.has(v)) return;
    seen.add(v);
    if (Array.isArray(v)) return v.forEach(walk);
    for (const [key, child] of Object.entries(v)) {
      if (skip.has(key)) continue;
      if (key === 'description' && typeof child === 'string' && child) into.markdown.add(child);
      else if (key === 'code' && isRecord(child) && typeof child.text === 'string' && typeof child.lang === 'string') {
        const texts = into.code.get(child.lang) ?? new Set<string>();
        into.code.set(child.lang, texts.add(child.text));
      } else walk(child);
    }
  };
  walk(value);
}

// The same pipeline next-mdx-remote ran at render: MDX's own processor in `md` format, so braces and angle brackets in
// the descriptions stay text and raw HTML is dropped. The tree is taken after the last rehype plugin.
const processor = createProcessor({
  format: 'md',
  remarkPlugins: [remarkGfm, remarkGithubAlerts],
  rehypePlugins: [
    [rehypeShiki, shikiOptions],
    () => (tree: Root, file: VFile) => {
      file.data.hast = tree;
    },
  ],
});

declare module 'vfile' {
  interface DataMap {
    hast: Root;
  }
}

// A shared schema's description is on many pages: rendered once per build.
const trees = new Map<string, Promise<Root>>();

/** A Markdown description as the hast tree the page renders. */
export function markdownTree(text: string): Promise<Root> {
  let tree = trees.get(text);
  if (!tree) {
    tree = (async () => {
      const file = new VFile(text);
      // MDX's processor is typed from its ESTree output; what it runs on is the Markdown tree it parsed.
      await processor.run(processor.parse(file) as unknown as Parameters<typeof processor.run>[0], file);
      // MDX removes raw HTML (in `md` format) in place after the capture, so the tree holds none.
      return file.data.hast!;
    })();
    trees.set(text, tree);
  }
  return tree;
}

/** Renders everything `text` names, for a site whose internal links are written as `links` says. */
export async function renderText(text: TextToRender, links: SiteLinks): Promise<RenderedText> {
  const markdown = Object.fromEntries(
    await Promise.all([...text.markdown].map(async (t) => [t, await markdownTree(t)] as const)),
  );
  const inline = Object.fromEntries([...text.inline].map((t) => [t, inlineMarkdown(t)]));
  const code: RenderedText['code'] = {};
  for (const [lang, texts] of text.code) {
    code[lang] = Object.fromEntries(
      await Promise.all([...texts].map(async (t) => [t, await highlightedPre(t, lang)] as const)),
    );
  }
  return { markdown, inline, code, links };
}
