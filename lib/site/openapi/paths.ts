/**
 * Where the OpenAPI files are, in the repository and on the site, named once so the file loaded, snapshotted and
 * offered for download cannot drift apart.
 */

/** The folder of the OpenAPI files: the current docs' file (project root) and every version's snapshot (docs root). */
export const OPENAPI_DIR = 'openapi';
/** File name of a version's OpenAPI description. */
export const OPENAPI_FILE_NAME = 'ra-aid.openapi.yaml';
/** The OpenAPI file of the current docs, relative to the project root. */
export const OPENAPI_FILE = `${OPENAPI_DIR}/${OPENAPI_FILE_NAME}`;

/** An older version's snapshot, relative to the docs root: openapi/version-{name}/ra-aid.openapi.yaml. */
export function openapiSnapshotFile(name: string): string {
  return `${OPENAPI_DIR}/version-${name}/${OPENAPI_FILE_NAME}`;
}

/**
 * First segment of every download path; also the name of app/openapi/, which Next.js routes by, and a prefix no docs
 * version may take.
 */
export const OPENAPI_DOWNLOAD_SEGMENT = 'openapi';

/** Site path the OpenAPI file of the version with route prefix `prefix` ('' or '/next') is downloaded from. */
export function openapiDownloadPath(prefix: string): string {
  return `/${OPENAPI_DOWNLOAD_SEGMENT}${prefix}/${OPENAPI_FILE_NAME}`;
}

/** The download route's catch-all segments for a download path ('/openapi/next/x.yaml' → ['next', 'x.yaml']). */
export function downloadSegments(path: string): string[] {
  return path.split('/').slice(2);
}

/** The download path the route's catch-all segments stand for (inverse of downloadSegments). */
export function downloadPathOf(segments: readonly string[]): string {
  return `/${OPENAPI_DOWNLOAD_SEGMENT}/${segments.join('/')}`;
}

/** Route of the operation page `slug` in the same API reference as the overview at `overviewRoute`. */
export const operationRoute = (overviewRoute: string, slug: string) => overviewRoute.replace(/[^/]*$/, slug);
