import matter from 'gray-matter';
import { existsSync } from 'node:fs';
import { posix, relative, sep } from 'node:path';
import { parseDocument } from 'yaml';
import { issuePaths } from '../../shared/validation/format';
import { jsonPathOffset, parseJsonLocated, yamlPathOffset } from '../validation/locate';
import { formatProblem, lineColumnAt, type Problem } from '../../shared/validation/problem';
import { ContentError, count } from './errors';
import { docsFolder } from './folder';
import type { FileGenerator, GeneratedFile } from './generated/types';
import {
  CATEGORY_FIELDS,
  categorySchema,
  FRONT_MATTER_FIELDS,
  frontMatterSchema,
  type CategoryMeta,
  type FrontMatter,
} from './schema';
import { isCategoryIndexName, stripNumberPrefix } from './slugs';

export interface RawDoc {
  /** The doc's id, as in Docusaurus: its folder and its front-matter `id`, else its file name without number prefix. */
  id: string;
  /** Path under the content folder without extension (`quickstart/installation`); file links resolve by it. */
  fileId: string;
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
  /** Where the fields that name other docs (`pagination_next`, `pagination_prev`) are written, for messages. */
  fieldsAt?: Record<string, { line: number; column: number }>;
  /** Order from a number prefix of the file name (`02-setup.md`), used when there is no `sidebar_position`. */
  numberPosition?: number;
  /** Named `index`, `README` or like its folder: its route is the folder's and the folder's category links to it. */
  categoryIndex: boolean;
  /** Set when a generator made the file (lib/site/content/generated/): its text and the data it is made from. */
  generated?: GeneratedFile;
}

export interface RawCategory {
  /** Folder relative to the content root. */
  dir: string;
  /** The `_category_.json` (or `.yml`) path relative to the project root, when there is one. */
  file?: string;
  meta: CategoryMeta & { label: string };
  /** Set when a generator made the category file. */
  generated?: GeneratedFile;
}

export interface RawContent {
  docs: RawDoc[];
  categories: RawCategory[];
  /** Located warnings (`file:line:column  message`): unknown front-matter and category fields. */
  warnings: string[];
}

const DOC_FILE = /\.mdx?$/;
const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml'];

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
      return {
        file,
        ...(offset === undefined ? { line: 1, column: 1 } : lineColumnAt(text, offset)),
        message: `${title}: ${message}`,
      };
    })
    .sort((a, b) => a.line - b.line || a.column - b.column);
}

/** One warning per key of `data` that `known` lacks, at the key's line: Docusaurus lets them through, so do we. */
function unknownFieldWarnings(
  data: unknown,
  known: ReadonlySet<string>,
  what: string,
  file: string,
  text: string,
  offsetOf: (path: readonly string[]) => number | undefined,
): string[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  return Object.keys(data)
    .filter((key) => !known.has(key))
    .map((key) => {
      const offset = offsetOf([key]);
      const at = offset === undefined ? { line: 1, column: 1 } : lineColumnAt(text, offset);
      return formatProblem({ file, ...at, message: `${what}: unknown field "${key}" is ignored` });
    });
}

export interface ParsedDoc {
  frontMatter: FrontMatter;
  body: string;
  lineOffset: number;
  slugAt?: { line: number; column: number };
  fieldsAt?: Record<string, { line: number; column: number }>;
  /** Fields this site does not know, each as a located warning. */
  warnings: string[];
}

/**
 * Parses and validates a guide's front matter, throwing a ContentError that locates every problem (lines count the
 * `---`). Unknown fields are warnings.
 */
export function parseDoc(text: string, file: string): ParsedDoc {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(text);
  } catch (error) {
    // js-yaml's mark counts from 0 in the text after the opening `---`, whose line is the mark's line 0.
    const e = error as { reason?: string; message?: string; mark?: { line: number; column: number } };
    const at = e.mark ? { line: e.mark.line + 1, column: e.mark.column + 1 } : { line: 1, column: 1 };
    throw new ContentError(`Invalid front matter in ${file}`, [
      { file, ...at, message: `Invalid front matter: ${e.reason ?? e.message ?? String(error)}` },
    ]);
  }
  const body = parsed.content;
  const result = frontMatterSchema.safeParse(parsed.data);
  const span = frontMatterSpan(text, body);
  const offsetOf = (path: readonly (string | number)[]) => {
    const at = yamlPathOffset(text.slice(span.start, span.end), path);
    return at === undefined ? undefined : span.start + at;
  };
  if (!result.success) {
    throw new ContentError(
      `Invalid front matter in ${file}`,
      locatedIssues(result.error.issues, file, 'Invalid front matter', offsetOf, text),
    );
  }
  const lineOffset = text.slice(0, text.length - body.length).split('\n').length - 1;
  const slugOffset = result.data.slug === undefined ? undefined : offsetOf(['slug']);
  const warnings = unknownFieldWarnings(parsed.data, FRONT_MATTER_FIELDS, 'Front matter', file, text, offsetOf);
  const fieldsAt: Record<string, { line: number; column: number }> = {};
  for (const field of ['pagination_next', 'pagination_prev'] as const) {
    const at = typeof result.data[field] === 'string' ? offsetOf([field]) : undefined;
    if (at !== undefined) fieldsAt[field] = lineColumnAt(text, at);
  }
  return {
    ...(Object.keys(fieldsAt).length ? { fieldsAt } : {}),
    frontMatter: result.data,
    body,
    lineOffset,
    warnings,
    ...(slugOffset === undefined ? {} : { slugAt: lineColumnAt(text, slugOffset) }),
  };
}

