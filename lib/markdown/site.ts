import 'server-only';
import { pageRoutes } from '../seo/routes';
import { findPage, getSite } from '../source';
import { llmsFullTxt, llmsTxt } from './llms';
import { pageMarkdown } from './page';
import { markdownPath, routeOfMarkdownPath } from './urls';

/** Site path of every page's Markdown twin in every docs version ('/index.md', '/quickstart/installation.md'). */
export async function markdownPaths(): Promise<string[]> {
  const site = await getSite();
  return pageRoutes(site.versions).map(markdownPath);
}

/** The Markdown of the page whose twin is at `path`, or undefined when no page has that twin. */
export async function markdownAt(path: string): Promise<string | undefined> {
  const route = routeOfMarkdownPath(path);
  if (route === undefined) return undefined;
  const site = await getSite();
  const found = findPage(site, route);
  return found ? pageMarkdown(found.page, found.version.source, site.config) : undefined;
}

export async function siteLlmsTxt(): Promise<string> {
  const site = await getSite();
  return llmsTxt(site.config, site.versions);
}

export async function siteLlmsFullTxt(): Promise<string> {
  const site = await getSite();
  return llmsFullTxt(site.config, site.latest);
}
