import { hasLineRange } from './code-meta';

/**
 * Comments in a code block that annotate its lines: Docusaurus magic comments (`highlight-next-line`,
 * `highlight-start`…) and Shiki notations (`[!code ++]`…). The HTML and the Markdown twin both strip them through this
 * one module, so both show the same code.
 */

/** A comment syntax as regular-expression sources: opening, and closing (empty when it runs to the line end). */
interface CommentStyle {
  open: string;
  close: string;
}

// The comment syntaxes Docusaurus 3.7 recognises for magic comments, and which languages use which.
const STYLES = {
  js: { open: String.raw`\/\/`, close: '' },
  jsBlock: { open: String.raw`\/\*`, close: String.raw`\*\/` },
  jsx: { open: String.raw`\{\s*\/\*`, close: String.raw`\*\/\s*\}` },
  bash: { open: '#', close: '' },
  html: { open: '<!--', close: '-->' },
  lua: { open: '--', close: '' },
  wasm: { open: ';;', close: '' },
  tex: { open: '%', close: '' },
} satisfies Record<string, CommentStyle>;
type StyleName = keyof typeof STYLES;

const LANGUAGE_STYLES: [string[], StyleName[]][] = [
  [
    ['js', 'javascript', 'ts', 'typescript'],
    ['js', 'jsBlock'],
  ],
  [
    ['jsx', 'tsx'],
    ['js', 'jsBlock', 'jsx'],
  ],
  [['html'], ['js', 'jsBlock', 'html']],
  [['python', 'py', 'bash'], ['bash']],
  // Markdown text uses HTML comments, its front matter `#`.
  [
    ['markdown', 'md'],
    ['html', 'jsx', 'bash'],
  ],
  [['tex', 'latex', 'matlab'], ['tex']],
  [['lua', 'haskell', 'sql'], ['lua']],
  [['wasm'], ['wasm']],
];
/** Every other language (yaml, shell, css, json, text, …): all syntaxes but the ones that clash with code. */
const DEFAULT_STYLES: StyleName[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

function stylesOf(lang: string | undefined): CommentStyle[] {
  const names = LANGUAGE_STYLES.find(([langs]) => langs.includes(lang ?? ''))?.[1] ?? DEFAULT_STYLES;
  return names.map((n) => STYLES[n]);
}

const HIGHLIGHT_CLASS = 'highlighted';
const DIRECTIVES = ['highlight-next-line', 'highlight-start', 'highlight-end'] as const;
type Directive = (typeof DIRECTIVES)[number];

/** A line holding only a magic comment, in one of the language's comment syntaxes. */
function directivePattern(styles: CommentStyle[]): RegExp {
  const names = DIRECTIVES.join('|');
  const alternatives = styles.map((s) => `(?:${s.open}\\s*(${names})\\s*${s.close})`);
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}

const NOTATION = /\s*\[!code (\+\+|--|focus|highlight|hl)(?::(\d+))?\]/gi;
const NOTATION_RUN = /(?:\s*\[!code [^\]]*\])+\s*$/;
const NOTATION_CLASSES: Record<string, { line: string[]; block: string }> = {
  '++': { line: ['diff', 'add'], block: 'has-diff' },
  '--': { line: ['diff', 'remove'], block: 'has-diff' },
  focus: { line: ['focused'], block: 'has-focused' },
  highlight: { line: [HIGHLIGHT_CLASS], block: 'has-highlighted' },
  hl: { line: [HIGHLIGHT_CLASS], block: 'has-highlighted' },
};

interface Notation {
  /** The line without the notations (and without the comment, when nothing else was in it). */
  text: string;
  marks: { kind: string; count: number }[];
}

