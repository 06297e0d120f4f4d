import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { ContentError } from '../content/errors';
import { remarkPlugins } from './plugins';
import type { LinkOptions } from './remark-links';
import { sourceInFile } from './preprocess';
import type { Heading, LinkRef } from './types';

export interface Analysis {
  headings: Heading[];
  links: LinkRef[];
}

/**
 * Parses a page's MDX body (no compiling, no highlighting) to find its headings and links.
 * `lineOffset` is the number of front-matter lines: the body is parsed at its place in the file, so every
 * position (links, errors) is a line and column of the file.
 */
export async function analyzeMdx(body: string, file: string, links: LinkOptions, lineOffset = 0): Promise<Analysis> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkPlugins(links));
  const vfile = new VFile({ value: sourceInFile(body, lineOffset), path: file });
  try {
    await processor.run(processor.parse(vfile), vfile);
  } catch (error) {
    throw mdxError(error, file);
  }
  return { headings: vfile.data.headings ?? [], links: vfile.data.links ?? [] };
}

interface Point {
  line?: number;
  column?: number;
}

/**
 * Line and column of an MDX error: its `place` (a point or a range), else the `(line:column-…)` micromark
 * puts in the text of some messages (an unclosed tag), else the top of the file.
 */
export function mdxErrorPlace(error: unknown): { line: number; column: number } {
  const e = error as { reason?: string; message?: string; line?: number; column?: number; place?: Point & { start?: Point } };
  const point = e.place?.start ?? e.place;
  if (point?.line) return { line: point.line, column: point.column ?? 1 };
  if (e.line) return { line: e.line, column: e.column ?? 1 };
  const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(e.reason ?? e.message ?? '');
  return inText ? { line: Number(inText[1]), column: Number(inText[2]) } : { line: 1, column: 1 };
}

/** Wraps an MDX syntax error (positions already in file lines, see sourceInFile) as a ContentError at its place. */
export function mdxError(error: unknown, file: string): ContentError {
  const e = error as { reason?: string; message?: string };
  const reason = e.reason ?? e.message ?? String(error);
  return new ContentError(`MDX error in ${file}`, [{ file, ...mdxErrorPlace(error), message: `MDX error: ${reason}` }]);
}
