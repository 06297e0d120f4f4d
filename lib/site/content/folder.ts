import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, posix, relative, resolve, sep } from 'node:path';
import type { Problem } from '../../shared/validation/problem';
import { readCliFacts } from './facts/cli';
import { fileGenerators } from './generated';
import type { FileGenerator, GeneratedFile } from './generated/types';
import { ContentError } from './errors';

/** One entry of a docs folder: a file or folder on disk, or a file (or the folders above it) a generator made. */
export interface FolderEntry {
  name: string;
  abs: string;
  isDir: boolean;
  /** Set for a generated file: its text and the data it is made from. */
  generated?: GeneratedFile;
}

/**
 * A docs folder as the content loader reads it: the files on disk and the generated files in one listing, so every
 * later step (routes, sidebar, search, twins, link check) treats a generated page as a page like any other.
 */
export interface DocsFolder {
  /** The entries of a folder, sorted by name; generated files appear in folders that exist only because of them. */
  list(absDir: string): FolderEntry[];
  /** The generated file at `abs`, if any. */
  generatedAt(abs: string): GeneratedFile | undefined;
  /** A file's text: the generated text, else the file on disk. */
  read(abs: string): string;
  /** Generated files that clash with a file on disk or have an invalid path, each located. */
  problems: Problem[];
}

/** Runs the generators over a docs folder; a generator's ContentError (its data's problems) is kept as problems. */
export function runGenerators(
  generators: readonly FileGenerator[],
  contentDir: string,
  projectRoot: string,
): { files: GeneratedFile[]; problems: Problem[] } {
  const cli = readCliFacts(contentDir);
  const files: GeneratedFile[] = [];
  const problems: Problem[] = [];
  for (const generate of generators) {
    try {
      files.push(...generate({ contentDir, projectRoot, ...(cli ? { cli } : {}) }));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  return { files, problems };
}

const VALID_PATH = /^(?!\/)(?!.*(^|\/)\.\.?(\/|$))[^\\]+$/;

/** The docs folder at `root` with the files `generators` (by default every registered one) make for it. */
export function docsFolder(
  root: string,
  projectRoot: string,
  generators: readonly FileGenerator[] = fileGenerators,
): DocsFolder {
  const { files, problems } = runGenerators(generators, root, projectRoot);
  const byAbs = new Map<string, GeneratedFile>();
  const dirs = new Set<string>();
  for (const file of files) {
    const abs = resolve(root, file.path);
    const shown = relative(projectRoot, abs).split(sep).join('/');
    const from = file.sources.join(', ') || 'no data file';
    if (!VALID_PATH.test(file.path)) {
      problems.push({
        file: shown,
        line: 1,
        column: 1,
        message: `Generated file path "${file.path}" (from ${from}) must be relative to the docs folder, with no "." or ".." parts`,
      });
    } else if (existsSync(abs)) {
      const message = `This file is also generated from ${from}: two files for one route; remove or rename this one`;
      problems.push({ file: shown, line: 1, column: 1, message });
    } else if (byAbs.has(abs)) {
      problems.push({
        file: shown,
        line: 1,
        column: 1,
        message: `Two generators make this file (from ${from} and from ${byAbs.get(abs)!.sources.join(', ')})`,
      });
    } else {
      byAbs.set(abs, file);
      for (let dir = posix.dirname(file.path); dir !== '.'; dir = posix.dirname(dir)) dirs.add(resolve(root, dir));
    }
  }
  return {
    problems,
    generatedAt: (abs) => byAbs.get(resolve(abs)),
    read: (abs) => byAbs.get(resolve(abs))?.text ?? readFileSync(abs, 'utf8'),
    list(absDir) {
      const at = resolve(absDir);
      const entries = new Map<string, FolderEntry>();
      if (existsSync(at))
        for (const name of readdirSync(at)) {
          const abs = join(at, name);
          entries.set(name, { name, abs, isDir: statSync(abs).isDirectory() });
        }
      for (const abs of dirs) {
        const name = basename(abs);
        if (dirname(abs) === at && !entries.has(name)) entries.set(name, { name, abs, isDir: true });
      }
      for (const [abs, generated] of byAbs)
        if (dirname(abs) === at) entries.set(basename(abs), { name: basename(abs), abs, isDir: false, generated });
      return [...entries.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
  };
}
