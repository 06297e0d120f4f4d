import { describe, expect, it } from 'vitest';
import { drawMermaid, MermaidError } from './mermaid';

const draw = (code: string, title?: string) => drawMermaid(code, { title, idPrefix: 'diagram-1-' });

describe('drawMermaid', () => {
  it('draws an svg with role img, named by the fence title and the edges between the labels', () => {
    const { svg, label } = draw('flowchart LR\n  A[Start] -->|go| B[Agent]\n  B --> C[Done]\n', 'How a task runs');
    expect(svg).toMatch(/^<svg role="img" aria-label="How a task runs\. Start to Agent \(go\); Agent to Done"/);
    expect(label).toBe('How a task runs. Start to Agent (go); Agent to Done');
    expect(svg).toContain('>Start</text>');
  });

  it('takes the name and description from accTitle and accDescr, which are not drawn as nodes', () => {
    const { svg, label } = draw('graph TD\n  accTitle: Retry loop\n  accDescr: A failed step runs again\n  A --> B\n');
    expect(label).toBe('Retry loop. A failed step runs again');
    expect(svg).not.toContain('data-id="accTitle"');
    expect(svg).not.toContain('>accDescr');
  });

  it('names a diagram without a title by its kind and reads a state diagram’s start and end', () => {
    expect(draw('stateDiagram-v2\n  [*] --> Idle\n  Idle --> [*]\n').label).toBe(
      'State diagram. start to Idle; Idle to end',
    );
    expect(draw('sequenceDiagram\n  Alice->>Bob: Hello\n').label).toBe('Sequence diagram. Alice->>Bob: Hello');
  });

  it('colours with the site palette variables and requests no web font', () => {
    const { svg } = draw('graph TD\n  A --> B\n');
    expect(svg).toContain('--bg:var(--bg-soft)');
    expect(svg).toContain('--fg:var(--text)');
    expect(svg).not.toMatch(/@import|googleapis|https?:\/\/(?!www\.w3\.org)/);
  });

  it('prefixes the ids of the arrow markers and the references to them', () => {
    const { svg } = draw('graph TD\n  A --> B\n');
    expect(svg).toContain('id="diagram-1-arrowhead"');
    expect(svg).toContain('url(#diagram-1-arrowhead)');
    expect(svg).not.toMatch(/\sid="arrowhead"|url\(#arrowhead\)/);
  });

  it('escapes quotes and angle brackets in the accessible name', () => {
    expect(draw('graph TD\n  A --> B\n', 'a "b" <c>').svg).toContain('aria-label="a &quot;b&quot; &lt;c&gt;. A to B"');
  });

  it('throws a MermaidError at the header line for a diagram kind it cannot draw', () => {
    const error = (() => {
      try {
        draw('%% a comment\n\npie title Pets\n  "Dogs" : 3\n');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(MermaidError);
    expect((error as MermaidError).line).toBe(3);
    expect((error as MermaidError).message).toMatch(/Invalid mermaid header: "pie title Pets"/);
  });
});
