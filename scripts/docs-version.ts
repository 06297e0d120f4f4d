// `npm run docs:version <name>`: snapshots content/ as an older docs version
// (versioned_docs/version-<name>/, name added first to versions.json). DOCS_ROOT points at another docs root.
import { resolve } from 'node:path';
import { cutVersion } from '../lib/site/tasks';
import { VersionsError } from '../lib/shared/versions/meta';

const name = process.argv[2];
if (!name || process.argv.length > 3) {
  console.error('Usage: npm run docs:version <name>   (for example: npm run docs:version 1.0)');
  process.exit(1);
}
try {
  const { dir, versions, openapi } = cutVersion(resolve(process.env.DOCS_ROOT ?? process.cwd()), name);
  const api = openapi ? `, the OpenAPI file to ${openapi}` : '';
  console.log(
    `Version ${name} created: docs copied to ${dir}${api}; versions.json is now ${JSON.stringify(versions)}.`,
  );
  console.log(`To serve it at the site root, set docs.lastVersion to '${name}' in site.config.mjs.`);
} catch (error) {
  if (!(error instanceof VersionsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
