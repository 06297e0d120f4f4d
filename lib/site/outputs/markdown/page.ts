import type { Root } from 'mdast';
import type { Page, Source } from '../../source/types';
import { operationModel, overviewModel } from '../../route-data/api-model';
import { operationMarkdownTree, overviewMarkdownTree } from './api';
import { categoryMarkdownTree } from './category';
import { docMarkdownTree } from './doc';
import { referenceLinks } from '../../route-data/cli-tables';
import { stringifyMarkdown } from './stringify';
import { pageUrl, type SiteAddress } from './urls';

export interface MarkdownOptions {
  /** Put a `URL: {canonical URL}` line under the title (llms-full.txt, where pages follow each other). */
  withUrl?: boolean;
}

/** Any page as a Markdown tree: guides from MDX, category pages from the sidebar, API pages from OpenAPI data. */
function pageMarkdownTree(page: Page, source: Source, site: SiteAddress): Root {
  if (page.kind === 'doc') {
    return docMarkdownTree(
      {
        route: page.route,
        title: page.title,
        description: page.description,
        document: page.document,
        cli: source.cli,
        links: referenceLinks(source),
      },
      site,
    );
  }
  if (page.kind === 'category') return categoryMarkdownTree(page, source, site);
  if (!source.api || !source.apiDownloadPath)
    throw new Error(`API page ${page.route} has no API description in its source`);
  return page.operation
    ? operationMarkdownTree(operationModel(page.operation, source.api, page.title, page.route), site)
    : overviewMarkdownTree(overviewModel(source.api, page.route), page.route, site, source.apiDownloadPath);
}

/** A page as clean Markdown text: what `/{route}.md` serves and 'Copy page' copies. */
export function pageMarkdown(page: Page, source: Source, site: SiteAddress, options: MarkdownOptions = {}): string {
  const markdown = stringifyMarkdown(pageMarkdownTree(page, source, site));
  if (!options.withUrl) return markdown;
  // The URL goes in as a line of its own after the title: as a text node it would come out escaped (`https\://`).
  const lines = markdown.split('\n');
  const title = lines.findIndex((l) => l.startsWith('# '));
  lines.splice(title + 1, 0, '', `URL: ${pageUrl(site, page.route)}`);
  return lines.join('\n');
}
