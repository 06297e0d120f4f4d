// Real-world documents write some schema keywords in a shape the specification does not allow but whose meaning is
// plain; the reader takes that meaning instead of refusing the file (the linter still warns, located).
import { isObj } from './values';

const LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf'] as const;
/** Keys whose values are data, not schemas: nothing in them is repaired. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

/**
 * The document with every `allOf`/`anyOf`/`oneOf` given as one schema object instead of a list turned into a list of
 * that one part. Changes the document in place (a freshly bundled copy) and returns it.
 */
export function repairSchemaLists<T>(document: T): T {
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach(visit);
    const obj = value as Record<string, unknown>;
    for (const key of LIST_KEYWORDS) if (isObj(obj[key])) obj[key] = [obj[key]];
    for (const [key, child] of Object.entries(obj)) if (!DATA_KEYS.has(key) && !key.startsWith('x-')) visit(child);
  };
  visit(document);
  return document;
}
