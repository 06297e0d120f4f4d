import 'server-only';
import { cliTables, type CliTables } from './cli-tables';
import type { LinkOptions } from '../mdx/remark-links';
import {
  operationSections,
  overviewSections,
  sectionOf,
  sectionsByKind,
  type OperationSection,
  type OverviewSection,
  type SectionsByKind,
} from '../openapi/sections';
import { responseExamples, sectionMedia, type MediaView, type StatusExamples } from '../openapi/media-view';
import { nestedFieldsRoute, withLazyFolds } from '../openapi/lazy-folds';
import { parameterRows, type ParameterRow } from '../openapi/parameter-rows';
import { responseExtras, type ResponseExtras } from '../openapi/response-extras';
import { operationServers } from '../openapi/servers';
import { requirementsMarkdown, schemesMarkdown } from '../openapi/security-text';
import { sameForEveryServer } from '../openapi/server-url-spans';
import { codeSamples, type CodeSample } from '../openapi/snippets';
import { collectText, renderText, textToRender, type RenderedText } from '../openapi/rendered-text';
import { sampleHtml } from '../openapi/sample-html';
import { tryItModel, type TryItModel } from '../openapi/try-it/model';
import { serverChoices } from '../openapi/try-it/servers';
import type { ApiDocument, ApiOperation } from '../../shared/openapi-types';
import { categoryCards, docCardListCards, type CategoryCard, type CategoryCards } from './cards';
import { withBase } from '../../shared/paths';
import { operationRoute } from '../openapi/paths';
import type { Page, Source } from '../source/types';

/** Servers the samples follow (the Send panel's picker may list more: their requests use the first's). */
export const SAMPLED_SERVERS = 3;

/** One language's sample of an operation. */
export interface OperationSample extends CodeSample {
  /**
   * One sample per sampled server, present when replacing the URL in the first server's sample would not give what the
   * language writes for another.
   */
  perServer?: string[];
}

/** An operation's code samples: one per language, calling the first server. */
export interface OperationSamples {
  samples: OperationSample[];
  /**
   * The servers the samples follow when the operation has several, so the page can show the URL of the server picked in
   * the Send panel (lib/site/openapi/server-url-spans.ts).
   */
  servers?: string[];
  /** The picker lists more servers than the samples follow: the hint names how many do. */
  sampledServers?: number;
}

/** An operation's samples as the page shows them, each with its highlighted HTML (lib/site/openapi/sample-html.ts). */
export interface ShownSamples extends Omit<OperationSamples, 'samples'> {
  samples: (OperationSample & { html: string | string[] })[];
}

