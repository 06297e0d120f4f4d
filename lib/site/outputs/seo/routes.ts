/** The pages of every docs version, as the crawler files need them. */
export interface VersionPages {
  source: { pages: readonly { route: string; unlisted?: boolean }[] };
}

/** Every page route of every docs version, once each, in version order. */
export function pageRoutes(versions: readonly VersionPages[]): string[] {
  return [...new Set(versions.flatMap((v) => v.source.pages.map((p) => p.route)))];
}
