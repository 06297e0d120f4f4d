import { parseMermaid, renderMermaidSVG, type RenderOptions } from 'beautiful-mermaid';

/**
 * Mermaid diagrams drawn at build time by beautiful-mermaid (no DOM, no browser script). Server and build code only:
 * no client component may import this module.
 */

/**
 * The site's palette as CSS variables (app/globals.css), so one SVG follows `data-theme` with no script. The library
 * sets `--bg`/`--fg` on the `<svg>` itself, so they must name other variables (`--bg: var(--bg)` would be a cycle); the
 * node strokes take the site's `--border`, which the library reads when it is set.
 */
const COLOURS: RenderOptions = {
  bg: 'var(--bg-soft)',
  fg: 'var(--text)',
  muted: 'var(--text-muted)',
  accent: 'var(--text)',
  transparent: true,
  // The page's box (components/mdx/mermaid-diagram.css) has its own padding.
  padding: 16,
  // No web font: the site sends no request to a font service (the CSS sets the site's font on the text).
  font: 'system-ui',
};

/** A drawn diagram: the `<svg>` markup, with its accessible name. */
export interface Diagram {
  svg: string;
  label: string;
}

/** A diagram the library cannot draw, with the line of the fence's code (1-based) the problem is on. */
export class MermaidError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'MermaidError';
  }
}

// Mermaid's own accessibility lines, which the library would draw as nodes: they become the SVG's name.
const ACC_LINE = /^\s*(accTitle|accDescr)\s*:\s*(.*?)\s*$/;

/** The code without `accTitle:`/`accDescr:` lines (kept blank, so line numbers hold), and what they said. */
function accessibilityLines(code: string): { code: string; title?: string; description?: string } {
  const found: Record<string, string> = {};
  const lines = code.split('\n').map((line) => {
    const m = ACC_LINE.exec(line);
    if (!m) return line;
    found[m[1]] = m[2];
    return '';
  });
  return { code: lines.join('\n'), title: found.accTitle, description: found.accDescr };
}

/** The 1-based line of the diagram's header, the first that is neither blank nor a `%%` comment. */
function headerLine(code: string): number {
  const index = code.split('\n').findIndex((l) => l.trim() && !l.trim().startsWith('%%'));
  return index < 0 ? 1 : index + 1;
}

const KIND_NAMES: [RegExp, string][] = [
  [/^(graph|flowchart)\b/i, 'Flowchart'],
  [/^stateDiagram/i, 'State diagram'],
  [/^sequenceDiagram/i, 'Sequence diagram'],
  [/^classDiagram/i, 'Class diagram'],
  [/^erDiagram/i, 'Entity relationship diagram'],
  [/^xychart/i, 'Chart'],
];

/**
 * What a screen reader hears when the author gave no description: the edges of a flowchart or state diagram by their
 * labels ("Start to Decision"), else the diagram's own lines after its header, which read as text in the other kinds
 * ("Alice->>Bob: Hello").
 */
function summary(code: string): { kind: string; text: string } {
  const lines = code
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('%%'));
  const kind = KIND_NAMES.find(([re]) => re.test(lines[0] ?? ''))?.[1] ?? 'Diagram';
  if (kind === 'Flowchart' || kind === 'State diagram') {
    const graph = parseMermaid(code);
    // A state diagram's `[*]` is a node without a label: its shape says whether it starts or ends.
    const name = (id: string) => {
      const node = graph.nodes.get(id);
      if (node?.label) return node.label;
      return node?.shape === 'state-start' ? 'start' : node?.shape === 'state-end' ? 'end' : id;
    };
    const edges = graph.edges.map((e) => `${name(e.source)} to ${name(e.target)}${e.label ? ` (${e.label})` : ''}`);
    if (edges.length) return { kind, text: edges.join('; ') };
    return { kind, text: [...graph.nodes.keys()].map(name).join('; ') };
  }
  return { kind, text: lines.slice(1).join('; ') };
}

const escapeAttribute = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The library's SVG made fit for a page: its web-font import removed, its ids (arrow markers) prefixed so that two
 * diagrams on a page do not share one, and `role="img"` with the accessible name on the root.
 */
function pageSvg(svg: string, label: string, idPrefix: string): string {
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  let out = svg.replace(/^\s*@import url\([^)]*\);\s*$/gm, '');
  for (const id of ids) {
    out = out
      .replaceAll(` id="${id}"`, ` id="${idPrefix}${id}"`)
      .replaceAll(`url(#${id})`, `url(#${idPrefix}${id})`)
      .replaceAll(`href="#${id}"`, `href="#${idPrefix}${id}"`);
  }
  return out.replace(/^<svg\b/, `<svg role="img" aria-label="${escapeAttribute(label)}"`);
}

/**
 * Draws a ```` ```mermaid ```` fence. `title` (the fence's `title="…"`) names the diagram; else Mermaid's `accTitle:`
 * does, else its kind; `accDescr:` or a summary of the diagram follows. Throws a MermaidError at its line.
 */
export function drawMermaid(code: string, { title, idPrefix }: { title?: string; idPrefix: string }): Diagram {
  const acc = accessibilityLines(code);
  let svg: string;
  let about: { kind: string; text: string };
  try {
    svg = renderMermaidSVG(acc.code, COLOURS);
    about = summary(acc.code);
  } catch (error) {
    throw new MermaidError(error instanceof Error ? error.message : String(error), headerLine(acc.code));
  }
  const name = title ?? acc.title ?? about.kind;
  const label = [name, acc.description ?? about.text].filter(Boolean).join('. ');
  return { svg: pageSvg(svg, label, idPrefix), label };
}
