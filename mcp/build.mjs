// Bundles the docs MCP server into one file that runs on Node alone (no tsx, no dependencies to install), the
// file the package's `bin` names: `node build.mjs` writes dist/cli.mjs; `--outdir <folder>` writes it elsewhere.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const here = fileURLToPath(new URL('.', import.meta.url));

await build({
  entryPoints: { cli: `${here}src/cli.ts` },
  outdir: values.outdir ?? `${here}dist`,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The bundled CommonJS packages (ajv, under the SDK) call require(); an ES module has none of its own.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  minify: true,
  legalComments: 'eof',
  logLevel: 'warning',
});
