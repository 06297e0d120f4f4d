// @ts-check
// A build that never leaves a broken out/: it is replaced by two renames only when every step succeeded, so it is
// always a complete build or absent, and `recover` puts right whatever a killed build left.
import { existsSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EXPORT_STAGING } from '../../lib/site/startup.mjs';

/** The file every complete build writes last into its folder (scripts/finish-export.ts, scripts/build-stamp.ts). */
export const STAMP_FILE = '.build-stamp.json';

/**
 * @typedef {object} BuildDirs
 * @property {string} out       the served folder
 * @property {string} staging   where a build writes before it is swapped in
 * @property {string} lastGood  out/ during the swap
 */

/**
 * @param {string} root  the project folder
 * @returns {BuildDirs}
 */
export function buildDirs(root) {
  return { out: join(root, 'out'), staging: join(root, EXPORT_STAGING), lastGood: join(root, '.out-last-good') };
}

/**
 * Puts the folders right after a build that was killed. Returns what it did, for the log, or null when nothing.
 * @param {BuildDirs} dirs
 * @returns {string | null}
 */
export function recover(dirs) {
  const notes = [];
  if (existsSync(dirs.staging)) {
    rmSync(dirs.staging, { recursive: true, force: true });
    notes.push('removed the unfinished output of an interrupted build (.out-staging/)');
  }
  if (existsSync(dirs.lastGood)) {
    if (existsSync(dirs.out)) {
      rmSync(dirs.lastGood, { recursive: true, force: true });
      notes.push('removed .out-last-good/ left by an interrupted build (out/ is complete)');
    } else {
      renameSync(dirs.lastGood, dirs.out);
      notes.push(
        'moved the last good build back from .out-last-good/ to out/ (a build was interrupted while replacing it)',
      );
    }
  }
  return notes.length ? notes.join('; ') : null;
}

/**
 * Replaces out/ with the finished staging folder.
 * @param {BuildDirs} dirs
 */
export function swapIn(dirs) {
  if (existsSync(dirs.out)) renameSync(dirs.out, dirs.lastGood);
  renameSync(dirs.staging, dirs.out);
  rmSync(dirs.lastGood, { recursive: true, force: true });
}

/**
 * When the build in `dir` was made: its stamp's time, else the folder's modification time; null when there is
 * no such folder.
 * @param {string} dir
 * @returns {Date | null}
 */
export function builtAt(dir) {
  if (!existsSync(dir)) return null;
  try {
    const stamp = JSON.parse(readFileSync(join(dir, STAMP_FILE), 'utf8'));
    if (typeof stamp.builtAt === 'number') return new Date(stamp.builtAt);
  } catch {
    // no readable stamp: the folder's time below
  }
  return statSync(dir).mtime;
}

/**
 * `2026-11-23 21:05:44` in local time.
 * @param {Date} date
 */
export function formatTime(date) {
  const p = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`;
}

/**
 * The last line of a failed build: what failed, and what out/ holds now.
 * @param {string} step
 * @param {Date | null} lastGood  when the build in out/ was made, null when there is none
 */
export function failureMessage(step, lastGood) {
  const kept = lastGood
    ? `out/ still holds the last good build from ${formatTime(lastGood)}`
    : 'there was no previous build, so there is no out/';
  return `The build failed (${step}); ${kept}.`;
}

/**
 * @typedef {object} BuildStep
 * @property {string} name
 * @property {(staging: string) => void | Promise<void>} run  throws (or rejects) when the step fails
 */

/**
 * Runs the steps of a build into the staging folder and swaps it into out/ when all of them succeeded. On a
 * failure (a step throws) out/ is left exactly as it was, the staging folder is removed, and the result says so.
 * @param {{ dirs: BuildDirs, steps: BuildStep[], log?: (line: string) => void }} options
 * @returns {Promise<{ ok: true, message: string } | { ok: false, step: string, message: string, error: unknown }>}
 */
export async function buildWithLastGood({ dirs, steps, log = () => {} }) {
  const recovered = recover(dirs);
  if (recovered) log(`Before building: ${recovered}.`);
  for (const step of steps) {
    try {
      await step.run(dirs.staging);
    } catch (error) {
      rmSync(dirs.staging, { recursive: true, force: true });
      return { ok: false, step: step.name, message: failureMessage(step.name, builtAt(dirs.out)), error };
    }
  }
  if (!existsSync(dirs.staging)) {
    return {
      ok: false,
      step: 'swap',
      message: failureMessage('no output was written', builtAt(dirs.out)),
      error: null,
    };
  }
  swapIn(dirs);
  return { ok: true, message: 'The build succeeded; out/ holds the new build.' };
}
