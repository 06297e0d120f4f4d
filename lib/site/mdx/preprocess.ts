import { ADMONITION_KINDS } from '../../shared/admonitions';

const ADMONITION_WITH_SPACE_TITLE = new RegExp(`^(\\s*):::(${ADMONITION_KINDS.join('|')})[ \\t]+([^\\s[{].*?)\\s*$`);
const FENCE = /^\s*(```|~~~)/;
// An ATX heading ending in Docusaurus' custom id: `## Title {#my-id}`.
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\{#([^{}]+)\}(\s*)$/;

/**
 * Rewrites the older `:::note My title` to `:::note[My title]` for remark-directive, and escapes `{#my-id}` heading ids
 * so MDX reads them as text (remark-heading-ids.ts takes them from there). Code fences are left alone.
 */
export function normaliseAdmonitionTitles(source: string): string {
  const inCode = codeFenceTracker();
  return source
    .split('\n')
    .map((line) => {
      if (inCode(line)) return line;
      return line.replace(ADMONITION_WITH_SPACE_TITLE, '$1:::$2[$3]').replace(HEADING_ID, '$1\\{#$2\\}$3');
    })
    .join('\n');
}

/**
 * Says whether each line, read in order, is a fence line or inside a fenced block; a fence closes only with the marker
 * it opened with.
 */
function codeFenceTracker(): (line: string) => boolean {
  let fence: string | null = null;
  return (line) => {
    const f = FENCE.exec(line);
    if (!f) return fence !== null;
    if (fence === null) fence = f[1];
    else if (f[1] === fence) fence = null;
    return true;
  };
}

/**
 * HTML comments, which Docusaurus accepts in MDX, as MDX comments, each character in place so positions stay those of
 * the file. Code is left as it is.
 */
export function htmlCommentsToMdx(source: string): string {
  if (!source.includes('<!--')) return source;
  const inCode = codeFenceTracker();
  let inComment = false;
  return source
    .split('\n')
    .map((line) => {
      if (!inComment && inCode(line)) return line;
      let out = '';
      let i = 0;
      while (i < line.length) {
        if (inComment) {
          const end = line.indexOf('-->', i);
          const body = line.slice(i, end < 0 ? line.length : end).replace(/\*\//g, '**');
          out += body;
          if (end < 0) return out;
          out += '*/}';
          i = end + 3;
          inComment = false;
        } else if (line[i] === '`') {
          // An inline code span: copied as it is, up to the closing run of as many backticks.
          const run = /^`+/.exec(line.slice(i))![0];
          const close = line.indexOf(run, i + run.length);
          const stop = close < 0 ? i + run.length : close + run.length;
          out += line.slice(i, stop);
          i = stop;
        } else if (line.startsWith('<!--', i)) {
          out += '{/* ';
          i += 4;
          inComment = true;
        } else {
          out += line[i];
          i += 1;
        }
      }
      return out;
    })
    .join('\n');
}

/**
 * The text the MDX parser reads: the body at its place in the file (front matter as empty lines), preprocessed, so
 * every position is a line of the file in both the content check and `next build`.
 */
export function sourceInFile(body: string, lineOffset: number): string {
  return '\n'.repeat(Math.max(0, lineOffset)) + htmlCommentsToMdx(normaliseAdmonitionTitles(body));
}
