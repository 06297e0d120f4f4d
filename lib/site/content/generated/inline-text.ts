// The data files write their sentences in a small inline language: plain text with `code` spans. These turn it into
// MDX for the generated guides and into HTML for the feeds, so neither a `<` nor a `{` in a sentence can break a page.

/** The text split into plain runs and code spans (odd indexes are code). An unclosed backtick stays plain text. */
function runs(text: string): string[] {
  const parts = text.split('`');
  if (parts.length % 2 === 0) return [text];
  return parts;
}

/** MDX for an inline sentence: code spans kept, and the characters MDX reads as syntax escaped in the plain runs. */
export function inlineMdx(text: string): string {
  return runs(text)
    .map((run, i) => (i % 2 ? `\`${run}\`` : run.replace(/[\\{}<>*_[\]]/g, (c) => `\\${c}`)))
    .join('');
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
}

/** HTML for an inline sentence: code spans become `<code>`, everything else is escaped. */
export function inlineHtml(text: string): string {
  return runs(text)
    .map((run, i) => (i % 2 ? `<code>${escapeHtml(run)}</code>` : escapeHtml(run)))
    .join('');
}

/** The sentence as plain text (code spans lose their backticks). */
export function inlinePlain(text: string): string {
  return runs(text).join('');
}

/** A guide's front matter (JSON strings are valid YAML scalars, so any sentence is safe in it). */
export function frontMatter(fields: Record<string, string | number>): string {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return ['---', ...lines, '---', ''].join('\n');
}
