import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify, { type Options } from 'remark-stringify';
import { unified } from 'unified';

/** One Markdown style for every output: `-` bullets, fenced code, `*` emphasis, `**` strong. */
const STRINGIFY_OPTIONS: Options = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  resourceLink: true,
};

// Tables are written without padding: aligned columns cost many tokens and help no reader of raw Markdown.
const processor = unified().use(remarkGfm, { tablePipeAlign: false }).use(remarkStringify, STRINGIFY_OPTIONS);

/** Writes a Markdown syntax tree (GFM: tables, task lists, strikethrough) as Markdown text. */
export function stringifyMarkdown(tree: Root): string {
  return processor.stringify(tree);
}
