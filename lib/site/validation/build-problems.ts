import { parse } from 'acorn';
import { configPathPosition, parseConfigPath } from '../config/locate';
import { ConfigError } from '../config/schema';
import { VersionsError } from '../../shared/versions/meta';
import { jsonPathPosition } from './locate';
import { hasProblems, uniqueProblems, type PathProblem, type Problem } from '../../shared/validation/problem';

/** Reads a file of the project by its path relative to the project root ('' when it cannot be read). */
export type ReadText = (file: string) => string;

/** A problem known by its data path, at its line and column: a JSON file by JSON path, a JS config by config path. */
export function locatePathProblem(problem: PathProblem, read: ReadText): Problem {
  const text = read(problem.file);
  const at = problem.file.endsWith('.json')
    ? jsonPathPosition(text, problem.path)
    : configPathPosition(text, problem.path);
  return { file: problem.file, ...at, message: problem.message };
}

/**
 * The located problems of a loader error, each once; undefined for any other error, which is a bug rather than a
 * problem of the docs.
 */
export function problemsOf(error: unknown, read: ReadText, configFile = 'site.config.mjs'): Problem[] | undefined {
  if (hasProblems(error)) return uniqueProblems(error.problems);
  if (error instanceof ConfigError) {
    const issues = error.issues.length ? error.issues : [{ path: '', message: error.message }];
    return uniqueProblems(
      issues.map((i) =>
        locatePathProblem({ file: configFile, path: parseConfigPath(i.path), message: i.message }, read),
      ),
    );
  }
  if (error instanceof VersionsError) {
    const issues = error.issues.length ? error.issues : [{ file: configFile, path: ['docs'], message: error.message }];
    return uniqueProblems(issues.map((i) => locatePathProblem(i, read)));
  }
  return undefined;
}

/** A JavaScript syntax error in the config module, at its line and column; undefined when it parses. */
export function configSyntaxProblem(source: string, file: string): Problem | undefined {
  try {
    parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
    return undefined;
  } catch (error) {
    const e = error as SyntaxError & { loc?: { line: number; column: number } };
    const message = e.message.replace(/\s*\(\d+:\d+\)$/, '');
    return {
      file,
      line: e.loc?.line ?? 1,
      column: (e.loc?.column ?? 0) + 1,
      message: `JavaScript syntax error: ${message}`,
    };
  }
}
