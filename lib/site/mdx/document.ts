import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { unified } from 'unified';
import { EXIT, visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { ContentError } from '../content/errors';
import { remarkPlugins, transformProblems } from './plugins';
import type { LinkOptions } from './remark-links';
import { sourceInFile } from './preprocess';
import { syntaxTree } from './syntax';
import type { Heading, LinkRef } from './types';

/**
 * A guide parsed once, after the shared remark plugins; the TOC, link check, HTML, search records and Markdown twin all
 * read this one result. Positions are lines and columns of the file.
 */
export interface GuideDocument {
  /** Shared by every reader: read it, or take `structuredClone(tree)` before changing anything. */
  tree: Root;
  headings: Heading[];
  links: LinkRef[];
  /** The body's own title: its first heading when that is an h1 (`# Title`), as Docusaurus takes it. */
  contentTitle?: string;
  /** The text of the body's first paragraph: the description of a page whose front matter has none. */
  firstParagraph?: string;
  /** `next dev` only (a lenient load): the MDX error that left this guide without a tree; its page throws it. */
  error?: Error;
}

/**
 * Parses a page's MDX body at its place in the file (`lineOffset` front-matter lines), so every position is a line of
 * the file; a syntax error throws a located ContentError.
 */
export function parseGuide(body: string, file: string, links: LinkOptions, lineOffset = 0): GuideDocument {
  const text = sourceInFile(body, lineOffset);
  const vfile = new VFile({ value: text, path: file });
  try {
    // The syntax tree is the guide's one parse (syntax.ts); these cheap transforms are the same ones guide-plugin.ts
    // runs.
    const tree = transforms(links).runSync(syntaxTree(text, file), vfile) as Root;
    const problems = transformProblems(vfile);
    if (problems.length) throw new ContentError(`Problems in ${file}`, problems);
    const contentTitle = bodyTitle(tree);
    const firstParagraph = tree.children.find((n) => n.type === 'paragraph');
    const summary = firstParagraph ? toString(firstParagraph).replace(/\s+/g, ' ').trim() : '';
    return {
      tree,
      headings: vfile.data.headings ?? [],
      links: vfile.data.links ?? [],
      ...(contentTitle ? { contentTitle } : {}),
      ...(summary ? { firstParagraph: summary } : {}),
    };
  } catch (error) {
    if (error instanceof ContentError) throw error;
    throw mdxError(error, file);
  }
}

/** The text of the body's first heading when it is an h1, as Docusaurus finds a Markdown title. */
export function bodyTitle(tree: Root): string | undefined {
  let title: string | undefined;
  visit(tree, 'heading', (node) => {
    if (node.depth === 1) title = toString(node).trim() || undefined;
    return EXIT;
  });
  return title;
}

function transforms(links: LinkOptions) {
  return unified().use(remarkPlugins(links));
}

interface Point {
  line?: number;
  column?: number;
}

/**
 * Line and column of an MDX error: its `place`, else the `(line:column-…)` micromark writes into some messages, else
 * the top of the file.
 */
export function mdxErrorPlace(error: unknown): { line: number; column: number } {
  const e = error as {
    reason?: string;
    message?: string;
    line?: number;
    column?: number;
    place?: Point & { start?: Point };
  };
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
