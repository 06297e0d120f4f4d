import { Feed } from 'feed';
import type { SiteConfig } from '../../config/schema';
import { readDataFile } from '../../content/generated/data-file';
import { htmlLangOf } from '../../../shared/locales';
import { inlineHtml, inlinePlain } from '../../content/generated/inline-text';
import {
  RELEASE_FEEDS,
  RELEASE_NOTES_ID,
  releaseFeedPath,
  type ReleaseFeedKind,
} from '../../content/generated/releases/feed-paths';
import {
  RELEASES_DATA,
  UNRELEASED_ANCHOR,
  releaseAnchor,
  releaseLink,
  unreleasedLink,
  unreleasedTitle,
} from '../../content/generated/releases/release-notes';
import { releasesFileSchema, type ReleasesFile } from '../../content/generated/releases/schema';
import { getSite, type Site } from '../../source/site';
import { absoluteFileUrl, absoluteUrl } from '../../../shared/paths';

/** The release-notes page a feed describes. */
export interface FeedPage {
  route: string;
  title: string;
  description?: string;
}

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** An entry's content: its changes as a list, then the link to the release on GitHub. */
function entryHtml(changes: readonly string[], link: string | undefined, linkText: string): string {
  const items = changes.map((c) => `<li>${inlineHtml(c)}</li>`).join('');
  return `<ul>${items}</ul>${link ? `<p><a href="${link}">${linkText}</a></p>` : ''}`;
}

/** The feed of a release-notes page: one entry per release (and the unreleased one, if any), newest first. */
export function releaseFeed(config: SiteConfig, page: FeedPage, data: ReleasesFile): Feed {
  const pageUrl = absoluteUrl(config, page.route);
  const newest = data.unreleased?.date ?? data.releases[0].date;
  const feed = new Feed({
    id: pageUrl,
    link: pageUrl,
    title: `${page.title} | ${config.title}`,
    description: page.description,
    language: htmlLangOf(config.i18n),
    updated: dateOf(newest),
    copyright: config.themeConfig.footer.copyright,
    author: { name: 'RA.Aid', link: data.repository },
    ...(config.favicon ? { favicon: absoluteFileUrl(config, config.favicon) } : {}),
    feedLinks: {
      atom: absoluteFileUrl(config, releaseFeedPath(page.route, 'atom')),
      rss: absoluteFileUrl(config, releaseFeedPath(page.route, 'rss')),
    },
  });
  if (data.unreleased) {
    const u = data.unreleased;
    const link = `${pageUrl}#${UNRELEASED_ANCHOR}`;
    feed.addItem({
      title: `RA.Aid ${unreleasedTitle(u)}`,
      id: link,
      link,
      date: dateOf(u.date),
      description: u.changes.map(inlinePlain).join(' '),
      content: entryHtml(u.changes, unreleasedLink(data, u), `Compare with ${u.since} on GitHub`),
    });
  }
  for (const release of data.releases) {
    const link = `${pageUrl}#${releaseAnchor(release.version)}`;
    feed.addItem({
      title: `RA.Aid ${release.version}`,
      id: link,
      link,
      date: dateOf(release.date),
      description: release.changes.map(inlinePlain).join(' '),
      content: entryHtml(release.changes, releaseLink(data, release), `Tag ${release.tag} on GitHub`),
    });
  }
  return feed;
}

/** The Atom or RSS file of the release notes of the version served at the root, or null when it has none. */
export function latestReleaseFeedXml(site: Site, kind: ReleaseFeedKind): string | null {
  const page = site.latest.source.byId.get(RELEASE_NOTES_ID);
  const dataFile = page?.kind === 'doc' ? page.generated?.sources.find((s) => s.endsWith(RELEASES_DATA)) : undefined;
  if (!page || !dataFile) return null;
  const { data } = readDataFile(process.cwd(), dataFile, releasesFileSchema);
  const feed = releaseFeed(site.config, page, data);
  return kind === 'atom' ? feed.atom1() : feed.rss2();
}

/** The response of a feed's route handler: the feed of the root version's release notes, or 404 when it has none. */
export async function releaseFeedResponse(kind: ReleaseFeedKind): Promise<Response> {
  const xml = latestReleaseFeedXml(await getSite(), kind);
  if (!xml) return new Response('Not found', { status: 404 });
  const type = RELEASE_FEEDS.find((f) => f.kind === kind)!.type;
  return new Response(xml, { headers: { 'Content-Type': `${type}; charset=utf-8` } });
}
