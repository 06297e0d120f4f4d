import type { ApiOperation } from '../../shared/openapi-types';

/**
 * Untagged operations beyond this many are grouped by path. One sidebar category of them is open on each of their
 * pages, so every page would link all of them (Stripe's 452: about 100 KB of HTML per page, and as much again in the
 * payload); 50 links are still one list a reader can scan.
 */
export const PATH_GROUPS_ABOVE = 50;

/** Leading path segments that name no resource: a version (`v1`, `v2beta1`, `1.0`) or `api`. */
const PREFIX_SEGMENT = /^(api|v\d+(\.\d+)*([a-z]+\d*)?|\d+(\.\d+)+)$/i;

/** The label of operations whose path has no segment after the prefix (`/`, `/v1`). */
export const ROOT_PATH_GROUP = '/';

/** How many literal path segments a group's name may hold: a group over PATH_GROUPS_ABOVE is split by the next one. */
const MAX_GROUP_DEPTH = 3;

/**
 * The group of a path: its first segment after a version-like prefix (`/v1/accounts/{id}` → `accounts`,
 * `/api/v2/users` → `users`), or ROOT_PATH_GROUP when none is left; with `depth` > 1, the literal segments after it
 * too, up to `depth` in all (`/restapis/{id}/stages`, depth 2 → `restapis/stages`).
 */
export function pathGroup(path: string, depth = 1): string {
  // Some documents write a query or fragment into the path key (AWS: `/apikeys#mode=import&format`); it names no group.
  const segments = path.split(/[?#]/)[0].split('/').filter(Boolean);
  let i = 0;
  while (i < segments.length && PREFIX_SEGMENT.test(segments[i])) i++;
  if (i === segments.length) return ROOT_PATH_GROUP;
  const names = [segments[i]];
  for (const segment of segments.slice(i + 1)) {
    if (names.length >= depth) break;
    if (!/^\{.*\}$/.test(segment)) names.push(segment);
  }
  return names.join('/');
}

/** Untagged operations of one group, in file order; `path` is unset for the single group of a small document. */
export interface UntaggedGroup {
  path?: string;
  operations: ApiOperation[];
}

/** `operations` by their group at `depth`, in order of first appearance; a group still too large split one deeper. */
function byPath(operations: readonly ApiOperation[], depth: number): UntaggedGroup[] {
  const groups = new Map<string, ApiOperation[]>();
  for (const op of operations) {
    const key = pathGroup(op.path, depth);
    const group = groups.get(key);
    if (group) group.push(op);
    else groups.set(key, [op]);
  }
  return [...groups].flatMap(([path, ops]) => {
    const deeper = ops.length > PATH_GROUPS_ABOVE && depth < MAX_GROUP_DEPTH ? byPath(ops, depth + 1) : [];
    return deeper.length > 1 ? deeper : [{ path, operations: ops }];
  });
}

/**
 * A document's untagged operations as groups: one group when there are at most PATH_GROUPS_ABOVE of them (a small or
 * tagged API looks as it always did), else one group per path group in order of first appearance, a group of more
 * than PATH_GROUPS_ABOVE split by its next path segment (AWS API Gateway's 75 under `restapis`).
 */
export function untaggedGroups(operations: readonly ApiOperation[]): UntaggedGroup[] {
  const untagged = operations.filter((o) => !o.tag);
  if (!untagged.length) return [];
  if (untagged.length <= PATH_GROUPS_ABOVE) return [{ operations: untagged }];
  return byPath(untagged, 1);
}
