// The last step of `npm run build` (scripts/build.mjs), on the build's staging folder before it replaces out/:
// writes the config's redirect pages (`redirects`), removes Next's duplicate RSC payloads, inlines each page's
// CSS and makes it load its scripts after its first paint, then writes the build stamp (`npm start` reads it), last, so a folder with a stamp is a finished build. It writes no
// compressed copies: the site server compresses on first request, as static hosts do
// (scripts/server/compressed-copies.ts).
// Usage: node --import tsx scripts/finish-export.ts <folder>
import { writeStamp } from './build-stamp';
import { inlineStylesheets, stylesheetReader } from './build-steps/inline-css';
import { paintFirst } from './build-steps/paint-first';
import { rewriteHtmlFiles } from './build-steps/rewrite-html';
import { payloadFromFile } from './build-steps/payload-file';
import { removeDuplicateFullPayloads } from './build-steps/full-payloads';
import { inlineOutlinedBoundaries } from './build-steps/inline-boundaries';
import { getSiteConfig } from '../lib/config/load';
import { writeRedirects } from '../lib/redirects';

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
// Next writes each page's RSC payload twice ({route}.txt and {route}/__next._full.txt); its client only
// requests the first in a static export, so the identical second copy goes (a third of the RSC bytes).
const duplicates = removeDuplicateFullPayloads(dir);
console.log(`Removed ${duplicates.length} duplicate RSC payloads (__next._full.txt)`);
// Each page has its Suspense boundaries in place (scripts/build-steps/inline-boundaries.ts), carries the site's
// CSS inline (scripts/build-steps/inline-css.ts), loads its RSC payload from its route's .txt file rather than
// inline (scripts/build-steps/payload-file.ts) and its JavaScript once its static HTML has painted
// (scripts/build-steps/paint-first.ts), in one pass over the pages.
const readCss = stylesheetReader(dir);
let payloadsMoved = 0;
let stylesheetsDeferred = 0;
const rewritten = rewriteHtmlFiles(dir, (html, file) => {
  let whole: string;
  try {
    whole = inlineOutlinedBoundaries(html);
  } catch (error) {
    console.error(`${file}: ${(error as Error).message}`);
    process.exit(1);
  }
  const styled = inlineStylesheets(whole, readCss);
  stylesheetsDeferred += styled.deferred;
  const page = styled.html;
  const fromFile = payloadFromFile(dir, file, page, config.baseUrl);
  const loaded = fromFile ? paintFirst(fromFile.html, fromFile.url) : null;
  // Only a page that gets the loader can leave its payload out (one without scripts keeps it as it was).
  if (!loaded?.chunks) return paintFirst(page).html;
  payloadsMoved += 1;
  return loaded.html;
});
console.log(
  `${rewritten} pages have their boundaries in place, carry their CSS inline and load their scripts after the first paint; ${payloadsMoved} load their RSC payload from its file; ${stylesheetsDeferred} stylesheets that a page does not use load after its paint`,
);
writeStamp(dir, process.env.BASE_URL || '/');