/**
 * Parses and validates a category file, throwing a ContentError that locates every problem (JSON.parse gives only an
 * offset). Unknown fields are pushed to `warnings`.
 */
export function parseCategory(text: string, file: string, warnings: string[] = []): CategoryMeta {
  const yaml = /\.ya?ml$/.test(file);
  let value: unknown;
  if (yaml) {
    const doc = parseDocument(text);
    const error = doc.errors[0];
    if (error) {
      const at = error.linePos?.[0] ?? { line: 1, col: 1 };
      throw new ContentError(`Invalid YAML in ${file}`, [
        {
          file,
          line: at.line,
          column: at.col,
          message: `Invalid YAML: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`,
        },
      ]);
    }
    value = doc.toJS() ?? {};
  } else {
    const json = parseJsonLocated(text, file);
    if (!json.ok) throw new ContentError(`Invalid JSON in ${file}`, [json.problem]);
    value = json.value;
  }
  const offsetOf = (path: readonly (string | number)[]) =>
    yaml ? yamlPathOffset(text, path) : jsonPathOffset(text, path);
  const result = categorySchema.safeParse(value);
  if (!result.success) {
    throw new ContentError(
      `Invalid category file ${file}`,
      locatedIssues(result.error.issues, file, 'Invalid category file', offsetOf, text),
    );
  }
  warnings.push(...unknownFieldWarnings(value, CATEGORY_FIELDS, 'Category file', file, text, offsetOf));
  return result.data;
}

function defaultLabel(dir: string): string {
  const name = stripNumberPrefix(posix.basename(dir)).name;
  return name.charAt(0).toUpperCase() + name.slice(1).replace(/[-_]/g, ' ');
}

export interface CollectOptions {
  /** Keep the guides marked `draft: true` (`next dev`); a production build leaves them out. */
  drafts?: boolean;
  /** The generators of files for this folder; by default every registered one (lib/site/content/generated/index.ts). */
  generators?: readonly FileGenerator[];
}

/**
 * Reads every guide and category under `root`, with the files the generators make for it as if they were there;
 * names starting with `_` or `.` (such as `_data` and partials) are not content.
 */
export function collectContent(root: string, projectRoot = process.cwd(), options: CollectOptions = {}): RawContent {
  if (!existsSync(root)) {
    const shown = relative(projectRoot, root) || root;
    throw new ContentError(`Content folder ${shown} does not exist`, [
      { file: shown, line: 1, column: 1, message: 'Content folder does not exist' },
    ]);
  }
  const docs: RawDoc[] = [];
  const categories: RawCategory[] = [];
  const folder = docsFolder(root, projectRoot, options.generators);
  const problems: Problem[] = [...folder.problems];
  const warnings: string[] = [];
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
    const entries = folder.list(absDir);
    if (dir) {
      const present = entries.filter((e) => CATEGORY_FILES.includes(e.name));
      const rel = present.map((e) => relative(projectRoot, e.abs));
      // A folder's number prefix (`02-guides`) orders it when its category file gives no position.
      const prefixPosition = stripNumberPrefix(posix.basename(dir)).position;
      if (present.length > 1) {
        problems.push({
          file: rel[1],
          line: 1,
          column: 1,
          message: `Invalid category file: ${rel[0]} is there too; keep one of them`,
        });
      } else if (present.length === 1) {
        const meta = attempt(() => parseCategory(folder.read(present[0].abs), rel[0], warnings));
        const { generated } = present[0];
        if (meta)
          categories.push({
            dir,
            file: rel[0],
            meta: { ...meta, label: meta.label ?? defaultLabel(dir), position: meta.position ?? prefixPosition },
            ...(generated ? { generated } : {}),
          });
      } else
        categories.push({
          dir,
          meta: { label: defaultLabel(dir), collapsed: true, collapsible: true, position: prefixPosition },
        });
    }
    for (const { name, abs, isDir, generated } of entries) {
      if (name.startsWith('_') || name.startsWith('.')) continue;
      if (isDir) walk(abs);
      else if (DOC_FILE.test(name)) {
        const file = relative(projectRoot, abs);
        const parsed = attempt(() => parseDoc(folder.read(abs), file));
        if (!parsed) continue;
        warnings.push(...parsed.warnings);
        if (parsed.frontMatter.draft && !options.drafts) continue;
        const fileName = name.replace(DOC_FILE, '');
        const prefixed =
          parsed.frontMatter.parse_number_prefixes === false ? { name: fileName } : stripNumberPrefix(fileName);
        const baseId = parsed.frontMatter.id ?? prefixed.name;
        docs.push({
          id: dir ? `${dir}/${baseId}` : baseId,
          fileId: toId(abs).replace(DOC_FILE, ''),
          dir,
          file,
          frontMatter: parsed.frontMatter,
          body: parsed.body,
          lineOffset: parsed.lineOffset,
          ...(parsed.slugAt ? { slugAt: parsed.slugAt } : {}),
          ...(parsed.fieldsAt ? { fieldsAt: parsed.fieldsAt } : {}),
          ...(prefixed.position === undefined ? {} : { numberPosition: prefixed.position }),
          categoryIndex: isCategoryIndexName(fileName, dir),
          ...(generated ? { generated } : {}),
        });
      }
    }
  };
  walk(root);
  if (problems.length) {
    const files = new Set(problems.map((p) => p.file)).size;
    throw new ContentError(`Invalid front matter or _category_.json in ${count(files, 'file')}:`, problems);
  }
  return { docs, categories, warnings };
}
