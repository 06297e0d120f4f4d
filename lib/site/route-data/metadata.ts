import type { Metadata } from 'next';
import type { SiteConfig } from '../config/schema';
import { absoluteFileUrl, absoluteUrl } from '../../shared/paths';
import { htmlLangOf } from '../../shared/locales';
import type { FeedLink } from '../content/generated/releases/feed-paths';

/** "Page | Site title"; an empty page title gives just the site title. */
export function formatTitle(pageTitle: string | undefined, siteTitle: string): string {
  const t = pageTitle?.trim();
  return t ? `${t} | ${siteTitle}` : siteTitle;
}

export interface PageMetaInput {
  route: string;
  title?: string;
  description?: string;
  /** Front-matter image: wins over the card. */
  image?: string;
  /** The page's social card (site path); used when there is no front-matter image. */
  card?: string;
  keywords?: string[];
  /** The route search engines should index instead of this one (a noIndex version's page in the latest version). */
  canonicalRoute?: string;
  /** Ask search engines not to index the page (its version's `noIndex`). */
  noIndex?: boolean;
  /** An unlisted guide: neither indexed nor followed, as Docusaurus marks it. */
  unlisted?: boolean;
  /** Site path of the page's Markdown twin ('/quickstart/installation.md'): a `text/markdown` alternate link. */
  markdown?: string;
  /** Feeds of the page (the release notes' Atom and RSS files): an alternate link each. */
  feeds?: readonly FeedLink[];
}

/** og:locale form of an html lang: the first '-' becomes '_' ("en-US" → "en_US"). */
export function ogLocale(htmlLang: string): string {
  return htmlLang.replace('-', '_');
}

/** Absolute URL of a page image (og:image, twitter:image); `themeConfig.image` when the page has none. */
export function siteImageUrl(config: SiteConfig, imagePath?: string): string | undefined {
  const path = imagePath ?? config.themeConfig.image;
  return path ? absoluteFileUrl(config, path) : undefined;
}

/** The head tags of a page: title, description, canonical, hreflang alternates, Open Graph and Twitter. */
export function pageMetadata(config: SiteConfig, input: PageMetaInput): Metadata {
  const title = formatTitle(input.title, config.title);
  const url = absoluteUrl(config, input.route);
  const { defaultLocale, locales } = config.i18n;
  const languages: Record<string, string> = {};
  for (const locale of locales) {
    const lang = htmlLangOf(config.i18n, locale);
    const localeBase = locale === defaultLocale ? config.baseUrl : `${config.baseUrl}${locale}/`;
    languages[lang] = absoluteUrl({ ...config, baseUrl: localeBase }, input.route);
  }
  languages['x-default'] = url;
  const image = siteImageUrl(config, input.image ?? input.card);
  const htmlLang = htmlLangOf(config.i18n);
  const types: Record<string, string | { url: string; title: string }[]> = {};
  if (input.markdown) types['text/markdown'] = absoluteFileUrl(config, input.markdown);
  for (const feed of input.feeds ?? [])
    types[feed.type] = [{ url: absoluteFileUrl(config, feed.href), title: feed.title }];
  const other: Record<string, string> = {};
  for (const m of config.themeConfig.metadata) if (m.name) other[m.name] = m.content;
  return {
    title: { absolute: title },
    description: input.description,
    keywords: input.keywords,
    ...(config.noIndex || input.unlisted
      ? { robots: { index: false, follow: false } }
      : input.noIndex
        ? { robots: { index: false, follow: true } }
        : {}),
    alternates: {
      canonical: input.canonicalRoute ? absoluteUrl(config, input.canonicalRoute) : url,
      languages,
      ...(Object.keys(types).length ? { types } : {}),
    },
    openGraph: {
      title,
      description: input.description,
      url,
      siteName: config.title,
      locale: ogLocale(htmlLang),
      type: 'website',
      ...(image ? { images: [{ url: image }] } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: input.description,
      ...(image ? { images: [image] } : {}),
    },
    other,
  };
}
