// The last step of `npm run build` (scripts/build.mjs), on the build's staging folder before it replaces out/:
// moves the Markdown twins next to their pages, writes the config's redirect pages (`redirects`), writes the .br/.gz siblings the site server sends to clients
// that accept them, then writes the build stamp (`npm start` reads it), last, so a folder with a stamp is a
// finished build.
// Usage: node --import tsx scripts/finish-export.ts <folder>
import { writeStamp } from './build-stamp';
import { placeMarkdown } from './place-markdown';
import { precompress } from '../lib/compress/precompress';
import { getSiteConfig } from '../lib/config/load';
import { writeRedirects } from '../lib/redirects';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: finish-export.ts <folder>');
  process.exit(2);
}
const moved = placeMarkdown(dir);
console.log(`Placed ${moved.length} Markdown files next to their pages`);
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
const started = Date.now();
const compressed = precompress(dir, 256, 6);
console.log(`Wrote .br and .gz copies of ${compressed} files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
writeStamp(dir, process.env.BASE_URL || '/');
