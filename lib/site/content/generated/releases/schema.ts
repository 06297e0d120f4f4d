import { z } from 'zod';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is written YYYY-MM-DD')
  .refine((d) => !Number.isNaN(new Date(`${d}T00:00:00Z`).getTime()), 'not a real date');
/** One change in the site's own words, a sentence with `code` spans (./inline-text.ts). */
const change = z.string().trim().min(1);

const releaseSchema = z.strictObject({
  /** The version as RA.Aid's changelog names it: '0.30.2'. */
  version: z.string().regex(/^\d+\.\d+\.\d+$/, 'a version is written x.y.z'),
  date: isoDate,
  /** The git tag on GitHub; a release without one gets no link. */
  tag: z.string().min(1).optional(),
  changes: z.array(change).min(1),
});

/** What master has gained since the last release, for the unreleased docs version. */
const unreleasedSchema = z.strictObject({
  /** The commit the docs describe (short or full hash). */
  commit: z.string().regex(/^[0-9a-f]{7,40}$/, 'a commit is a hex hash'),
  date: isoDate,
  /** The tag it is compared with on GitHub: 'v0.30.2'. */
  since: z.string().min(1),
  changes: z.array(change).min(1),
});

/** Negative, zero or positive as version `a` is older than, the same as or newer than `b` (both x.y.z). */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/** `_data/releases.json` of a docs version: the releases up to that version, newest first. */
export const releasesFileSchema = z
  .strictObject({
    /** The GitHub repository the tags and comparisons are on. */
    repository: z.url(),
    unreleased: unreleasedSchema.optional(),
    releases: z.array(releaseSchema).min(1),
  })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.releases.forEach((release, i) => {
      const previous = file.releases[i - 1];
      if (seen.has(release.version))
        ctx.addIssue({
          code: 'custom',
          path: ['releases', i, 'version'],
          message: `${release.version} is listed twice`,
        });
      seen.add(release.version);
      if (previous && (release.date > previous.date || compareVersions(release.version, previous.version) > 0))
        ctx.addIssue({
          code: 'custom',
          path: ['releases', i, 'version'],
          message: `releases go newest first, but ${release.version} comes after ${previous.version}`,
        });
    });
  });

export type ReleasesFile = z.output<typeof releasesFileSchema>;
export type Release = ReleasesFile['releases'][number];
export type Unreleased = NonNullable<ReleasesFile['unreleased']>;
