// npm run search:upload — pushes the search records of the last build (out/search-index.json, the same
// records the local index serves; when it is sharded, the record blocks under out/search-index/) to
// Algolia. Needs NEXT_PUBLIC_ALGOLIA_APP_ID (or ALGOLIA_APP_ID) and ALGOLIA_ADMIN_KEY; the index name
// comes from site.config.mjs (themeConfig.algolia.indexName, 'ra-aid').
// Options: --file <path> (records file), --host <host:port> (e.g. a local test server, plain http).
import { basename, dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { getSiteConfig } from '../lib/build/config/load';
import { readIndexDir, recordsFromIndex } from '../lib/build/outputs/search/index-files';
import type { SearchRecord } from '../lib/shared/search/types';
import { uploadRecords } from '../lib/build/outputs/search/upload';

const { values } = parseArgs({
  options: { file: { type: 'string', default: 'out/search-index.json' }, host: { type: 'string' } },
});

async function main() {
  let records: SearchRecord[];
  try {
    records = recordsFromIndex(readIndexDir(dirname(values.file!), basename(values.file!)));
  } catch (error) {
    throw new Error(`Cannot read ${values.file}: run \`npm run build\` first (${(error as Error).message})`);
  }
  const indexName = getSiteConfig().themeConfig.algolia.indexName;
  const { objects } = await uploadRecords({
    appId: process.env.NEXT_PUBLIC_ALGOLIA_APP_ID || process.env.ALGOLIA_APP_ID || '',
    adminKey: process.env.ALGOLIA_ADMIN_KEY || '',
    indexName,
    records,
    hosts: values.host ? [{ url: values.host, protocol: 'http', accept: 'readWrite' }] : undefined,
  });
  console.log(`Uploaded ${objects} records to the Algolia index "${indexName}".`);
}

main().catch((error: unknown) => {
  console.error(`search:upload failed: ${(error as Error).message}`);
  process.exit(1);
});
