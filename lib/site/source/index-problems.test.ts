import { appendFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasProblems } from '../../shared/validation/problem';

/** A copy of the two-version e2e fixture (current + 1.0), changed by `edit`, as the docs root. */
function fixtureRoot(edit: (root: string) => void): string {
  const root = mkdtempSync(join(tmpdir(), 'docs-versions-'));
  cpSync(join(process.cwd(), 'tests/fixtures/versioned'), root, { recursive: true });
  edit(root);
  vi.stubEnv('DOCS_ROOT', root);
  vi.stubEnv('SITE_CONFIG_VARIANT', 'versioned');
  vi.stubEnv('CONTENT_DIR', undefined as unknown as string);
  return root;
}

/** getSite() of a fresh module (it caches the site per process). */
async function loadProblems(): Promise<string[]> {
  vi.resetModules();
  const { getSite } = await import('./index');
  const error = await getSite().then(
    () => undefined,
    (e: unknown) => e,
  );
  // A fresh module graph has its own ContentError class: the problems are checked by shape.
  if (!hasProblems(error) || error.name !== 'ContentError')
    throw new Error(`expected a ContentError, got ${String(error)}`);
  return error.problems.map(
    (p) => `${p.file.replace(/^.*?(content|versioned_docs)\//, '$1/')}:${p.line}:${p.column}  ${p.message}`,
  );
}

const replaceIn = (file: string, from: string, to: string) =>
  writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));

describe('getSite reports every problem of a kind across docs versions', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('lists the invalid front matter of both versions in one error', async () => {
    fixtureRoot((root) => {
      replaceIn(join(root, 'content/guide/setup.mdx'), 'sidebar_position: 1', 'sidebar_position: first');
      replaceIn(join(root, 'versioned_docs/version-1.0/guide/old-feature.mdx'), 'title:', 'draft: maybe\ntitle:');
    });
    const problems = await loadProblems();
    expect(problems).toHaveLength(2);
    expect(problems).toContain(
      'content/guide/setup.mdx:4:1  Invalid front matter: sidebar_position: Invalid input: expected number, received string',
    );
    expect(problems).toContain(
      'versioned_docs/version-1.0/guide/old-feature.mdx:2:1  Invalid front matter: draft: Invalid input: expected boolean, received string',
    );
  });

  it('lists the broken links of both versions in one error', async () => {
    fixtureRoot((root) => {
      appendFileSync(join(root, 'content/guide/setup.mdx'), '\nSee [x](/nowhere).\n');
      appendFileSync(join(root, 'versioned_docs/version-1.0/guide/setup.mdx'), '\nSee [y](/gone).\n');
    });
    const problems = await loadProblems();
    expect(problems.map((p) => p.replace(/:\d+:\d+ .*/, ''))).toEqual([
      'content/guide/setup.mdx',
      'versioned_docs/version-1.0/guide/setup.mdx',
    ]);
    expect(problems.join('\n')).toContain('Broken link "/nowhere"');
    expect(problems.join('\n')).toContain('Broken link "/gone"');
  });
});
