import { describe, expect, it } from 'vitest';
import { renderGuideBody } from '../../../tests/helpers/render-guide';
import { formatProblem } from '../../shared/validation/problem';
import { ContentError } from '../content/errors';
import { parseGuide } from './document';

const links = { docId: 'x', routeOfDoc: () => undefined };
const FENCE = '```mermaid title="Agent stages"\nflowchart LR\n  R[Research] --> P[Planning]\n```\n';

/** The located problems parseGuide (the content check's reader) throws for a body placed after 4 front-matter lines. */
function problemsOf(body: string): string[] {
  try {
    parseGuide(body, 'content/x.mdx', links, 4);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems.map(formatProblem);
  }
  return [];
}

describe('remarkMermaid', () => {
  it('turns a mermaid fence into an inline svg with role img and a label, in a scrolling box, with no code block', async () => {
    const html = await renderGuideBody(`Before.\n\n${FENCE}`);
    expect(html).toMatch(
      /<div class="diagram" tabindex="0"><svg role="img" aria-label="Agent stages\. Research to Planning"[^>]*viewBox=/,
    );
    expect(html).toContain('>Research</text>');
    expect(html).not.toContain('<pre');
    expect(html).not.toContain('flowchart LR');
  });

  it('gives each diagram of a page its own marker ids', async () => {
    const html = await renderGuideBody(`${FENCE}\n${FENCE}`);
    expect(html).toContain('id="diagram-1-arrowhead"');
    expect(html).toContain('id="diagram-2-arrowhead"');
  });

  it('leaves the fence as written in the tree the Markdown twin and search read', () => {
    const { tree } = parseGuide(FENCE, 'content/x.mdx', links);
    expect(tree.children).toEqual([
      expect.objectContaining({
        type: 'code',
        lang: 'mermaid',
        meta: 'title="Agent stages"',
        value: 'flowchart LR\n  R[Research] --> P[Planning]',
      }),
    ]);
  });

  it('reports a diagram that does not draw at its file, line and column', () => {
    // Front matter is lines 1-4 and the body starts on line 5: the fence opens on line 8, its header is line 9.
    const body = '\nText.\n\n```mermaid\npie title Pets\n  "Dogs" : 3\n```\n';
    expect(problemsOf(body)).toEqual([
      'content/x.mdx:9:1  Mermaid: Invalid mermaid header: "pie title Pets". Expected "graph TD", "flowchart LR", "stateDiagram-v2", etc.',
    ]);
    // An empty fence (opening on line 7, indented in a list item) is reported on its first line of code.
    expect(problemsOf('- item\n\n  ```mermaid\n  ```\n')).toEqual([
      'content/x.mdx:8:3  Mermaid: Empty mermaid diagram',
    ]);
  });

  it('fails the page compile of an invalid diagram with the same located message', async () => {
    await expect(renderGuideBody('\n```mermaid\nnot a diagram\n```\n')).rejects.toThrow(
      /content\/x\.mdx:7:1  Mermaid: Invalid mermaid header: "not a diagram"/,
    );
  });
});
