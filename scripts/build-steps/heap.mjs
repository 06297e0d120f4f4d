// @ts-check
// The heap limit of `next build` (scripts/build.mjs), and the record of the work it is about to do that the content
// check leaves for it (lib/site/source/build-work.ts).
import { existsSync, readFileSync } from 'node:fs';

/**
 * The floor of `next build`: RA.Aid's own site renders within it (bench/by-hand.md, "The search index made before next
 * build").
 */
export const HEAP_FLOOR_MB = 512;
/** Heap per guide in `next build`: its syntax tree and compiled page live through the build. */
export const HEAP_PER_GUIDE_MB = 1 / 8;
/**
 * The content check's floor and heap per guide: it makes the search index from every guide's records at once, which
 * needs more than rendering them one by one does.
 */
export const CHECK_HEAP_FLOOR_MB = 768;
export const CHECK_HEAP_PER_GUIDE_MB = 1 / 4;
/**
 * Heap per API operation. The loaded document is small; what grows is the text of every operation page held at once by
 * llms-full.txt (the Markdown twins joined). Three copies of Stripe's p95 twin, rounded up (bench/by-hand.md,
 * "Stripe's pages"): sized while `next build` also held the search records, and not measured again since.
 */
export const HEAP_PER_OPERATION_MB = 1.5;

/**
 * The heap limit in MB for a build of `guides` guides and the API operations of its `documents`: a base, plus a share
 * of each, never under the floor.
 * @param {Pick<BuildWork, 'guides' | 'documents'>} work
 */
export function heapLimitMb({ guides, documents }) {
  const operations = documents.reduce((n, d) => n + d.operations, 0);
  return scaledLimit(HEAP_FLOOR_MB, guides * HEAP_PER_GUIDE_MB, operations * HEAP_PER_OPERATION_MB);
}

/**
 * The heap limit in MB of the content check of `guides` guides (it runs before the API operations are counted).
 * @param {number} guides
 */
export function checkHeapLimitMb(guides) {
  return scaledLimit(CHECK_HEAP_FLOOR_MB, guides * CHECK_HEAP_PER_GUIDE_MB);
}

/**
 * A 256 MB base plus each share rounded up, so a step never gets less than its work asks for; never under `floor`.
 * @param {number} floor
 * @param {number[]} shares
 */
function scaledLimit(floor, ...shares) {
  return Math.max(
    floor,
    shares.reduce((mb, share) => mb + Math.ceil(share), 256),
  );
}

/**
 * @typedef {{ guides: number, documents: { version: string, file: string, operations: number }[],
 *   operationPages: { route: string, operation: string, operationId?: string, file: string }[] }} BuildWork
 */

/**
 * The work the content check recorded in `file`, or undefined when there is none (a content check that failed first).
 * @param {string} file
 * @returns {BuildWork | undefined}
 */
export function readWork(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * The line the build prints before `next build`: what it is about to render and the heap it gets, so that an
 * out-of-memory failure follows a line naming the OpenAPI documents.
 * @param {Pick<BuildWork, 'guides' | 'documents'>} work
 * @param {number} heapMb
 */
export function workLine(work, heapMb) {
  const guides = `${work.guides} ${work.guides === 1 ? 'guide' : 'guides'}`;
  const apis = work.documents.map(
    (d) => `${d.operations} API ${d.operations === 1 ? 'operation' : 'operations'} of ${d.file} (version ${d.version})`,
  );
  return `next build: ${[guides, ...apis].join(', ')}; heap limit ${heapMb} MB`;
}
