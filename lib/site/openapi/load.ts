import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { bundle, getLineColLocation, lint, loadConfig, type NormalizedProblem, YamlParseError } from '@redocly/openapi-core';
import { parse } from 'yaml';
import { formatProblem, type Problem } from '../../shared/validation/problem';
import { OpenApiError } from './errors';
import { buildApiDocument, type OperationLocator } from './reader/document';
import { repairSchemaLists } from './reader/repair';
import { isNaiveTimestampExample } from './naive-timestamps';
import { isSingleLine, pointerPrefix } from './problem-pointer';
import { swaggerToOpenApi } from './swagger2';
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

/**
 * Each Redocly problem as `file:line:column`, then `severity  rule  message`; in a single-line (minified) file the
 * message starts with the JSON pointer and the operation or schema it is in.
 */
export function toProblems(problems: readonly NormalizedProblem[], root: string, fallback: string): Problem[] {
  // Each problem names its file's whole text: a large file with hundreds of warnings is looked at once.
  const singleLine = new Map<string, boolean>();
  const oneLine = (body: string) => singleLine.get(body) ?? singleLine.set(body, isSingleLine(body)).get(body)!;
  return problems.map((p) => {
    const loc = p.location[0];
    const prefix = loc && oneLine(loc.source.body) ? pointerPrefix(loc.pointer) : '';
    return { ...place(p, root, fallback), message: `${p.severity}  ${p.ruleId}  ${prefix}${p.message}` };
  });
}

type Parsed = { [key: string]: unknown };
const isObj = (v: unknown): v is Parsed => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Marks a file that does not parse: Redocly then reports the syntax error with its place. */
const UNPARSED = Symbol('unparsed');

function readData(file: string): unknown {
  try {
    return parse(readFileSync(file, 'utf8'));
  } catch {
    return UNPARSED;
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

/**
 * Why the file is not an OpenAPI document the reference can read (not an object, no version field, a version other than
 * Swagger 2.0 and OpenAPI 3.0/3.1), located at the version key; undefined when it is one or does not parse.
 */
function unreadableProblem(data: unknown, file: string, shown: string): Problem | undefined {
  if (data === UNPARSED) return undefined;
  const at = (key: string, message: string): Problem => ({ file: shown, ...keyPlace(file, key), message: `error  unsupported-version  ${message}` });
  if (!isObj(data)) {
    const kind = Array.isArray(data) ? 'a list' : data === null || data === undefined ? 'nothing' : `a ${typeof data}`;
    return { file: shown, line: 1, column: 1, message: `error  not-an-object  the file holds ${kind}, not an OpenAPI document (an object)` };
  }
  if ('swagger' in data) return data.swagger === '2.0' ? undefined : at('swagger', `Swagger ${String(data.swagger)} is not supported: the reference reads Swagger 2.0 and OpenAPI 3.0 and 3.1`);
  if (!('openapi' in data)) return at('openapi', 'no "openapi" (or "swagger") version field: this is not an OpenAPI document');
  if (typeof data.openapi === 'string' && /^3\.[01]\./.test(data.openapi)) return undefined;
  return at('openapi', `OpenAPI ${String(data.openapi)} is not supported: the reference reads OpenAPI 3.0 and 3.1 (and Swagger 2.0)`);
}

/** The problems that leave a document unreadable whatever the settings: a `$ref` that leads nowhere. */
const isUnreadable = (p: NormalizedProblem) => p.ruleId === 'no-unresolved-refs';

/** Whether redocly.yaml asks for every problem to stop the build (`x-strict: true`). */
function strictInRedoclyConfig(configPath: string): boolean {
  const data = readData(configPath);
  return isObj(data) && data[REDOCLY_STRICT_KEY] === true;
}

/** Where strict comes from and how to relax it, for the message of a strict failure. */
const RELAX: Record<StrictSource, string> = {
  'site.config.mjs': 'strict because openapi.strict is true in site.config.mjs: set it to false, or switch the rule off in redocly.yaml, to print these as warnings',
  'redocly.yaml': `strict because redocly.yaml says ${REDOCLY_STRICT_KEY}: true: remove it, or switch the rule off there, to print these as warnings`,
};
type StrictSource = 'site.config.mjs' | 'redocly.yaml';

function invalid(shown: string, problems: Problem[], strict: StrictSource | undefined): OpenApiError {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  const why = strict ? RELAX[strict] : 'the document cannot be read';
  return new OpenApiError(
    `Invalid OpenAPI file ${shown} (${count}; ${why}):\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`,
    problems,
  );
}

/**
 * Lints (redocly.yaml), bundles and models the OpenAPI file with Redocly. Only what cannot be read stops the build (not
 * an object, no version, a syntax error, an unresolvable `$ref`); every other problem is a located warning, unless
 * `strict` (RA.Aid's naive timestamps aside: naive-timestamps.ts). Swagger 2.0 is converted to OpenAPI 3.0.
 */
export async function loadApiDocument(options: LoadApiOptions): Promise<ApiDocument> {
  const root = options.projectRoot ?? process.cwd();
  const shown = relative(root, options.file) || options.file;
  if (!existsSync(options.file)) {
    throw new OpenApiError(`OpenAPI file ${shown} does not exist`, [{ file: shown, line: 1, column: 1, message: 'OpenAPI file does not exist' }]);
  }
  const data = readData(options.file);
  const unreadable = unreadableProblem(data, options.file, shown);
  if (unreadable) throw new OpenApiError(`Unreadable OpenAPI file ${shown}:\n  ${formatProblem(unreadable)}`, [unreadable]);
  const strict: StrictSource | undefined =
    options.strict === true ? 'site.config.mjs' : strictInRedoclyConfig(options.configPath) ? 'redocly.yaml' : undefined;
  const swagger = isObj(data) && 'swagger' in data;
  let blocking: NormalizedProblem[];
  try {
    const config = await loadConfig({ configPath: options.configPath });
    let problems = await lint({ ref: options.file, config });
    if (problems.some((p) => p.ruleId === 'no-invalid-media-type-examples')) problems = problems.filter((p) => !isNaiveTimestampExample(p, data));
    blocking = strict ? problems : problems.filter(isUnreadable);
    if (!blocking.length) {
      const bundled = await bundle({ ref: options.file, config, dereference: false });
      blocking = bundled.problems.filter((p) => p.severity === 'error');
      if (!blocking.length) {
        const parsed: unknown = swagger ? await swaggerToOpenApi(bundled.bundle.parsed as object, shown) : bundled.bundle.parsed;
        const doc = buildApiDocument(repairSchemaLists(parsed), shown, operationLocator(options.file));
        const lintWarnings = toProblems(problems, root, shown).map(formatProblem);
        return { ...doc, ...(swagger ? { convertedFrom: 'Swagger 2.0' } : {}), warnings: [...lintWarnings, ...(doc.warnings ?? [])] };
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
