import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { doc, fixtureTree } from '../tests/helpers/fixture-tree';

const run = (root: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(process.cwd(), 'scripts/docs-version.ts'), ...args], {
    env: { ...process.env, DOCS_ROOT: root },
    encoding: 'utf8',
  });

describe('npm run docs:version <name>', () => {
  it('snapshots the docs root given by DOCS_ROOT and reports what it did', () => {
    const root = fixtureTree({ 'content/intro.mdx': doc({ title: 'Intro', description: 'D', slug: '/' }) });
    const result = run(root, '1.0');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Version 1.0 created');
    expect(existsSync(join(root, 'versioned_docs/version-1.0/intro.mdx'))).toBe(true);
    expect(JSON.parse(readFileSync(join(root, 'versions.json'), 'utf8'))).toEqual(['1.0']);
  });

  it('exits with status 1 and a clear message for an existing name or a missing name', () => {
    const root = fixtureTree({ 'content/intro.mdx': doc({ title: 'Intro', description: 'D', slug: '/' }) });
    expect(run(root, '1.0').status).toBe(0);
    const again = run(root, '1.0');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('Cannot create version "1.0": it already exists in versions.json.');
    const none = run(root);
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('Usage: npm run docs:version <name>');
  });
});
