import { execFileSync } from 'node:child_process';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatLastUpdatedDate, gitCommitDate, lastUpdatedOf } from './last-updated';

/** A throw-away git repository with `file` committed at `date` (committer date). */
function committedFile(date: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'last-updated-git-'));
  const file = join(dir, 'guide.mdx');
  writeFileSync(file, '# Guide\n');
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Test',
    GIT_AUTHOR_EMAIL: 'test@example.com',
    GIT_COMMITTER_NAME: 'Test',
    GIT_COMMITTER_EMAIL: 'test@example.com',
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
  };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env, stdio: 'ignore' });
  git('init', '-q');
  git('add', 'guide.mdx');
  git('commit', '-q', '-m', 'guide');
  return file;
}

/** A file in a folder that is not in any git repository, with the given modification time. */
function untrackedFile(mtime: Date): string {
  const dir = mkdtempSync(join(tmpdir(), 'last-updated-plain-'));
  const file = join(dir, 'guide.mdx');
  writeFileSync(file, '# Guide\n');
  utimesSync(file, mtime, mtime);
  return file;
}

describe('last updated date of a guide', () => {
  it('formats dates as Docusaurus does: short month, day, year, in UTC', () => {
    expect(formatLastUpdatedDate(new Date('2026-11-23T12:00:00Z'))).toBe('Nov 23, 2026');
    // 23:30 in UTC-5 is already the next day in UTC.
    expect(formatLastUpdatedDate(new Date('2025-01-04T23:30:00-05:00'))).toBe('Jan 5, 2025');
  });

  it('is the date of the last git commit of the file, not its modification time', () => {
    const file = committedFile('2024-03-02T10:20:30+02:00');
    utimesSync(file, new Date('2026-01-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'));
    expect(gitCommitDate(file)).toBe('2024-03-02T10:20:30+02:00');
    expect(lastUpdatedOf(file)).toEqual({ date: 'Mar 2, 2024', iso: '2024-03-02T08:20:30.000Z' });
  });

  it('falls back to the file modification time when git has no history for the file (a tarball build)', () => {
    const file = untrackedFile(new Date('2023-07-14T09:00:00Z'));
    expect(gitCommitDate(file)).toBeUndefined();
    expect(lastUpdatedOf(file)).toEqual({ date: 'Jul 14, 2023', iso: '2023-07-14T09:00:00.000Z' });
  });

  it('falls back to the modification time when git cannot be asked at all', () => {
    const file = untrackedFile(new Date('2022-02-22T22:22:22Z'));
    expect(lastUpdatedOf(file, 'en', () => undefined)).toEqual({
      date: 'Feb 22, 2022',
      iso: '2022-02-22T22:22:22.000Z',
    });
  });

  it('is absent when the file cannot be read either', () => {
    expect(
      lastUpdatedOf(join(tmpdir(), 'no-such-dir-for-last-updated', 'x.mdx'), 'en', () => undefined),
    ).toBeUndefined();
  });

  it('asks git once per file', () => {
    const file = committedFile('2021-05-06T07:08:09Z');
    const first = lastUpdatedOf(file);
    expect(first?.date).toBe('May 6, 2021');
    writeFileSync(file, '# Changed\n');
    const later = '2022-05-06T07:08:09Z';
    execFileSync('git', ['commit', '-q', '-am', 'later'], {
      cwd: join(file, '..'),
      env: {
        ...process.env,
        ...{ GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@x' },
        ...{ GIT_AUTHOR_DATE: later, GIT_COMMITTER_DATE: later },
      },
      stdio: 'ignore',
    });
    expect(gitCommitDate(file)).toBe('2022-05-06T07:08:09+00:00');
    // The second page render of the same guide gets the first answer, without running git again.
    expect(lastUpdatedOf(file)).toEqual(first);
  });
});
