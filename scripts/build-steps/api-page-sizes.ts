// The finishing step's check of API page sizes (issue 51): the HTML `next build` wrote for each operation page is
// the real measure of a page's weight, so it is read here and named by the operation it shows.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { nestedFieldsPart, nestedFieldsRoute } from '../../lib/shared/paths/outputs';
import type { BuildWork } from '../../lib/site/tasks';

/** Every operation page's HTML should stay under this (issue 51, as the oas-examples build test holds it). */
export const PAGE_TARGET_BYTES = 300 * 1024;
/** No operation page may be larger: the build stops. */
export const PAGE_LIMIT_BYTES = 1024 * 1024;

/** The exported HTML file of a route, if the folder has one (the layouts `next build` writes, as missing-routes.mjs). */
function htmlFile(dir: string, route: string): string | undefined {
  const candidates = [`${route.slice(1)}.html`, join(route.slice(1), 'index.html')];
  return candidates.map((f) => join(dir, f)).find((f) => existsSync(f));
}

/** Rounded up, so that a page one byte over a limit does not read as equal to it. */
const size = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB`;

/** An operation's page, then each part of its nested-fields pages the folder has (`<first>`, `<first>/2`…, in turn). */
function pageFiles(dir: string, route: string): { route: string; file: string }[] {
  const files: { route: string; file: string }[] = [];
  const page = htmlFile(dir, route);
  if (page) files.push({ route, file: page });
  for (let part = 1; ; part++) {
    const at = nestedFieldsPart(nestedFieldsRoute(route), part);
    const file = htmlFile(dir, at);
    if (!file) return files;
    files.push({ route: at, file });
  }
}

/**
 * Operation pages (and every part of their nested-fields pages) of an exported folder over the size limit (`errors`) or over the
 * target (`warnings`), each naming the operation, its operationId, the OpenAPI file, the route and the size.
 */
export function apiPageSizes(dir: string, work: Pick<BuildWork, 'operationPages'>) {
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const page of work.operationPages) {
    for (const { route, file } of pageFiles(dir, page.route)) {
      const bytes = statSync(file).size;
      if (bytes <= PAGE_TARGET_BYTES) continue;
      const id = page.operationId ? `operationId ${page.operationId}, ` : '';
      const what = `${page.operation} (${id}${page.file}): the page ${route} is ${size(bytes)} of HTML`;
      if (bytes > PAGE_LIMIT_BYTES) errors.push(`${what}, over the limit of ${size(PAGE_LIMIT_BYTES)}`);
      else warnings.push(`${what}, over the target of ${size(PAGE_TARGET_BYTES)}`);
    }
  }
  return { errors, warnings };
}
