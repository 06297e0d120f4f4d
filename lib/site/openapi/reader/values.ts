// The reader's plain-value checks and its `$ref` resolver, shared by every part of it.

export type Obj = { [key: string]: unknown };
/** Follows a local `$ref` to its target object (`deref` bound to the document being read). */
export type Resolve = (value: unknown) => Obj | undefined;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** Follows a local `$ref` (`#/components/...`) to its target; other objects are returned as they are. */
export function deref(root: Obj, value: unknown, seen = new Set<string>()): Obj | undefined {
  if (!isObj(value)) return undefined;
  const ref = value.$ref;
  if (typeof ref !== 'string') return value;
  if (!ref.startsWith('#/') || seen.has(ref)) return undefined;
  seen.add(ref);
  let target: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    target = isObj(target) ? target[key] : undefined;
  }
  return deref(root, target, seen);
}
