/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: see lib/node/esm-shims.mjs */
const { createRequire } = require('node:module');
const { join } = require('node:path');

// Packages resolve from the project: Next runs with the project root as its working directory.
const projectRequire = createRequire(join(process.cwd(), 'package.json'));

/**
 * An ES module package, loaded by Node's own `require` (Node 20.19 and later load ES modules that way); the call is
 * hidden from Turbopack, so the package is no module of the bundle.
 * @param {string} specifier
 */
module.exports = function loadEsm(specifier) {
  return projectRequire(/* turbopackIgnore: true */ specifier);
};
