import type { Problem } from '../../shared/validation/problem';

/** An OpenAPI problem that stops the build; `problems` holds the located list the message shows. */
export class OpenApiError extends Error {
  readonly problems: readonly Problem[];

  constructor(message: string, problems: readonly Problem[] = []) {
    super(message);
    this.name = 'OpenApiError';
    this.problems = problems;
  }
}
