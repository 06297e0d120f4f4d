import 'server-only';
import { getSite } from '../../source/index';
import { buildRecords, topLevelLabel } from './records';
import type { SearchRecord } from '../../../shared/search/types';

let cached: { site: unknown; records: SearchRecord[] } | undefined;

/** The DocSearch records of the whole site, every docs version with its own tag, built once per loaded site. */
export async function getSiteRecords(): Promise<SearchRecord[]> {
  const site = await getSite();
  if (cached?.site !== site) {
    const topLevel = topLevelLabel(site.navbar);
    const records = site.versions.flatMap((v) =>
      buildRecords({ source: v.source, config: site.config, topLevel, version: v.meta.name }),
    );
    records.forEach((r, position) => (r.weight.position = position));
    cached = { site, records };
  }
  return cached.records;
}
