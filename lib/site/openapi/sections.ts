import { untaggedGroups } from './path-groups';
import { apiSlug } from './slug';
import type {
  ApiCallbackRequest,
  ApiDocument,
  ApiExternalDocs,
  ApiOperation,
  ApiParameter,
  ApiRequestBody,
  ApiResponse,
  ApiServer,
} from '../../shared/openapi-types';

/**
 * The API pages' sections, decided once: HTML, TOC, Markdown twin and search records all read them, so headings and
 * anchors cannot differ between them.
 */

/** The heading a section starts with. Its `id` is the anchor the TOC, the twin's readers and search hits point at. */
export interface SectionHeading {
  level: 2 | 3;
  text: string;
  id: string;
}

/** One response of an operation (level 3, under "Responses"). */
export interface ResponseSection extends SectionHeading {
  kind: 'response';
  response: ApiResponse;
}

/**
 * One request of a callback. Its responses are what the caller's server should answer, anchored under the callback's id
 * and kept out of the TOC.
 */
export interface CallbackSection extends SectionHeading {
  kind: 'callback';
  callback: ApiCallbackRequest;
  /** The anchor of its request body's content types (media-view.ts). */
  bodyId: string;
  responses: readonly ResponseSection[];
}

export type OperationSection =
  | (SectionHeading & { kind: 'authentication' })
  | (SectionHeading & { kind: 'parameters'; parameters: readonly ApiParameter[] })
  | (SectionHeading & { kind: 'callbacks'; callbacks: readonly CallbackSection[] })
  | (SectionHeading & { kind: 'request-body'; body: ApiRequestBody })
  | (SectionHeading & { kind: 'responses'; responses: readonly ResponseSection[] })
  | (SectionHeading & { kind: 'code-samples' });

/**
 * Operations of one tag on the overview page, in file order; untagged operations come last under UNTAGGED_LABEL, or
 * under their path group when there are many (path-groups.ts).
 */
export interface OperationGroup {
  label: string;
  /** What it gathers: one tag, the untagged operations (of one path group when `path` is set), or the webhooks. */
  of: { tag: string } | { untagged: true; path?: string } | { webhooks: true };
  description?: string;
  /** The tag's `externalDocs`. */
  externalDocs?: ApiExternalDocs;
  operations: readonly ApiOperation[];
}

export type OverviewSection =
  | (SectionHeading & { kind: 'servers'; servers: readonly ApiServer[] })
  | (SectionHeading & { kind: 'operations'; groups: readonly OperationGroup[] });

/** Sidebar label and overview group of operations without a tag, cased like the tag labels (issue 16). */
export const UNTAGGED_LABEL = 'Untagged';

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK', '201': 'Created', '202': 'Accepted', '204': 'No Content', '301': 'Moved Permanently', '302': 'Found',
  '304': 'Not Modified', '400': 'Bad Request', '401': 'Unauthorized', '403': 'Forbidden', '404': 'Not Found',
  '409': 'Conflict', '418': "I'm a Teapot", '422': 'Unprocessable Content', '429': 'Too Many Requests',
  '500': 'Internal Server Error', '502': 'Bad Gateway', '503': 'Service Unavailable', default: 'Any other status',
};

/** '404' → '404 Not Found'; unknown codes stay as they are. */
export function statusLabel(status: string): string {
  const text = STATUS_TEXT[status];
  return text ? (status === 'default' ? text : `${status} ${text}`) : status;
}

/** Anchor of a response's heading ('4XX' → 'response-4xx'). */
export const responseAnchor = (status: string) => `response-${status.toLowerCase()}`;

const responseSections = (responses: readonly ApiResponse[], prefix = ''): ResponseSection[] =>
  responses.map((response) => ({
    kind: 'response',
    level: 3,
    text: statusLabel(response.status),
    id: `${prefix}${responseAnchor(response.status)}`,
    response,
  }));

/**
 * The id prefix of one content type: the section's own for the first, so a single-type body's ids do not change, then
 * the type's slug for the others.
 */
export const mediaAnchor = (base: string, index: number, contentType: string) =>
  index === 0 ? base : `${base}-${apiSlug(contentType)}`;

/** Anchor of a callback request's heading: `callback-` and the slug of its name and method. */
export const callbackAnchor = (c: Pick<ApiCallbackRequest, 'name' | 'method'>) => `callback-${apiSlug(`${c.name} ${c.method}`)}`;

