import type { FrontMatter } from '../content/schema';
import type { ApiDocument, ApiOperation } from '../../shared/openapi-types';
import type { GuideDocument } from '../mdx/document';
import type { Heading, LinkRef } from '../mdx/types';
import type { LinkOptions } from '../mdx/remark-links';
import type { CliFacts } from '../content/facts/cli';
import type { TreeNode } from '../../shared/page-tree/types';
import type { GeneratedFile } from '../content/generated/types';

interface BasePage {
  /** Unique id: the doc id for guides, `category:{folder}` for category index pages, `api:{slug}` for API pages. */
  id: string;
  /** Route without base URL and without trailing slash ('/' for the landing page). */
  route: string;
  title: string;
  description?: string;
  /** Source file relative to the project root (for messages). */
  file?: string;
  /** Front matter `unlisted: true`: built, but in no sidebar, search index, sitemap or llms.txt, and noindex. */
  unlisted?: boolean;
}

export interface DocPage extends BasePage {
  kind: 'doc';
  dir: string;
  file: string;
  frontMatter: FrontMatter;
  body: string;
  /** Lines of front matter before the body, to report file lines. */
  lineOffset: number;
  /** The body parsed once (lib/site/mdx/document.ts), read by the HTML, search, Markdown twin and link check. */
  document: GuideDocument;
  headings: Heading[];
  links: LinkRef[];
  /** Set when a generator made the guide: it has no file on disk (`file` is where it would be). */
  generated?: GeneratedFile;
}

export interface CategoryPage extends BasePage {
  kind: 'category';
  /** Folder of the category under content/. */
  dir: string;
}

/** A page of the API reference: the overview (no operation) or one operation. */
export interface ApiPage extends BasePage {
  kind: 'api';
  /** The OpenAPI file. */
  file: string;
  operation?: ApiOperation;
  headings: Heading[];
}

export type Page = DocPage | CategoryPage | ApiPage;

export interface Source {
  pages: Page[];
  byRoute: ReadonlyMap<string, Page>;
  byId: ReadonlyMap<string, Page>;
  /** Route of a doc id: how `.md`/`.mdx` links resolve, the same for link checking and rendering. */
  routeOfDoc: (docId: string) => string | undefined;
  /** How links in the doc `docId` resolve: file links by doc id, absolute links inside this version. */
  linkOptions: (docId: string) => LinkOptions;
  /** Site path of this version's OpenAPI file, when it has an API reference. */
  apiDownloadPath?: string;
  /** This version's RA.Aid command-line facts (`_data/ra-aid-cli.json` of its docs folder), when it has them. */
  cli?: CliFacts;
  /** The one docs sidebar. */
  tree: TreeNode[];
  /** The API description the API pages come from, when there is one. */
  api?: ApiDocument;
  /** Files under public/, as site paths ('/img/logo.svg'). */
  staticFiles: ReadonlySet<string>;
  warnings: string[];
}

/** Id of the single docs sidebar generated from content/. */
export const DOCS_SIDEBAR_ID = 'docs';
