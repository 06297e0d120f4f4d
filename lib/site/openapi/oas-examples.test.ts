import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { doc, fixtureTree } from '../../../tests/helpers/fixture-tree';
import { pageMarkdown } from '../outputs/markdown/page';
import { loadSource } from '../source/load';
import { OpenApiError } from './errors';

/**
 * ReadMe's collection of public example documents (`@readme/oas-examples`, a pinned dev dependency): every
 * Swagger 2.0, OpenAPI 3.0 and 3.1 document goes through the content check in this process, with the shipped lint rules
 * (redocly.yaml) and the default setting (not strict), as an author's file copied over openapi/ra-aid.openapi.yaml
 * would. Each must load, give its pages and sidebar, and write the Markdown twin of every API page.
 */
const COLLECTION = join(process.cwd(), 'node_modules/@readme/oas-examples');

/** Every document once: the YAML copy when there is one, else the JSON one (some exist only as JSON, some in a folder). */
function documents(version: '2.0' | '3.0' | '3.1'): string[] {
  const byName = new Map<string, string>();
  for (const format of ['json', 'yaml'] as const) {
    const dir = join(COLLECTION, version, format);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (/\.(json|ya?ml)$/.test(entry)) byName.set(entry.replace(/\.(json|ya?ml)$/, ''), join(version, format, entry));
    }
  }
  return [...byName.values()].sort();
}

/**
 * Documents that cannot be read, by the problem that says so: each fails the check with it only, located. Other breaches
 * of the specification (`nullable` without `type`, OpenAPI 3.0 keywords in 3.1 files) are warnings, read as meant.
 */
const UNREADABLE: Record<string, RegExp> = {
  '3.0/yaml/discriminators.yaml': /^error {2}no-unresolved-refs {2}Can't resolve \$ref/,
};

const SITE = { url: 'https://docs.example.com', baseUrl: '/' };
const content = fixtureTree({ 'intro.mdx': doc({ title: 'Intro', description: 'Landing', slug: '/' }, 'Text.\n') });

// The largest document (star-trek, 120 operations) takes about 14 s alone on an idle machine; 3x that and more
// for shared CI cores.
describe('the Swagger 2.0, OpenAPI 3.0 and 3.1 documents of @readme/oas-examples', { timeout: 120_000 }, () => {
  const all = [...documents('2.0'), ...documents('3.0'), ...documents('3.1')];

  const load = (file: string) =>
    loadSource({
      contentDir: content,
      projectRoot: process.cwd(),
      publicDir: join(content, 'public'),
      openapi: { file: join(COLLECTION, file), configPath: join(process.cwd(), 'redocly.yaml') },
      apiDownloadPath: '/openapi/api.yaml',
    });

  it('are all found: 7 of Swagger 2.0, 51 of OpenAPI 3.0, 12 of 3.1', () => {
    expect(all.filter((f) => f.startsWith('2.0/'))).toHaveLength(7);
    expect(all.filter((f) => f.startsWith('3.0/'))).toHaveLength(51);
    expect(all.filter((f) => f.startsWith('3.1/'))).toHaveLength(12);
  });

  it.each(all.filter((f) => !UNREADABLE[f]))('%s passes the content check and writes every API page', async (file) => {
    const source = await load(file);
    const api = source.pages.filter((p) => p.kind === 'api');
    const expected = (source.api?.operations.length ?? 0) + (source.api?.webhooks?.length ?? 0) + 1;
    expect(api).toHaveLength(expected);
    for (const page of api) expect(pageMarkdown(page, source, SITE)).toMatch(/^# \S/);
  });

  it.each(Object.keys(UNREADABLE))('%s fails only with the problem that makes it unreadable, located', async (file) => {
    const error = await load(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenApiError);
    const problems = (error as OpenApiError).problems;
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) {
      expect(p.file).toBe(`node_modules/@readme/oas-examples/${file}`);
      expect(p.line).toBeGreaterThan(1);
      expect(p.message).toMatch(UNREADABLE[file]);
    }
  });
});
