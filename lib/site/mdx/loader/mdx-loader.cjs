// The Turbopack loader of the guides under `next dev` (next.config.mjs, `turbopack.rules`): compiles a guide with
// MDX's own `compile` and the site's plugins. A guide that does not compile becomes a module that throws its error,
// located as `file:line:column`, when it is evaluated, instead of a failed module: Turbopack fails every route whose
// module graph holds a failed module, and the catch-all route imports every guide, so this way only the broken
// guide's page fails (the dev overlay shows the message). `next build` compiles guides at render instead
// (lib/site/mdx/compile-guide.ts).
/* eslint-disable @typescript-eslint/no-require-imports -- Turbopack runs loaders as CommonJS */
const { relative, resolve } = require('node:path');
const { pathToFileURL } = require('node:url');

/** A plugin given by module path (a loader's options must be serializable), imported once per path. */
const plugins = new Map();
function plugin(path) {
  if (!plugins.has(path))
    plugins.set(
      path,
      import(pathToFileURL(resolve(path)).href).then((m) => m.default),
    );
  return plugins.get(path);
}

/** `file:line:column: reason` of a compile error; MDX reports its place in `error.place` when it knows it. */
function located(error, file) {
  const start = error.place && ('start' in error.place ? error.place.start : error.place);
  const at = start && start.line ? `${start.line}:${start.column ?? 1}` : '1:1';
  return `${file}:${at}: ${error.reason ?? error.message}`;
}

module.exports = function guideLoader(source) {
  const callback = this.async();
  const { remarkPlugins = [], rehypePlugins = [], providerImportSource } = this.getOptions();
  const file = relative(this.rootContext || process.cwd(), this.resourcePath);
  Promise.all([import('@mdx-js/mdx'), Promise.all(remarkPlugins.map(plugin)), Promise.all(rehypePlugins.map(plugin))])
    .then(([{ compile }, remark, rehype]) =>
      compile(
        { value: source, path: this.resourcePath },
        {
          remarkPlugins: remark,
          rehypePlugins: rehype,
          providerImportSource,
          development: this.mode === 'development',
        },
      ).then(
        (compiled) => callback(null, String(compiled)),
        (error) =>
          callback(
            null,
            `throw new Error(${JSON.stringify(located(error, file))});\nexport default function Broken() { return null; }\n`,
          ),
      ),
    )
    .catch((error) => callback(error));
};
