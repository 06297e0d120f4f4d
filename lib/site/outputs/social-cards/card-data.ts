import 'server-only';
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { innermostCategory } from '../../page-tree/navigate';
import { findPage, type Site } from '../../source/index';
import { pageRoutes } from '../seo/routes';
import { cardSlug } from '../../../shared/paths/outputs';
import { themeTokens } from './cards';

/** Colours of the card: the dark theme's tokens of app/globals.css. */
export interface CardColors {
  bg: string;
  text: string;
  muted: string;
  border: string;
  primary: string;
}

/** What one page's card shows. */
export interface CardContent {
  siteTitle: string;
  /** Host of the production site ('docs.ra-aid.ai'). */
  host: string;
  title: string;
  /** Label of the sidebar category holding the page. */
  category?: string;
  /** Label of an older docs version; none for the current docs. */
  version?: string;
  /** The navbar logo for dark mode as a data URL. */
  logo?: string;
  colors: CardColors;
}

/** Route params of the card route: one card per page of every docs version. */
export function cardParams(site: Pick<Site, 'versions'>): { slug: string[] }[] {
  return pageRoutes(site.versions).map((route) => ({ slug: cardSlug(route) }));
}

// Read once per process: every card of a build uses the same colours and logo.
let colors: CardColors | undefined;
const logos = new Map<string, string | undefined>();

function cardColors(): CardColors {
  colors ??= readCardColors();
  return colors;
}

function readCardColors(): CardColors {
  const t = themeTokens(readFileSync(join(process.cwd(), 'app/globals.css'), 'utf8'), 'dark');
  const pick = (name: string) => {
    const value = t[name];
    if (!value) throw new Error(`app/globals.css: the dark theme has no --${name} (social cards use it)`);
    return value;
  };
  return {
    bg: pick('bg'),
    text: pick('text'),
    muted: pick('text-muted'),
    border: pick('border'),
    primary: pick('primary'),
  };
}

const LOGO_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

function logoDataUrl(site: Site): string | undefined {
  const logo = site.config.themeConfig.navbar.logo;
  const src = logo?.srcDark ?? logo?.src;
  if (!src) return undefined;
  if (!logos.has(src)) logos.set(src, readLogo(src));
  return logos.get(src);
}

function readLogo(src: string): string | undefined {
  if (/^([a-z]+:|\/\/)/i.test(src)) return undefined;
  const type = LOGO_TYPES[extname(src).toLowerCase()];
  if (!type) return undefined;
  const data = readFileSync(join(process.cwd(), 'public', src.replace(/^\/+/, '')));
  return `data:${type};base64,${data.toString('base64')}`;
}

/** The card of the page at a route (without base URL), or null when no page has that route. */
export function cardContent(site: Site, route: string): CardContent | null {
  const found = findPage(site, route);
  if (!found) return null;
  const { page, version } = found;
  const category = innermostCategory(version.source.tree, page.id);
  const logo = logoDataUrl(site);
  return {
    siteTitle: site.config.title,
    host: new URL(site.config.url).host,
    title: page.title,
    ...(category ? { category } : {}),
    ...(version.meta.isLast ? {} : { version: version.meta.label }),
    ...(logo ? { logo } : {}),
    colors: cardColors(),
  };
}
