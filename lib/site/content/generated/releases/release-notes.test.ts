import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ContentError } from '../../errors';
import changelog from './changelog-versions.json';
import { loadReleases, releaseAnchor, releaseNotesGenerator, releaseNotesMdx } from './release-notes';
import type { ReleasesFile } from './schema';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const released = join(root, 'versioned_docs/version-0.30.2');
const next = join(root, 'content');

/** The docs folder's releases, which these tests expect to exist. */
function releasesOf(dir: string): ReleasesFile {
  const loaded = loadReleases(dir, root);
  if (!loaded) throw new Error(`no _data/releases.json in ${dir}`);
  return loaded.data;
}

/** A docs folder holding only a releases file with `text`. */
function folderWith(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'releases-'));
  mkdirSync(join(dir, '_data'));
  writeFileSync(join(dir, '_data/releases.json'), text);
  return dir;
}

describe('the releases data of each docs version', () => {
  it.each([
    ['0.30.2', released],
    ['Next', next],
  ])('%s lists every release of the changelog with its date, newest first', (_, dir) => {
    const { releases } = releasesOf(dir);
    expect(releases.map((r) => ({ version: r.version, date: r.date }))).toEqual(changelog.releases);
    expect(releases).toHaveLength(58);
    for (const r of releases) expect(r.tag).toBe(`v${r.version}`);
  });

  it('gives Next an unreleased entry for master 4b32edc on top, and the release docs none', () => {
    expect(releasesOf(next).unreleased).toMatchObject({ commit: expect.stringMatching(/^4b32edc/), since: 'v0.30.2' });
    expect(releasesOf(released).unreleased).toBeUndefined();
  });
});

describe('releaseNotesMdx', () => {
  const data: ReleasesFile = {
    repository: 'https://github.com/o/r',
    unreleased: { commit: '4b32edc21de6', date: '2025-06-13', since: 'v1.1.0', changes: ['New `--flag`.'] },
    releases: [
      { version: '1.1.0', date: '2025-02-01', tag: 'v1.1.0', changes: ['Reads `{x}` and a <b> tag.'] },
      { version: '1.0.0', date: '2025-01-01', changes: ['First.'] },
    ],
  };
  const mdx = releaseNotesMdx(data);

  it('puts the unreleased entry first, then each release newest first, each heading with a stable anchor', () => {
    const headings = mdx.split('\n').filter((l) => l.startsWith('## '));
    expect(headings).toEqual([
      '## Unreleased (master 4b32edc) {#unreleased}',
      '## 1.1.0 {#v1-1-0}',
      '## 1.0.0 {#v1-0-0}',
    ]);
  });

  it('dates each release and links its tag on GitHub, and a release without a tag to nothing', () => {
    expect(mdx).toContain('Released 2025-02-01. [Tag v1.1.0 on GitHub](https://github.com/o/r/releases/tag/v1.1.0).');
    expect(mdx).toContain('Released 2025-01-01.\n');
    expect(mdx).toContain('(https://github.com/o/r/compare/v1.1.0...4b32edc21de6)');
  });

  it('keeps code spans and escapes what MDX would read as syntax in the sentences', () => {
    expect(mdx).toContain('- Reads `{x}` and a \\<b\\> tag.');
  });

  it('names the range of releases, and the unreleased changes when there are some, in the description', () => {
    expect(mdx).toMatch(
      /^description: "What changed for users in each RA\.Aid release of its changelog from 1\.0\.0 to 1\.1\.0, and what master has added since, newest first,/m,
    );
    expect(releaseNotesMdx({ ...data, unreleased: undefined })).toMatch(
      /^description: "What changed for users in each RA\.Aid release of its changelog from 1\.0\.0 to 1\.1\.0, newest first,/m,
    );
  });
});

describe('releaseAnchor', () => {
  it('turns the dots of a version into dashes after a v', () => {
    expect(releaseAnchor('0.30.2')).toBe('v0-30-2');
  });
});

describe('releaseNotesGenerator', () => {
  it('makes release-notes.mdx from the folder data file, naming that file as its source', () => {
    const [file, ...rest] = releaseNotesGenerator({ contentDir: released, projectRoot: root });
    expect(rest).toEqual([]);
    expect(file.path).toBe('release-notes.mdx');
    expect(file.sources).toEqual(['versioned_docs/version-0.30.2/_data/releases.json']);
    expect(file.text.indexOf('## 0.30.2 {#v0-30-2}')).toBeLessThan(file.text.indexOf('## 0.6.0 {#v0-6-0}'));
  });

  it('makes nothing in a folder without releases data', () => {
    expect(releaseNotesGenerator({ contentDir: mkdtempSync(join(tmpdir(), 'none-')), projectRoot: root })).toEqual([]);
  });

  it('stops on a release out of order or listed twice, at its line in the data file', () => {
    const text = JSON.stringify(
      {
        repository: 'https://github.com/o/r',
        releases: [
          { version: '1.0.0', date: '2025-01-01', changes: ['a'] },
          { version: '1.1.0', date: '2025-02-01', changes: ['b'] },
          { version: '1.1.0', date: '2025-02-01', changes: ['c'] },
        ],
      },
      null,
      2,
    );
    const dir = folderWith(text);
    const error = (() => {
      try {
        releaseNotesGenerator({ contentDir: dir, projectRoot: dir });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems;
    expect(problems.map((p) => [p.file, p.line])).toEqual([
      ['_data/releases.json', 12],
      ['_data/releases.json', 19],
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      'releases[1].version: releases go newest first, but 1.1.0 comes after 1.0.0',
      'releases[2].version: 1.1.0 is listed twice',
    ]);
  });

  it('stops on a field of the wrong form, naming the field', () => {
    const dir = folderWith(
      '{\n  "repository": "https://github.com/o/r",\n  "releases": [{ "version": "1", "date": "2025-13-01", "changes": [] }]\n}\n',
    );
    expect(() => releaseNotesGenerator({ contentDir: dir, projectRoot: dir })).toThrow(
      /_data\/releases\.json:3:\d+ +releases\[0\]\.version: a version is written x\.y\.z/,
    );
  });
});
