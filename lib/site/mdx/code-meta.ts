/** What a code fence's meta string (the text after the language) asks for. */
export interface CodeMeta {
  /** `title="…"`: the code block's title. */
  title?: string;
  /** `showLineNumbers` or `showLineNumbers=5`: show line numbers, counting from this number. */
  showLineNumbers?: number;
}

/** `{1,3-4}`: the Docusaurus line-highlight range. */
const LINE_RANGE = /\{([\d,-]+)\}/;

/** Reads `title="…"` and `showLineNumbers[=N]` out of a fence's meta string. */
export function parseCodeMeta(meta: string): CodeMeta {
  const m = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const title = m ? (m[1] ?? m[2] ?? m[3]) : undefined;
  const showLineNumbers = lineNumbersStart(meta);
  return { ...(title ? { title } : {}), ...(showLineNumbers === undefined ? {} : { showLineNumbers }) };
}

/**
 * The first line number when the meta asks for line numbers, as in Docusaurus: `showLineNumbers[=N]`, an unreadable N
 * counting from 1.
 */
function lineNumbersStart(meta: string): number | undefined {
  const word = meta.split(/\s+/).find((w) => w.startsWith('showLineNumbers'));
  if (word === undefined) return undefined;
  const start = word.startsWith('showLineNumbers=') ? Number.parseInt(word.slice('showLineNumbers='.length), 10) : 1;
  return Number.isFinite(start) ? start : 1;
}

/** Whether the meta holds a `{1,3-4}` range; Docusaurus then leaves magic comments alone. */
export function hasLineRange(meta: string): boolean {
  return LINE_RANGE.test(meta);
}
