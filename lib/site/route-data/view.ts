import 'server-only';
import { cliTables, referenceLinks, type CliTables } from './cli-tables';
import type { LinkOptions } from '../mdx/remark-links';
import type { OverviewSection, SectionsByKind } from '../openapi/sections';
import { nestedFieldsRoute } from '../../shared/paths/outputs';
import { withLazyFolds } from '../openapi/lazy-folds';
import { collectText, renderText, textToRender, type RenderedText, type SiteLinks } from '../openapi/rendered-text';
import { sampleHtml } from '../openapi/sample-html';
import { tryItModel, type TryItModel } from '../openapi/try-it/model';
import type { ApiDocument } from '../../shared/openapi-types';
import { categoryCards, docCardListCards, type CategoryCard, type CategoryCards } from './cards';
import { withBase } from '../../shared/paths';
import {
  operationModel,
  overviewModel,
  type OperationModel,
  type OperationSample,
  type OperationSamples,
  type OverviewModel,
} from './api-model';
import type { Page, Source } from '../source/types';

/** An operation's samples as the page shows them, each with its highlighted HTML (lib/site/openapi/sample-html.ts). */
export interface ShownSamples extends Omit<OperationSamples, 'samples'> {
  samples: (OperationSample & { html: string | string[] })[];
}

/** A guide: its file (compiled when rendered) and what its compiled code needs from its version. */
export interface DocView {
  kind: 'doc';
  file: string;
  /** A generated guide's text (it has no file): compiled at render, under `next dev` too. */
  text?: string;
  /** `next dev` only: the MDX error that left the guide without a tree, thrown on its own page. */
  error?: Error;
  /** The page's h1 when the body does not start with one and the front matter does not hide it. */
  title?: string;
  tags: string[];
  /** The rows of the guide's `<CliOptions>` and `<EnvVars>` tables. */
  cliTables: CliTables;
  /** How the guide's links resolve inside its version. */
  links: LinkOptions;
  /** What `<DocCardList />` shows in this guide. */
  docCards: CategoryCard[];
}

export interface CategoryView extends CategoryCards {
  kind: 'category';
  title: string;
  description?: string;
}

export interface ApiOverviewView extends OverviewModel {
  kind: 'api-overview';
  /** The OpenAPI file's download address, with the base path. */
  downloadHref: string;
  /** The page's Markdown descriptions and operation summaries, rendered. */
  rendered: RenderedText;
}

/** An operation as the page shows it: its model, with its large folds, highlighted samples and the Send panel's form. */
export interface ApiOperationView extends Omit<OperationModel, 'samples'> {
  kind: 'api-operation';
  /** The route of the page holding this operation's large folds, when it has any (lib/site/openapi/lazy-folds.ts). */
  nestedFields?: string;
  samples?: ShownSamples;
  tryIt?: TryItModel;
  /** The page's Markdown descriptions, summaries and example code, rendered. */
  rendered: RenderedText;
}

/** How the site writes internal links in rendered text: its base URL and trailing-slash rule. */
export const siteLinks = (config: { baseUrl: string; trailingSlash?: boolean | undefined }): SiteLinks => ({
  baseUrl: config.baseUrl,
  trailingSlash: config.trailingSlash === true,
});

/** What a page's body renders, by kind: components take it as it is and work nothing out again. */
export type PageView = DocView | CategoryView | ApiOverviewView | ApiOperationView;

async function shownSamples({ samples, ...rest }: OperationSamples): Promise<ShownSamples> {
  const html = await Promise.all(samples.map((s) => sampleHtml(s, rest.servers)));
  return { ...rest, samples: samples.map((s, i) => ({ ...s, html: html[i] })) };
}

/** The overview's rendered text: the API's, servers' and groups' descriptions, the schemes and every summary. */
function overviewText(doc: ApiDocument, byKind: SectionsByKind<OverviewSection>, security: string, links: SiteLinks) {
  const text = textToRender();
  const markdown = [doc.info.description, security, ...(byKind.servers?.servers ?? []).map((s) => s.description)];
  for (const group of byKind.operations?.groups ?? []) {
    markdown.push(group.description);
    for (const op of group.operations) if (op.summary) text.inline.add(op.summary);
  }
  for (const t of markdown) if (t) text.markdown.add(t);
  return renderText(text, links);
}

/** Raw parts of the operation that the view shows otherwise: schemas as schema nodes, content types as media views. */
const SHOWN_OTHERWISE = new Set(['schema', 'content']);

/** The body's view model of `page`, one of `source`'s pages. */
export async function pageView(page: Page, source: Source, links: SiteLinks): Promise<PageView> {
  const { baseUrl } = links;
  if (page.kind === 'doc') {
    const { document, frontMatter } = page;
    return {
      kind: 'doc',
      file: page.file,
      ...(page.generated ? { text: page.generated.text } : {}),
      ...(document.error ? { error: document.error } : {}),
      ...(!document.contentTitle && !frontMatter.hide_title ? { title: page.title } : {}),
      tags: (frontMatter.tags ?? []).map((tag) => (typeof tag === 'string' ? tag : tag.label)),
      cliTables: document.error
        ? { options: {}, envVars: {} }
        : cliTables(document.tree, source.cli, referenceLinks(source)),
      links: source.linkOptions(page.id),
      docCards: docCardListCards(page.id, source),
    };
  }
  if (page.kind === 'category') {
    return { kind: 'category', title: page.title, description: page.description, ...categoryCards(page, source) };
  }
  const doc = source.api!;
  const { route, operation: op } = page;
  if (!op) {
    const model = overviewModel(doc, route);
    return {
      kind: 'api-overview',
      ...model,
      downloadHref: withBase(baseUrl, source.apiDownloadPath!),
      rendered: await overviewText(doc, model.byKind, model.security, links),
    };
  }
  const { samples, ...model } = operationModel(op, doc, page.title, route);
  const { media, any } = withLazyFolds(model.media, withBase(baseUrl, nestedFieldsRoute(route)));
  const text = textToRender();
  collectText(op, text, SHOWN_OTHERWISE);
  for (const part of [model.parameterRows, media, model.responseExtras, model.responseExamples])
    collectText(part, text);
  if (model.security) text.markdown.add(model.security);
  for (const summary of [op.summary, ...(op.callbacks ?? []).map((c) => c.summary)])
    if (summary) text.inline.add(summary);
  return {
    kind: 'api-operation',
    ...model,
    media,
    ...(any ? { nestedFields: nestedFieldsRoute(route) } : {}),
    ...(samples ? { samples: await shownSamples(samples), tryIt: tryItModel(op, doc) } : {}),
    rendered: await renderText(text, links),
  };
}