/** Takes the Shiki notations out of the comment that ends a line; undefined when there are none. */
function readNotations(line: string, styles: CommentStyle[]): Notation | undefined {
  let best: Notation | undefined;
  for (const style of styles) {
    let rest = line;
    let close = '';
    if (style.close) {
      const c = new RegExp(`\\s*(${style.close})\\s*$`).exec(rest);
      if (!c) continue;
      close = c[1]!;
      rest = rest.slice(0, c.index);
    }
    // The notations end the comment; the comment starts at the last opener before them.
    const run = NOTATION_RUN.exec(rest);
    if (!run) continue;
    const head = rest.slice(0, run.index);
    const opener = [...head.matchAll(new RegExp(style.open, 'g'))].at(-1);
    if (!opener) continue;
    const marks: Notation['marks'] = [];
    const unknown = run[0].replace(NOTATION, (_, kind: string, count?: string) => {
      marks.push({ kind: kind.toLowerCase(), count: count ? Number(count) : 1 });
      return '';
    });
    if (marks.length === 0) continue;
    const before = head.slice(0, opener.index).trimEnd();
    const body = head.slice(opener.index + opener[0].length) + unknown;
    const text = body.trim() ? `${(head + unknown).trimEnd()}${close ? ` ${close}` : ''}` : before;
    // Where syntaxes overlap (`// a # [!code ++]`), the one that removes the most is the comment that holds them.
    if (!best || text.length < best.text.length) best = { text, marks };
  }
  return best;
}

export interface CodeAnnotations {
  /** The code without its annotation comments. */
  code: string;
  /** Classes per line of `code`, by 1-based line number. */
  lineClasses: Map<number, string[]>;
  /** Classes for the whole block (`has-diff`, `has-focused`, `has-highlighted`), as Shiki's notations add them. */
  blockClasses: string[];
}

/**
 * Reads and removes a code block's annotation comments. A `{1,3-4}` range in `meta` turns magic comments off, as in
 * Docusaurus; Shiki notations always count.
 */
export function parseCodeAnnotations(code: string, lang: string | undefined, meta = ''): CodeAnnotations {
  const styles = stylesOf(lang);
  const directive = hasLineRange(meta) ? undefined : directivePattern(styles);
  const out: string[] = [];
  const marked: { from: number; count: number; classes: string[] }[] = [];
  const blockClasses = new Set<string>();
  let blockStart = 0;

  for (const line of code.split('\n')) {
    const d = directive?.exec(line);
    const name = d?.slice(1).find((g) => g !== undefined) as Directive | undefined;
    if (name) {
      // Lines are counted without the comment lines, so "the next line" is the next one kept.
      if (name === 'highlight-next-line') marked.push({ from: out.length, count: 1, classes: [HIGHLIGHT_CLASS] });
      else if (name === 'highlight-start') blockStart = out.length;
      else marked.push({ from: blockStart, count: out.length - blockStart, classes: [HIGHLIGHT_CLASS] });
      continue;
    }
    const notation = line.includes('[!code ') ? readNotations(line, styles) : undefined;
    if (!notation) {
      out.push(line);
      continue;
    }
    // A notation alone on its line marks the lines after it and the line goes; otherwise it marks its own line.
    const alone = notation.text.trim() === '';
    if (!alone) out.push(notation.text);
    const from = alone ? out.length : out.length - 1;
    for (const { kind, count } of notation.marks) {
      const classes = NOTATION_CLASSES[kind];
      if (!classes) continue;
      marked.push({ from, count, classes: classes.line });
      blockClasses.add(classes.block);
    }
  }

  const lineClasses = new Map<number, string[]>();
  for (const { from, count, classes } of marked) {
    for (let i = from; i < Math.min(from + count, out.length); i++) {
      const had = lineClasses.get(i + 1) ?? [];
      lineClasses.set(i + 1, [...had, ...classes.filter((c) => !had.includes(c))]);
    }
  }
  return { code: out.join('\n'), lineClasses, blockClasses: [...blockClasses] };
}

/** The code a reader copies: without magic comments and Shiki notations (for the Markdown twin). */
export function stripCodeAnnotations(code: string, lang: string | undefined, meta = ''): string {
  return parseCodeAnnotations(code, lang, meta).code;
}
