import { releaseNotesGenerator } from './releases/release-notes';
import type { FileGenerator } from './types';
import { referencePages } from './reference';
import { upgradingGenerator } from './upgrading/upgrading';

/**
 * Every generator of docs files, run for each docs version as its folder is read (lib/site/content/folder.ts). One
 * line per generator; a generator that has no data in a version returns no files there.
 */
export const fileGenerators: readonly FileGenerator[] = [referencePages, releaseNotesGenerator, upgradingGenerator];
