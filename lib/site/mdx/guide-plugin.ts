import { dirname, join, relative, sep } from 'node:path';
import { parse as parseJs } from 'acorn';
import type { Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import { unified, type Processor } from 'unified';
import type { VFile } from 'vfile';
import { parseDoc } from '../content/collect';
import { sourceInFile } from './preprocess';
import { clientModuleOf } from './client-components.mjs';
import { PAGE_TRANSFORMS, transformProblems } from './plugins';
import type { ClientImport } from './remark-imports';
import { syntaxTree } from './syntax';
import { hasProblems, problemsMessage } from '../../shared/validation/problem';

/** `file:line:column: reason` of an error, for the page of a guide that does not compile. */
function locatedMessage(error: unknown, file: string): string {
  if (hasProblems(error)) return error.message;
  const e = error as {
    reason?: string;
    message?: string;
    place?: { line?: number; column?: number; start?: { line?: number; column?: number } };
  };
  const start = e.place && ('start' in e.place ? e.place.start : e.place);
  const at = start?.line ? `${start.line}:${start.column ?? 1}` : '1:1';
  return `${file}:${at}: ${e.reason ?? e.message ?? String(error)}`;
}

/**
 * The tree of a guide that does not compile: a module that throws its located error when it is evaluated. A module
 * that fails to compile would fail every route whose module graph holds it, and the catch-all route imports every
 * guide (lib/site/mdx/guides.ts); this way only the broken guide's page fails (under `next dev`, with the overlay).
 */
function brokenGuide(message: string): Root {
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ThrowStatement',
        argument: {
          type: 'NewExpression',
          callee: { type: 'Identifier', name: 'Error' },
          arguments: [{ type: 'Literal', value: message }],
        },
      },
    ],
  };
  const esm = { type: 'mdxjsEsm', value: '', data: { estree } } as unknown as RootContent;
  return { type: 'root', children: [esm] };
}

/**
 * The guide pipeline: the remark plugin next.config.mjs gives @next/mdx (through next-mdx/remark-guide.mjs), which
 * compiles each guide as a module in `next dev` and `next build` alike. It replaces the parser with the stored syntax
 * tree (syntax.ts) and runs the site loader's transforms; links stay as written, because the loader does not know the
 * routes and the page's `a` component resolves them.
 */
export function remarkGuide(this: Processor) {
  this.parser = function parseThroughStore(document: string, file: VFile): Root {
    const path = file.path ? relative(process.cwd(), file.path) : 'guide.mdx';
    try {
      const { body, lineOffset } = parseDoc(document, path);
      return syntaxTree(sourceInFile(body, lineOffset), path);
    } catch (error) {
      file.data.guideBroken = true;
      return brokenGuide(locatedMessage(error, path));
    }
  };
  const transforms = unified().use(PAGE_TRANSFORMS);
  return async (tree: Root, file: VFile) => {
    if (file.data.guideBroken) return tree;
    const path = file.path ? relative(process.cwd(), file.path) : 'guide.mdx';
    try {
      const result = await transforms.run(tree, file);
      // The content check reports these first; here (`next dev` after an edit) they fail the guide's own page.
      const problems = transformProblems(file);
      if (problems.length)
        throw Object.assign(new Error(problemsMessage(`Problems in ${path}:`, problems)), { problems });
      // Under `next dev` the guide is a module of its own: its components stay imports, for the bundler to resolve
      // (by absolute path); compile-guide.ts hands them to the page at render instead.
      const imports = file.data.moduleImports;
      if (imports && !file.data.renderCompile) (result as Root).children.unshift(esmNode(imports.code));
      // Client components come from their generated 'use client' module, which the bundler ships to the browser.
      const client = file.data.clientImports;
      if (client && !file.data.renderCompile && file.path)
        (result as Root).children.unshift(esmNode(clientImportCode(client, file.path)));
      return result;
    } catch (error) {
      return brokenGuide(locatedMessage(error, path));
    }
  };
}

/** The import statements of a guide's client components, from their generated modules, relative to the guide. */
function clientImportCode(client: readonly ClientImport[], guide: string): string {
  return client
    .map(({ name, file }) => {
      const path = relative(dirname(guide), join(process.cwd(), clientModuleOf(file)))
        .split(sep)
        .join('/');
      return `import ${name} from ${JSON.stringify(path.startsWith('../') ? path : `./${path}`)};`;
    })
    .join('\n');
}

/** Import statements as the ESM node MDX compiles (its estree parsed by acorn, as MDX's own are). */
function esmNode(code: string): RootContent {
  const estree = parseJs(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
  return { type: 'mdxjsEsm', value: code, data: { estree } } as RootContent;
}

declare module 'vfile' {
  interface DataMap {
    /** Set by compile-guide.ts: the page is compiled at render, which hands it the site's components itself. */
    renderCompile: boolean;
    /** Set by remarkGuide's parser when the guide did not parse: its tree is the module that throws the error. */
    guideBroken: boolean;
  }
}
