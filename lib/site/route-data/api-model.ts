import { bodySample } from '../openapi/bodies';
import { overviewNotes, samplesNote, SHORTENED_BODY_NOTE, shortenedParametersNote } from '../openapi/document-notes';
import { responseExamples, sectionMedia, type MediaView, type StatusExamples } from '../openapi/media-view';
import { parameterRows, type ParameterRow } from '../openapi/parameter-rows';
import { operationRoute } from '../openapi/paths';
import { responseExtras, type ResponseExtras } from '../openapi/response-extras';
import {
  operationSections,
  overviewSections,
  sectionOf,
  sectionsByKind,
  type OperationSection,
  type OverviewSection,
  type SectionsByKind,
} from '../openapi/sections';
import { requirementsMarkdown, schemesMarkdown } from '../openapi/security-text';
import { operationServers } from '../openapi/servers';
import { parameterExample, sentParameters } from '../openapi/samples';
import { sameForEveryServer } from '../openapi/server-url-spans';
import { codeSamples, type CodeSample } from '../openapi/snippets';
import { serverChoices } from '../openapi/try-it/servers';
import type { ApiDocument, ApiOperation } from '../../shared/openapi-types';

// An API page assembled once: the HTML page (view.ts), its Markdown twin and its search records all render this.

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
  /** The samples call a placeholder address (the file gives none): the hint says so (document-notes.ts). */
  note?: string;
  /** Under the samples: their request body is a generated example its bounds shortened (document-notes.ts). */
  shortened?: string;
}

/** The API overview: its sections, the schemes' Markdown and the page of every operation. */
export interface OverviewModel {
  doc: ApiDocument;
  sections: OverviewSection[];
  /** The same sections by kind, as the page places them. */
  byKind: SectionsByKind<OverviewSection>;
  /** The "Authentication" section's Markdown: every security scheme ('' without any). */
  security: string;
  /** Each operation's page, by operation slug. */
  operationHrefs: Record<string, string>;
  /** How the pages were made from the file, when the reader must know (document-notes.ts). */
  notes: string[];
}

/** An operation: its sections with everything they list, and its code samples (a webhook has none). */
export interface OperationModel {
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
  /** The side panel's "Response examples". */
  responseExamples: StatusExamples[];
  /** The "Authentication" section's Markdown: the credentials the operation requires, or that it needs none. */
  security?: string;
  samples?: OperationSamples;
}

/** The overview's link of each operation and webhook page, by slug, from the overview's route. */
export function operationHrefs(doc: ApiDocument, route: string): Record<string, string> {
  return Object.fromEntries(
    [...doc.operations, ...(doc.webhooks ?? [])].map((o) => [o.slug, operationRoute(route, o.slug)]),
  );
}

/** What the samples send shortened, if anything: the body, parameter values (example.ts EXAMPLE_BOUNDS). */
function shortenedNote(op: ApiOperation, doc: ApiDocument): { shortened?: string } {
  const params = sentParameters(op).filter((p) => parameterExample(p, doc).cut);
  const notes = [
    ...(bodySample(op, doc)?.cut ? [SHORTENED_BODY_NOTE] : []),
    ...(params.length ? [shortenedParametersNote(params.map((p) => p.name))] : []),
  ];
  return notes.length ? { shortened: notes.join(' ') } : {};
}

export function operationSamples(op: ApiOperation, doc: ApiDocument): OperationSamples {
  const choices = serverChoices(operationServers(op, doc));
  const note = samplesNote(op, doc);
  const shortened = shortenedNote(op, doc);
  if (choices.length < 2) return { samples: codeSamples(op, doc), ...(note ? { note } : {}), ...shortened };
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
    ...shortened,
  };
}

export function overviewModel(doc: ApiDocument, route: string): OverviewModel {
  const sections = overviewSections(doc);
  return {
    doc,
    sections,
    byKind: sectionsByKind(sections),
    security: schemesMarkdown(doc),
    operationHrefs: operationHrefs(doc, route),
    notes: overviewNotes(doc),
  };
}

export function operationModel(op: ApiOperation, doc: ApiDocument, title: string, route: string): OperationModel {
  const security = requirementsMarkdown(op, doc);
  const sections = operationSections(op);
  const responses = sectionOf(sections, 'responses');
  return {
    op,
    doc,
    title,
    route,
    sections,
    byKind: sectionsByKind(sections),
    parameterRows: parameterRows(op.parameters, doc.schemas),
    media: sectionMedia(sections, doc),
    responseExtras: responseExtras(sections, doc, route),
    responseExamples: responses ? responseExamples(responses.responses, doc) : [],
    ...(security ? { security } : {}),
    ...(op.webhook ? {} : { samples: operationSamples(op, doc) }),
  };
}
