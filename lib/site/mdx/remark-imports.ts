import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, posix, relative, resolve, sep } from 'node:path';
import { parse as parseJs } from 'acorn';
import type { ImportDeclaration, Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import { parseDoc } from '../content/collect';
import { siteAlias } from '../content/docusaurus-site';
import type { Problem } from '../../shared/validation/problem';
import { codeBlockToFence } from './code-block-jsx';
import { sourceInFile } from './preprocess';
import { isClientComponent } from './client-components.mjs';
import { rebaseImages } from './remark-images';
import { rebaseFileLinks } from './remark-links';
import { bundleModules, importStatement, type ModuleImports } from './site-components';
import { syntaxTree } from './syntax';

/**
 * Docusaurus theme components a guide may import, by their name in this site's component map (mdx-components.tsx,
 * components/doc-content.tsx). Imports are dropped and tags renamed, so nothing ever resolves `@theme/…`.
 */
export const THEME_COMPONENTS: Readonly<Record<string, string>> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/Details': 'Details',
  '@theme/DocCardList': 'DocCardList',
};

const RAW_LOADER = /^!?!?raw-loader!/;
const PARTIAL = /\.mdx?$/i;
/** Files compiled into the page as components (a Docusaurus site's `src/components/…`). */
const MODULE = /\.(jsx?|tsx?|mjs)$/i;
/** How deep partials may import partials: deeper is taken for a loop. */
const MAX_DEPTH = 8;

/** A client component a guide imports: its local name and its file, relative to the project. */
export interface ClientImport {
  name: string;
  file: string;
}

interface Context {
  /** Absolute path of the file being read (the guide, or a partial inside it). */
  file: string;
  root: string;
  problems: Problem[];
  depth: number;
  /**
   * Module imports of the guide and its partials: import statements and local names (shared by every depth), their
   * files named from `from`, the guide's own folder.
   */
  modules: { code: string[]; names: string[]; from: string; client: ClientImport[] };
}

/** Where an import points on disk: `@site/x` from the site root (siteAlias), `./x` from the file's folder. */
function resolveImportPath(specifier: string, ctx: Context): string | undefined {
  if (specifier.startsWith('@site/')) return join(siteAlias(), specifier.slice('@site/'.length));
  if (specifier.startsWith('./') || specifier.startsWith('../')) return resolve(dirname(ctx.file), specifier);
  return undefined;
}

/** `file` as an import specifier relative to the folder `from` (`./x.jsx`, `../src/x.jsx`). */
function relativeSpecifier(from: string, file: string): string {
  const path = relative(from, file).split(sep).join('/');
  return path.startsWith('../') ? path : `./${path}`;
}

