// npm run bench, part `api-scale`: one docs version whose OpenAPI file is a large synthetic document, built cold from
// a docs root of its own (DOCS_ROOT), to see how the build and the API pages grow with the number of operations.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { coldBuild } from './build';
import type { ApiScaleResult } from './lib/results';
import { syntheticOpenapi } from './lib/synthetic-openapi';

const intro = (title: string) => `---\ntitle: ${title}\ndescription: ${title}.\nslug: /\n---\n\nThe API reference.\n`;

/** Writes a docs root whose one older version ("big") carries the synthetic document as its OpenAPI file. */
function writeRoot(root: string, operations: number): void {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, 'content'), { recursive: true });
  writeFileSync(join(root, 'content', 'intro.mdx'), intro('Synthetic docs'));
  writeFileSync(join(root, 'versions.json'), JSON.stringify(['big']));
  mkdirSync(join(root, 'versioned_docs', 'version-big'), { recursive: true });
  writeFileSync(join(root, 'versioned_docs', 'version-big', 'intro.mdx'), intro('Synthetic API docs'));
  mkdirSync(join(root, 'openapi', 'version-big'), { recursive: true });
  // JSON is YAML: the loader reads either.
  writeFileSync(
    join(root, 'openapi', 'version-big', 'ra-aid.openapi.yaml'),
    JSON.stringify(syntheticOpenapi(operations)),
  );
}

type PageSize = { page: string; bytes: number };

/** The size of out/, and of each API page and each nested-fields page (every part), smallest first. */
function sizes(dir: string): { bytes: number; apiHtml: PageSize[]; nestedHtml: PageSize[] } {
  let bytes = 0;
  const apiHtml: PageSize[] = [];
  const nestedHtml: PageSize[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const size = statSync(join(e.parentPath, e.name)).size;
    bytes += size;
    if (!e.name.endsWith('.html')) continue;
    const page = { page: e.name.slice(0, -'.html'.length), bytes: size };
    if (e.parentPath === join(dir, 'big', 'api')) apiHtml.push(page);
    // Every part: the first beside the operations' slugs, the others in a folder named by the slug.
    const nested = join(dir, 'nested-fields', 'big', 'api');
    if (e.parentPath === nested || dirname(e.parentPath) === nested) nestedHtml.push(page);
  }
  const bySize = (a: PageSize, b: PageSize) => a.bytes - b.bytes;
  return { bytes, apiHtml: apiHtml.sort(bySize), nestedHtml: nestedHtml.sort(bySize) };
}

export async function runApiScale(operations = 1000): Promise<ApiScaleResult> {
  const root = join(process.cwd(), 'bench/tmp/api-scale');
  const stash = 'bench/tmp/out-main';
  rmSync(stash, { recursive: true, force: true });
  if (existsSync('out')) renameSync('out', stash);
  try {
    writeRoot(root, operations);
    console.log(`api-scale: building ${operations} synthetic operations…`);
    const build = await coldBuild({ DOCS_ROOT: root, SITE_CONFIG_VARIANT: 'versioned', BASE_URL: '/' });
    if (!build.ok) throw new Error(`The ${operations}-operation build failed`);
    rmSync(join(root, 'out'), { recursive: true, force: true });
    renameSync('out', join(root, 'out'));
    const { bytes, apiHtml, nestedHtml } = sizes(join(root, 'out'));
    const result: ApiScaleResult = {
      operations,
      build,
      outBytes: bytes,
      apiPages: apiHtml.length,
      apiHtmlMedianBytes: apiHtml[Math.floor(apiHtml.length / 2)]?.bytes ?? 0,
      apiHtmlMaxBytes: apiHtml.at(-1)?.bytes ?? 0,
      apiHtmlLargest: apiHtml.slice(-3).reverse(),
      nestedFieldsPages: nestedHtml.length,
      nestedFieldsHtmlMaxBytes: nestedHtml.at(-1)?.bytes ?? 0,
    };
    console.log(
      `api-scale ${operations}: ${(build.wallMs / 1000).toFixed(1)} s, ${(build.peakRssBytes / 2 ** 20).toFixed(0)} MiB, out/ ${(bytes / 2 ** 20).toFixed(0)} MiB, largest API page ${(result.apiHtmlMaxBytes / 1024).toFixed(0)} KB`,
    );
    return result;
  } finally {
    rmSync('out', { recursive: true, force: true });
    if (existsSync(stash)) renameSync(stash, 'out');
  }
}
