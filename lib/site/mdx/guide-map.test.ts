import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guideFiles, guideMapSource } from './guide-map.mjs';

describe('the guide import map', () => {
  it("lists the guides (.mdx and .md) of content/ (or CONTENT_DIR) and of DOCS_ROOT's versioned_docs/, relative to the project, sorted", () => {
    mkdirSync(join(process.cwd(), '.e2e'), { recursive: true });
    const project = mkdtempSync(join(process.cwd(), '.e2e', 'guide-map-'));
    for (const file of [
      'docs/content/b.mdx',
      'docs/content/a/x.mdx',
      'docs/content/_part.mdx',
      'docs/content/.x.mdx.swp',
      'docs/content/notes.md',
      'docs/versioned_docs/version-1.0/a.mdx',
      'other/c.mdx',
    ]) {
      mkdirSync(join(project, file, '..'), { recursive: true });
      writeFileSync(join(project, file), '# x\n');
    }
    expect(guideFiles(project, { docsRoot: 'docs' })).toEqual([
      'docs/content/a/x.mdx',
      'docs/content/b.mdx',
      'docs/content/notes.md',
      'docs/versioned_docs/version-1.0/a.mdx',
    ]);
    expect(guideFiles(project, { docsRoot: 'docs', contentDir: join(project, 'other') })).toEqual([
      'docs/versioned_docs/version-1.0/a.mdx',
      'other/c.mdx',
    ]);
    rmSync(project, { recursive: true, force: true });
  });

  it('imports each guide by a static path from lib/site/mdx/generated/, keyed by its file as the site loader names it', () => {
    const text = guideMapSource(['content/quickstart/installation.mdx']);
    expect(text).toContain(
      `"content/quickstart/installation.mdx": () => import("../../../../content/quickstart/installation.mdx"),`,
    );
  });
});
