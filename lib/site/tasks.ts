// The door from scripts/, the MCP server's test fixture and the tests to the build-time code. Importing it loads no
// 'server-only' module and no heavy output, so plain tsx and Vitest can import it: what is server-only, heavy or reads
// site.config.mjs on import comes as a function that imports it when called (run those under
// `node --conditions=react-server`, as the build's steps are).
import type { MDXComponents } from 'mdx/types';
import type { LoadApiOptions } from './openapi/load';
import type { SiteLinks } from './openapi/rendered-text';
import type { UploadOptions } from './outputs/search/upload';

export { configPathPosition } from './config/locate';
export { ConfigError, validateSiteConfig } from './config/schema';
export { assertSupportedRouter, HASH_ROUTER_UNSUPPORTED } from './config/router.mjs';
export { configSyntaxProblem, problemsOf } from './validation/build-problems';
export { count } from './content/errors';
export { cliFactsFile, formatDefault, readCliFacts } from './content/facts/cli';
export { runGenerators } from './content/folder';
export { fileGenerators } from './content/generated';
export { readReferenceText } from './content/generated/reference/text';
export { codeColoursCss, codeColoursModule, loadCodePalettes } from './mdx/code-colours';
export { CODE_PALETTES } from './mdx/code-colours.generated';
export { buildApiDocument } from './openapi/reader/document';
export { withLazyFolds } from './openapi/lazy-folds';
export { foldsOfPart } from './openapi/fold-parts';
export { pageSchemas, schemaView } from './openapi/schema-view';
export { shownSchema } from './openapi/shown-schema';
export { buildWork, operationCount, type BuildWork } from './source/build-work';
export { OPENAPI_FILE } from './openapi/paths';
export { serverRoutesFile } from './openapi/server-routes';
export { cutVersion, readVersionNames, snapshotDir, snapshotOpenapiFile } from './source/version-files';
export { pageRoutes } from './outputs/seo/routes';
export { redirectIssues, writeRedirects } from './outputs/redirects';
export { indexScopeFiles, indexVersions, searchSettings } from './outputs/search/settings';
export { addIndexInfo, addScopeFiles, buildIndexFiles } from './outputs/search/shard-build';
export {
  buildLocalIndex,
  createFileClient,
  measureQueries,
  readIndexDir,
  recordsFromIndex,
} from './outputs/search/index-files';
/** The site as the pages see it: getSite(), findPage(), siteWarnings() (./source: server-only, so loaded on call). */
export const importSite = () => import('./source');

/**
 * Makes the site's search index into the build's store (./outputs/search/site-index.ts), so `next build` reads its
 * files rather than making it while it renders. Returns how many files it has.
 */
export async function makeSearchIndex(): Promise<number> {
  const { getSiteIndexFiles } = await import('./outputs/search/site-index');
  return (await getSiteIndexFiles()).paths.length;
}

/** The validated site config (./config/load.ts, which imports site.config.mjs). */
export async function loadSiteConfig() {
  const { getSiteConfig } = await import('./config/load');
  return getSiteConfig();
}

/** One OpenAPI file through the content check's loader (./openapi/load.ts, which loads Redocly and swagger2openapi). */
export async function loadOpenApiFile(options: LoadApiOptions) {
  const { loadApiDocument } = await import('./openapi/load');
  return loadApiDocument(options);
}

/** Markdown descriptions rendered as an API page's view renders them (./openapi/rendered-text.ts loads MDX and Shiki). */
export async function renderDescriptions(texts: readonly string[], links: SiteLinks) {
  const { renderText, textToRender } = await import('./openapi/rendered-text');
  const text = textToRender();
  for (const t of texts) text.markdown.add(t);
  return renderText(text, links);
}

/** Every operation page of an API document built as a model and Markdown twin, measured (./outputs/markdown/api-size.ts). */
export async function measureApiOperations(doc: Awaited<ReturnType<typeof loadOpenApiFile>>) {
  const { measureOperations } = await import('./outputs/markdown/api-size');
  return measureOperations(doc);
}

/** Pushes search records to Algolia (./outputs/search/upload.ts, which loads the Algolia client). */
export async function uploadRecords(options: UploadOptions): Promise<{ objects: number }> {
  const upload = await import('./outputs/search/upload');
  return upload.uploadRecords(options);
}

/** A guide compiled as `next build` compiles it (./mdx/compile-guide.ts: MDX and Shiki, server-only). */
export async function compileGuideText(text: string, path: string, components: MDXComponents) {
  const compile = await import('./mdx/compile-guide');
  return compile.compileGuideText(text, path, components);
}
