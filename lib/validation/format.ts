import type { z } from 'zod';

/** Turns a zod issue path into the dotted/indexed form authors write: `themeConfig.navbar.items[2].type`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
}

/** One line per problem, naming the field and what is wrong. */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => `  - ${formatPath(issue.path) || '(root)'}: ${issue.message}`)
    .join('\n');
}
