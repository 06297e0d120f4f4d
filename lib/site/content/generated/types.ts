import type { CliFacts } from '../facts/cli';

/** A file of a docs folder that is made at build time from data instead of being written by hand. */
export interface GeneratedFile {
  /** Path under the docs folder, as if the file were there: 'reference/command-line.mdx', 'reference/_category_.json'. */
  path: string;
  /** The file's text: MDX with front matter, or the category JSON. */
  text: string;
  /** The data files it is made from, relative to the project root (for messages and the "edit this page" link). */
  sources: string[];
}

export interface GeneratorInput {
  /** The docs folder (absolute). */
  contentDir: string;
  projectRoot: string;
  /** This version's `_data/ra-aid-cli.json`, when it has one. */
  cli?: CliFacts;
}

export type FileGenerator = (input: GeneratorInput) => GeneratedFile[];
