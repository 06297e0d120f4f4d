import matter from 'gray-matter';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { formatIssues } from '../validation/format';
import { ContentError } from './errors';
import { categorySchema, frontMatterSchema, type CategoryMeta, type FrontMatter } from './schema';

export interface RawDoc {
  /** Path under the content folder without extension, with forward slashes: `quickstart/installation`. */
  id: string;
  /** Folder of the doc relative to the content root ('' for top level). */
  dir: string;
  /** Path relative to the project root, for messages. */
  file: string;
  frontMatter: FrontMatter;
  body: string;
  /** Lines before the body (front matter), so positions in the body map to file lines. */
  lineOffset: number;
}

export interface RawCategory {
  /** Folder relative to the content root. */
  dir: string;
  /** The `_category_.json` path relative to the project root, when there is one. */
  file?: string;
  meta: CategoryMeta;
}

export interface RawContent {
  docs: RawDoc[];
  categories: RawCategory[];
}

const DOC_FILE = /\.mdx?$/;

/** Parses one guide's front matter and validates it; throws a ContentError naming the file and field. */
export function parseDoc(text: string, file: string): { frontMatter: FrontMatter; body: string; lineOffset: number } {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(text);
  } catch (error) {
    throw new ContentError(`Invalid front matter in ${file}: ${(error as Error).message}`);
  }
  const result = frontMatterSchema.safeParse(parsed.data);
  if (!result.success) {
    throw new ContentError(`Invalid front matter in ${file}:\n${formatIssues(result.error.issues)}`);
  }
  const body = parsed.content;
  const lineOffset = text.slice(0, text.length - body.length).split('\n').length - 1;
  return { frontMatter: result.data, body, lineOffset };
}

/** Parses and validates a `_category_.json`; throws a ContentError naming the file and field. */
export function parseCategory(text: string, file: string): CategoryMeta {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ContentError(`Invalid JSON in ${file}: ${(error as Error).message}`);
  }
  const result = categorySchema.safeParse(raw);
  if (!result.success) {
    throw new ContentError(`Invalid category file ${file}:\n${formatIssues(result.error.issues)}`);
  }
  return result.data;
}

function defaultCategory(dir: string): CategoryMeta {
  const name = posix.basename(dir);
  return { label: name.charAt(0).toUpperCase() + name.slice(1).replace(/[-_]/g, ' '), collapsed: true };
}

/**
 * Reads every guide and category under `root`. Folders and files whose names start with `_` or `.`
 * (such as `_data`) are not content.
 */
export function collectContent(root: string, projectRoot = process.cwd()): RawContent {
  if (!existsSync(root)) throw new ContentError(`Content folder ${root} does not exist`);
  const docs: RawDoc[] = [];
  const categories: RawCategory[] = [];
  const toId = (abs: string) => relative(root, abs).split(sep).join('/');

  const walk = (absDir: string) => {
    const dir = toId(absDir);
    if (dir) {
      const catFile = join(absDir, '_category_.json');
      const rel = relative(projectRoot, catFile);
      categories.push(
        existsSync(catFile)
          ? { dir, file: rel, meta: parseCategory(readFileSync(catFile, 'utf8'), rel) }
          : { dir, meta: defaultCategory(dir) },
      );
    }
    for (const name of readdirSync(absDir).sort()) {
      if (name.startsWith('_') || name.startsWith('.')) continue;
      const abs = join(absDir, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (DOC_FILE.test(name)) {
        const file = relative(projectRoot, abs);
        docs.push({ id: toId(abs).replace(DOC_FILE, ''), dir, file, ...parseDoc(readFileSync(abs, 'utf8'), file) });
      }
    }
  };
  walk(root);
  return { docs, categories };
}
