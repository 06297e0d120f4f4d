import type { Problem } from '../../shared/validation/problem';

/**
 * A problem with the OpenAPI file that stops the build; the message names the file and each problem's place,
 * and `problems` holds the same list (`file:line:column`, message).
 */
export class OpenApiError extends Error {
  readonly problems: readonly Problem[];

  constructor(message: string, problems: readonly Problem[] = []) {
    super(message);
    this.name = 'OpenApiError';
    this.problems = problems;
  }
}
