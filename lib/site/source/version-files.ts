import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { OPENAPI_FILE, openapiSnapshotFile } from '../openapi/paths';
import { serverRoutesFile } from '../openapi/server-routes';
import { parseVersionsFile, versionNameProblem, VersionsError } from '../../shared/versions/meta';

/** versions.json at the docs root: the older versions, newest first. */
export function versionsFile(root: string): string {
  return join(root, 'versions.json');
}

/** Snapshot folder of an older version (Docusaurus layout): versioned_docs/version-{name}/. */
export function snapshotDir(root: string, name: string): string {
  return join(root, 'versioned_docs', `version-${name}`);
}

/** The older version names from versions.json, each checked to have its snapshot folder. */
export function readVersionNames(root: string, projectRoot = process.cwd()): string[] {
  const file = versionsFile(root);
  if (!existsSync(file)) return [];
  const shown = relative(projectRoot, file) || file;
  const names = parseVersionsFile(readFileSync(file, 'utf8'), shown);
  names.forEach((name, i) => {
    const dir = snapshotDir(root, name);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) {
      const message = `${shown} lists version "${name}" but its snapshot folder ${relative(projectRoot, dir) || dir} does not exist`;
      throw new VersionsError(message, [{ file: shown, path: [i], message }]);
    }
  });
  return names;
}

/** Snapshot of an older version's OpenAPI file: openapi/version-{name}/ra-aid.openapi.yaml under the docs root. */
export function snapshotOpenapiFile(root: string, name: string): string {
  return join(root, openapiSnapshotFile(name));
}

/**
 * Cuts a version: snapshots `contentDir` and the OpenAPI file (with its server-routes.yaml), and puts the name first in
 * versions.json. An invalid or existing name changes nothing.
 */
export function cutVersion(root: string, name: string): { dir: string; versions: string[]; openapi?: string } {
  const contentDir = join(root, 'content');
  const openapiFile = join(root, OPENAPI_FILE);
  const problem = versionNameProblem(name);
  if (problem) throw new VersionsError(`Cannot create version "${name}": ${problem}.`);
  const existing = readVersionNames(root, root);
  const dir = snapshotDir(root, name);
  const apiCopy = snapshotOpenapiFile(root, name);
  if (existing.includes(name))
    throw new VersionsError(`Cannot create version "${name}": it already exists in versions.json.`);
  for (const taken of [dir, apiCopy]) {
    if (existsSync(taken))
      throw new VersionsError(`Cannot create version "${name}": ${relative(root, taken)} already exists.`);
  }
  if (!existsSync(contentDir))
    throw new VersionsError(`Cannot create version "${name}": there is no docs folder at ${contentDir}.`);
  cpSync(contentDir, dir, { recursive: true });
  const withApi = existsSync(openapiFile);
  if (withApi) {
    mkdirSync(dirname(apiCopy), { recursive: true });
    copyFileSync(openapiFile, apiCopy);
    // The list of the server's operations travels with the file it is checked against.
    if (existsSync(serverRoutesFile(openapiFile)))
      copyFileSync(serverRoutesFile(openapiFile), serverRoutesFile(apiCopy));
  }
  const versions = [name, ...existing];
  writeFileSync(versionsFile(root), `${JSON.stringify(versions, null, 2)}\n`);
  return { dir, versions, ...(withApi ? { openapi: apiCopy } : {}) };
}
