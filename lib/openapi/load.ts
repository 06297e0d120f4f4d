import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { bundle, getLineColLocation, lint, loadConfig, type NormalizedProblem, YamlParseError } from '@redocly/openapi-core';
import { parse } from 'yaml';
import { formatProblem, type Problem } from '../validation/problem';
import { OpenApiError } from './errors';
import { buildApiDocument } from './model';
import { isNaiveTimestampExample } from './naive-timestamps';
import type { ApiDocument } from './types';

export interface LoadApiOptions {
  /** The OpenAPI file. */
  file: string;
  /** The Redocly config with the lint rules (redocly.yaml). */
  configPath: string;
  /** For messages: paths are shown relative to it. */
  projectRoot?: string;
}

/** Where a Redocly problem is: its file (relative to `root`), line and column; the top of `fallback` when unknown. */
function place(problem: NormalizedProblem, root: string, fallback: string): Pick<Problem, 'file' | 'line' | 'column'> {
  const loc = problem.location[0];
  if (!loc) return { file: fallback, line: 1, column: 1 };
  const file = relative(root, loc.source.absoluteRef) || loc.source.absoluteRef;
  try {
    const { start } = getLineColLocation(loc);
    return { file, line: start.line, column: start.col };
  } catch {
    return { file, line: 1, column: 1 };
  }
}

/** Each Redocly problem as `file:line:column`, then `severity  rule  message`. */
export function toProblems(problems: readonly NormalizedProblem[], root: string, fallback: string): Problem[] {
  return problems.map((p) => ({ ...place(p, root, fallback), message: `${p.severity}  ${p.ruleId}  ${p.message}` }));
}

/** One line per problem: `file:line:column  severity  rule  message`. */
export function formatProblems(problems: readonly NormalizedProblem[], root: string, fallback = ''): string {
  return toProblems(problems, root, fallback)
    .map((p) => `  ${formatProblem(p)}`)
    .join('\n');
}

/**
 * Loads the OpenAPI file with Redocly: lints it with the rules of `redocly.yaml` (every problem, warnings
 * included, stops the build, except example timestamps in the naive form RA.Aid writes: see naive-timestamps.ts),
 * bundles it, and builds the page model.
 */
export async function loadApiDocument(options: LoadApiOptions): Promise<ApiDocument> {
  const root = options.projectRoot ?? process.cwd();
  const shown = relative(root, options.file) || options.file;
  if (!existsSync(options.file)) {
    throw new OpenApiError(`OpenAPI file ${shown} does not exist`, [{ file: shown, line: 1, column: 1, message: 'OpenAPI file does not exist' }]);
  }
  let problems: NormalizedProblem[];
  try {
    const config = await loadConfig({ configPath: options.configPath });
    problems = await lint({ ref: options.file, config });
    if (problems.some((p) => p.ruleId === 'no-invalid-media-type-examples')) {
      const doc: unknown = parse(readFileSync(options.file, 'utf8'));
      problems = problems.filter((p) => !isNaiveTimestampExample(p, doc));
    }
    if (!problems.length) {
      const bundled = await bundle({ ref: options.file, config, dereference: false });
      problems = bundled.problems.filter((p) => p.severity === 'error');
      if (!problems.length) return buildApiDocument(bundled.bundle.parsed, shown);
    }
  } catch (error) {
    if (error instanceof YamlParseError) {
      const problem = { file: shown, line: error.line, column: error.col, message: `error  yaml  ${error.message.split('\n')[0].replace(/ in ".*?"/, '')}` };
      throw new OpenApiError(`Invalid OpenAPI file ${shown}:\n  ${formatProblem(problem)}`, [problem]);
    }
    throw error;
  }
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  throw new OpenApiError(
    `Invalid OpenAPI file ${shown} (${count}; lint rules are in redocly.yaml):\n${formatProblems(problems, root, shown)}`,
    toProblems(problems, root, shown),
  );
}
