import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { z } from 'zod';
import { issuePaths } from '../../../shared/validation/format';
import type { Problem } from '../../../shared/validation/problem';
import { jsonPathPosition, parseJsonLocated } from '../../validation/locate';
import { ContentError } from '../errors';

/** A path relative to the project root with '/' separators, as the data files and messages name files. */
export function projectPath(projectRoot: string, absolute: string): string {
  return relative(projectRoot, absolute).split(sep).join('/');
}

/** A problem at a place in a JSON data file, found by its data path (the file's start when the path is not there). */
export function problemAt(text: string, file: string, path: readonly (string | number)[], message: string): Problem {
  return { file, ...jsonPathPosition(text, path), message };
}

/**
 * Reads and validates a JSON data file of the project (`file` relative to `projectRoot`); a syntax error or a field
 * the schema refuses stops the build with a ContentError naming each problem's line and column.
 */
export function readDataFile<S extends z.ZodType>(
  projectRoot: string,
  file: string,
  schema: S,
): { data: z.output<S>; text: string } {
  const text = readFileSync(join(projectRoot, file), 'utf8');
  const json = parseJsonLocated(text, file);
  if (!json.ok) throw new ContentError(`Invalid JSON in ${file}`, [json.problem]);
  const result = schema.safeParse(json.value);
  if (!result.success) {
    const problems = issuePaths(result.error.issues).map(({ path, message }) => problemAt(text, file, path, message));
    throw new ContentError(`Invalid data file ${file}`, problems);
  }
  return { data: result.data, text };
}
