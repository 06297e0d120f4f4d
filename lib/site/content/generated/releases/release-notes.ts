import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectPath, readDataFile } from '../data-file';
import { frontMatter, inlineMdx } from '../inline-text';
import type { FileGenerator, GeneratedFile } from '../types';
import { releasesFileSchema, type Release, type ReleasesFile, type Unreleased } from './schema';

/** The release notes' data file in a docs folder, and the page made from it. */
export const RELEASES_DATA = '_data/releases.json';
export const RELEASE_NOTES_FILE = 'release-notes.mdx';
/** The anchor of the unreleased entry. */
export const UNRELEASED_ANCHOR = 'unreleased';

/** The heading id of a release: 'v0-30-2' for 0.30.2 (a slug of the version alone would be '0302'). */
export function releaseAnchor(version: string): string {
  return `v${version.replaceAll('.', '-')}`;
}

/** The GitHub page of a release's tag, or undefined for a release without a tag. */
export function releaseLink(file: ReleasesFile, release: Release): string | undefined {
  return release.tag ? `${file.repository}/releases/tag/${release.tag}` : undefined;
}

/** The GitHub comparison of the unreleased commit with the last release. */
export function unreleasedLink(file: ReleasesFile, unreleased: Unreleased): string {
  return `${file.repository}/compare/${unreleased.since}...${unreleased.commit}`;
}

/** The heading of the unreleased entry: 'Unreleased (master 4b32edc)'. */
export function unreleasedTitle(unreleased: Unreleased): string {
  return `Unreleased (master ${unreleased.commit.slice(0, 7)})`;
}

/** The docs folder's releases data (`_data/releases.json`), validated, or undefined when the folder has none. */
export function loadReleases(
  contentDir: string,
  projectRoot: string,
): { data: ReleasesFile; file: string } | undefined {
  const path = join(contentDir, RELEASES_DATA);
  if (!existsSync(path)) return undefined;
  const file = projectPath(projectRoot, path);
  return { data: readDataFile(projectRoot, file, releasesFileSchema).data, file };
}

const list = (changes: readonly string[]) => changes.map((c) => `- ${inlineMdx(c)}`);

/** The release notes guide: front matter, a short introduction, then one section per release, newest first. */
export function releaseNotesMdx(data: ReleasesFile): string {
  const newest = data.releases[0];
  const oldest = data.releases[data.releases.length - 1];
  const range = `from ${oldest.version} to ${newest.version}${data.unreleased ? ', and what master has added since' : ''}`;
  const lines = [
    frontMatter({
      title: 'Release notes',
      description: `What changed for users in each RA.Aid release of its changelog ${range}, newest first, with a link to each release on GitHub.`,
      sidebar_position: 8,
      toc_max_heading_level: 2,
    }),
    `Each release in RA.Aid's changelog ${range}, newest first, with what it changed for people who use it. Changes to tests ` +
      'and the build are left out or summed up as "Internal".',
  ];
  if (data.unreleased) {
    const u = data.unreleased;
    lines.push(
      '',
      `## ${unreleasedTitle(u)} {#${UNRELEASED_ANCHOR}}`,
      '',
      `Not released yet: master at commit ${u.commit.slice(0, 7)} of ${u.date}. [Compare it with ${u.since} on GitHub](${unreleasedLink(data, u)}).`,
      '',
      ...list(u.changes),
    );
  }
  for (const release of data.releases) {
    const link = releaseLink(data, release);
    lines.push(
      '',
      `## ${release.version} {#${releaseAnchor(release.version)}}`,
      '',
      `Released ${release.date}.${link ? ` [Tag ${release.tag} on GitHub](${link}).` : ''}`,
      '',
      ...list(release.changes),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** `release-notes.mdx` of every docs folder with `_data/releases.json`. */
export const releaseNotesGenerator: FileGenerator = ({ contentDir, projectRoot }): GeneratedFile[] => {
  const releases = loadReleases(contentDir, projectRoot);
  if (!releases) return [];
  return [{ path: RELEASE_NOTES_FILE, text: releaseNotesMdx(releases.data), sources: [releases.file] }];
};
