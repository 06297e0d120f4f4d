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
 * A file's last commit date, run in the file's folder so the repository holding it answers; undefined without git or a
 * commit. A shallow clone gives its one commit, so CI needs full history.
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
 * When a guide last changed: its last commit date, else its mtime, else undefined. Cached per file so a page's render
 * and metadata agree.
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
