import type { RehypeShikiOptions } from '@shikijs/rehype';
import { transformerMetaHighlight } from '@shikijs/transformers';
import type { BundledLanguage, ShikiTransformer } from 'shiki';
import { parseCodeMeta } from './code-meta';
import { CODE_THEMES, tokenColourClasses } from './code-colours';
import { codeLinesTransformer } from './code-transformer';

// A module of its own, without `server-only`, so that next-mdx/rehype-shiki.mjs (the plugin @next/mdx loads in a
// plain Node worker) can load it.

/** Languages loaded into the highlighter; others fall back to plain text. */
export const CODE_LANGUAGES: (BundledLanguage | 'text')[] = [
  'bash',
  'shell',
  'console',
  'powershell',
  'json',
  'jsonc',
  'yaml',
  'toml',
  'ini',
  'python',
  'javascript',
  'typescript',
  'jsx',
  'tsx',
  'html',
  'css',
  'markdown',
  'mdx',
  'cpp',
  'c',
  'cmake',
  'makefile',
  'dockerfile',
  'diff',
  'sql',
  'go',
  'rust',
  // The API pages' code samples (lib/site/openapi/snippets.ts) also need these.
  'java',
  'csharp',
  'php',
  'ruby',
  // XML response and body examples (lib/site/openapi/xml-example.ts).
  'xml',
  'text',
];

const codeBlockAttributes: ShikiTransformer = {
  name: 'ra-aid:code-block-attributes',
  pre(node) {
    const meta = this.options.meta as { title?: string } | undefined;
    if (meta?.title) node.properties['data-title'] = meta.title;
    node.properties['data-language'] = this.options.lang;
  },
};

export const shikiOptions: RehypeShikiOptions = {
  themes: CODE_THEMES,
  defaultColor: false,
  langs: CODE_LANGUAGES.filter((l): l is BundledLanguage => l !== 'text'),
  fallbackLanguage: 'text',
  defaultLanguage: 'text',
  parseMetaString: (meta) => parseCodeMeta(meta),
  // Annotations leave the code first, so `{1,3-4}` counts displayed lines; colour classes come last, after every other
  // transformer has seen Shiki's output.
  transformers: [codeLinesTransformer(), transformerMetaHighlight(), codeBlockAttributes, tokenColourClasses()],
};

export { parseCodeMeta };
