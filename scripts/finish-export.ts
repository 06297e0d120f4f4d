// The last step of `npm run build` (scripts/build.mjs), on the staging folder: the completeness check, the Markdown
// twins and the site's files moved to their addresses, redirect pages, the paint-first output step, then the build stamp, written last so
// that a folder with a stamp is a finished build.
// Usage: node --import tsx scripts/finish-export.ts <folder> <prerender-manifest.json> [<build-work.json>]
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeStamp } from './build-stamp';
import { moveFilesInto } from './build-steps/move-files.mjs';
import { missingRoutes } from './next-output/missing-routes.mjs';
import { applyOutputSteps, stepsFromEnv } from './next-output/apply';
import { apiPageSizes } from './build-steps/api-page-sizes';
import { readWork } from './build-steps/heap.mjs';
import { loadSiteConfig, writeRedirects } from '../lib/site/tasks';

const [dir, manifest, workFile] = process.argv.slice(2);
if (!dir || !manifest) {
  console.error('Usage: finish-export.ts <folder> <prerender-manifest.json> [<build-work.json>]');
  process.exit(2);
}
async function finish(dir: string, manifest: string): Promise<void> {
  const missing = missingRoutes(dir, manifest);
  if (missing.length) {
    const list = `${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ` and ${missing.length - 10} more` : ''}`;
    throw new Error(`The build rendered these routes but the export has no file for them: ${list}`);
  }
  // Rendered under /markdown-export/ (app/markdown-export/[...path]/route.ts), served at /{path}.md.
  console.log(`Moved ${moveFilesInto(join(dir, 'markdown-export'), dir)} Markdown twins to their addresses`);
  moveSiteFiles(dir);
  const config = await loadSiteConfig();
  if (config.redirects.length) {
    const pages = writeRedirects(dir, config.redirects, {
      ...config,
      lang: config.i18n.localeConfigs[config.i18n.defaultLocale]?.htmlLang ?? config.i18n.defaultLocale,
    });
    console.log(`Wrote ${pages.length} redirect pages`);
  }
  // NEXT_OUTPUT_STEPS=none lets the benchmark measure the export without the output step.
  const steps = stepsFromEnv(process.env.NEXT_OUTPUT_STEPS);
  const applied = applyOutputSteps(dir, steps);
  console.log(`${applied.pages} pages rewritten by ${steps.join(', ') || 'no output step'}`);
  checkApiPageSizes(dir);
  writeStamp(dir, process.env.BASE_URL || '/');
}

/**
 * Rendered under /site-files/ (app/site-files/[...path]/route.ts): a Docusaurus site's static/ folder (DOCUSAURUS_SITE)
 * goes to the root, as public/ does, and the images guides name by their file (./img.png) to /assets/images/. A static/
 * file at a path the site itself writes (robots.txt, a page) leaves the site's own in place, with a warning.
 */
function moveSiteFiles(dir: string): void {
  const from = join(dir, 'site-files');
  const keep = (kept: string[]) =>
    console.warn(
      `warning  ${process.env.DOCUSAURUS_SITE}/static/ has files the site writes itself: ${kept.join(', ')}`,
    );
  const statics = moveFilesInto(join(from, 'static'), dir, keep);
  if (statics) console.log(`Moved ${statics} files of ${process.env.DOCUSAURUS_SITE}/static/ into the site`);
  const images = moveFilesInto(join(from, 'assets'), join(dir, 'assets', 'images'));
  if (images) console.log(`Moved ${images} images guides name by their file to /assets/images/`);
  rmSync(from, { recursive: true, force: true });
}

/** API pages over the size target are warned about, over the limit stop the build (./build-steps/api-page-sizes.ts). */
function checkApiPageSizes(dir: string): void {
  const work = workFile ? readWork(workFile) : undefined;
  if (!work) return;
  const { errors, warnings } = apiPageSizes(dir, work);
  for (const w of warnings) console.warn(`warning  ${w}`);
  if (errors.length) throw new Error(`API pages over the size limit:\n${errors.map((e) => `  ${e}`).join('\n')}`);
}

try {
  await finish(dir, manifest);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