/** The file an import names, trying Docusaurus' extensions (`./_part` → `./_part.mdx`), or undefined. */
function existingFile(path: string): string | undefined {
  const extensions = ['', '.mdx', '.md', '.json', '.js', '.jsx', '.ts', '.tsx'];
  for (const candidate of [
    ...extensions.map((e) => `${path}${e}`),
    ...['.js', '.jsx', '.ts', '.tsx'].map((e) => join(path, `index${e}`)),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function defaultLocal(decl: ImportDeclaration): string | undefined {
  const spec = decl.specifiers.find(
    (s) =>
      s.type === 'ImportDefaultSpecifier' ||
      (s.type === 'ImportSpecifier' && s.imported.type === 'Identifier' && s.imported.name === 'default'),
  );
  return spec?.local.name;
}

/** `export const name = <value>;` as an ESM node MDX compiles (its estree parsed by acorn, as MDX's own are). */
function exportConst(name: string, value: unknown, at: RootContent['position']): MdxjsEsm {
  const code = `export const ${name} = ${JSON.stringify(value)};`;
  const estree = parseJs(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
  return { type: 'mdxjsEsm', value: code, data: { estree }, position: at };
}

/** Every node of a partial takes the place of the tag that included it, so messages point into the guide. */
function placeAt<T extends RootContent>(node: T, at: RootContent['position']): T {
  const copy = { ...node, position: at } as T;
  if ('children' in copy && Array.isArray(copy.children)) {
    (copy as { children: RootContent[] }).children = copy.children.map((c: RootContent) => placeAt(c, at));
  }
  return copy;
}

/** A partial's body as syntax (its own imports resolved from its folder), or undefined after a problem. */
function partialTree(path: string, ctx: Context, at: { line: number; column: number }): Root | undefined {
  const rel = relative(ctx.root, path).split(sep).join('/');
  if (ctx.depth >= MAX_DEPTH) {
    ctx.problems.push({ file: rel, line: 1, column: 1, message: `Import error: partials import each other in a loop` });
    return undefined;
  }
  try {
    const { body, lineOffset } = parseDoc(readFileSync(path, 'utf8'), rel);
    const tree = structuredClone(syntaxTree(sourceInFile(body, lineOffset), rel));
    resolveImports(tree, { ...ctx, file: path, depth: ctx.depth + 1 });
    // Its file links are written from its own folder; in the page they are read from the importing file's.
    const folder = relative(dirname(ctx.file), dirname(path)).split(sep).join(posix.sep);
    rebaseFileLinks(tree, folder, (link) => existsSync(resolve(dirname(path), decodeURI(link))));
    rebaseImages(tree, folder);
    return tree;
  } catch (error) {
    const e = error as { reason?: string; message?: string; place?: { line?: number; start?: { line?: number } } };
    const line = e.place?.start?.line ?? e.place?.line;
    ctx.problems.push({
      file: line ? rel : relative(ctx.root, ctx.file).split(sep).join('/'),
      ...(line ? { line, column: 1 } : at),
      message: `Import error: ${rel}: ${e.reason ?? e.message ?? String(error)}`,
    });
    return undefined;
  }
}

interface Imported {
  /** Local names of theme components → the name of this site's component. */
  renames: Map<string, string>;
  /** Local names of Markdown partials → their syntax. */
  partials: Map<string, Root>;
  /** Local names of raw text imports → the text (for `<CodeBlock>{name}</CodeBlock>`). */
  texts: Map<string, string>;
}

/** Takes one import declaration: what it brings, or a problem at its line when this site cannot provide it. */
function takeImport(
  decl: ImportDeclaration,
  ctx: Context,
  out: Imported,
  added: MdxjsEsm[],
  at: RootContent['position'],
) {
  const specifier = String(decl.source.value);
  const place = { line: decl.loc?.start.line ?? at?.start.line ?? 1, column: decl.loc?.start.column ?? 0 };
  const file = relative(ctx.root, ctx.file).split(sep).join('/');
  const fail = (why: string) =>
    ctx.problems.push({
      file,
      line: place.line,
      column: place.column + 1,
      message: `Import error: "${specifier}" ${why}`,
    });
  const local = defaultLocal(decl);

  const theme = THEME_COMPONENTS[specifier];
  if (theme) {
    if (local) out.renames.set(local, theme);
    return;
  }
  if (specifier.startsWith('@theme/') || specifier.startsWith('@docusaurus/') || specifier.startsWith('@theme-')) {
    return fail(
      `cannot be resolved: this site has no such component (it has ${Object.keys(THEME_COMPONENTS).join(', ')}; see docs/docusaurus-migration.md)`,
    );
  }
  const raw = RAW_LOADER.test(specifier);
  const target = resolveImportPath(specifier.replace(RAW_LOADER, ''), ctx);
  const addModule = (source: string) => {
    const { code, names } = importStatement(decl, source);
    ctx.modules.code.push(code);
    ctx.modules.names.push(...names);
  };
  // A package name: bundled with the page's components, from the site's node_modules first (Node's lookup).
  if (!target && !raw) return addModule(specifier);
  if (!target) return fail('cannot be resolved: only @site/… and relative files can be read as text');
  const found = raw ? (existsSync(target) ? target : undefined) : existingFile(target);
  if (!found) return fail(`cannot be resolved: there is no file ${relative(ctx.root, target).split(sep).join('/')}`);
  // A component of the site's src/ with state or effects runs in the browser (client-components.mjs).
  if (!raw && isClientComponent(ctx.root, found)) {
    if (!local || decl.specifiers.length !== 1)
      return fail(
        'runs in the browser (React state or effects): import its default export alone (`import Name from …`)',
      );
    ctx.modules.client.push({ name: local, file: relative(ctx.root, found).split(sep).join('/') });
    return;
  }
  // Relative to the guide, which both bundlers resolve from (Turbopack takes an absolute path for one under the project).
  if (!raw && MODULE.test(found)) return addModule(relativeSpecifier(ctx.modules.from, found));
  if (!local) return fail('needs a default import (`import Name from …`)');
  if (raw) {
    const text = readFileSync(found, 'utf8');
    out.texts.set(local, text);
    added.push(exportConst(local, text, at));
  } else if (PARTIAL.test(found)) {
    const tree = partialTree(found, ctx, { line: place.line, column: place.column + 1 });
    if (tree) out.partials.set(local, tree);
  } else if (extname(found).toLowerCase() === '.json') {
    try {
      added.push(exportConst(local, JSON.parse(readFileSync(found, 'utf8')) as unknown, at));
    } catch (error) {
      fail(`is not valid JSON: ${(error as Error).message}`);
    }
  } else {
    fail(
      'cannot be imported: files can be Markdown partials (.md, .mdx), components (.js, .jsx, .ts, .tsx), JSON, or text through `!!raw-loader!`',
    );
  }
}

/** Rewrites the tree's imports in place (see remarkImports) and records problems in `ctx.problems`. */
function resolveImports(tree: Root, ctx: Context): void {
  const out: Imported = { renames: new Map(), partials: new Map(), texts: new Map() };
  const children: RootContent[] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm' || !node.data?.estree) {
      children.push(node);
      continue;
    }
    const added: MdxjsEsm[] = [];
    const kept = node.data.estree.body.filter((statement) => {
      if (statement.type !== 'ImportDeclaration') return true;
      takeImport(statement, ctx, out, added, node.position);
      return false;
    });
    if (kept.length) {
      // Acorn gives each statement its offsets in the file; the node's value starts at the node's offset.
      const start = node.position?.start.offset ?? 0;
      const span = (s: object) => s as { start?: number; end?: number };
      const value = kept
        .map((s) => {
          const { start: from, end: to } = span(s);
          return from === undefined || to === undefined ? '' : node.value.slice(from - start, to - start);
        })
        .join('\n');
      children.push({ ...node, value, data: { ...node.data, estree: { ...node.data.estree, body: kept } } });
    }
    children.push(...added);
  }
  tree.children = children;
  // A `<details>` written in the page is Docusaurus' Details component too (its `<summary>` kept).
  out.renames.set('details', 'Details');
  replaceTags(tree, out, ctx);
  codeBlockToFence(tree, out.texts);
}

/** Renames the theme components' tags and puts each partial's content in the place of its tag. */
function replaceTags(parent: { children: RootContent[] }, out: Imported, ctx: Context): void {
  const next: RootContent[] = [];
  for (const node of parent.children) {
    const tag = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? node : undefined;
    const partial = tag?.name ? out.partials.get(tag.name) : undefined;
    if (partial && node.type === 'mdxJsxFlowElement') {
      next.push(...partial.children.map((c) => placeAt(c, node.position)));
      continue;
    }
    if (partial) {
      ctx.problems.push({
        file: relative(ctx.root, ctx.file).split(sep).join('/'),
        line: node.position?.start.line ?? 1,
        column: node.position?.start.column ?? 1,
        message: `Import error: <${tag?.name} /> is a Markdown partial; put it on a line of its own`,
      });
      continue;
    }
    if (tag?.name && out.renames.has(tag.name)) tag.name = out.renames.get(tag.name)!;
    if ('children' in node && Array.isArray(node.children)) replaceTags(node as { children: RootContent[] }, out, ctx);
    next.push(node);
  }
  parent.children = next;
}

/**
 * Resolves a guide's Docusaurus imports at build time: theme components are renamed, Markdown partials inlined (so
 * their headings and links are the guide's) and JSON or `!!raw-loader!` files become constants. Components and npm
 * packages are taken out into `file.data.moduleImports` (bundled by site-components.ts; the page gets them as MDX
 * components). Anything else is a located problem in `file.data.importProblems`.
 */
export function remarkImports() {
  return (tree: Root, file: VFile) => {
    const root = process.cwd();
    const guide = resolve(root, file.path || 'guide.mdx');
    const modules = { code: [], names: [], from: dirname(guide), client: [] };
    const ctx: Context = { file: guide, root, problems: [], depth: 0, modules };
    resolveImports(tree, ctx);
    if (modules.names.length) {
      const imports: ModuleImports = { from: ctx.file, code: modules.code.join('\n'), names: modules.names };
      ctx.problems.push(...bundleModules(imports).problems);
      file.data.moduleImports = imports;
    }
    if (modules.client.length) file.data.clientImports = modules.client;
    file.data.importProblems = ctx.problems;
  };
}
