import 'server-only';
import { pageRoutes } from '../seo/routes';
import { findPage, getSite } from '../../source';
import { llmsFullTxt, llmsTxt } from './llms';
import { pageMarkdown } from './page';
import { markdownPath, routeOfMarkdownPath } from '../../../shared/paths/outputs';

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
  if (!found) return undefined;
  try {
    return pageMarkdown(found.page, found.version.source, site.config);
  } catch (error) {
    throw new Error(`The Markdown twin of ${route} (${found.page.file ?? found.page.id}) failed: ${errorText(error)}`, {
      cause: error,
    });
  }
}

export async function siteLlmsTxt(): Promise<string> {
  const site = await getSite();
  return llmsTxt(site.config, site.versions);
}

export async function siteLlmsFullTxt(): Promise<string> {
  const site = await getSite();
  return llmsFullTxt(site.config, site.latest);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
