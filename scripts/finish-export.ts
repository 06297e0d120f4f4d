// The last step of `npm run build` (scripts/build.mjs), on the build's staging folder before it replaces out/:
// writes the config's redirect pages (`redirects`), inlines each page's CSS and makes it load its scripts after its
// first paint, then writes the build stamp (`npm start` reads it), last, so a folder with a stamp is a finished build. It writes no
// compressed copies: the site server compresses on first request, as static hosts do
// (scripts/server/compressed-copies.ts).
// Usage: node --import tsx scripts/finish-export.ts <folder>
import { writeStamp } from './build-stamp';
import { applyOutputSteps, stepsFromEnv } from './next-output/apply';
import { getSiteConfig } from '../lib/build/config/load';
import { writeRedirects } from '../lib/build/outputs/redirects';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: finish-export.ts <folder>');
  process.exit(2);
}
const config = getSiteConfig();
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
// Each page loads its JavaScript once its static HTML has painted (scripts/next-output/paint-first.ts), in one pass
// over the pages. NEXT_OUTPUT_STEPS=none (for the benchmark) leaves the step out.
const steps = stepsFromEnv(process.env.NEXT_OUTPUT_STEPS);
const applied = applyOutputSteps(dir, steps);
console.log(`${applied.pages} pages rewritten by ${steps.join(', ') || 'no output step'}`);
writeStamp(dir, process.env.BASE_URL || '/');