/**
 * An operation page's sections in order. A webhook's page has no code samples: the API sends that request, not the
 * reader.
 */
export function operationSections(op: ApiOperation): OperationSection[] {
  const out: OperationSection[] = [];
  // Only when the operation needs credentials (its own or the document's `security` lists some).
  if (op.security?.length) out.push({ kind: 'authentication', level: 2, text: 'Authentication', id: 'authentication' });
  if (op.parameters.length) out.push({ kind: 'parameters', level: 2, text: 'Parameters', id: 'parameters', parameters: op.parameters });
  if (op.requestBody) out.push({ kind: 'request-body', level: 2, text: 'Request body', id: 'request-body', body: op.requestBody });
  // The samples follow the request they send: right after the request body, in the one-column layout too.
  if (!op.webhook) out.push({ kind: 'code-samples', level: 2, text: 'Code samples', id: 'code-samples' });
  if (op.responses.length) out.push({ kind: 'responses', level: 2, text: 'Responses', id: 'responses', responses: responseSections(op.responses) });
  if (op.callbacks?.length) {
    const callbacks = op.callbacks.map((callback): CallbackSection => {
      const id = callbackAnchor(callback);
      const text = `${callback.name}: ${callback.method.toUpperCase()}`;
      return { kind: 'callback', level: 3, text, id, bodyId: `${id}-body`, callback, responses: responseSections(callback.responses, `${id}-`) };
    });
    out.push({ kind: 'callbacks', level: 2, text: 'Callbacks', id: 'callbacks', callbacks });
  }
  return out;
}

/** Sidebar label and overview group of OpenAPI 3.1 `webhooks`, after every tag and untagged operations. */
export const WEBHOOKS_LABEL = 'Webhooks';

/**
 * The operation groups of the overview and the sidebar: tags in file order, untagged operations (one group, or one per
 * path group), webhooks; empty ones omitted.
 */
export function operationGroups(doc: ApiDocument): OperationGroup[] {
  const groups: OperationGroup[] = [
    ...doc.tags.map((t) => ({
      label: t.label,
      of: { tag: t.name },
      description: t.description,
      ...(t.externalDocs ? { externalDocs: t.externalDocs } : {}),
      operations: doc.operations.filter((o) => o.tag === t.name),
    })),
    ...untaggedGroups(doc.operations).map(({ path, operations }) => ({
      label: path ?? UNTAGGED_LABEL,
      of: { untagged: true as const, ...(path ? { path } : {}) },
      description: undefined,
      operations,
    })),
    {
      label: WEBHOOKS_LABEL,
      of: { webhooks: true },
      description: 'Requests the API sends to you when something happens.',
      operations: doc.webhooks ?? [],
    },
  ];
  return groups.filter((g) => g.operations.length);
}

/** The sections of the overview page: Servers when the file names any, then always Operations. */
export function overviewSections(doc: ApiDocument): OverviewSection[] {
  const out: OverviewSection[] = [];
  if (doc.servers.length) out.push({ kind: 'servers', level: 2, text: 'Servers', id: 'servers', servers: doc.servers });
  out.push({ kind: 'operations', level: 2, text: 'Operations', id: 'operations', groups: operationGroups(doc) });
  return out;
}

/** An operation's sections in page order, one entry per TOC heading. */
export function flatSections(sections: readonly OperationSection[]): (OperationSection | ResponseSection | CallbackSection)[] {
  return sections.flatMap((s): (OperationSection | ResponseSection | CallbackSection)[] =>
    s.kind === 'responses' ? [s, ...s.responses] : s.kind === 'callbacks' ? [s, ...s.callbacks] : [s],
  );
}

/** Each kind's section, for the sections a page has (kinds occur once each on a page). */
export type SectionsByKind<S extends { kind: string }> = { [K in S['kind']]?: Extract<S, { kind: K }> };

export function sectionsByKind<S extends { kind: string }>(sections: readonly S[]): SectionsByKind<S> {
  return Object.fromEntries(sections.map((s) => [s.kind, s])) as SectionsByKind<S>;
}

/** The section of one kind, if the page has it. */
export function sectionOf<S extends { kind: string }, K extends S['kind']>(sections: readonly S[], kind: K): Extract<S, { kind: K }> | undefined {
  return sections.find((s): s is Extract<S, { kind: K }> => s.kind === kind);
}