/** A guide: its file (compiled when rendered) and what its compiled code needs from its version. */
export interface DocView {
  kind: 'doc';
  file: string;
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

export interface ApiOverviewView {
  kind: 'api-overview';
  doc: ApiDocument;
  sections: OverviewSection[];
  /** The same sections by kind, as the page places them. */
  byKind: SectionsByKind<OverviewSection>;
  /** The "Authentication" section's Markdown: every security scheme ('' without any). */
  security: string;
  /** Each operation's page, by operation slug. */
  operationHrefs: Record<string, string>;
  /** The OpenAPI file's download address, with the base path. */
  downloadHref: string;
  /** The page's Markdown descriptions and operation summaries, rendered. */
  rendered: RenderedText;
}

/** The overview's link of each operation and webhook page, by slug, from the overview's route. */
export function operationHrefs(doc: ApiDocument, route: string): Record<string, string> {
  return Object.fromEntries(
    [...doc.operations, ...(doc.webhooks ?? [])].map((o) => [o.slug, operationRoute(route, o.slug)]),
  );
}

/** An operation: its sections, and its code samples and the Send panel's form (a webhook has neither). */
export interface ApiOperationView {
  kind: 'api-operation';
  op: ApiOperation;
  doc: ApiDocument;
  title: string;
  route: string;
  sections: OperationSection[];
  /** The same sections by kind, as the page places them. */
  byKind: SectionsByKind<OperationSection>;
  /** The Parameters section's table. */
  parameterRows: ParameterRow[];
  /** The content types of every body and response on the page, by the anchor of the section that shows them. */
  media: Record<string, MediaView[]>;
  /** The headers and links of every response on the page (callbacks' too), by the response's anchor. */
  responseExtras: Record<string, ResponseExtras>;
  /** The route of the page holding this operation's large folds, when it has any (lib/site/openapi/lazy-folds.ts). */
  nestedFields?: string;
  /** The side panel's "Response examples". */
  responseExamples: StatusExamples[];
  /** The "Authentication" section's Markdown: the credentials the operation requires, or that it needs none. */
  security?: string;
  samples?: ShownSamples;
  tryIt?: TryItModel;
  /** The page's Markdown descriptions, summaries and example code, rendered. */
  rendered: RenderedText;
}

/** What a page's body renders, by kind: components take it as it is and work nothing out again. */
export type PageView = DocView | CategoryView | ApiOverviewView | ApiOperationView;

export function operationSamples(op: ApiOperation, doc: ApiDocument): OperationSamples {
  const choices = serverChoices(operationServers(op, doc));
  if (choices.length < 2) return { samples: codeSamples(op, doc) };
  const servers = choices.slice(0, SAMPLED_SERVERS).map((c) => c.url);
  const sets = servers.map((url) => codeSamples(op, doc, url));
  return {
    samples: sets[0].map((sample, i) => {
      const codes = sets.map((set) => set[i].code);
      // A sample that names no server (one the file writes) is the same for all.
      const same = codes.every((code) => code === codes[0]) || sameForEveryServer(codes, servers);
      return same ? sample : { ...sample, perServer: codes };
    }),
    servers,
    ...(choices.length > SAMPLED_SERVERS ? { sampledServers: SAMPLED_SERVERS } : {}),
  };
}

async function shownSamples({ samples, ...rest }: OperationSamples): Promise<ShownSamples> {
  const html = await Promise.all(samples.map((s) => sampleHtml(s, rest.servers)));
  return { ...rest, samples: samples.map((s, i) => ({ ...s, html: html[i] })) };
}

/** The overview's rendered text: the API's, servers' and groups' descriptions, the schemes and every summary. */
function overviewText(doc: ApiDocument, byKind: SectionsByKind<OverviewSection>, security: string) {
  const text = textToRender();
  const markdown = [doc.info.description, security, ...(byKind.servers?.servers ?? []).map((s) => s.description)];
  for (const group of byKind.operations?.groups ?? []) {
    markdown.push(group.description);
    for (const op of group.operations) if (op.summary) text.inline.add(op.summary);
  }
  for (const t of markdown) if (t) text.markdown.add(t);
  return renderText(text);
}

/** Raw parts of the operation that the view shows otherwise: schemas as schema nodes, content types as media views. */
const SHOWN_OTHERWISE = new Set(['schema', 'content']);

/** The body's view model of `page`, one of `source`'s pages. */
export async function pageView(page: Page, source: Source, baseUrl: string): Promise<PageView> {
  if (page.kind === 'doc') {
    const { document, frontMatter } = page;
    return {
      kind: 'doc',
      file: page.file,
      ...(document.error ? { error: document.error } : {}),
      ...(!document.contentTitle && !frontMatter.hide_title ? { title: page.title } : {}),
      tags: (frontMatter.tags ?? []).map((tag) => (typeof tag === 'string' ? tag : tag.label)),
      cliTables: document.error ? { options: {}, envVars: {} } : cliTables(document.tree, source.cli),
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
    const sections = overviewSections(doc);
    const byKind = sectionsByKind(sections);
    const security = schemesMarkdown(doc);
    return {
      kind: 'api-overview',
      doc,
      sections,
      byKind,
      security,
      operationHrefs: operationHrefs(doc, route),
      downloadHref: withBase(baseUrl, source.apiDownloadPath!),
      rendered: await overviewText(doc, byKind, security),
    };
  }
  const security = requirementsMarkdown(op, doc);
  const sections = operationSections(op);
  const responses = sectionOf(sections, 'responses');
  const { media, any } = withLazyFolds(sectionMedia(sections, doc), withBase(baseUrl, nestedFieldsRoute(route)));
  const rows = parameterRows(op.parameters, doc.schemas);
  const extras = responseExtras(sections, doc, route);
  const examples = responses ? responseExamples(responses.responses, doc) : [];
  const text = textToRender();
  collectText(op, text, SHOWN_OTHERWISE);
  for (const part of [rows, media, extras, examples]) collectText(part, text);
  if (security) text.markdown.add(security);
  for (const summary of [op.summary, ...(op.callbacks ?? []).map((c) => c.summary)])
    if (summary) text.inline.add(summary);
  return {
    kind: 'api-operation',
    op,
    doc,
    title: page.title,
    route,
    sections,
    byKind: sectionsByKind(sections),
    parameterRows: rows,
    media,
    responseExtras: extras,
    ...(any ? { nestedFields: nestedFieldsRoute(route) } : {}),
    responseExamples: examples,
    ...(security ? { security } : {}),
    ...(op.webhook ? {} : { samples: await shownSamples(operationSamples(op, doc)), tryIt: tryItModel(op, doc) }),
    rendered: await renderText(text),
  };
}
