import type { SiteConfig } from '../config/schema';

/** The docs version a page is rendered under: its name ('current') and search tag ('docs-default-current'). */
export interface DocsVersionTag {
  name?: string;
  tag: string;
}

/** The locale and version meta tags DocSearch's crawler reads (behaviours §2.8.11). */
export function searchMetaTags(config: SiteConfig, docs?: DocsVersionTag): Record<string, string> {
  const locale = config.i18n.defaultLocale;
  const tag = docs?.tag ?? 'default';
  return {
    docusaurus_locale: locale,
    'docsearch:language': locale,
    docusaurus_tag: tag,
    'docsearch:docusaurus_tag': tag,
    ...(docs?.name ? { docusaurus_version: docs.name, 'docsearch:version': docs.name } : {}),
  };
}
