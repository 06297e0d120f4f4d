import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getSiteConfig } from '../config/load';
import { loadSource } from '../source/load';
import { OPENAPI_FILE, OPENAPI_LINT_CONFIG } from '../source/index';
import { LocalEngine } from './local-engine';
import { buildRecords } from './records';
import { searchSettings } from './settings';

interface Case {
  query: string;
  expect: string[];
}

const relevance = JSON.parse(readFileSync(join(__dirname, 'relevance.json'), 'utf8')) as { queries: Case[] };
const THRESHOLD = 0.9;

describe('search relevance over the real content/', () => {
  it(`finds the expected page in the top 3 for at least ${THRESHOLD * 100} % of the relevance set`, async () => {
    expect(relevance.queries.length).toBeGreaterThanOrEqual(25);
    const config = getSiteConfig();
    const root = process.cwd();
    const source = await loadSource({
      contentDir: join(root, 'content'),
      projectRoot: root,
      openapi: { file: join(root, OPENAPI_FILE), configPath: join(root, OPENAPI_LINT_CONFIG) },
    });
    const engine = new LocalEngine(buildRecords({ source, config, topLevel: 'Docs' }));
    const { facetFilters } = searchSettings(config);
    const misses: string[] = [];
    for (const c of relevance.queries) {
      const top = engine
        .search({ query: c.query, hitsPerPage: 3, facetFilters })
        .hits.map((h) => new URL(h.url_without_anchor ?? '').pathname);
      if (!top.some((route) => c.expect.includes(route))) misses.push(`${c.query} → ${top.join(', ')} (expected ${c.expect.join(' or ')})`);
    }
    const rate = 1 - misses.length / relevance.queries.length;
    if (misses.length) console.log(`relevance ${(rate * 100).toFixed(1)} %; misses:\n  ${misses.join('\n  ')}`);
    expect(rate).toBeGreaterThanOrEqual(THRESHOLD);
  });
});
