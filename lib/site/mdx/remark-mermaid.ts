import { isAbsolute, relative } from 'node:path';
import type { Code, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { Problem } from '../../shared/validation/problem';
import { parseCodeMeta } from './code-meta';
import { drawMermaid, MermaidError, type Diagram } from './mermaid';

// A page compile and the content check of one process draw the same diagrams: each is drawn once.
const drawn = new Map<string, Diagram>();

function draw(code: string, title: string | undefined, idPrefix: string): Diagram {
  const key = JSON.stringify([code, title, idPrefix]);
  let diagram = drawn.get(key);
  if (!diagram) {
    diagram = drawMermaid(code, { title, idPrefix });
    drawn.set(key, diagram);
  }
  return diagram;
}

/** The problem of a fence that does not draw, at the line of its code the library stopped on. */
function problemAt(node: Code, file: VFile, error: unknown): Problem {
  const path = !file.path ? 'guide.mdx' : isAbsolute(file.path) ? relative(process.cwd(), file.path) : file.path;
  const start = node.position?.start ?? { line: 1, column: 1 };
  const line = error instanceof MermaidError ? start.line + error.line : start.line;
  const reason = error instanceof Error ? error.message : String(error);
  return { file: path, line, column: start.column, message: `Mermaid: ${reason}` };
}

/**
 * ```` ```mermaid ```` fences. Each is drawn at build time; a fence that does not draw is a located problem in
 * `file.data.diagramProblems`. With `replace` (the page compile, guide-plugin.ts) the fence becomes `<MermaidDiagram>`
 * with the drawn SVG; without it (the site loader, whose tree the Markdown twin reads) the fence stays as written.
 */
export function remarkMermaid({ replace = false }: { replace?: boolean } = {}) {
  return (tree: Root, file: VFile) => {
    let count = 0;
    const problems: Problem[] = [];
    visit(tree, 'code', (node, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      count += 1;
      let diagram: Diagram;
      try {
        diagram = draw(node.value, parseCodeMeta(node.meta ?? '').title, `diagram-${count}-`);
      } catch (error) {
        problems.push(problemAt(node, file, error));
        return;
      }
      if (!replace) return;
      const element = {
        type: 'mdxJsxFlowElement',
        name: 'MermaidDiagram',
        attributes: [{ type: 'mdxJsxAttribute', name: 'svg', value: diagram.svg }],
        children: [],
        position: node.position,
      } as RootContent;
      parent.children.splice(index, 1, element as never);
    });
    if (problems.length) file.data.diagramProblems = problems;
  };
}

declare module 'vfile' {
  interface DataMap {
    /** Mermaid fences that do not draw (remark-mermaid.ts), each at its line. */
    diagramProblems: Problem[];
  }
}
