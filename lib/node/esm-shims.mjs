// @ts-check
// The server code's build-time ES module packages (unified, remark, MDX, Shiki, Redocly) as Turbopack sees them: each
// import of one resolves (next.config.mjs, turbopack.resolveAlias) to a small CommonJS module, written here, that
// has Node load the package with `require` (./load-esm.cjs).
//
// Why: these packages stay out of the server bundle (less build time and memory). Imported as they are, an ES module
// kept outside the bundle is one that Turbopack loads with `import()`, which makes it an async module, and one async
// module anywhere in the app, server code included, puts Turbopack's async-module code into the browser runtime
// that every page loads: 0.45 KiB of gzipped JavaScript that no page runs. Through a CommonJS module they are plain
// synchronous dependencies. Only Turbopack's build sees the aliases: Vitest, the scripts and the MDX loader of
// `next dev` import the packages themselves.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every ES module package (or subpath) that code in the Next.js build imports at run time, as it is imported. */
export const BUILD_ESM_PACKAGES = [
  'unified',
  'remark-parse',
  'remark-gfm',
  'remark-mdx',
  'remark-directive',
  'remark-stringify',
  'vfile',
  'unist-util-visit',
  'mdast-util-to-string',
  'github-slugger',
  '@mdx-js/mdx',
  'shiki',
  '@shikijs/rehype',
  '@shikijs/transformers',
  '@redocly/openapi-core',
  'next-mdx-remote/rsc',
];

export const ESM_SHIM_DIR = join('lib', 'node', 'generated');

/**
 * The shim module's file name and text for one package.
 * @param {string} specifier
 */
export function esmShim(specifier) {
  const file = `${specifier.replace(/^@/, '').replace(/\//g, '__')}.cjs`;
  const text = [
    '// Written by next.config.mjs (lib/node/esm-shims.mjs): the package, loaded by Node, for Turbopack.',
    `module.exports = require('../load-esm.cjs')(${JSON.stringify(specifier)});`,
    '',
  ].join('\n');
  return { file, text };
}

/**
 * Writes the shims (a file is rewritten only when its text changes) and returns the aliases for
 * `turbopack.resolveAlias`: each package to its shim, as a path relative to the project root.
 * @param {string} projectRoot
 * @param {readonly string[]} [packages]
 * @returns {Record<string, string>}
 */
export function writeEsmShims(projectRoot, packages = BUILD_ESM_PACKAGES) {
  const dir = join(projectRoot, ESM_SHIM_DIR);
  mkdirSync(dir, { recursive: true });
  /** @type {Record<string, string>} */
  const aliases = {};
  for (const specifier of packages) {
    const { file, text } = esmShim(specifier);
    const path = join(dir, file);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
    aliases[specifier] = `./${relative(projectRoot, path).split(sep).join('/')}`;
  }
  return aliases;
}
