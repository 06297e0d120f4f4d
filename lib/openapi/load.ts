import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { bundle, getLineColLocation, lint, loadConfig, type NormalizedProblem, YamlParseError } from '@redocly/openapi-core';
import { OpenApiError } from './errors';
import { buildApiDocument } from './model';
import type { ApiDocument } from './types';

export interface LoadApiOptions {
  /** The OpenAPI file. */
  file: string;
  /** The Redocly config with the lint rules (redocly.yaml). */
  configPath: string;
  /** For messages: paths are shown relative to it. */
  projectRoot?: string;
}

function place(problem: NormalizedProblem, root: string): string {
  const loc = problem.location[0];
  if (!loc) return '';
  const file = relative(root, loc.source.absoluteRef) || loc.source.absoluteRef;
  try {
    const { start } = getLineColLocation(loc);
    return `${file}:${start.line}:${start.col}`;
  } catch {
    return file;
  }
}

/** One line per problem: `file:line:column  severity  rule  message`. */
export function formatProblems(problems: readonly NormalizedProblem[], root: string): string {
  return problems
    .map((p) => `  ${place(p, root)}  ${p.severity}  ${p.ruleId}  ${p.message}`)
    .join('\n');
}

/**
 * Loads the OpenAPI file with Redocly: lints it with the rules of `redocly.yaml` (every problem, warnings
 * included, stops the build), bundles it, and builds the page model.
 */
export async function loadApiDocument(options: LoadApiOptions): Promise<ApiDocument> {
  const root = options.projectRoot ?? process.cwd();
  const shown = relative(root, options.file) || options.file;
  readFileSync(options.file); // a missing file is reported by Node with its path
  let problems: NormalizedProblem[];
  try {
    const config = await loadConfig({ configPath: options.configPath });
    problems = await lint({ ref: options.file, config });
    if (!problems.length) {
      const bundled = await bundle({ ref: options.file, config, dereference: false });
      problems = bundled.problems.filter((p) => p.severity === 'error');
      if (!problems.length) return buildApiDocument(bundled.bundle.parsed, shown);
    }
  } catch (error) {
    if (error instanceof YamlParseError) {
      throw new OpenApiError(`Invalid OpenAPI file ${shown}:\n  ${shown}:${error.line}:${error.col}  error  yaml  ${error.message.split('\n')[0].replace(/ in ".*?"/, '')}`);
    }
    throw error;
  }
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  throw new OpenApiError(`Invalid OpenAPI file ${shown} (${count}; lint rules are in redocly.yaml):\n${formatProblems(problems, root)}`);
}
