/**
 * Build-time libraries that must never reach the browser, each recognised by a string that survives minification;
 * `leaks.test.ts` checks each signature against the installed package file named here.
 */
export interface LeakSignature {
  /** What leaked, for the test message. */
  name: string;
  /** A file of the installed package that contains the signature (relative to node_modules/). */
  sample: string;
  pattern: RegExp;
}

export const BUILD_TIME_SIGNATURES: readonly LeakSignature[] = [
  { name: 'a Shiki grammar', sample: '@shikijs/langs/dist/python.mjs', pattern: /scopeName\\?"\s*:\s*\\?"source\./ },
  {
    name: 'the Shiki Oniguruma engine',
    sample: '@shikijs/engine-oniguruma/dist/index.mjs',
    pattern: /Must invoke loadWasm first/,
  },
  { name: 'the MDX compiler', sample: '@mdx-js/mdx/lib/core.js', pattern: /Unexpected `format: 'detect'`/ },
  { name: 'the MDX compiler (its node types)', sample: '@mdx-js/mdx/lib/node-types.js', pattern: /mdxjsEsm/ },
  { name: 'unified (the remark pipeline)', sample: 'unified/lib/index.js', pattern: /without `parser`/ },
  {
    name: 'a YAML parser (js-yaml, used by gray-matter and Redocly)',
    sample: 'js-yaml/lib/exception.js',
    pattern: /YAMLException/,
  },
  {
    name: 'the OpenAPI tooling (@redocly/openapi-core)',
    sample: '@redocly/openapi-core/lib/types/redocly-yaml.js',
    pattern: /no-server-example\.com/,
  },
  {
    // Generator code only: the site's samples never send multipart forms, so no sample text contains it.
    name: 'the code sample generator (@scalar/snippetz)',
    sample: '@scalar/snippetz/dist/plugins/rust/reqwest/reqwest.js',
    pattern: /reqwest::multipart::Form::new\(\)/,
  },
];

/** Names of the build-time libraries whose signature occurs in a client chunk's text. */
export function findLeaks(chunk: string, signatures: readonly LeakSignature[] = BUILD_TIME_SIGNATURES): string[] {
  return signatures.filter((s) => s.pattern.test(chunk)).map((s) => s.name);
}

/** The search UI's code (react-instantsearch), which must load only once search is used. */
export const SEARCH_UI_SIGNATURE: LeakSignature = {
  name: 'the search UI (react-instantsearch)',
  sample: 'react-instantsearch-core/dist/es/lib/useInstantSearchApi.js',
  pattern: /react-instantsearch \(/,
};
