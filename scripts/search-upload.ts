// npm run search:upload: pushes the last build's search records, the ones the local index serves, to Algolia.
// Its variables and options are described in docs/search.md.
import { basename, dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { loadSiteConfig, readIndexDir, recordsFromIndex, uploadRecords } from '../lib/site/tasks';
import type { SearchRecord } from '../lib/shared/search/types';

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
  const indexName = (await loadSiteConfig()).themeConfig.algolia.indexName;
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
