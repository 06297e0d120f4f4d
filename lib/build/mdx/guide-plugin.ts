import { relative } from 'node:path';
import type { Root } from 'mdast';
import { unified, type Processor } from 'unified';
import type { VFile } from 'vfile';
import { parseDoc } from '../content/collect';
import { sourceInFile } from './preprocess';
import { remarkAdmonitions } from './remark-admonitions';
import { remarkHeadingIds } from './remark-heading-ids';
import { remarkImports } from './remark-imports';
import { syntaxTree } from './syntax';
import { problemsMessage } from '../../shared/validation/problem';

/**
 * The guide pipeline of `next build` (lib/build/mdx/compile-guide.ts) and of the guide loader of `next dev`
 * (lib/build/mdx/loader/mdx-loader.cjs; next.config.mjs loads it through lib/build/mdx/loader/remark-guide.mjs).
 * It replaces the parser: the file's body, at its place in the file (front matter as empty lines, older
 * admonition titles rewritten), becomes the same syntax tree the site loader reads (lib/build/mdx/syntax.ts, one
 * parse per build). Then the same transforms as the site loader: imports, admonitions and heading ids, plus the
 * level of the tab-label headings shown without JavaScript. Links stay as written here; the page's `a`
 * component resolves them inside the page's version at render time (the loader does not know the routes).
 */
export function remarkGuide(this: Processor) {
  this.parser = function parseThroughStore(document: string, file: VFile): Root {
    const path = file.path ? relative(process.cwd(), file.path) : 'guide.mdx';
    const { body, lineOffset } = parseDoc(document, path);
    return syntaxTree(sourceInFile(body, lineOffset), path);
  };
  const transforms = unified().use([remarkImports, remarkAdmonitions, remarkHeadingIds]);
  return async (tree: Root, file: VFile) => {
    const result = await transforms.run(tree, file);
    // The content check reports these first; here (`next dev` after an edit) they fail the guide's own page.
    const problems = file.data.importProblems ?? [];
    if (problems.length) throw new Error(problemsMessage('Unresolved imports:', problems));
    return result;
  };
}
