import { convertObj } from 'swagger2openapi';
import { formatProblem, type Problem } from '../../shared/validation/problem';
import { OpenApiError } from './errors';

/**
 * A Swagger 2.0 document (already linted and bundled by Redocly, which reads 2.0) as OpenAPI 3.0, so the reader and the
 * pages treat it as any other; small faults are patched rather than refused.
 */
export async function swaggerToOpenApi(bundled: object, shown: string): Promise<Record<string, unknown>> {
  try {
    return await convertObj(bundled, { patch: true, warnOnly: true, direct: true });
  } catch (error) {
    const problem: Problem = { file: shown, line: 1, column: 1, message: `error  swagger2openapi  ${(error as Error).message}` };
    throw new OpenApiError(`Swagger 2.0 file ${shown} could not be converted to OpenAPI 3.0:\n  ${formatProblem(problem)}`, [problem]);
  }
}
