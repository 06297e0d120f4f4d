import 'server-only';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { OPENAPI_DIR, OPENAPI_FILE } from '../openapi/paths';
import { snapshotOpenapiFile } from './version-files';
import { docusaurusSite } from '../content/docusaurus-site';
import { CURRENT_VERSION } from '../../shared/versions/meta';

/** Changes whenever a file under content/ is added, removed or edited (used by `next dev`). */
function contentSignature(dir: string): string {
  // Dot-entries are left out: editors' swap and lock files (a lock file can be a dangling link).
  const entries = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (rel) => !rel.split(sep).some((part) => part.startsWith('.')),
  );
  const files = [
    ...entries.map((rel) => statSync(join(dir, rel))).filter((stats) => stats.isFile()),
    statSync(join(process.cwd(), OPENAPI_FILE)),
  ];
  return `${files.length}:${Math.max(0, ...files.map((stats) => stats.mtimeMs))}`;
}

/** content/, versioned_docs/ and versions.json together, so `next dev` also sees edits to older versions. */
export function devSignature(): string {
  const root = docsRoot();
  const parts = [contentSignature(contentDir())];
  if (existsSync(join(root, OPENAPI_DIR))) parts.push(contentSignature(join(root, OPENAPI_DIR)));
  if (existsSync(join(root, 'versioned_docs'))) parts.push(contentSignature(join(root, 'versioned_docs')));
  if (existsSync(join(root, 'versions.json'))) parts.push(String(statSync(join(root, 'versions.json')).mtimeMs));
  return parts.join('|');
}

/**
 * Folder holding content/, versions.json and versioned_docs/: `DOCS_ROOT` (the versioned e2e fixture), else the
 * Docusaurus site moved in (`DOCUSAURUS_SITE`, whose versions.json and versioned_docs/ sit at its root), else the
 * project root.
 */
export function docsRoot(): string {
  return resolve(process.env.DOCS_ROOT ?? docusaurusSite() ?? process.cwd());
}

/**
 * Folder the current guides are read from: `CONTENT_DIR` (for fixtures and benchmarks), else {site}/docs of a
 * Docusaurus site, else {docs root}/content.
 */
export function contentDir(): string {
  const site = docusaurusSite();
  return process.env.CONTENT_DIR ?? (site ? join(site, 'docs') : join(docsRoot(), 'content'));
}

/**
 * A version's OpenAPI file: openapi/ra-aid.openapi.yaml for the current docs, else its snapshot if any. A Docusaurus
 * site moved in has RA.Aid's API reference only if it brings that file itself (under its own root).
 */
export function versionOpenapiFile(root: string, name: string): string | undefined {
  const site = docusaurusSite();
  if (name === CURRENT_VERSION && site)
    return existsSync(join(site, OPENAPI_FILE)) ? join(site, OPENAPI_FILE) : undefined;
  if (name === CURRENT_VERSION) return join(process.cwd(), OPENAPI_FILE);
  const file = snapshotOpenapiFile(root, name);
  return existsSync(file) ? file : undefined;
}
