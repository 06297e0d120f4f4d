/** One problem in one file, at a 1-based line and column, printed as `file:line:column  message`. */
export interface Problem {
  /** Path relative to the project root (as the author would open it). */
  file: string;
  line: number;
  column: number;
  message: string;
}

/** A problem located by a path into a file's data, before its line is looked up in the file's text. */
export interface PathProblem {
  file: string;
  path: readonly (string | number)[];
  message: string;
}

/** `file:line:column  message`, the form editors and terminals turn into a link. */
export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.message}`;
}

/** The problems without repeats (the same place and message reported twice), in their first order. */
export function uniqueProblems(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = formatProblem(p);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The 1-based line and column of a character offset in `text` (`\n`, `\r\n` and `\r` end lines). */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split(/\r\n|\r|\n/);
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** A title line, then one indented `file:line:column  message` line per problem. */
export function problemsMessage(title: string, problems: readonly Problem[]): string {
  return [title, ...problems.map((p) => `  ${formatProblem(p)}`)].join('\n');
}

/** Anything thrown with a list of located problems (content, OpenAPI) exposes them here. */
export interface HasProblems {
  problems: readonly Problem[];
}

export function hasProblems(error: unknown): error is Error & HasProblems {
  if (!(error instanceof Error)) return false;
  const { problems } = error as Error & Partial<HasProblems>;
  return Array.isArray(problems) && problems.length > 0;
}
