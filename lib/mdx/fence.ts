/** A fenced code block in Markdown, with a fence longer than any backtick run in the code. */
export function fence(code: string, lang: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${lang}\n${code}\n${marks}`;
}
