import type { SiteConfig } from '../../config/schema';
import { absoluteFileUrl, absoluteUrl, withBase } from '../../../shared/paths/index';
import { searchPageRoute } from '../search/settings';

const OPENSEARCH_FILE = 'opensearch.xml';
export const OPENSEARCH_TYPE = 'application/opensearchdescription+xml';

/** The head link that lets browsers add the site search, or null without a search page. */
export function openSearchLink(config: SiteConfig): { type: string; title: string; href: string } | null {
  if (!searchPageRoute(config)) return null;
  return { type: OPENSEARCH_TYPE, title: config.title, href: withBase(config.baseUrl, OPENSEARCH_FILE) };
}

const IMAGE_TYPES: Record<string, string> = {
  ico: 'image/x-icon',
  png: 'image/png',
  svg: 'image/svg+xml',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** /opensearch.xml (behaviours §2.8.11), or null when the site has no search page. */
export function openSearchXml(config: SiteConfig): string | null {
  const route = searchPageRoute(config);
  if (!route) return null;
  const siteUrl = absoluteUrl(config, '/');
  const template = `${absoluteUrl(config, route)}?q={searchTerms}`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `  <ShortName>${escapeXml(config.title)}</ShortName>`,
    `  <Description>${escapeXml(`Search ${config.title}`)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
  ];
  if (config.favicon) {
    const ext = config.favicon.split(/[?#]/)[0].split('.').pop()?.toLowerCase() ?? '';
    const type = IMAGE_TYPES[ext] ? ` type="${IMAGE_TYPES[ext]}"` : '';
    lines.push(`  <Image width="16" height="16"${type}>${escapeXml(absoluteFileUrl(config, config.favicon))}</Image>`);
  }
  lines.push(
    `  <Url type="text/html" method="get" template="${escapeXml(template)}"/>`,
    `  <Url type="${OPENSEARCH_TYPE}" rel="self" template="${escapeXml(absoluteFileUrl(config, OPENSEARCH_FILE))}"/>`,
    `  <moz:SearchForm>${escapeXml(siteUrl)}</moz:SearchForm>`,
    '</OpenSearchDescription>',
    '',
  );
  return lines.join('\n');
}
