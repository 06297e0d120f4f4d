// @next/mdx's loader, with one change: a guide that does not compile becomes a module that throws its error when it
// is evaluated, instead of a failed module. Turbopack fails every route whose module graph holds a failed module, and
// the catch-all route imports every guide; this way only the broken guide's page fails (in `next dev` the overlay
// shows the message, which names file:line:column; `next build` fails on prerendering that page).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Turbopack runs loaders as CommonJS
const nextMdxLoader = require('@next/mdx/mdx-js-loader');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const { relative } = require('node:path');

module.exports = function guideLoader(...args) {
  const callback = this.async();
  const resource = this.resourcePath;
  const root = this.rootContext || process.cwd();
  const context = new Proxy(this, {
    get(target, prop, receiver) {
      if (prop === 'async') {
        return () =>
          (error, ...rest) => {
            if (!error) return callback(null, ...rest);
            const place = /^(?:[^:]*:)?(\d+):(\d+)/.exec(String(error.message).replace(/^.*?\.mdx:/, ''));
            const file = relative(root, resource);
            const message = `${file}:${place ? `${place[1]}:${place[2]}` : '1:1'}: ${String(error.message).replace(/^.*?\.mdx:(?:\d+:\d+(?:-\d+:\d+)?: )?/, '')}`;
            callback(
              null,
              `throw new Error(${JSON.stringify(message)});\nexport default function Broken() { return null; }\n`,
            );
          };
      }
      return Reflect.get(target, prop, receiver);
    },
  });
  return nextMdxLoader.apply(context, args);
};
