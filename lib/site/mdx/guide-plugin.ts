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
 * The guide pipeline of `next build` (compile-guide.ts) and the `next dev` loader (loader/mdx-loader.cjs). It replaces
 * the parser with the stored syntax tree (syntax.ts) and runs the site loader's transforms; links stay as written,
 * because the loader does not know the routes and the page's `a` component resolves them.
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
