/**
 * The contextual-search tag of a docs version (behaviours §4.7.8), named in one place for records and queries alike.
 */
export function docsTag(version = 'current'): string {
  return `docs-default-${version}`;
}

/** Tags a query accepts: the site-wide `default` tag plus the tag of the version being read. */
export function searchTags(version = 'current'): string[] {
  return ['default', docsTag(version)];
}

/** Facet filters of contextual search: language AND (any of the tags), then the configured extras. */
export function contextualFacetFilters(
  language: string,
  tags: string[],
  extra: (string | string[])[] = [],
): (string | string[])[] {
  return [`language:${language}`, tags.map((t) => `docusaurus_tag:${t}`), ...extra];
}
