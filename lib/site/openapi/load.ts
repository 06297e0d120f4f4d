import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import {
  bundle,
  createConfig,
  getLineColLocation,
  lint,
  loadConfig,
  type Config,
  type NormalizedProblem,
  YamlParseError,
} from '@redocly/openapi-core';
import { parse } from 'yaml';
import { formatProblem, type Problem } from '../../shared/validation/problem';
import { OpenApiError } from './errors';
import { buildApiDocument, type OperationLocator } from './reader/document';
import { isNaiveTimestampExample } from './naive-timestamps';
import type { ApiDocument } from '../../shared/openapi-types';

export interface LoadApiOptions {
  /** The OpenAPI file. */
  file: string;
  /** The Redocly config with the lint rules (redocly.yaml). */
  configPath: string;
  /** For messages: paths are shown relative to it. */
  projectRoot?: string;
  /**
   * Every lint problem stops the build (`openapi.strict` in site.config.mjs, or `x-strict: true` in redocly.yaml);
   * otherwise only specification errors do.
   */
  strict?: boolean;
}

/** The key of redocly.yaml that makes every lint problem stop the build, like `openapi.strict` in site.config.mjs. */
export const REDOCLY_STRICT_KEY = 'x-strict';

let specConfig: Promise<Config> | undefined;
/** Redocly's own `spec` ruleset: the rules that check what the OpenAPI specification requires, and no style. */
const specRules = () => (specConfig ??= createConfig({ extends: ['spec'] }));

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

type Parsed = { [key: string]: unknown };
const isObj = (v: unknown): v is Parsed => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The file's data, or undefined when it does not parse (Redocly then reports the syntax error with its place). */
function readData(file: string): unknown {
  try {
    return parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Line and column of a top-level key of a YAML or JSON file (1:1 when not found). */
function keyPlace(file: string, key: string): { line: number; column: number } {
  const lines = readFileSync(file, 'utf8').split('\n');
  const at = keyLine(lines, key, 0);
  return at < 0 ? { line: 1, column: 1 } : { line: at + 1, column: lines[at].search(/\S/) + 1 };
}

/** The index of the first line from `from` on that starts with the key `key` (YAML, or JSON one key a line), or -1. */
function keyLine(lines: readonly string[], key: string, from: number): number {
  const pattern = new RegExp(`^\\s*["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`);
  for (let i = from; i < lines.length; i++) if (pattern.test(lines[i])) return i;
  return -1;
}

/**
 * Finds an operation's line in a file written one key a line (its method key after its path key); undefined for other
 * layouts.
 */
function operationLocator(file: string): OperationLocator {
  const lines = readFileSync(file, 'utf8').split('\n');
  return (map, path, method) => {
    const at = keyLine(lines, path, Math.max(0, keyLine(lines, map, 0)));
    const op = at < 0 ? -1 : keyLine(lines, method, at + 1);
    return op < 0 ? undefined : { line: op + 1, column: lines[op].search(/\S/) + 1 };
  };
}

/** A Swagger 2.0 (or other non-3.x) file is refused up front with what to do, instead of a list of lint errors. */
function versionProblem(data: unknown, file: string, shown: string): Problem | undefined {
  if (!isObj(data)) return undefined;
  if ('swagger' in data) {
    const message = `error  unsupported-version  Swagger ${String(data.swagger)} is not supported: convert the file to OpenAPI 3 (for example with swagger2openapi or editor.swagger.io's "Convert to OpenAPI 3")`;
    return { file: shown, ...keyPlace(file, 'swagger'), message };
  }
  if (typeof data.openapi === 'string' && !/^3\.[01]\./.test(data.openapi)) {
    const message = `error  unsupported-version  OpenAPI ${data.openapi} is not supported: the reference reads OpenAPI 3.0 and 3.1`;
    return { file: shown, ...keyPlace(file, 'openapi'), message };
  }
  return undefined;
}

/**
 * Whether a problem is inside an `x-` extension, whose value the specification leaves free but Redocly checks for some
 * it knows.
 */
function inExtension(problem: NormalizedProblem): boolean {
  return (problem.location[0]?.pointer ?? '').split('/').some((key) => key.startsWith('x-'));
}

/** Whether redocly.yaml asks for every problem to stop the build (`x-strict: true`). */
function strictInRedoclyConfig(configPath: string): boolean {
  const data = readData(configPath);
  return isObj(data) && data[REDOCLY_STRICT_KEY] === true;
}

function invalid(shown: string, problems: Problem[], strict: boolean): OpenApiError {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  const why = strict ? 'lint rules are in redocly.yaml; strict: warnings stop the build too' : 'errors of the OpenAPI specification';
  return new OpenApiError(
    `Invalid OpenAPI file ${shown} (${count}; ${why}):\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`,
    problems,
  );
}

/**
 * Lints (redocly.yaml), bundles and models the OpenAPI file with Redocly. Specification errors stop the build and other
 * problems become located warnings, unless `strict` (RA.Aid's naive timestamps aside: naive-timestamps.ts); Swagger 2.0
 * is refused.
 */
export async function loadApiDocument(options: LoadApiOptions): Promise<ApiDocument> {
  const root = options.projectRoot ?? process.cwd();
  const shown = relative(root, options.file) || options.file;
  if (!existsSync(options.file)) {
    throw new OpenApiError(`OpenAPI file ${shown} does not exist`, [{ file: shown, line: 1, column: 1, message: 'OpenAPI file does not exist' }]);
  }
  const data = readData(options.file);
  const unsupported = versionProblem(data, options.file, shown);
  if (unsupported) throw new OpenApiError(`Unsupported OpenAPI file ${shown}:\n  ${formatProblem(unsupported)}`, [unsupported]);
  const strict = options.strict === true || strictInRedoclyConfig(options.configPath);
  const version = isObj(data) && typeof data.openapi === 'string' && data.openapi.startsWith('3.0') ? 'oas3_0' : 'oas3_1';
  let blocking: NormalizedProblem[];
  let warnings: NormalizedProblem[] = [];
  try {
    const config = await loadConfig({ configPath: options.configPath });
    let problems = await lint({ ref: options.file, config });
    if (problems.some((p) => p.ruleId === 'no-invalid-media-type-examples')) problems = problems.filter((p) => !isNaiveTimestampExample(p, data));
    if (strict) blocking = problems;
    else {
      const spec = await specRules();
      const isSpecError = (p: NormalizedProblem) =>
        p.severity === 'error' && spec.getRuleSettings(p.ruleId, version).severity === 'error' && !inExtension(p);
      blocking = problems.filter(isSpecError);
      warnings = problems.filter((p) => !isSpecError(p));
    }
    if (!blocking.length) {
      const bundled = await bundle({ ref: options.file, config, dereference: false });
      blocking = bundled.problems.filter((p) => p.severity === 'error');
      if (!blocking.length) {
        const doc = buildApiDocument(bundled.bundle.parsed, shown, operationLocator(options.file));
        const lintWarnings = toProblems(warnings, root, shown).map(formatProblem);
        return { ...doc, warnings: [...lintWarnings, ...(doc.warnings ?? [])] };
      }
    }
  } catch (error) {
    if (error instanceof YamlParseError) {
      const problem = { file: shown, line: error.line, column: error.col, message: `error  yaml  ${error.message.split('\n')[0].replace(/ in ".*?"/, '')}` };
      throw new OpenApiError(`Invalid OpenAPI file ${shown}:\n  ${formatProblem(problem)}`, [problem]);
    }
    throw error;
  }
  throw invalid(shown, toProblems(blocking, root, shown), strict);
}
