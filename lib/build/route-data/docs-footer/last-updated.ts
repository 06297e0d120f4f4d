import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname } from 'node:path';

/** What the doc footer shows: "Last updated on {date}", `date` in the locale, `iso` for `<time dateTime>`. */
export interface LastUpdated {
  date: string;
  iso: string;
}

/** Reads the date of the last commit that touched a file (ISO 8601), or undefined when git has none for it. */
export type CommitDateReader = (file: string) => string | undefined;

/** Set once git could not be run at all, so a build without git does not try again for every guide. */
let gitMissing = false;

/**
 * `git log -1 --format=%cI -- <file>`, run in the file's folder so the repository holding the file answers.
 * Undefined when the file has no commit (untracked, or a build from a tarball without .git) or git is not
 * installed. A shallow clone answers with the one commit it has: CI needs the full history for real dates.
 */
export const gitCommitDate: CommitDateReader = (file) => {
  if (gitMissing) return undefined;
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {
      cwd: dirname(file),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    });
    return out.trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') gitMissing = true;
    // Not a repository (exit 128) or any other failure: no git date for this file.
    return undefined;
  }
};

/** The file's modification time, the date used when git knows nothing of the file. */
function modifiedAt(file: string): Date | undefined {
  try {
    return statSync(file).mtime;
  } catch {
    return undefined;
  }
}

/** Docusaurus' date format for the last-updated line: 'Nov 23, 2026' in en, always in UTC, Gregorian calendar. */
export function formatLastUpdatedDate(date: Date, locale = 'en'): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
    calendar: 'gregory',
  }).format(date);
}

const cache = new Map<string, Date | undefined>();

/**
 * When a guide file last changed: the date of its last git commit, else (no git, or no commit of the file)
 * its modification time, else undefined (the file cannot be read). Asked once per file and process: every
 * page render and the page's metadata read the same answer.
 */
export function lastUpdatedOf(
  file: string,
  locale = 'en',
  readCommitDate: CommitDateReader = gitCommitDate,
): LastUpdated | undefined {
  let date: Date | undefined;
  if (readCommitDate === gitCommitDate && cache.has(file)) date = cache.get(file);
  else {
    const committed = readCommitDate(file);
    const parsed = committed ? new Date(committed) : undefined;
    date = parsed && !Number.isNaN(parsed.getTime()) ? parsed : modifiedAt(file);
    if (readCommitDate === gitCommitDate) cache.set(file, date);
  }
  return date ? { date: formatLastUpdatedDate(date, locale), iso: date.toISOString() } : undefined;
}
