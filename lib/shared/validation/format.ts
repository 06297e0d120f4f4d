import type { z } from 'zod';

/** Turns a zod issue path into the dotted/indexed form authors write: `themeConfig.navbar.items[2].type`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}

/** One line per problem, naming the field and what is wrong. */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((issue) => `  - ${formatPath(issue.path) || '(root)'}: ${issue.message}`).join('\n');
}

/**
 * One `{ path, message }` per zod issue, except that each unknown key of a strict object becomes its own problem at
 * that key.
 */
export function issuePaths(issues: readonly z.core.$ZodIssue[]): { path: (string | number)[]; message: string }[] {
  return issues.flatMap((issue) => {
    const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: [...path, key],
        message: `${formatPath([...path, key])}: unknown field`,
      }));
    }
    return [{ path, message: `${formatPath(path) || '(root)'}: ${issue.message}` }];
  });
}
