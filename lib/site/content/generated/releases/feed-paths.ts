// Where the feeds of a release-notes page are and what they are, shared by the page's head links (route-data) and the
// feed files (outputs).

/** The doc id of the page the release-notes generator makes. */
export const RELEASE_NOTES_ID = 'release-notes';

export const RELEASE_FEEDS = [
  { kind: 'atom', file: 'atom.xml', type: 'application/atom+xml', title: 'Atom' },
  { kind: 'rss', file: 'rss.xml', type: 'application/rss+xml', title: 'RSS' },
] as const;

export type ReleaseFeedKind = (typeof RELEASE_FEEDS)[number]['kind'];

/** The site path of a feed of the release-notes page at `pageRoute`: '/release-notes/atom.xml'. */
export function releaseFeedPath(pageRoute: string, kind: ReleaseFeedKind): string {
  const feed = RELEASE_FEEDS.find((f) => f.kind === kind)!;
  return `${pageRoute === '/' ? '' : pageRoute}/${feed.file}`;
}

/** A page's head link to a feed: `<link rel="alternate" type=… title=… href=…>`. */
export interface FeedLink {
  type: string;
  title: string;
  /** Site path of the feed. */
  href: string;
}

/**
 * The feed links of a page: those of the release notes made by the generator in the version served at the root (the
 * only release notes with feeds), none for any other page.
 */
export function releaseFeedLinks(
  page: { id: string; route: string; generated?: unknown },
  isLast: boolean,
): FeedLink[] {
  if (!isLast || page.id !== RELEASE_NOTES_ID || !page.generated) return [];
  return RELEASE_FEEDS.map((f) => ({
    type: f.type,
    title: `RA.Aid release notes (${f.title})`,
    href: releaseFeedPath(page.route, f.kind),
  }));
}
