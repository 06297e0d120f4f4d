// The last step of `npm run build` (scripts/build.mjs), on the staging folder: redirect pages, the paint-first output
// step, then the build stamp, written last so that a folder with a stamp is a finished build.
// Usage: node --import tsx scripts/finish-export.ts <folder>
import { writeStamp } from './build-stamp';
import { applyOutputSteps, stepsFromEnv } from './next-output/apply';
import { loadSiteConfig, writeRedirects } from '../lib/site/tasks';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: finish-export.ts <folder>');
  process.exit(2);
}
const config = await loadSiteConfig();
if (config.redirects.length) {
  try {
    const pages = writeRedirects(dir, config.redirects, {
      ...config,
      lang: config.i18n.localeConfigs[config.i18n.defaultLocale]?.htmlLang ?? config.i18n.defaultLocale,
    });
    console.log(`Wrote ${pages.length} redirect pages`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
// NEXT_OUTPUT_STEPS=none lets the benchmark measure the export without the output step.
const steps = stepsFromEnv(process.env.NEXT_OUTPUT_STEPS);
try {
  const applied = applyOutputSteps(dir, steps);
  console.log(`${applied.pages} pages rewritten by ${steps.join(', ') || 'no output step'}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
writeStamp(dir, process.env.BASE_URL || '/');
