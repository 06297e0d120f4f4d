import matter from 'gray-matter';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { issuePaths } from '../validation/format';
import { jsonPathOffset, parseJsonLocated, yamlPathOffset } from '../validation/locate';
import { lineColumnAt, type Problem } from '../validation/problem';
import { ContentError, count } from './errors';
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
  /** Where the front matter's `slug` is written, when it has one (to point at it when two pages claim a route). */
  slugAt?: { line: number; column: number };
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

/** Where a YAML front matter block's text starts and ends in its file (empty when there is none). */
function frontMatterSpan(text: string, body: string): { start: number; end: number } {
  const head = text.slice(0, text.length - body.length);
  const start = head.indexOf('\n') + 1;
  const closing = head.lastIndexOf('\n---');
  return { start, end: closing >= start ? closing + 1 : start };
}

/** The problems of one zod validation, each at the line and column of its field in the file. */
function locatedIssues(
  issues: Parameters<typeof issuePaths>[0],
  file: string,
  title: string,
  offsetOf: (path: readonly (string | number)[]) => number | undefined,
  text: string,
): Problem[] {
  return issuePaths(issues)
    .map(({ path, message }) => {
      const offset = offsetOf(path);
      return { file, ...(offset === undefined ? { line: 1, column: 1 } : lineColumnAt(text, offset)), message: `${title}: ${message}` };
    })
    .sort((a, b) => a.line - b.line || a.column - b.column);
}

/**
 * Parses one guide's front matter and validates it; throws a ContentError listing every problem of the
 * file at its line (counting the `---` lines) and column.
 */
export function parseDoc(
  text: string,
  file: string,
): { frontMatter: FrontMatter; body: string; lineOffset: number; slugAt?: { line: number; column: number } } {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(text);
  } catch (error) {
    // js-yaml's mark counts from 0 in the text after the opening `---`, whose line is the mark's line 0.
    const e = error as { reason?: string; message?: string; mark?: { line: number; column: number } };
    const at = e.mark ? { line: e.mark.line + 1, column: e.mark.column + 1 } : { line: 1, column: 1 };
    throw new ContentError(`Invalid front matter in ${file}`, [{ file, ...at, message: `Invalid front matter: ${e.reason ?? e.message ?? String(error)}` }]);
  }
  const body = parsed.content;
  const result = frontMatterSchema.safeParse(parsed.data);
  const span = frontMatterSpan(text, body);
  const offsetOf = (path: readonly (string | number)[]) => {
    const at = yamlPathOffset(text.slice(span.start, span.end), path);
    return at === undefined ? undefined : span.start + at;
  };
  if (!result.success) {
    throw new ContentError(`Invalid front matter in ${file}`, locatedIssues(result.error.issues, file, 'Invalid front matter', offsetOf, text));
  }
  const lineOffset = text.slice(0, text.length - body.length).split('\n').length - 1;
  const slugOffset = result.data.slug === undefined ? undefined : offsetOf(['slug']);
  return { frontMatter: result.data, body, lineOffset, ...(slugOffset === undefined ? {} : { slugAt: lineColumnAt(text, slugOffset) }) };
}

/**
 * Parses and validates a `_category_.json`; throws a ContentError listing every problem at its line and
 * column (a JSON syntax error at the place JSON.parse only gives as a character offset).
 */
export function parseCategory(text: string, file: string): CategoryMeta {
  const json = parseJsonLocated(text, file);
  if (!json.ok) throw new ContentError(`Invalid JSON in ${file}`, [json.problem]);
  const result = categorySchema.safeParse(json.value);
  if (!result.success) {
    throw new ContentError(
      `Invalid category file ${file}`,
      locatedIssues(result.error.issues, file, 'Invalid category file', (path) => jsonPathOffset(text, path), text),
    );
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
  if (!existsSync(root)) {
    const shown = relative(projectRoot, root) || root;
    throw new ContentError(`Content folder ${shown} does not exist`, [{ file: shown, line: 1, column: 1, message: 'Content folder does not exist' }]);
  }
  const docs: RawDoc[] = [];
  const categories: RawCategory[] = [];
  const problems: Problem[] = [];
  const toId = (abs: string) => relative(root, abs).split(sep).join('/');
  /** Runs one file's parse; a ContentError's problems are kept and the walk goes on to the next file. */
  const attempt = <T>(parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  };

  const walk = (absDir: string) => {
    const dir = toId(absDir);
    if (dir) {
      const catFile = join(absDir, '_category_.json');
      const rel = relative(projectRoot, catFile);
      if (existsSync(catFile)) {
        const meta = attempt(() => parseCategory(readFileSync(catFile, 'utf8'), rel));
        if (meta) categories.push({ dir, file: rel, meta });
      } else categories.push({ dir, meta: defaultCategory(dir) });
    }
    for (const name of readdirSync(absDir).sort()) {
      if (name.startsWith('_') || name.startsWith('.')) continue;
      const abs = join(absDir, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (DOC_FILE.test(name)) {
        const file = relative(projectRoot, abs);
        const parsed = attempt(() => parseDoc(readFileSync(abs, 'utf8'), file));
        if (parsed) docs.push({ id: toId(abs).replace(DOC_FILE, ''), dir, file, ...parsed });
      }
    }
  };
  walk(root);
  if (problems.length) {
    const files = new Set(problems.map((p) => p.file)).size;
    throw new ContentError(`Invalid front matter or _category_.json in ${count(files, 'file')}:`, problems);
  }
  return { docs, categories };
}
