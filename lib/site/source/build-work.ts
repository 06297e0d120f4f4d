import type { ApiOperation } from '../../shared/openapi-types';
import type { SiteVersion } from './site';

/**
 * What a build is about to render, as the content check found it: scripts/build.mjs sizes the heap of `next build`
 * from it and prints it before that step (an out-of-memory then follows a line naming the documents), and the
 * finishing step names the operation of an API page over the size limit from it.
 */
export interface BuildWork {
  /** Guide pages of every version (category and API pages aside). */
  guides: number;
  /** Each version's OpenAPI document: its file and how many operation pages (webhooks included) it makes. */
  documents: { version: string; file: string; operations: number }[];
  /** Every operation page by route (without the base URL), and what names its operation in a message. */
  operationPages: { route: string; operation: string; operationId?: string; file: string }[];
}

/** `GET /v1/account`: an operation as a message names it. */
export const operationName = (operation: Pick<ApiOperation, 'method' | 'path'>) =>
  `${operation.method.toUpperCase()} ${operation.path}`;

/** The work of a loaded site (lib/site/source/site.ts `getSite`). */
export function buildWork(versions: readonly SiteVersion[]): BuildWork {
  const work: BuildWork = { guides: 0, documents: [], operationPages: [] };
  for (const { meta, source } of versions) {
    let operations = 0;
    for (const page of source.pages) {
      if (page.kind === 'doc') work.guides++;
      if (page.kind !== 'api' || !page.operation) continue;
      operations++;
      const { operationId } = page.operation;
      work.operationPages.push({
        route: page.route,
        operation: operationName(page.operation),
        ...(operationId ? { operationId } : {}),
        file: page.file,
      });
    }
    if (source.api) work.documents.push({ version: meta.name, file: source.api.file, operations });
  }
  return work;
}

/** How many operation pages the build makes in all. */
export const operationCount = (work: Pick<BuildWork, 'documents'>) =>
  work.documents.reduce((sum, d) => sum + d.operations, 0);
