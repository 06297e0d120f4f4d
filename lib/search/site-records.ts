import 'server-only';
import { getSite } from '../source';
import { buildRecords, topLevelLabel } from './records';
import type { SearchRecord } from './types';

let cached: { site: unknown; records: SearchRecord[] } | undefined;

/** The DocSearch records of the whole site (the current docs version), built once per loaded site. */
export async function getSiteRecords(): Promise<SearchRecord[]> {
  const site = await getSite();
  if (cached?.site !== site) {
    cached = { site, records: buildRecords({ source: site.source, config: site.config, topLevel: topLevelLabel(site.navbar) }) };
  }
  return cached.records;
}
