import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The root of a Docusaurus site moved in as it is (`DOCUSAURUS_SITE`, the folder of its docusaurus.config.*), or
 * undefined: its static/ folder is served, `@site/…` names files under it and its components compile into pages.
 */
export function docusaurusSite(): string | undefined {
  return process.env.DOCUSAURUS_SITE ? resolve(process.env.DOCUSAURUS_SITE) : undefined;
}

/** What `@site/` names in an import or an image: the Docusaurus site's root, else the project root. */
export function siteAlias(): string {
  return docusaurusSite() ?? process.cwd();
}

/** The site's static/ folder (served at the site root beside public/), when it has one. */
export function siteStaticDir(): string | undefined {
  const site = docusaurusSite();
  const dir = site && join(site, 'static');
  return dir && existsSync(dir) ? dir : undefined;
}
