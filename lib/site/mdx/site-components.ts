import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { buildSync, type Message } from 'esbuild';
import type { ImportDeclaration } from 'estree';
import type { Problem } from '../../shared/validation/problem';
import { CLIENT_ONLY } from './client-components.mjs';

/**
 * A guide's imports of JavaScript modules (a Docusaurus site's own components, npm packages): the import statements
 * with each file written as its absolute path, and the local names they bind, which the page's MDX uses as tags.
 */
export interface ModuleImports {
  /** Absolute path of the guide, whose folder bare package names resolve from. */
  from: string;
  /** The import statements, one a line. */
  code: string;
  names: string[];
}

/** Modules React must not be bundled from: the page's own React renders the components. */
const SHARED = ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom'];
const NO_CSS =
  "styles imported by a site's components are not carried over; style them with this site's classes (see docs/docusaurus-migration.md)";

/** `import …` of one declaration, with its source replaced by `source`. */
export function importStatement(decl: ImportDeclaration, source: string): { code: string; names: string[] } {
  const names = decl.specifiers.map((s) => s.local.name);
  const def = decl.specifiers.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;
  const ns = decl.specifiers.find((s) => s.type === 'ImportNamespaceSpecifier')?.local.name;
  const named = decl.specifiers.flatMap((s) =>
    s.type === 'ImportSpecifier'
      ? [`${s.imported.type === 'Identifier' ? s.imported.name : JSON.stringify(s.imported.value)} as ${s.local.name}`]
      : [],
  );
  const parts = [def, ns && `* as ${ns}`, named.length ? `{ ${named.join(', ')} }` : undefined].filter(Boolean);
  return { code: `import ${parts.join(', ')} from ${JSON.stringify(source)};`, names };
}

interface Bundle {
  js?: string;
  problems: Problem[];
}

const bundles = new Map<string, Bundle>();
/** The bundle's entry (the guide's import statements), as esbuild names it in messages and its metafile. */
const STDIN = '<stdin>';
const shown = (file: string) => (isAbsolute(file) ? relative(process.cwd(), file) : file).split(sep).join('/');

function located(m: Message, importer: string, fallback: Problem['file']): Problem {
  const file =
    m.location?.file && !m.location.file.endsWith(STDIN) ? shown(resolve(process.cwd(), m.location.file)) : fallback;
  const what = /Could not resolve "([^"]+)"/.exec(m.text);
  const message = what
    ? `Import error: "${what[1]}" cannot be resolved: no such file, and no such package in the site's node_modules or the project's (imported by ${file})`
    : `Import error: ${m.text}`;
  return {
    file,
    line: m.location?.line ?? 1,
    column: (m.location?.column ?? 0) + 1,
    message,
  };
}

/**
 * Bundles a guide's module imports into one CommonJS module exporting every local name (React left to the page), or
 * the located problems: a file or package that does not resolve (named with the file importing it), a syntax error,
 * a component that needs the browser (state, effects, `'use client'`). Cached, so the check and the render share it.
 */
export function bundleModules(imports: ModuleImports): Bundle {
  const key = `${imports.from}\n${imports.code}`;
  const cached = bundles.get(key);
  if (cached) return cached;
  const importer = shown(imports.from);
  let bundle: Bundle;
  try {
    const result = buildSync({
      stdin: {
        contents: `${imports.code}\nexport { ${imports.names.join(', ')} };\n`,
        resolveDir: dirname(imports.from),
        sourcefile: STDIN,
        loader: 'js',
      },
      bundle: true,
      write: false,
      metafile: true,
      format: 'cjs',
      platform: 'node',
      jsx: 'automatic',
      // Stylesheets are read only to be reported (NO_CSS), with the line that imports them kept in the message.
      loader: { '.js': 'jsx', '.css': 'empty', '.module.css': 'empty' },
      external: SHARED,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile?.inputs ?? {}).filter(
      (f) => !f.endsWith(STDIN) && !f.includes('node_modules'),
    );
    const problems = inputs.flatMap((input): Problem[] => {
      const file = shown(resolve(process.cwd(), input));
      if (/\.css$/i.test(input))
        return [{ file, line: 1, column: 1, message: `Import error: ${file} is a stylesheet: ${NO_CSS}` }];
      const text = readFileSync(resolve(process.cwd(), input), 'utf8');
      const match = CLIENT_ONLY.exec(text);
      if (!match) return [];
      const line = text.slice(0, match.index + match[0].search(/\S/)).split('\n').length;
      const message = `Import error: ${file} needs the browser (${match[1] ? `use${match[1]}` : "'use client'"}): only a component of the Docusaurus site's src/ that a guide imports itself runs in the browser; this one would be rendered once at build time, without React state or effects (see docs/docusaurus-migration.md)`;
      return [{ file, line, column: 1, message }];
    });
    bundle = problems.length ? { problems } : { js: result.outputFiles[0].text, problems: [] };
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors ?? [];
    bundle = {
      problems: errors.length
        ? errors.map((m) => located(m, importer, importer))
        : [{ file: importer, line: 1, column: 1, message: `Import error: ${String(error)}` }],
    };
  }
  bundles.set(key, bundle);
  return bundle;
}

/** The bundle's exports, evaluated with the given modules for React (the page's own React). */
export function evaluateModules(imports: ModuleImports, shared: Record<string, unknown>): Record<string, unknown> {
  const { js, problems } = bundleModules(imports);
  if (!js) throw new Error(problems.map((p) => `${p.file}:${p.line}:${p.column}  ${p.message}`).join('\n'));
  const cjs = { exports: {} as Record<string, unknown> };
  const require = (id: string) => {
    if (id in shared) return shared[id];
    throw new Error(`${shown(imports.from)}: a site component requires "${id}", which is not bundled`);
  };
  // The bundle is our own esbuild output of the site's files, evaluated like any build-time module.
  new Function('require', 'module', 'exports', js)(require, cjs, cjs.exports);
  return cjs.exports;
}
