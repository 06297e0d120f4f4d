import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { ContentError } from '../content/errors';
import { remarkPlugins } from './plugins';
import type { LinkOptions } from './remark-links';
import { normaliseAdmonitionTitles } from './preprocess';
import type { Heading, LinkRef } from './types';

export interface Analysis {
  headings: Heading[];
  links: LinkRef[];
}

/**
 * Parses a page's MDX body (no compiling, no highlighting) to find its headings and links.
 * `lineOffset` is the number of front-matter lines, so reported lines match the file.
 */
export async function analyzeMdx(body: string, file: string, links: LinkOptions, lineOffset = 0): Promise<Analysis> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkPlugins(links));
  const vfile = new VFile({ value: normaliseAdmonitionTitles(body), path: file });
  try {
    await processor.run(processor.parse(vfile), vfile);
  } catch (error) {
    throw mdxError(error, file, lineOffset);
  }
  return {
    headings: vfile.data.headings ?? [],
    links: (vfile.data.links ?? []).map((l) => ({ ...l, line: l.line + lineOffset })),
  };
}

/** Wraps an MDX syntax error so the message names the file and the line in it. */
export function mdxError(error: unknown, file: string, lineOffset: number): ContentError {
  const e = error as { message?: string; line?: number; place?: { line?: number; start?: { line?: number } } };
  const line = e.line ?? e.place?.line ?? e.place?.start?.line;
  const where = line ? `${file}:${line + lineOffset}` : file;
  return new ContentError(`MDX error in ${where}: ${e.message ?? String(error)}`);
}
