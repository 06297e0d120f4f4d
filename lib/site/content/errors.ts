import { problemsMessage, type Problem } from '../../shared/validation/problem';

/**
 * A content problem that stops the build. With `problems`, the message is a title then one `file:line:column  message`
 * line per problem.
 */
export class ContentError extends Error {
  readonly problems: readonly Problem[];

  constructor(message: string, problems: readonly Problem[] = []) {
    super(problems.length ? problemsMessage(message, problems) : message);
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/** `1 file` / `3 files`. */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
