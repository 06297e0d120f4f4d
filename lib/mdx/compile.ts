import 'server-only';
import { compile, createProcessor, run } from '@mdx-js/mdx';
import rehypeShiki, { type RehypeShikiOptions } from '@shikijs/rehype';
import { transformerMetaHighlight } from '@shikijs/transformers';
import type { MDXContent } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import type { BundledLanguage, ShikiTransformer } from 'shiki';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { parseCodeMeta } from './code-meta';
import { mdxError, type GuideDocument } from './document';
import { remarkTabsHeadingLevel } from './remark-tabs';

/** Languages loaded into the highlighter; others fall back to plain text. */
export const CODE_LANGUAGES: (BundledLanguage | 'text')[] = [
  'bash', 'shell', 'console', 'powershell', 'json', 'jsonc', 'yaml', 'toml', 'ini', 'python', 'javascript',
  'typescript', 'jsx', 'tsx', 'html', 'css', 'markdown', 'mdx', 'cpp', 'c', 'cmake', 'makefile', 'dockerfile',
  'diff', 'sql', 'go', 'rust', 'text',
];

export { parseCodeMeta };

const codeBlockAttributes: ShikiTransformer = {
  name: 'ra-aid:code-block-attributes',
  pre(node) {
    const meta = this.options.meta as { title?: string } | undefined;
    if (meta?.title) node.properties['data-title'] = meta.title;
    node.properties['data-language'] = this.options.lang;
  },
};

export const shikiOptions: RehypeShikiOptions = {
  themes: { light: 'github-light', dark: 'github-dark' },
  defaultColor: false,
  langs: CODE_LANGUAGES.filter((l): l is BundledLanguage => l !== 'text'),
  fallbackLanguage: 'text',
  defaultLanguage: 'text',
  parseMetaString: (meta) => parseCodeMeta(meta),
  transformers: [transformerMetaHighlight(), codeBlockAttributes],
};

/**
 * The rendering half of the MDX pipeline: the shared remark plugins already ran when the guide was parsed
 * (lib/mdx/document.ts), so this starts from the parsed tree (never the text again) and adds only what
 * the HTML needs: the level of the tab-label headings shown without JavaScript, and highlighted code.
 */
const renderer = createProcessor({
  outputFormat: 'function-body',
  remarkPlugins: [remarkTabsHeadingLevel],
  rehypePlugins: [[rehypeShiki, shikiOptions]],
});

/** Compiles a parsed guide to its React component at build time, with highlighted code in both colour schemes. */
export async function compileGuide(document: GuideDocument, file: string): Promise<MDXContent> {
  try {
    const vfile = new VFile({ path: file });
    // The renderer changes the tree it runs on; the parsed one stays as every other reader sees it.
    // (unified types `run` by the processor's last tree type; the input really is the mdast the parser makes.)
    const input = structuredClone(document.tree) as unknown as Parameters<typeof renderer.run>[0];
    const tree = await renderer.run(input, vfile);
    vfile.value = renderer.stringify(tree, vfile);
    const { default: Content } = await run(vfile, { ...runtime, baseUrl: import.meta.url });
    return Content;
  } catch (error) {
    throw mdxError(error, file);
  }
}

const markdownCache = new Map<string, Promise<MDXContent>>();

/**
 * Compiles plain Markdown (not MDX: braces and angle brackets are text) with GFM and highlighted code,
 * for descriptions and code samples of the API reference. Results are cached per text for the build.
 */
export function compileMarkdown(markdown: string): Promise<MDXContent> {
  let cached = markdownCache.get(markdown);
  if (!cached) {
    cached = (async () => {
      const vfile = await compile(markdown, {
        format: 'md',
        outputFormat: 'function-body',
        remarkPlugins: [remarkGfm],
        rehypePlugins: [[rehypeShiki, shikiOptions]],
      });
      const { default: Content } = await run(vfile, { ...runtime, baseUrl: import.meta.url });
      return Content;
    })();
    markdownCache.set(markdown, cached);
  }
  return cached;
}

/** A fenced code block in Markdown, with a fence longer than any backtick run in the code. */
export function fence(code: string, lang: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${lang}\n${code}\n${marks}`;
}
