import type { NormalizedProblem } from '@redocly/openapi-core';

/**
 * RA.Aid writes timestamps as Python's naive ISO 8601 (no offset) while FastAPI declares them `format: date-time`,
 * which asks for one. Such example timestamps are accepted; every other date-time mismatch stays a lint problem.
 */
const NAIVE_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?$/;

/** The value a JSON pointer (`#/paths/~1x/get/…`) names inside a parsed document, if any. */
function atPointer(doc: unknown, pointer: string): unknown {
  let node = doc;
  for (const raw of pointer.replace(/^#\/?/, '').split('/')) {
    if (raw === '') continue;
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Whether a lint problem is an example timestamp in the naive form RA.Aid's server really writes. */
export function isNaiveTimestampExample(problem: NormalizedProblem, doc: unknown): boolean {
  if (problem.ruleId !== 'no-invalid-media-type-examples') return false;
  if (!problem.message.includes('must match format "date-time"')) return false;
  const pointer = problem.location[0]?.pointer;
  if (!pointer) return false;
  const value = atPointer(doc, pointer);
  return typeof value === 'string' && NAIVE_TIMESTAMP.test(value);
}
